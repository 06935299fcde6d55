import { Gauge, Sparkles } from 'lucide-react'

import {
  daysText,
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

/** The on-time share in words: "92% answered on time", or why there is none yet. */
function onTimeText(record: Extract<Responsiveness, { kind: 'measured' }>) {
  return record.onTimePercent === null
    ? 'No answer due yet'
    : `${record.onTimePercent}% answered on time`
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
  if (!record) return null
  if (record.kind === 'new') {
    return (
      <span
        className={cn('inline-flex items-center gap-1', className)}
        data-testid="responsiveness"
        title={`Fewer than ${minimumApplications} applications in the last 12 months`}
      >
        <Sparkles className="size-3.5" aria-hidden="true" />
        New on Sangam
      </span>
    )
  }
  const tone = responsivenessTone(record)
  return (
    <span
      className={cn('inline-flex items-center gap-1', className)}
      data-testid="responsiveness"
      title={`Last 12 months, ${record.applications} applications`}
    >
      <Gauge className={cn('size-3.5', toneClass[tone])} aria-hidden="true" />
      <span className={cn('font-medium', toneClass[tone])}>{onTimeText(record)}</span>
      {record.medianFirstResponseDays !== null && (
        <span>· first answer in {daysText(record.medianFirstResponseDays)}</span>
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
  if (!record) {
    return (
      <p className={cn('text-sm text-muted', className)} data-testid="responsiveness">
        {investorName}&rsquo;s record of answering founders is being worked out; it shows here in a
        few minutes.
      </p>
    )
  }
  if (record.kind === 'new') {
    return (
      <div className={cn('text-sm text-muted', className)} data-testid="responsiveness">
        <p className="flex items-center gap-2 font-medium text-ink">
          <Sparkles className="size-4 text-brand-600" aria-hidden="true" />
          New on Sangam
        </p>
        <p className="mt-1">
          {investorName} has received{' '}
          {record.applications === 0
            ? 'no applications'
            : record.applications === 1
              ? 'one application'
              : `${record.applications} applications`}{' '}
          in the last 12 months. How quickly it answers is shown once it has received{' '}
          {minimumApplications}.
        </p>
      </div>
    )
  }
  const tone = responsivenessTone(record)
  const facts: [string, string, string?][] = [
    [
      'Answered within the promise',
      record.onTimePercent === null ? 'None due yet' : `${record.onTimePercent}%`,
      toneClass[tone],
    ],
    [
      'Typical first answer',
      record.medianFirstResponseDays === null
        ? 'None yet'
        : daysText(record.medianFirstResponseDays),
    ],
    [
      'Typical decision',
      record.medianDecisionDays === null ? 'None yet' : daysText(record.medianDecisionDays),
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
        Last 12 months, {record.applications} applications; {record.due} had their answer due.
        Typical means the median.
      </p>
    </div>
  )
}
