import { sql } from 'drizzle-orm'

import { calibratedFromSums } from '@/domain/applications/calibration'
import { averageOf } from '@/domain/applications/ratings'
import type { Database } from '@/server/db/client'
import { teamTendencies, type Tendencies } from '@/server/db/queries/calibration'
import { rowsOf } from '@/server/db/rows'
import {
  application,
  applicationEvent,
  applicationRating,
  channel,
  startupNote,
} from '@/server/db/schema'

/**
 * What the applications list adds to each row of a page for triage (docs/decisions/0024): the
 * channel's promise and criteria (days waiting and fit), the team's ratings as the viewer may see
 * them (blind until they rate), and the last thing anyone did with it. One query for the page.
 */
export type TriageFacts = {
  responseDays: number
  criteria: {
    sectors: string[]
    developmentStages: string[]
    headquarters: string[]
    businessTypes: string[]
    raiseMin: number | null
    raiseMax: number | null
  }
  /** `calibrated`: the team's score adjusted for each reviewer's usual scoring (0049), blind too. */
  ratings: { count: number; mine: number | null; average: number | null; calibrated: number | null }
  lastActivityAt: Date
}

type Raw = {
  id: string
  response_days: number
  sectors: string[]
  development_stages: string[]
  headquarters: string[]
  business_types: string[]
  raise_min: number | string | null
  raise_max: number | string | null
  overalls: number[] | null
  raters: string[] | null
  score_sum: number | null
  mine: number | null
  last_activity_at: Date | string
}

const amount = (v: number | string | null) => (v === null ? null : Number(v))

export async function triageFactsOf(
  db: Database,
  {
    organisationId,
    viewerId,
    ids,
    tendencies: known,
  }: {
    organisationId: string
    viewerId: string
    ids: string[]
    tendencies?: Tendencies | Promise<Tendencies>
  },
): Promise<Map<string, TriageFacts>> {
  if (ids.length === 0) return new Map()
  const [rows, tendencies] = await Promise.all([
    rowsOf<Raw>(
      db,
      sql`
    select ${application.id} as id, ${channel.responseDays} as response_days,
      ${channel.sectors} as sectors, ${channel.developmentStages} as development_stages,
      ${channel.headquarters} as headquarters, ${channel.businessTypes} as business_types,
      ${channel.raiseMin} as raise_min, ${channel.raiseMax} as raise_max,
      rating.overalls, rating.raters, rating.score_sum, rating.mine,
      greatest(${application.updatedAt}, ${application.submittedAt}, event.at, rating.at, note.at)
        as last_activity_at
    from ${application}
    join ${channel} on ${channel.id} = ${application.channelId}
    left join lateral (
      select array_agg(${applicationRating.overall}) as overalls,
        array_agg(${applicationRating.userId}) as raters,
        sum(${applicationRating.scoreTotal})::int as score_sum,
        max(${applicationRating.overall}) filter (where ${applicationRating.userId} = ${viewerId})
          as mine,
        max(${applicationRating.updatedAt}) as at
      from ${applicationRating} where ${applicationRating.applicationId} = ${application.id}
    ) rating on true
    left join lateral (
      select max(${applicationEvent.createdAt}) as at
      from ${applicationEvent} where ${applicationEvent.applicationId} = ${application.id}
    ) event on true
    left join lateral (
      select max(${startupNote.createdAt}) as at
      from ${startupNote}
      where ${startupNote.investorOrgId} = ${application.investorOrgId}
        and ${startupNote.startupOrgId} = ${application.startupOrgId}
    ) note on true
    where ${application.investorOrgId} = ${organisationId}
      and ${application.id} = any(${`{${ids.join(',')}}`}::uuid[])`,
    ),
    known ?? teamTendencies(db, organisationId),
  ])
  return new Map(
    rows.map((row) => {
      const overalls = (row.overalls ?? []).map(Number)
      const mine = row.mine === null ? null : Number(row.mine)
      return [
        row.id,
        {
          responseDays: Number(row.response_days),
          criteria: {
            sectors: row.sectors,
            developmentStages: row.development_stages,
            headquarters: row.headquarters,
            businessTypes: row.business_types,
            raiseMin: amount(row.raise_min),
            raiseMax: amount(row.raise_max),
          },
          // Ratings are blind: the team's average shows once the viewer has rated too.
          ratings: {
            count: overalls.length,
            mine,
            average: mine === null ? null : averageOf(overalls),
            calibrated:
              mine === null
                ? null
                : calibratedFromSums(Number(row.score_sum ?? 0), row.raters ?? [], tendencies),
          },
          lastActivityAt: new Date(row.last_activity_at),
        },
      ]
    }),
  )
}
