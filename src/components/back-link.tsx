import { Link, type LinkComponentProps } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'

import { cn } from '@/lib/cn'

/** The link above a detail screen that leads back to where it was reached from. */
export function BackLink({
  className,
  children,
  ...link
}: Omit<LinkComponentProps<'a'>, 'children'> & { children: ReactNode }) {
  return (
    <Link
      {...link}
      className={cn(
        'mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-brand-600 hover:underline',
        className,
      )}
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </Link>
  )
}
