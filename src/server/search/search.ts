/**
 * The applications search answered by the in-memory index: the text search and the page's rows
 * come from the database, the rest from the index. Same answer as `searchApplications`, the SQL
 * search, which is the reference the tests compare with and the answer while this server has no
 * index for the organisation (building, or over the memory budget: registry.ts).
 */
import type { ApplicationSearch } from '@/domain/applications/search-params'

import type { Database } from '@/server/db/client'
import type { Tendencies } from '@/server/db/queries/calibration'
import { rowsByIds, textMatchIds } from '@/server/db/queries/application-index'
import {
  applicationPageSize,
  searchApplications,
  streamApplications,
} from '@/server/db/queries/application-search'
import type { ApplicationIndex } from './application-index'
import type { IndexAnswer } from './indexed-application'
import { applicationIndexes } from './registry'

type Options = { pageSize?: number; now?: number }

/**
 * What a caller reads beside the page's rows from their ids alone (the list's triage facts), in
 * the same turn as the rows rather than after them: under load each turn waits for a pooled
 * connection, so one turn fewer is a search answered sooner. `tendencies` are those the page was
 * ranked by, when it was (the calibrated order).
 */
export type Beside<Extra> = (ids: string[], tendencies?: Promise<Tendencies>) => Promise<Extra>
/** The default: nothing beside the rows (`Extra` stays undefined unless a caller passes its own). */
export const nothingBeside = async () => undefined

/** The rows that match `q`: from the index's text when it can answer, else the trigram index. */
export async function textMatchesOf(
  db: Database,
  index: ApplicationIndex,
  organisationId: string,
  q: string,
) {
  const inMemory = await index.texts.matching(q)
  if (inMemory) return inMemory
  // The database's matches, as 16 bytes per id; ids the index does not hold are left out.
  const bytes = await textMatchIds(db, organisationId, q)
  const positions: number[] = []
  for (let at = 0; at + 16 <= bytes.length; at += 16) {
    const position = index.ids.positionOfBytes(bytes, at)
    if (position !== undefined) positions.push(position)
  }
  return Uint32Array.from(positions)
}

/**
 * The search through `index`, or undefined when the index holds an application the database no
 * longer has (deleted after the index caught up: the next search's catch-up removes it).
 */
export async function searchThroughIndex<Extra = undefined>(
  db: Database,
  index: ApplicationIndex,
  organisationId: string,
  search: ApplicationSearch,
  { pageSize = applicationPageSize, now = Date.now() }: Options = {},
  beside: Beside<Extra> = nothingBeside as unknown as Beside<Extra>,
) {
  const textMatches = search.q
    ? await textMatchesOf(db, index, organisationId, search.q)
    : undefined
  const found = index.search(search, { now, pageSize, textMatches })
  const [rows, extra] = await Promise.all([
    rowsByIds(db, organisationId, found.ids),
    beside(found.ids),
  ])
  if (rows.length < found.ids.length) return undefined
  return { ...pageAnswer(rows, found, search.page, pageSize), beside: extra }
}

/** The search's answer: one page of rows with the index's total and facets. */
export function pageAnswer<Row>(
  rows: Row[],
  found: { total: number; facets: IndexAnswer['facets'] },
  page: number,
  pageSize: number,
) {
  return {
    rows,
    total: found.total,
    page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(found.total / pageSize)),
    facets: found.facets,
  }
}

/** How many caught-up reads of the index a search tries before PostgreSQL answers it. */
const indexAttempts = 3

/**
 * `answer` through the organisation's index, caught up before each attempt; undefined while this
 * server has no index for it. An attempt answers undefined when an application was deleted
 * between its catch-up and its read of the page's rows: the next attempt's catch-up, which begins
 * after that, removes it. After `indexAttempts` such races, undefined (the caller asks SQL).
 */
export async function throughIndex<Answer>(
  db: Database,
  organisationId: string,
  answer: (index: ApplicationIndex) => Promise<Answer | undefined>,
): Promise<Answer | undefined> {
  for (let attempt = 0; attempt < indexAttempts; attempt++) {
    const index = await applicationIndexes(db).get(organisationId)
    if (!index) return undefined
    const found = await answer(index)
    if (found) return found
  }
  return undefined
}

/** The applications search of /investors/applications, through the organisation's index. */
export async function findApplications<Extra = undefined>(
  db: Database,
  organisationId: string,
  search: ApplicationSearch,
  options: Options = {},
  beside: Beside<Extra> = nothingBeside as unknown as Beside<Extra>,
) {
  const found = await throughIndex(db, organisationId, (index) =>
    searchThroughIndex(db, index, organisationId, search, options, beside),
  )
  if (found) return found
  const answer = await searchApplications(db, organisationId, search, options)
  return { ...answer, beside: await beside(answer.rows.map((row) => row.id)) }
}

/**
 * Every application the search finds, in its order, in batches (the CSV export): the order comes
 * from the organisation's index as it is when the export starts (or from the SQL search's keyset
 * pages while this server has no index), the rows from the database by id (`read`: the page's
 * rows, or the export's own).
 */
export async function* streamThroughIndex<Row>(
  db: Database,
  organisationId: string,
  search: ApplicationSearch,
  read: (db: Database, organisationId: string, ids: string[]) => Promise<Row[]>,
  { batchSize = 2000, now = Date.now() }: { batchSize?: number; now?: number } = {},
): AsyncGenerator<Row[]> {
  const index = await applicationIndexes(db).get(organisationId)
  if (!index) {
    for await (const found of streamApplications(db, organisationId, search, { batchSize })) {
      yield await read(
        db,
        organisationId,
        found.map((row) => row.id),
      )
    }
    return
  }
  const textMatches = search.q
    ? await textMatchesOf(db, index, organisationId, search.q)
    : undefined
  const positions = index.allMatches(search, { now, textMatches })
  const batch = (from: number) => {
    const ids = positions.slice(from, from + batchSize).map((position) => index.ids.idAt(position))
    const rows = read(db, organisationId, ids)
    // Awaited below; a reader that stops early leaves it unawaited, which must not crash.
    rows.catch(() => undefined)
    return rows
  }
  // The next batch is read while the reader writes this one out.
  let next = batch(0)
  for (let from = 0; from < positions.length; from += batchSize) {
    const rows = await next
    if (from + batchSize < positions.length) next = batch(from + batchSize)
    yield rows
  }
}
