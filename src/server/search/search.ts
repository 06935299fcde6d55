/**
 * The applications search answered by the in-memory index: the text search and the page's rows
 * come from the database, the rest from the index. Same answer as `searchApplications`.
 */
import type { ApplicationSearch } from '@/domain/applications/search-params'

import type { Database } from '../db/client'
import { rowsByIds, textMatchIds } from '../db/queries/application-index'
import { applicationPageSize } from '../db/queries/application-search'
import type { ApplicationIndex } from './application-index'

export async function searchThroughIndex(
  db: Database,
  index: ApplicationIndex,
  organisationId: string,
  search: ApplicationSearch,
  { pageSize = applicationPageSize, now = Date.now() }: { pageSize?: number; now?: number } = {},
) {
  const textMatches = search.q
    ? index.positionsOf(await textMatchIds(db, organisationId, search.q))
    : undefined
  const found = index.search(search, { now, pageSize, textMatches })
  return {
    rows: await rowsByIds(db, organisationId, found.ids),
    total: found.total,
    page: search.page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(found.total / pageSize)),
    facets: found.facets,
  }
}
