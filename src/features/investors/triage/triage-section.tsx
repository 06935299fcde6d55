/** A titled section of the triage card. */
import type { ReactNode } from 'react'

import { cn } from '@/lib/cn'

export function Section({
  title,
  children,
  className,
}: {
  title: string
  children: ReactNode
  className?: string
}) {
  return (
    <div className={cn('min-w-0', className)}>
      <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">{title}</h3>
      <div className="mt-1.5">{children}</div>
    </div>
  )
}
