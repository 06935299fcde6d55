import { Lock } from 'lucide-react'
import { useId } from 'react'
import { useIntl } from 'react-intl'

import { Card } from '@/components/ui/card'
import { calibrationMinimum, describeTendency } from '@/domain/applications/calibration'

import type { Dashboard } from './figures'

/**
 * How each teammate usually scores against the teammates who read the same applications (the
 * tendency calibrated scores take off, docs/decisions/0049). Owners only: the server sends it to
 * nobody else.
 */
export function ScoringHabitsCard({ data }: { data: Dashboard }) {
  const intl = useIntl()
  const id = useId()
  if (!data.tendencies) return null
  const names = new Map(data.reviewers.map((r) => [r.userId, r.name]))
  return (
    <Card className="min-w-0 p-4 sm:p-5 lg:col-span-2">
      <section aria-labelledby={id}>
        <h2 id={id} className="text-base font-semibold text-ink">
          {intl.formatMessage({ id: 'pipeline.habits.heading' })}
        </h2>
        <p className="mt-0.5 text-sm text-muted">
          {intl.formatMessage({ id: 'pipeline.habits.description' })}
        </p>
        <p className="mt-1 flex items-center gap-1.5 text-xs text-muted">
          <Lock className="size-3.5 shrink-0" aria-hidden="true" />
          {intl.formatMessage({ id: 'pipeline.habits.ownersOnly' })}
        </p>
        <ul
          className="mt-3 grid gap-x-8 lg:grid-cols-2"
          aria-label={intl.formatMessage({ id: 'pipeline.habits.list' })}
        >
          {data.tendencies.map((t) => (
            <li key={t.userId} className="min-w-0 border-t border-line py-2">
              <p className="truncate text-sm font-medium text-ink" translate="no">
                {names.get(t.userId)}
              </p>
              <p className="text-sm text-ink">{describeTendency(t)}</p>
              {t.offsets && (
                <p className="text-xs text-muted">
                  {intl.formatMessage(
                    { id: 'pipeline.habits.from' },
                    { count: intl.formatNumber(t.shared) },
                  )}
                </p>
              )}
            </li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-muted">
          {intl.formatMessage({ id: 'pipeline.habits.minimum' }, { minimum: calibrationMinimum })}
        </p>
      </section>
    </Card>
  )
}
