import { Link, type LinkComponentProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'

import { cn } from '@/lib/cn'

/**
 * Links one to a line, each with a short note at its end: an investor's open channels and when
 * they close, the applications waiting past their promise and how late they are.
 */
export function LinkRows({ className, children }: { className?: string; children: ReactNode }) {
  return <ul className={cn('divide-y divide-line text-sm', className)}>{children}</ul>
}

export function LinkRow({
  note,
  children,
  ...link
}: Omit<LinkComponentProps<'a'>, 'children' | 'className'> & {
  note?: ReactNode
  children: ReactNode
}) {
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3 py-1.5">
      <Link {...link} className="min-w-0 font-medium wrap-anywhere text-brand-700 hover:underline">
        {children}
      </Link>
      {note && <span className="text-xs text-muted tabular-nums">{note}</span>}
    </li>
  )
}
