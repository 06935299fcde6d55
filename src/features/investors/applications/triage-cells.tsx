import { Clock } from 'lucide-react'

import { calibrationExplanation } from '@/domain/applications/calibration'
import { cn } from '@/lib/cn'
import { formatDate, plural } from '@/lib/format'

import type { ApplicationListRow } from './types'

/** Tenths (10..50) as a score out of 5: '3.6'. */
const score = (tenths: number) => (tenths / 10).toFixed(1)

/**
 * Days an undecided application has waited, against the channel's promise ('20 d of 14', in red
 * once past it); 'Answered' when decided. The submission date is in its title.
 */
export function Waiting({ row, className }: { row: ApplicationListRow; className?: string }) {
  const submitted = `Submitted ${formatDate(row.submittedAt)}`
  if (!row.waiting) {
    return (
      <span
        className={cn('text-muted', className)}
        title={row.status === 'withdrawn' ? `${submitted}; withdrawn by the startup` : submitted}
      >
        {row.status === 'withdrawn' ? '—' : 'Answered'}
      </span>
    )
  }
  const { days, promise } = row.waiting
  const over = row.overdue
  return (
    <span
      className={cn('inline-flex items-center gap-1 whitespace-nowrap', className)}
      title={`${submitted}; the channel promises an answer within ${promise} days${over ? ' (overdue)' : ''}`}
    >
      {over && <Clock className="size-3.5 shrink-0 text-red-700" aria-hidden="true" />}
      <span className={cn('tabular-nums', over ? 'font-medium text-red-700' : 'text-ink')}>
        {days} d
      </span>
      <span className="text-muted">of {promise}</span>
      {over && <span className="sr-only">(overdue)</span>}
    </span>
  )
}

/** The share of the channel's criteria the startup meets; a dash when the channel sets none. */
export function Fit({ fit }: { fit: number | null }) {
  if (fit === null) {
    return (
      <span className="text-muted" title="The channel sets no criteria">
        —
      </span>
    )
  }
  return (
    <span
      className={cn(
        'tabular-nums',
        fit >= 80 ? 'text-emerald-700' : fit >= 50 ? 'text-amber-700' : 'text-red-700',
      )}
      title={`Meets ${fit}% of the channel's criteria`}
    >
      {fit}%
    </span>
  )
}

/**
 * The team's average and the viewer's own rating ('4.0 · you 3.6'), with the calibrated score
 * under them (docs/decisions/0049). Ratings are blind: before the
 * viewer rates, only how many teammates rated.
 */
export function Ratings({ ratings }: { ratings: ApplicationListRow['ratings'] }) {
  if (ratings.count === 0) return <span className="text-muted">Not rated</span>
  if (ratings.mine === null || ratings.average === null) {
    return (
      <span className="whitespace-nowrap text-muted" title="Rate it to see your teammates' scores">
        {ratings.count} rated
      </span>
    )
  }
  const calibrated = ratings.calibrated
  return (
    <span
      className="whitespace-nowrap tabular-nums"
      title={`Team average ${score(ratings.average)} of 5 (${plural(ratings.count, 'rating')})${
        calibrated === null
          ? ''
          : `; calibrated ${score(calibrated)} (${calibrationExplanation.toLowerCase().replace(/\.$/, '')})`
      }; yours ${score(ratings.mine)}`}
    >
      <span className="font-medium text-ink">{score(ratings.average)}</span>
      <span className="text-muted"> · you {score(ratings.mine)}</span>
      {calibrated !== null && (
        <span className="block text-xs text-muted">calibrated {score(calibrated)}</span>
      )}
    </span>
  )
}

export function LastActivity({ at }: { at: Date }) {
  return (
    <time dateTime={at.toISOString()} className="whitespace-nowrap text-muted">
      {formatDate(at)}
    </time>
  )
}
