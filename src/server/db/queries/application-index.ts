/**
 * What the in-memory applications index (src/server/search) reads from the database: the filter
 * columns of every application of an organisation, the ids that match a text search, and the
 * rows of one page by id.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'

import type { IndexedApplication } from '@/server/search/application-index'

import type { Database } from '../client'
import { application, channel } from '../schema'
import { selectRows, shapeRow, textCondition } from './application-search'

/** Every application of the organisation, with its name's rank as the database collates it. */
export async function loadIndexedApplications(
  db: Database,
  organisationId: string,
): Promise<IndexedApplication[]> {
  const rows = await db
    .select({
      id: application.id,
      channelId: application.channelId,
      status: application.status,
      sectors: application.sectors,
      businessTypes: application.businessTypes,
      customerInteractions: application.customerInteractions,
      developmentStage: application.developmentStage,
      headquarters: application.headquarters,
      plannedRaise: application.plannedRaise,
      submittedAt: application.submittedAt,
      responseDays: channel.responseDays,
      nameRank: sql<number>`(row_number() over (order by lower(${application.startupName}), ${application.id}) - 1)::int`,
    })
    .from(application)
    .innerJoin(channel, eq(channel.id, application.channelId))
    .where(eq(application.investorOrgId, organisationId))
  return rows.map((row) => ({ ...row, submittedAt: row.submittedAt.getTime() }))
}

/** The ids of the organisation's applications that the text search `q` finds. */
export async function textMatchIds(db: Database, organisationId: string, q: string) {
  const rows = await db
    .select({ id: application.id })
    .from(application)
    .where(and(eq(application.investorOrgId, organisationId), textCondition(q)))
  return rows.map((row) => row.id)
}

/** The rows of one page, in the order of `ids`. */
export async function rowsByIds(db: Database, organisationId: string, ids: string[]) {
  if (ids.length === 0) return []
  const rows = await selectRows(
    db,
    and(eq(application.investorOrgId, organisationId), inArray(application.id, ids))!,
  )
  const place = new Map(ids.map((id, i) => [id, i]))
  return rows.sort((a, b) => place.get(a.id)! - place.get(b.id)!).map(shapeRow)
}
