// The applications search and the dashboard through the in-memory index against the SQL ones,
// for tests that compare the two on generated searches and periods.
import { expect } from 'vitest'

import { parseApplicationSearch } from '@/domain/applications/search-params'
import type { Database } from '@/server/db/client'
import { searchApplications } from '@/server/db/queries/application-search'
import { dashboardOf, type DashboardScope } from '@/server/db/queries/dashboard'
import { dashboardThroughIndex } from '@/server/search/dashboard'
import { applicationIndexes } from '@/server/search/registry'
import { searchThroughIndex } from '@/server/search/search'

/** A generated search as URL values (a list is joined with commas, as the list's URL does). */
export type RawSearch = Record<string, string | readonly string[]>

/**
 * Expects the organisation's index (built: a large one must be warmed first) and the SQL search
 * to answer `raw` alike (rows, order, total, every facet) and returns the SQL search's answer.
 */
export async function expectIndexAgreesWithSql(
  db: Database,
  organisationId: string,
  raw: RawSearch,
) {
  const search = parseApplicationSearch(
    Object.fromEntries(
      Object.entries(raw).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : value.join(','),
      ]),
    ),
  )
  const index = await applicationIndexes(db).get(organisationId)
  expect(index, 'the index is built').toBeDefined()
  const [viaIndex, viaSql] = await Promise.all([
    searchThroughIndex(db, index!, organisationId, search),
    searchApplications(db, organisationId, search),
  ])
  expect(viaIndex, JSON.stringify(raw)).toEqual(viaSql)
  return viaSql
}

/**
 * Expects the dashboard through the organisation's index (built, and caught up with every write
 * before the call) and by SQL to be the same in every figure, and returns the SQL's.
 */
export async function expectDashboardIndexAgreesWithSql(db: Database, scope: DashboardScope) {
  expect(await applicationIndexes(db).get(scope.organisationId), 'the index is built').toBeDefined()
  const viaIndex = await dashboardThroughIndex(db, scope)
  const viaSql = await dashboardOf(db, scope)
  expect(viaIndex, JSON.stringify({ ...scope, now: undefined })).toEqual(viaSql)
  return viaSql
}
