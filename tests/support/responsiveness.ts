import { sql } from 'drizzle-orm'

import type { ResponsivenessTally } from '@/domain/investors/responsiveness'
import type { Database } from '@/server/db/client'

/**
 * An organisation's responsiveness worked out another way than the product's query
 * (src/server/db/queries/responsiveness.ts): from the application's own first-response and
 * decision columns (kept by each status change) instead of its events, the withdrawal from a
 * correlated subquery, and each median by ranking the values instead of percentile_cont.
 */
export async function independentTallies(
  db: Database,
  organisationId: string,
  now: Date,
): Promise<ResponsivenessTally> {
  const at = now.toISOString()
  const { rows } = (await db.execute(sql`
    with apps as (
      select a.submitted_at, a.first_response_at, a.decided_at,
        a.submitted_at + c.response_days * interval '1 day' as deadline,
        (select max(e.created_at) from application_event e
          where e.application_id = a.id and e.to_status = 'withdrawn') as withdrawn_at
      from application a join channel c on c.id = a.channel_id
      where a.investor_org_id = ${organisationId}::uuid
        and a.submitted_at <= ${at}::timestamptz
        and a.submitted_at > ${at}::timestamptz - interval '12 months'
    ),
    first_answers as (
      select extract(epoch from (first_response_at - submitted_at)) / 86400 as days
      from apps where first_response_at is not null
    ),
    decisions as (
      select extract(epoch from (decided_at - submitted_at)) / 86400 as days
      from apps where decided_at is not null
    ),
    ranked_first as (
      select days, row_number() over (order by days) as n, count(*) over () as total
      from first_answers
    ),
    ranked_decisions as (
      select days, row_number() over (order by days) as n, count(*) over () as total
      from decisions
    )
    select
      (select count(*) from apps)::int as applications,
      (select count(*) from apps where first_response_at is not null
        or (withdrawn_at is null and deadline < ${at}::timestamptz)
        or (withdrawn_at is not null and deadline < withdrawn_at))::int as due,
      (select count(*) from apps where first_response_at <= deadline)::int as on_time,
      (select avg(days) from ranked_first
        where n in ((total + 1) / 2, (total + 2) / 2)) as median_first,
      (select avg(days) from ranked_decisions
        where n in ((total + 1) / 2, (total + 2) / 2)) as median_decision
  `)) as unknown as {
    rows: {
      applications: number
      due: number
      on_time: number
      median_first: string | number | null
      median_decision: string | number | null
    }[]
  }
  const row = rows[0]!
  const number = (value: string | number | null) => (value === null ? null : Number(value))
  return {
    applications: row.applications,
    due: row.due,
    onTime: row.on_time,
    medianFirstResponseDays: number(row.median_first),
    medianDecisionDays: number(row.median_decision),
  }
}
