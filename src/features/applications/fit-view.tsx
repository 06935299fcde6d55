import { CheckCircle2, CircleDashed, CircleHelp, XCircle, type LucideIcon } from 'lucide-react'

import { Badge } from '@/components/ui/card'
import { cn } from '@/lib/cn'

import type { CriterionFit, Fit, FitOutcome } from '@/domain/applications/fit'

const outcomeLook: Record<FitOutcome, { icon: LucideIcon; tone: string; word: string }> = {
  match: { icon: CheckCircle2, tone: 'text-emerald-600', word: 'Fits' },
  mismatch: { icon: XCircle, tone: 'text-red-600', word: 'Does not fit' },
  missing: { icon: CircleHelp, tone: 'text-amber-600', word: 'Not in your profile yet' },
  open: { icon: CircleDashed, tone: 'text-muted', word: 'No preference' },
}

/** "85% fit", coloured by how strong the fit is; a channel without criteria is open to all. */
export function FitBadge({ fit, className }: { fit: Fit; className?: string }) {
  if (fit.considered === 0) {
    return <Badge className={cn('bg-emerald-50 text-emerald-800', className)}>Open to all</Badge>
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
      aria-label={`${fit.score}% fit with their criteria`}
    >
      {fit.score}% fit
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
  return (
    <ul className={cn('space-y-2', className)}>
      {criteria.map((c) => {
        const look = outcomeLook[c.outcome]
        return (
          <li key={c.criterion} className="flex gap-2 text-sm">
            <look.icon className={cn('mt-0.5 size-4 shrink-0', look.tone)} aria-hidden="true" />
            <p className="min-w-0 text-ink">
              <span className="font-medium">{c.label}</span>
              <span className="sr-only"> ({look.word})</span>
              <span className="text-muted"> — {c.explanation}</span>
            </p>
          </li>
        )
      })}
    </ul>
  )
}
