import { sql } from 'drizzle-orm'

import {
  calibratedFromSums,
  calibrationWindowMonths,
  tendencyOf,
  type Tendency,
} from '@/domain/applications/calibration'
import type { Database } from '@/server/db/client'
import { rowsOf } from '@/server/db/rows'
import { application, applicationRating, ratingTendency } from '@/server/db/schema'

export type TendencyRow = {
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
export type Tendencies = Map<string, Tendency>

export async function teamTendencies(db: Database, organisationId: string): Promise<Tendencies> {
  return tendenciesOf(await rowsOf<TendencyRow>(db, tendencySums(organisationId)))
}

/** The rows `tendenciesOf` reads: a statement of their own, or part of a larger one. */
export function tendencySums(organisationId: string) {
  return sql`
    select ${ratingTendency.userId} as user_id, sum(${ratingTendency.shared})::int as shared,
      sum(${ratingTendency.team})::float8 as team, sum(${ratingTendency.market})::float8 as market,
      sum(${ratingTendency.product})::float8 as product,
      sum(${ratingTendency.traction})::float8 as traction, sum(${ratingTendency.fit})::float8 as fit
    from ${ratingTendency}
    where ${ratingTendency.investorOrgId} = ${organisationId}
      and ${ratingTendency.month} >= (date_trunc('month', now() at time zone 'UTC')
        - ${`${calibrationWindowMonths - 1} months`}::interval)::date
      and ${ratingTendency.month} <= date_trunc('month', now() at time zone 'UTC')::date
    group by ${ratingTendency.userId}`
}

export function tendenciesOf(rows: readonly TendencyRow[]): Tendencies {
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

/** What a list query sums up of an application's ratings, enough for both of the team's scores. */
export type RatingSums = { n: number; overall_sum: number; score_sum: number; raters: string[] }

/** The columns of `RatingSums`, over the ratings aliased `r`. */
export const ratingSumsColumns = sql`count(*)::int as n, sum(r.overall)::int as overall_sum,
  sum(r.score_total)::int as score_sum, array_agg(r.user_id) as raters`

/** The team's average and calibrated score (tenths) from an application's rating sums. */
export function teamScoresOf(sums: RatingSums, tendencies: ReadonlyMap<string, Tendency>) {
  return {
    average: Math.round(sums.overall_sum / sums.n),
    calibrated: calibratedFromSums(sums.score_sum, sums.raters, tendencies)!,
  }
}

/**
 * For each startup, the team's average and calibrated score (tenths) of its latest application to
 * the organisation that the viewer has rated: what a list shows of the team's judgement, blind
 * like everywhere else (nothing for a startup whose applications the viewer has not rated).
 */
export async function latestRatedScores(
  db: Database,
  {
    organisationId,
    viewerId,
    startupOrgIds,
  }: {
    organisationId: string
    viewerId: string
    startupOrgIds: string[]
  },
): Promise<Map<string, { average: number; calibrated: number }>> {
  if (startupOrgIds.length === 0) return new Map()
  const [rows, tendencies] = await Promise.all([
    rowsOf<RatingSums & { startup_org_id: string }>(
      db,
      sql`
      select latest.startup_org_id, ${ratingSumsColumns}
      from (
        select distinct on (${application.startupOrgId}) ${application.startupOrgId}
          as startup_org_id, ${application.id} as id
        from ${application}
        join ${applicationRating} mine on mine.application_id = ${application.id}
          and mine.user_id = ${viewerId}
        where ${application.investorOrgId} = ${organisationId}
          and ${application.startupOrgId} = any(${`{${startupOrgIds.join(',')}}`}::uuid[])
        order by ${application.startupOrgId}, ${application.submittedAt} desc
      ) latest
      join ${applicationRating} r on r.application_id = latest.id
      group by latest.startup_org_id`,
    ),
    teamTendencies(db, organisationId),
  ])
  return new Map(rows.map((row) => [row.startup_org_id, teamScoresOf(row, tendencies)]))
}
