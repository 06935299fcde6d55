import { sql } from 'drizzle-orm'

import type { ChannelStatus } from '@/lib/options'

import type { Database } from '@/server/db/client'
import { rowsOf } from '@/server/db/rows'
import { channel, pipelineStage } from '@/server/db/schema'
import { tendenciesOf, tendencySums, type TendencyRow } from './calibration'

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
    stages: { key: string; name: string; archived: boolean }[]
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
        coalesce((
          select json_agg(json_build_object(
              'key', ${pipelineStage.key}, 'name', ${pipelineStage.name},
              'archived', ${pipelineStage.archivedAt} is not null)
            order by ${pipelineStage.archivedAt} is not null, ${pipelineStage.position})
          from ${pipelineStage} where ${pipelineStage.organisationId} = ${organisationId}
        ), '[]'::json) as stages,
        coalesce((
          select json_agg(sums) from (${tendencySums(organisationId)}) sums
        ), '[]'::json) as tendencies`,
  )
  return {
    channels: row!.channels,
    stages: row!.stages,
    tendencies: tendenciesOf(row!.tendencies),
  }
}
