/**
 * What the in-memory applications index (src/server/search) reads from the database: the filter
 * columns of every application of an organisation, the ids that match a text search, and the
 * rows of one page by id.
 */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

import type { IndexedApplication } from '@/server/search/application-index'

import type { Database } from '../client'
import { application, channel } from '../schema'
import { days } from './dashboard'
import { indexedTextCondition, nameSortKey, selectRows, shapeRow } from './application-search'

/** A time as whole microseconds since the epoch (exact in a double until the year 2255). */
const microseconds = (column: AnyPgColumn) =>
  sql<number>`(extract(epoch from ${column}) * 1000000)::float8`

const indexColumns = {
  id: application.id,
  channelId: application.channelId,
  status: application.status,
  sectors: application.sectors,
  businessTypes: application.businessTypes,
  customerInteractions: application.customerInteractions,
  developmentStage: application.developmentStage,
  headquarters: application.headquarters,
  plannedRaise: application.plannedRaise,
  submittedAt: microseconds(application.submittedAt),
  decidedAt: microseconds(application.decidedAt),
  firstResponseDays: sql<number | null>`(${days(application.firstResponseAt)})::float8`,
  decisionDays: sql<number | null>`(${days(application.decidedAt)})::float8`,
  furthestStatus: application.furthestStatus,
  responseDays: channel.responseDays,
  nameKey: nameSortKey,
}

/**
 * The organisation's applications as the index keeps them, in batches by id so that a large
 * organisation is never held twice in memory; with `afterVersion`, only the rows written after
 * that search version.
 */
export async function* indexedApplications(
  db: Database,
  organisationId: string,
  { afterVersion, batchSize = 20_000 }: { afterVersion?: number; batchSize?: number } = {},
): AsyncGenerator<IndexedApplication[]> {
  let last: string | undefined
  for (;;) {
    const rows = await db
      .select(indexColumns)
      .from(application)
      .innerJoin(channel, eq(channel.id, application.channelId))
      .where(
        and(
          eq(application.investorOrgId, organisationId),
          afterVersion === undefined ? undefined : gt(application.searchVersion, afterVersion),
          last === undefined ? undefined : gt(application.id, last),
        ),
      )
      .orderBy(asc(application.id))
      .limit(batchSize)
    if (rows.length === 0) return
    yield rows
    if (rows.length < batchSize) return
    last = rows.at(-1)!.id
  }
}

/** The investor organisations with at least `minimum` applications, most first. */
export async function largestOrganisations(db: Database, minimum: number) {
  return db
    .select({
      organisationId: application.investorOrgId,
      applications: sql<number>`count(*)::int`,
    })
    .from(application)
    .groupBy(application.investorOrgId)
    .having(sql`count(*) >= ${minimum}`)
    .orderBy(sql`count(*) desc`)
}

/** The promised answer time of each of the organisation's channels. */
export async function channelResponseDays(db: Database, organisationId: string) {
  const rows = await db
    .select({ id: channel.id, responseDays: channel.responseDays })
    .from(channel)
    .where(eq(channel.organisationId, organisationId))
  return new Map(rows.map((row) => [row.id, row.responseDays]))
}

/**
 * The ids of the organisation's applications that the text search `q` finds, as 16 bytes each in
 * one value (a tenth of the bytes of their text, and nothing to parse per id).
 */
export async function textMatchIds(
  db: Database,
  organisationId: string,
  q: string,
): Promise<Uint8Array> {
  const [row] = await db
    .select({ ids: sql<Uint8Array | null>`string_agg(uuid_send(${application.id}), ''::bytea)` })
    .from(application)
    .where(and(eq(application.investorOrgId, organisationId), indexedTextCondition(q)))
  return row?.ids ?? new Uint8Array(0)
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
