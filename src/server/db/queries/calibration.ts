import { sql } from 'drizzle-orm'

import {
  calibrationWindowMonths,
  tendencyOf,
  type Tendency,
} from '@/domain/applications/calibration'
import type { Database } from '@/server/db/client'
import { rowsOf } from '@/server/db/rows'
import { ratingTendency } from '@/server/db/schema'

type Raw = {
  user_id: string
  shared: number
  team: number
  market: number
  product: number
  traction: number
  fit: number
}

/**
 * Each teammate's rating tendency over the window (docs/decisions/0049), from the sums the
 * database's triggers keep per month: a few rows per member, whatever the number of ratings. A
 * teammate without a shared rating in the window is absent (and counts raw).
 */
export async function teamTendencies(
  db: Database,
  organisationId: string,
): Promise<Map<string, Tendency>> {
  const rows = await rowsOf<Raw>(
    db,
    sql`
    select ${ratingTendency.userId} as user_id, sum(${ratingTendency.shared})::int as shared,
      sum(${ratingTendency.team})::float8 as team, sum(${ratingTendency.market})::float8 as market,
      sum(${ratingTendency.product})::float8 as product,
      sum(${ratingTendency.traction})::float8 as traction, sum(${ratingTendency.fit})::float8 as fit
    from ${ratingTendency}
    where ${ratingTendency.investorOrgId} = ${organisationId}
      and ${ratingTendency.month} >= (date_trunc('month', now() at time zone 'UTC')
        - ${`${calibrationWindowMonths - 1} months`}::interval)::date
    group by ${ratingTendency.userId}`,
  )
  return new Map(
    rows.map((r) => [
      r.user_id,
      tendencyOf(Number(r.shared), {
        team: Number(r.team),
        market: Number(r.market),
        product: Number(r.product),
        traction: Number(r.traction),
        fit: Number(r.fit),
      }),
    ]),
  )
}
