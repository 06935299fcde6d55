import { CheckCircle2, CircleDashed, CircleHelp, XCircle, type LucideIcon } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'

import { Badge } from '@/components/ui/card'
import { cn } from '@/lib/cn'

import type { CriterionFit, Fit, FitOutcome } from '@/domain/applications/fit'
import { fitCriterionLabel, fitReason } from './fit-text'

const outcomeLook: Record<FitOutcome, { icon: LucideIcon; tone: string }> = {
  match: { icon: CheckCircle2, tone: 'text-emerald-600' },
  mismatch: { icon: XCircle, tone: 'text-red-600' },
  missing: { icon: CircleHelp, tone: 'text-amber-600' },
  open: { icon: CircleDashed, tone: 'text-muted' },
}

/** "85% fit", coloured by how strong the fit is; a channel without criteria is open to all. */
export function FitBadge({ fit, className }: { fit: Fit; className?: string }) {
  const intl = useIntl()
  if (fit.considered === 0) {
    return (
      <Badge className={cn('bg-emerald-50 text-emerald-800', className)}>
        <FormattedMessage id="apply.fit.openToAll" />
      </Badge>
    )
  }
  const tone =
    fit.score >= 80
      ? 'bg-emerald-50 text-emerald-800'
      : fit.score >= 50
        ? 'bg-amber-50 text-amber-800'
        : 'bg-slate-100 text-slate-700'
  return (
    <Badge
      className={cn('tabular-nums', tone, className)}
      aria-label={intl.formatMessage({ id: 'apply.fit.badgeLabel' }, { score: fit.score })}
    >
      <FormattedMessage id="apply.fit.badge" values={{ score: fit.score }} />
    </Badge>
  )
}

/** Criterion by criterion: what they look for and where the startup stands. */
export function FitReasons({
  criteria,
  className,
}: {
  criteria: CriterionFit[]
  className?: string
}) {
  const intl = useIntl()
  return (
    <ul className={cn('space-y-2', className)}>
      {criteria.map((c) => {
        const look = outcomeLook[c.outcome]
        return (
          <li key={c.criterion} className="flex gap-2 text-sm">
            <look.icon className={cn('mt-0.5 size-4 shrink-0', look.tone)} aria-hidden="true" />
            <p className="min-w-0 text-ink">
              <FormattedMessage
                id="apply.fit.reason"
                values={{
                  label: fitCriterionLabel(intl, c.criterion),
                  outcome: c.outcome,
                  explanation: fitReason(intl, c),
                  strong: (chunks) => <span className="font-medium">{chunks}</span>,
                  hidden: (chunks) => <span className="sr-only">{chunks}</span>,
                  muted: (chunks) => <span className="text-muted">{chunks}</span>,
                }}
              />
            </p>
          </li>
        )
      })}
    </ul>
  )
}
