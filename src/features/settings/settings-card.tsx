import { useId, type ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

import { Card, Skeleton } from '@/components/ui/card'
import { cn } from '@/lib/cn'

type SettingsCardProps = {
  title: string
  description?: ReactNode
  /** Shown beside the title, e.g. a badge. */
  aside?: ReactNode
  tone?: 'default' | 'danger'
  children: ReactNode
}

/** One block of the settings page: a titled card that is also a labelled region. */
export function SettingsCard({
  title,
  description,
  aside,
  tone = 'default',
  children,
}: SettingsCardProps) {
  const id = useId()
  return (
    <Card
      role="region"
      aria-labelledby={id}
      className={cn('min-w-0 p-5 sm:p-6', tone === 'danger' && 'border-red-200')}
    >
      <div className="mb-5 flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3
            id={id}
            className={cn('text-base font-semibold text-ink', tone === 'danger' && 'text-red-700')}
          >
            {title}
          </h3>
          {description && <p className="mt-1 max-w-prose text-sm text-muted">{description}</p>}
        </div>
        {aside}
      </div>
      {children}
    </Card>
  )
}

/** A message about a whole form (not one field): shown above its buttons, read out when it appears. */
export function FormMessage({ children }: { children: ReactNode }) {
  if (!children) return null
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
      {children}
    </p>
  )
}

/** Where a section's data could not be loaded: `message` says what ("We could not load …"). */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-lg bg-red-50 p-3 text-sm text-red-700"
    >
      <span>{message}</span>
      <button type="button" className="font-medium underline underline-offset-4" onClick={onRetry}>
        <FormattedMessage id="settings.common.retry" />
      </button>
    </div>
  )
}

/** Placeholder rows while a section loads; screen readers hear `label` ("Loading …") once. */
export function LoadingRows({
  label,
  rows = 2,
  className = 'h-14',
}: {
  label: string
  rows?: number
  className?: string
}) {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className={className} />
      ))}
    </div>
  )
}
