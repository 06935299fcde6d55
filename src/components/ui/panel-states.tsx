import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

import { Skeleton } from '@/components/ui/card'
import { cn } from '@/lib/cn'

/*
 * What a popover or side panel shows in place of its list while the list loads, when loading
 * failed, and when there is nothing in it.
 */

/** Placeholder lines shaped like the list to come; screen readers hear `label`. */
export function PanelLoading({
  label,
  lines,
  className,
}: {
  label: string
  /** The classes of each placeholder line: its height and width. */
  lines: readonly string[]
  className?: string
}) {
  return (
    <div role="status" className={cn('space-y-2', className)}>
      <span className="sr-only">{label}</span>
      {lines.map((line, i) => (
        <Skeleton key={i} className={line} />
      ))}
    </div>
  )
}

/** What could not be loaded, and a way to ask again. */
export function PanelError({
  message,
  onRetry,
  className,
}: {
  message: string
  onRetry: () => void
  className?: string
}) {
  return (
    <p role="alert" className={cn('text-sm text-red-600', className)}>
      <FormattedMessage
        id="shared.panel.failed"
        values={{
          message,
          retry: (chunks) => (
            <button
              type="button"
              className="font-medium underline underline-offset-4"
              onClick={onRetry}
            >
              {chunks}
            </button>
          ),
        }}
      />
    </p>
  )
}

/** Why the list is empty, and what would fill it. */
export function PanelEmpty({ children, className }: { children: ReactNode; className?: string }) {
  return <p className={cn('text-sm text-muted', className)}>{children}</p>
}
