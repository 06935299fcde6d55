/**
 * The applications list sorted by calibrated score (`sort=calibrated`, docs/decisions/0049). The
 * score is blind like the team's average: a viewer sees it only on applications they have rated,
 * so only those can be ranked by it. The list shows them first, highest calibrated score first
 * (ties newest first), then every other match newest first. Total and facets are the search's own.
 */
import { sql } from 'drizzle-orm'

import { calibratedOverall } from '@/domain/applications/calibration'
import { averageOf } from '@/domain/applications/ratings'
import type { ApplicationSearch } from '@/domain/applications/search-params'

import type { Database } from '@/server/db/client'
import { rowsByIds } from '@/server/db/queries/application-index'
import {
  applicationPageSize,
  searchApplications,
  streamApplications,
} from '@/server/db/queries/application-search'
import { teamTendencies } from '@/server/db/queries/calibration'
import { rowsOf } from '@/server/db/rows'
import { applicationRating } from '@/server/db/schema'
import { applicationIndexes } from './registry'
import { textMatchesOf } from './search'

/**
 * Every application the viewer has rated, with the team's average and calibrated score (tenths):
 * the scores the viewer may see.
 */
export async function ratedByViewer(
  db: Database,
  organisationId: string,
  viewerId: string,
): Promise<Map<string, { average: number; calibrated: number }>> {
  const [rated, tendencies] = await Promise.all([
    rowsOf<{
      id: string
      scored: { userId: string; scores: Record<string, number>; overall: number }[]
    }>(
      db,
      sql`
      select r.application_id as id, jsonb_agg(jsonb_build_object('userId', r.user_id,
        'scores', r.scores, 'overall', r.overall)) as scored
      from ${applicationRating} mine
      join ${applicationRating} r on r.application_id = mine.application_id
      where mine.user_id = ${viewerId} and mine.investor_org_id = ${organisationId}
      group by r.application_id`,
    ),
    teamTendencies(db, organisationId),
  ])
  return new Map(
    rated.map((r) => [
      r.id,
      {
        average: averageOf(r.scored.map((s) => s.overall))!,
        calibrated: calibratedOverall(r.scored, tendencies)!,
      },
    ]),
  )
}

/**
 * The whole calibrated order of the matches (given newest first): the rated ones by score, equal
 * scores keeping their newest-first order, then the rest newest first. For the CSV export.
 */
export function calibratedOrder<Key>(
  newest: Iterable<Key>,
  scoreOf: (key: Key) => number | undefined,
): Key[] {
  return pageOf(newest, scoreOf, 0, Infinity)
}

/**
 * Puts the rated matches (in newest-first order, as `newest` yields them) first by score, keeping
 * that order among equal scores, and returns the ids of the page.
 */
function pageOf<Key>(
  newest: Iterable<Key>,
  scoreOf: (key: Key) => number | undefined,
  offset: number,
  size: number,
): Key[] {
  const rated: { key: Key; score: number; at: number }[] = []
  const rest: Key[] = []
  let at = 0
  for (const key of newest) {
    const score = scoreOf(key)
    if (score === undefined) {
      // Enough of the rest is known only once every rated match is: keep walking, but no more.
      if (rest.length < offset + size) rest.push(key)
    } else rated.push({ key, score, at: at++ })
  }
  rated.sort((a, b) => b.score - a.score || a.at - b.at)
  const order = rated.map((r) => r.key)
  const fromRest = Math.max(0, offset - order.length)
  const page = [...order.slice(offset, offset + size), ...rest.slice(fromRest, fromRest + size)]
  return size === Infinity ? page : page.slice(0, size)
}

export async function findApplicationsByCalibrated(
  db: Database,
  organisationId: string,
  viewerId: string,
  search: ApplicationSearch,
  { pageSize = applicationPageSize, now = Date.now() } = {},
) {
  const newest = { ...search, sort: 'newest' as const }
  const offset = (search.page - 1) * pageSize
  const [rated, index] = await Promise.all([
    ratedByViewer(db, organisationId, viewerId),
    applicationIndexes(db).get(organisationId),
  ])
  if (index) {
    const textMatches = search.q
      ? await textMatchesOf(db, index, organisationId, search.q)
      : undefined
    const found = index.search(newest, { now, pageSize, textMatches })
    const scoreAt = new Map<number, number>()
    for (const [id, { calibrated: score }] of rated) {
      const position = index.ids.positionOf(id)
      if (position !== undefined) scoreAt.set(position, score)
    }
    const positions = pageOf(
      index.allMatches(newest, { now, textMatches }),
      (position) => scoreAt.get(position),
      offset,
      pageSize,
    )
    const ids = positions.map((position) => index.ids.idAt(position))
    const rows = await rowsByIds(db, organisationId, ids)
    // An application deleted since the index caught up: the SQL search answers instead.
    if (rows.length === ids.length) {
      return {
        rows,
        total: found.total,
        page: search.page,
        pageSize,
        pageCount: Math.max(1, Math.ceil(found.total / pageSize)),
        facets: found.facets,
      }
    }
  }
  // No index on this server yet: the SQL search's total and facets, its rows newest first.
  const found = await searchApplications(db, organisationId, { ...newest, page: 1 }, { pageSize })
  async function* everyMatch() {
    for await (const batch of streamApplications(db, organisationId, newest, { batchSize: 2000 })) {
      yield* batch
    }
  }
  const matches = []
  for await (const row of everyMatch()) matches.push(row)
  const rows = pageOf(matches, (row) => rated.get(row.id)?.calibrated, offset, pageSize)
  return { ...found, rows, page: search.page }
}
