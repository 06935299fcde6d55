import { Clock } from 'lucide-react'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'

import { cn } from '@/lib/cn'
import { shownDate } from '@/lib/i18n/dates'

import type { ApplicationListRow } from './types'

/** What stands for no value: the same in every language. */
const dash = '—'

/** Tenths (10..50) as a score out of 5: '3.6'. */
const score = (intl: IntlShape, tenths: number) =>
  intl.formatNumber(tenths / 10, { minimumFractionDigits: 1, maximumFractionDigits: 1 })

/**
 * Days an undecided application has waited, against the channel's promise ('20 d of 14', in red
 * once past it); 'Answered' when decided. The submission date is in its title.
 */
export function Waiting({ row, className }: { row: ApplicationListRow; className?: string }) {
  const intl = useIntl()
  const date = shownDate(intl, row.submittedAt)
  if (!row.waiting) {
    const withdrawn = row.status === 'withdrawn'
    return (
      <span
        className={cn('text-muted', className)}
        title={intl.formatMessage(
          { id: withdrawn ? 'pipeline.cells.withdrawn' : 'pipeline.cells.submitted' },
          { date },
        )}
      >
        {withdrawn ? dash : intl.formatMessage({ id: 'pipeline.cells.answered' })}
      </span>
    )
  }
  const { days, promise } = row.waiting
  const over = row.overdue
  return (
    <span
      className={cn('inline-flex items-center gap-1 whitespace-nowrap', className)}
      title={intl.formatMessage(
        { id: 'pipeline.cells.waitingTitle' },
        { date, promise, overdue: over ? 'yes' : 'no' },
      )}
    >
      {over && <Clock className="size-3.5 shrink-0 text-red-700" aria-hidden="true" />}
      <FormattedMessage
        id="pipeline.cells.waited"
        values={{
          days,
          promise,
          waited: (chunks: ReactNode[]) => (
            <span className={cn('tabular-nums', over ? 'font-medium text-red-700' : 'text-ink')}>
              {chunks}
            </span>
          ),
          of: (chunks: ReactNode[]) => <span className="text-muted">{chunks}</span>,
        }}
      />
      {over && (
        <span className="sr-only">{intl.formatMessage({ id: 'pipeline.cells.overdue' })}</span>
      )}
    </span>
  )
}

/** The share of the channel's criteria the startup meets; a dash when the channel sets none. */
export function Fit({ fit }: { fit: number | null }) {
  const intl = useIntl()
  if (fit === null) {
    return (
      <span className="text-muted" title={intl.formatMessage({ id: 'pipeline.cells.noCriteria' })}>
        {dash}
      </span>
    )
  }
  return (
    <span
      className={cn(
        'tabular-nums',
        fit >= 80 ? 'text-emerald-700' : fit >= 50 ? 'text-amber-700' : 'text-red-700',
      )}
      title={intl.formatMessage({ id: 'pipeline.cells.fitTitle' }, { fit })}
    >
      {intl.formatNumber(fit / 100, { style: 'percent' })}
    </span>
  )
}

/**
 * The team's average and the viewer's own rating ('4.0 · you 3.6'), with the calibrated score
 * under them (docs/decisions/0049). Ratings are blind: before the
 * viewer rates, only how many teammates rated.
 */
export function Ratings({ ratings }: { ratings: ApplicationListRow['ratings'] }) {
  const intl = useIntl()
  if (ratings.count === 0) {
    return (
      <span className="text-muted">{intl.formatMessage({ id: 'pipeline.cells.notRated' })}</span>
    )
  }
  if (ratings.mine === null || ratings.average === null) {
    return (
      <span
        className="whitespace-nowrap text-muted"
        title={intl.formatMessage({ id: 'pipeline.cells.rateToSee' })}
      >
        {intl.formatMessage({ id: 'pipeline.cells.rated' }, { count: ratings.count })}
      </span>
    )
  }
  const calibrated = ratings.calibrated
  return (
    <span
      className="whitespace-nowrap tabular-nums"
      title={intl.formatMessage(
        { id: 'pipeline.cells.ratingsTitle' },
        {
          average: score(intl, ratings.average),
          count: ratings.count,
          hasCalibrated: calibrated === null ? 'no' : 'yes',
          calibrated: calibrated === null ? '' : score(intl, calibrated),
          mine: score(intl, ratings.mine),
        },
      )}
    >
      <span className="font-medium text-ink">{score(intl, ratings.average)}</span>
      <span className="text-muted">
        {intl.formatMessage({ id: 'pipeline.cells.you' }, { mine: score(intl, ratings.mine) })}
      </span>
      {calibrated !== null && (
        <span className="block text-xs text-muted">
          {intl.formatMessage(
            { id: 'pipeline.cells.calibrated' },
            { score: score(intl, calibrated) },
          )}
        </span>
      )}
    </span>
  )
}

export function LastActivity({ at }: { at: Date }) {
  const intl = useIntl()
  return (
    <time dateTime={at.toISOString()} className="whitespace-nowrap text-muted">
      {shownDate(intl, at)}
    </time>
  )
}
