import { sql } from 'drizzle-orm'

import type { Database } from '@/server/db/client'
import type { RatingRow } from '@/server/db/queries/ratings-view'
import { rowsOf } from '@/server/db/rows'
import { applicationEvent, applicationRating, pipelineStage, user } from '@/server/db/schema'
import { tendenciesOf, type TendencyRow } from './calibration'
import { stagesJson, tendenciesJson, type StageRow } from './search-context'

type Event = typeof applicationEvent.$inferSelect

type TimelineRow = {
  id: string
  applicationId: string
  actorName: string | null
  fromStatus: Event['fromStatus']
  toStatus: Event['toStatus']
  fromStage: string | null
  toStageThen: string | null
  toStage: string | null
  note: string | null
  createdAt: Date
}

/**
 * What the review screen shows around a startup's applications (given by id), read in one
 * statement: their timelines (newest first; a moved stage by its name then and today's), the
 * team's ratings (by rater's name), the fund's stages (the moves each application allows) and the
 * team's rating tendencies (the calibrated score). Four statements before, each a round trip and a
 * pooled connection at every opening of the screen.
 */
export async function reviewContextOf(db: Database, investorOrgId: string, ids: string[]) {
  const wanted = sql`${`{${ids.join(',')}}`}::uuid[]`
  const [row] = await rowsOf<{
    events: (Omit<TimelineRow, 'createdAt'> & { createdAt: string })[]
    ratings: (Omit<RatingRow, 'updatedAt'> & { applicationId: string; updatedAt: string })[]
    stages: StageRow[]
    tendencies: TendencyRow[]
  }>(
    db,
    sql`
      select
        coalesce((
          select json_agg(json_build_object(
              'id', e.id, 'applicationId', e.application_id,
              'actorName', (select u.name from ${user} u where u.id = e.actor_id),
              'fromStatus', e.from_status, 'toStatus', e.to_status,
              'fromStage', (select st.name from ${pipelineStage} st where st.id = e.from_stage_id),
              'toStageThen', e.to_stage_name,
              'toStage', (select st.name from ${pipelineStage} st where st.id = e.to_stage_id),
              'note', e.note, 'createdAt', e.created_at)
            order by e.created_at desc)
          from ${applicationEvent} e
          where e.application_id = any(${wanted})
        ), '[]'::json) as events,
        coalesce((
          select json_agg(json_build_object(
              'applicationId', r.application_id, 'userId', r.user_id, 'name', r.name,
              'scores', r.scores, 'overall', r.overall, 'comment', r.comment,
              'updatedAt', r.updated_at)
            order by r.name)
          from (
            select rating.*, (select u.name from ${user} u where u.id = rating.user_id) as name
            from ${applicationRating} rating
            where rating.application_id = any(${wanted})
          ) r
        ), '[]'::json) as ratings,
        ${stagesJson(investorOrgId)} as stages,
        ${tendenciesJson(investorOrgId)} as tendencies`,
  )
  return {
    events: row!.events.map((e): TimelineRow => ({ ...e, createdAt: new Date(e.createdAt) })),
    ratings: row!.ratings.map((r) => ({ ...r, updatedAt: new Date(r.updatedAt) })),
    stages: row!.stages,
    tendencies: tendenciesOf(row!.tendencies),
  }
}
