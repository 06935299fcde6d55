import { Badge } from '@/components/ui/card'
import { cn } from '@/lib/cn'
import { formatRupees } from '@/lib/format'
import {
  dealRoomConsentLabels,
  dealRoomInterestLabels,
  type DealRoomConsent,
  type DealRoomInterest,
} from '@/lib/options'

// The small pieces every deal-room screen shows: the founders' answer, a fund's stated interest,
// and the committed total against the amount sought.

const consentTone: Record<DealRoomConsent, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  accepted: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  declined: 'bg-red-50 text-red-800 ring-red-200',
  withdrawn: 'bg-surface text-muted ring-line',
}

export function ConsentBadge({ consent }: { consent: DealRoomConsent }) {
  return (
    <Badge className={cn('ring-1', consentTone[consent])}>{dealRoomConsentLabels[consent]}</Badge>
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
  if (!status) return <span className="text-sm text-muted">No interest stated yet</span>
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Badge className={cn('ring-1', interestTone[status])}>{dealRoomInterestLabels[status]}</Badge>
      {amount !== null && amount > 0 && (
        <span className="text-sm font-medium text-ink tabular-nums">{formatRupees(amount)}</span>
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
  const share = sought > 0 ? Math.min(100, Math.round((committed / sought) * 100)) : 0
  const words = `${formatRupees(committed)} committed of ${formatRupees(sought)} sought`
  return (
    <div className={compact ? 'space-y-1' : 'space-y-2'}>
      <p className={cn('text-ink tabular-nums', compact ? 'text-sm' : 'text-base font-semibold')}>
        {words}
        <span className="ml-1 font-normal text-muted">({share}%)</span>
      </p>
      <div
        role="progressbar"
        aria-label="Committed against the amount sought"
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
