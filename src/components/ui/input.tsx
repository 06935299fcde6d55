import type { ComponentProps } from 'react'

import { cn } from '@/lib/cn'

const fieldClass =
  'w-full rounded-lg border border-line bg-white px-3 text-sm text-ink shadow-xs placeholder:text-muted/70 focus:border-brand-500 focus:outline-none focus:ring-3 focus:ring-brand-100 aria-invalid:border-red-500 aria-invalid:focus:ring-red-100 disabled:bg-surface'

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldClass, 'h-10', className)} {...props} />
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClass, 'min-h-28 py-2', className)} {...props} />
}
