/**
 * The dashboard's funnel in SQL (docs/decisions/0046): its steps in the fund's order of the day,
 * and how many applications reached each, from the stages each entered.
 */
import { sql, type SQL } from 'drizzle-orm'

import { applicationStatusLabels, type ApplicationStatus } from '@/lib/options'

import { application } from '@/server/db/schema'
import type { StageRow } from './pipeline'

/** The fund's active stages in its order. */
export const activeInOrder = (stages: readonly StageRow[]) =>
  stages.filter((stage) => !stage.archived).sort((a, b) => a.position - b.position)

export type FunnelStep = { key: string; name: string; status: ApplicationStatus }

/**
 * The funnel's steps: submitted, the fund's active stages in its order, accepted. `key` is the
 * status filter's value of the step, `status` what its applications' founders are told.
 */
export function funnelStepsOf(stages: readonly StageRow[]): FunnelStep[] {
  return [
    { key: 'submitted', name: applicationStatusLabels.submitted, status: 'submitted' },
    ...activeInOrder(stages).map(({ key, name, mapsTo }) => ({ key, name, status: mapsTo })),
    { key: 'accepted', name: applicationStatusLabels.accepted, status: 'accepted' },
  ]
}

/** The accepted step: furthest status accepted or past it, as the funnel always read it. */
const reachedAccepted = sql`${application.furthestStatus} >= 'accepted'::application_status`

/**
 * How many applications reached each step of `funnelStepsOf(stages)`: every one reached
 * submitted; a stage, those that entered it or any active stage after it in today's order, or
 * were accepted. The order is read now, so a reorder rewrites no application.
 */
export function funnelColumn(stages: readonly StageRow[]): SQL<number[]> {
  const ids = activeInOrder(stages).map((stage) => stage.id)
  const counts = [
    sql`count(*)`,
    ...ids.map(
      (_, i) =>
        sql`count(*) filter (where ${application.enteredStageIds} && ARRAY[${sql.join(
          ids.slice(i).map((id) => sql`${id}`),
          sql`, `,
        )}]::uuid[] or ${reachedAccepted})`,
    ),
    sql`count(*) filter (where ${reachedAccepted})`,
  ]
  return sql<number[]>`array[${sql.join(counts, sql`, `)}]::int[]`
}
