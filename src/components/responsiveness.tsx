import { Gauge, Sparkles } from 'lucide-react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'

import {
  minimumApplications,
  responsivenessTone,
  type Responsiveness,
} from '@/domain/investors/responsiveness'
import { cn } from '@/lib/cn'

const toneClass = {
  good: 'text-emerald-700',
  fair: 'text-amber-800',
  poor: 'text-red-700',
  neutral: 'text-muted',
} as const

/**
 * A median in days as a founder reads it: "under a day", "1 day", "3.5 days" (tenths below ten
 * days, whole days from there), as `daysText` (src/domain/investors/responsiveness.ts) words it
 * in English.
 */
function shownDays(intl: IntlShape, days: number): string {
  if (days < 1) return intl.formatMessage({ id: 'shared.responsiveness.underADay' })
  const rounded = days < 10 ? Math.round(days * 10) / 10 : Math.round(days)
  return intl.formatMessage({ id: 'shared.responsiveness.days' }, { days: rounded })
}

/** The on-time share in words: "92% answered on time", or why there is none yet. */
function onTimeText(intl: IntlShape, record: Extract<Responsiveness, { kind: 'measured' }>) {
  return record.onTimePercent === null
    ? intl.formatMessage({ id: 'shared.responsiveness.noAnswerDue' })
    : intl.formatMessage({ id: 'shared.responsiveness.onTime' }, { percent: record.onTimePercent })
}

/**
 * One line for a channel card: the on-time share and the typical first answer, or "New on
 * Sangam" while the investor has too few applications to judge.
 */
export function ResponsivenessLine({
  record,
  className,
}: {
  /** Null while the investor's first record is being worked out: nothing to show yet. */
  record: Responsiveness | null
  className?: string
}) {
  const intl = useIntl()
  if (!record) return null
  if (record.kind === 'new') {
    return (
      <span
        className={cn('inline-flex items-center gap-1', className)}
        data-testid="responsiveness"
        title={intl.formatMessage(
          { id: 'shared.responsiveness.newTitle' },
          { minimum: minimumApplications },
        )}
      >
        <Sparkles className="size-3.5" aria-hidden="true" />
        <FormattedMessage id="shared.responsiveness.new" />
      </span>
    )
  }
  const tone = responsivenessTone(record)
  return (
    <span
      className={cn('inline-flex items-center gap-1', className)}
      data-testid="responsiveness"
      title={intl.formatMessage(
        { id: 'shared.responsiveness.measuredTitle' },
        { applications: record.applications },
      )}
    >
      <Gauge className={cn('size-3.5', toneClass[tone])} aria-hidden="true" />
      <span className={cn('font-medium', toneClass[tone])}>{onTimeText(intl, record)}</span>
      {record.medianFirstResponseDays !== null && (
        <span>
          <FormattedMessage
            id="shared.responsiveness.firstAnswerIn"
            values={{ days: shownDays(intl, record.medianFirstResponseDays) }}
          />
        </span>
      )}
    </span>
  )
}

/** The record in full, for the apply page, the investor's public page and its own dashboard. */
export function ResponsivenessFacts({
  record,
  investorName,
  className,
}: {
  record: Responsiveness | null
  investorName: string
  className?: string
}) {
  const intl = useIntl()
  // The investor's own name: browsers' translation tools leave it as it is.
  const name = <span translate="no">{investorName}</span>
  if (!record) {
    return (
      <p className={cn('text-sm text-muted', className)} data-testid="responsiveness">
        <FormattedMessage id="shared.responsiveness.pending" values={{ name }} />
      </p>
    )
  }
  if (record.kind === 'new') {
    return (
      <div className={cn('text-sm text-muted', className)} data-testid="responsiveness">
        <p className="flex items-center gap-2 font-medium text-ink">
          <Sparkles className="size-4 text-brand-600" aria-hidden="true" />
          <FormattedMessage id="shared.responsiveness.new" />
        </p>
        <p className="mt-1">
          <FormattedMessage
            id="shared.responsiveness.newDetail"
            values={{
              name,
              applications: record.applications,
              minimum: minimumApplications,
            }}
          />
        </p>
      </div>
    )
  }
  const tone = responsivenessTone(record)
  const noneYet = intl.formatMessage({ id: 'shared.responsiveness.noneYet' })
  const facts: [string, string, string?][] = [
    [
      intl.formatMessage({ id: 'shared.responsiveness.onTimeLabel' }),
      record.onTimePercent === null
        ? intl.formatMessage({ id: 'shared.responsiveness.noneDue' })
        : intl.formatNumber(record.onTimePercent / 100, { style: 'percent' }),
      toneClass[tone],
    ],
    [
      intl.formatMessage({ id: 'shared.responsiveness.firstAnswerLabel' }),
      record.medianFirstResponseDays === null
        ? noneYet
        : shownDays(intl, record.medianFirstResponseDays),
    ],
    [
      intl.formatMessage({ id: 'shared.responsiveness.decisionLabel' }),
      record.medianDecisionDays === null ? noneYet : shownDays(intl, record.medianDecisionDays),
    ],
  ]
  return (
    <div className={className} data-testid="responsiveness">
      <dl className="grid grid-cols-3 gap-3">
        {facts.map(([label, value, tone]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className={cn('mt-0.5 text-lg font-semibold text-ink tabular-nums', tone)}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-muted">
        <FormattedMessage
          id="shared.responsiveness.footnote"
          values={{ applications: record.applications, due: record.due }}
        />
      </p>
    </div>
  )
}
