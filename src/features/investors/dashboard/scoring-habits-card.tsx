import { Lock } from 'lucide-react'
import { useId } from 'react'

import { Card } from '@/components/ui/card'
import { calibrationMinimum, describeTendency } from '@/domain/applications/calibration'

import type { Dashboard } from './figures'

/**
 * How each teammate usually scores against the teammates who read the same applications (the
 * tendency calibrated scores take off, docs/decisions/0049). Owners only: the server sends it to
 * nobody else.
 */
export function ScoringHabitsCard({ data }: { data: Dashboard }) {
  const id = useId()
  if (!data.tendencies) return null
  const names = new Map(data.reviewers.map((r) => [r.userId, r.name]))
  return (
    <Card className="min-w-0 p-4 sm:p-5 lg:col-span-2">
      <section aria-labelledby={id}>
        <h2 id={id} className="text-base font-semibold text-ink">
          How each reviewer scores
        </h2>
        <p className="mt-0.5 text-sm text-muted">
          Against teammates who rated the same applications, over the last 12 months, whatever the
          period above. Calibrated scores take this off.
        </p>
        <p className="mt-1 flex items-center gap-1.5 text-xs text-muted">
          <Lock className="size-3.5 shrink-0" aria-hidden="true" />
          Only the team’s owners see this card.
        </p>
        <ul className="mt-3 grid gap-x-8 lg:grid-cols-2" aria-label="Reviewers’ scoring">
          {data.tendencies.map((t) => (
            <li key={t.userId} className="min-w-0 border-t border-line py-2">
              <p className="truncate text-sm font-medium text-ink">{names.get(t.userId)}</p>
              <p className="text-sm text-ink">{describeTendency(t)}</p>
              {t.offsets && (
                <p className="text-xs text-muted">
                  From {t.shared.toLocaleString('en-IN')} ratings shared with teammates
                </p>
              )}
            </li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-muted">
          A reviewer counts raw until {calibrationMinimum} of their ratings in the last 12 months
          are of applications a teammate rated too.
        </p>
      </section>
    </Card>
  )
}
