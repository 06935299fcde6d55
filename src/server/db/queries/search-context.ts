import { sql } from 'drizzle-orm'

import type { ChannelStatus } from '@/lib/options'

import type { Database } from '@/server/db/client'
import { rowsOf } from '@/server/db/rows'
import { channel, pipelineStage } from '@/server/db/schema'
import { tendenciesOf, tendencySums, type TendencyRow } from './calibration'

export type StageRow = { key: string; name: string; position: number; archived: boolean }

/** The fund's stages as one JSON value: active ones in the fund's order, then the archived. */
export const stagesJson = (organisationId: string) => sql<StageRow[]>`coalesce((
  select json_agg(json_build_object(
      'key', ${pipelineStage.key}, 'name', ${pipelineStage.name},
      'position', ${pipelineStage.position}, 'archived', ${pipelineStage.archivedAt} is not null)
    order by ${pipelineStage.archivedAt} is not null, ${pipelineStage.position})
  from ${pipelineStage} where ${pipelineStage.organisationId} = ${organisationId}
), '[]'::json)`

/** The team's rating tendencies' sums (`tendenciesOf` reads them) as one JSON value. */
export const tendenciesJson = (organisationId: string) => sql<TendencyRow[]>`coalesce((
  select json_agg(sums) from (${tendencySums(organisationId)}) sums
), '[]'::json)`

/**
 * What every applications search answers with besides its rows, read in one statement: the
 * organisation's channels (newest first, the filter's labels, also those with no match), its stages (active ones in the fund's
 * order, then the archived: the status tabs name the answer's counts by them) and the team's
 * rating tendencies (the rows' calibrated scores). Three statements before, each a round trip and
 * a pooled connection at every search.
 */
export async function searchContextOf(db: Database, organisationId: string) {
  const [row] = await rowsOf<{
    channels: { id: string; title: string; status: ChannelStatus }[]
    stages: StageRow[]
    tendencies: TendencyRow[]
  }>(
    db,
    sql`
      select
        coalesce((
          select json_agg(json_build_object(
              'id', ${channel.id}, 'title', ${channel.title}, 'status', ${channel.status})
            order by ${channel.createdAt} desc)
          from ${channel} where ${channel.organisationId} = ${organisationId}
        ), '[]'::json) as channels,
        ${stagesJson(organisationId)} as stages,
        ${tendenciesJson(organisationId)} as tendencies`,
  )
  return {
    channels: row!.channels,
    // The list names stages by key and shows them in this order; their positions stay here.
    stages: row!.stages.map(({ position: _, ...stage }) => stage),
    tendencies: tendenciesOf(row!.tendencies),
  }
}
