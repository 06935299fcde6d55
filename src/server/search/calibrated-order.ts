/**
 * The applications list sorted by calibrated score (`sort=calibrated`, docs/decisions/0049). The
 * score is blind like the team's average: a viewer sees it only on applications they have rated,
 * so only those can be ranked by it. The list shows them first, highest calibrated score first
 * (ties newest first), then every other match newest first. Total and facets are the search's own.
 */
import { sql } from 'drizzle-orm'
import roaring from 'roaring'

import type { ApplicationSearch } from '@/domain/applications/search-params'

import type { Database } from '@/server/db/client'
import { rowsByIds } from '@/server/db/queries/application-index'
import {
  applicationPageSize,
  searchApplications,
  streamApplications,
} from '@/server/db/queries/application-search'
import {
  ratingSumsColumns,
  teamScoresOf,
  teamTendencies,
  type RatingSums,
  type Tendencies,
} from '@/server/db/queries/calibration'
import { rowsOf } from '@/server/db/rows'
import { applicationRating } from '@/server/db/schema'
import { nothingBeside, pageAnswer, textMatchesOf, throughIndex, type Beside } from './search'

const { RoaringBitmap32 } = roaring

/**
 * Every application the viewer has rated, with the team's average and calibrated score (tenths):
 * the scores the viewer may see. One row per application: its ratings' count, overall sum and
 * raters, which is all a calibrated score needs (calibratedFromSums). Given the team's tendencies
 * (read once for a whole answer), it uses them rather than reading them again. Each application's
 * sums are read through its own index (lateral): a join and group of the organisation's ratings
 * made PostgreSQL hash all of them, 44–59 ms at 53k ratings against 13 ms.
 */
export async function ratedByViewer(
  db: Database,
  organisationId: string,
  viewerId: string,
  known?: Tendencies | Promise<Tendencies>,
): Promise<Map<string, { average: number; calibrated: number }>> {
  const [rated, tendencies] = await Promise.all([
    rowsOf<RatingSums & { id: string }>(
      db,
      sql`
      select mine.application_id as id, sums.*
      from ${applicationRating} mine
      cross join lateral (
        select ${ratingSumsColumns}
        from ${applicationRating} r where r.application_id = mine.application_id
      ) sums
      where mine.user_id = ${viewerId} and mine.investor_org_id = ${organisationId}`,
    ),
    known ?? teamTendencies(db, organisationId),
  ])
  return new Map(rated.map((r) => [r.id, teamScoresOf(r, tendencies)]))
}

/**
 * `size` of the rated matches (given newest first) from `offset`, by calibrated score (tenths,
 * 10..50), equal scores newest first: a number per row, score then place, sorted as a typed
 * array. A reviewer with tens of thousands of ratings (a million applications) is ranked in a few
 * milliseconds.
 */
function byScore<Key>(
  newestFirst: readonly Key[],
  scoreOf: (key: Key) => number,
  offset = 0,
  size = newestFirst.length,
): Key[] {
  const place = 2 ** 32
  const keys = new Float64Array(newestFirst.length)
  for (let i = 0; i < newestFirst.length; i++)
    keys[i] = (100 - scoreOf(newestFirst[i]!)) * place + i
  keys.sort()
  return Array.from(keys.subarray(offset, offset + size), (key) => newestFirst[key % place]!)
}

/**
 * The whole calibrated order of the matches (given newest first): the rated ones by score, then
 * the rest newest first. For the CSV export.
 */
export function calibratedOrder<Key>(
  newestFirst: Iterable<Key>,
  scoreOf: (key: Key) => number | undefined,
): Key[] {
  const rated: Key[] = []
  const rest: Key[] = []
  for (const key of newestFirst) (scoreOf(key) === undefined ? rest : rated).push(key)
  return [...byScore(rated, (key) => scoreOf(key)!), ...rest]
}

/**
 * One page of the matches in calibrated order, with the tendencies it was ranked by: the page's
 * triage cells take the same ones, so a row's score and its place cannot disagree.
 */
export async function findApplicationsByCalibrated<Extra = undefined>(
  db: Database,
  organisationId: string,
  viewerId: string,
  search: ApplicationSearch,
  { pageSize = applicationPageSize, now = Date.now() } = {},
  beside: Beside<Extra> = nothingBeside as unknown as Beside<Extra>,
) {
  const newest = { ...search, sort: 'newest' as const }
  const offset = (search.page - 1) * pageSize
  const tendenciesRead = teamTendencies(db, organisationId)
  // Awaited below, whichever path answers; a failed index read must not leave it unhandled.
  tendenciesRead.catch(() => undefined)
  const indexed = await throughIndex(db, organisationId, async (index) => {
    const tendencies = await tendenciesRead
    const textMatches = search.q
      ? await textMatchesOf(db, index, organisationId, search.q)
      : undefined
    const found = index.search(newest, { now, pageSize, textMatches })
    const matches = index.matching(newest, { now, textMatches })
    // The index keeps each row's raters and scores (rating-columns.ts): nothing more to read.
    const ratedMatches = RoaringBitmap32.and(index.ratings.ratedBy(viewerId), matches)
    const newestRated = index.page(ratedMatches, 'newest', 0, ratedMatches.size)
    const scoreAt = index.ratings.calibratedAt(newestRated, tendencies)
    const ranked = byScore(newestRated, (p) => scoreAt.get(p) ?? 0, offset, pageSize)
    const fromRest = Math.max(0, offset - ratedMatches.size)
    const left = pageSize - ranked.length
    const rest =
      left > 0
        ? index.page(RoaringBitmap32.andNot(matches, ratedMatches), 'newest', fromRest, left)
        : []
    const ids = [...ranked, ...rest].map((position) => index.ids.idAt(position))
    const [rows, extra] = await Promise.all([
      rowsByIds(db, organisationId, ids),
      beside(ids, tendenciesRead),
    ])
    // An application deleted since the index caught up: `throughIndex` tries again.
    if (rows.length < ids.length) return undefined
    return { ...pageAnswer(rows, found, search.page, pageSize), tendencies, beside: extra }
  })
  if (indexed) return indexed
  const tendencies = await tendenciesRead
  // No index on this server yet: the SQL search's total and facets, its rows newest first.
  const rated = await ratedByViewer(db, organisationId, viewerId, tendencies)
  const found = await searchApplications(db, organisationId, { ...newest, page: 1 }, { pageSize })
  const matches = []
  for await (const batch of streamApplications(db, organisationId, newest, { batchSize: 2000 })) {
    matches.push(...batch)
  }
  const rows = calibratedOrder(matches, (row) => rated.get(row.id)?.calibrated).slice(
    offset,
    offset + pageSize,
  )
  const extra = await beside(
    rows.map((row) => row.id),
    tendenciesRead,
  )
  return { ...found, rows, page: search.page, tendencies, beside: extra }
}
