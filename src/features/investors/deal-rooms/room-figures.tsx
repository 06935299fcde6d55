import { FormattedMessage, useIntl } from 'react-intl'

import { Badge } from '@/components/ui/card'
import { cn } from '@/lib/cn'
import { optionLabel } from '@/lib/i18n/option-labels'
import { shownRupees } from '@/lib/i18n/rupees'
import type { DealRoomConsent, DealRoomInterest } from '@/lib/options'

// The small pieces every deal-room screen shows: the founders' answer, a fund's stated interest,
// and the committed total against the amount sought.

/** A room's name, 'Krishi Setu · Seed, 2026': the startup and the round, both as people wrote them. */
export function roomTitle(startupName: string, roundName: string): string {
  return `${startupName} · ${roundName}`
}

const consentTone: Record<DealRoomConsent, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  accepted: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  declined: 'bg-red-50 text-red-800 ring-red-200',
  withdrawn: 'bg-surface text-muted ring-line',
}

export function ConsentBadge({ consent }: { consent: DealRoomConsent }) {
  const intl = useIntl()
  return (
    <Badge className={cn('ring-1', consentTone[consent])}>
      {optionLabel(intl, 'dealRoomConsents', consent)}
    </Badge>
  )
}

const interestTone: Record<DealRoomInterest, string> = {
  interested: 'bg-sky-50 text-sky-900 ring-sky-200',
  committed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  passed: 'bg-surface text-muted ring-line',
}

/** A fund's line: "Committed · ₹50 L", "Interested", or "No interest stated yet". */
export function InterestLine({
  status,
  amount,
}: {
  status: DealRoomInterest | null
  amount: number | null
}) {
  const intl = useIntl()
  if (!status) {
    return (
      <span className="text-sm text-muted">
        <FormattedMessage id="deals.figures.noInterest" />
      </span>
    )
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Badge className={cn('ring-1', interestTone[status])}>
        {optionLabel(intl, 'dealRoomInterests', status)}
      </Badge>
      {amount !== null && amount > 0 && (
        <span className="text-sm font-medium text-ink tabular-nums">
          {shownRupees(intl, amount)}
        </span>
      )}
    </span>
  )
}

/** The committed total against the amount sought, as words and as a bar. */
export function CommittedProgress({
  committed,
  sought,
  compact = false,
}: {
  committed: number
  sought: number
  compact?: boolean
}) {
  const intl = useIntl()
  const share = sought > 0 ? Math.min(100, Math.round((committed / sought) * 100)) : 0
  const amounts = { committed: shownRupees(intl, committed), sought: shownRupees(intl, sought) }
  const words = intl.formatMessage({ id: 'deals.figures.committedOf' }, amounts)
  return (
    <div className={compact ? 'space-y-1' : 'space-y-2'}>
      <p className={cn('text-ink tabular-nums', compact ? 'text-sm' : 'text-base font-semibold')}>
        <FormattedMessage
          id="deals.figures.progress"
          values={{
            ...amounts,
            percent: share,
            muted: (chunks) => <span className="ml-1 font-normal text-muted">{chunks}</span>,
          }}
        />
      </p>
      <div
        role="progressbar"
        aria-label={intl.formatMessage({ id: 'deals.figures.progress.label' })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={share}
        aria-valuetext={words}
        className={cn('overflow-hidden rounded-full bg-brand-50', compact ? 'h-1.5' : 'h-2.5')}
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${share}%` }} />
      </div>
    </div>
  )
}
