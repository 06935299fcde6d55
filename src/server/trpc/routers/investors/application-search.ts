// investors.applications.* procedures for the list screen: search with facet counts.
import { z } from 'zod'

import { parseApplicationSearch } from '@/domain/applications/search-params'

import { listChannelOptions, searchApplications } from '../../../db/queries/application-search'
import { investorProcedure } from '../../init'
import { log } from '../../../log'

/**
 * The page's search params exactly as the URL holds them (`{ sectors: 'Fintech,Energy' }`), read
 * by the same parser as the route; see src/features/applications/search-params.ts.
 */
export const applicationSearchInput = z
  .record(z.string(), z.unknown())
  .optional()
  .transform((raw) => parseApplicationSearch(raw))

/** Above this a list call is logged; the performance budget of the screen (see scripts/bench). */
const slowMs = 100

export const searchProcedures = {
  /**
   * One page of the organisation's applications under the search, the total, facet counts per
   * filter value (under the other filters) and the organisation's channels for the filter labels.
   */
  list: investorProcedure.input(applicationSearchInput).query(async ({ ctx, input }) => {
    const started = performance.now()
    const organisationId = ctx.membership.organisationId
    const [result, channels] = await Promise.all([
      searchApplications(ctx.db, organisationId, input),
      listChannelOptions(ctx.db, organisationId),
    ])
    const ms = performance.now() - started
    // Every call while developing; elsewhere only the slow ones, so tests and logs stay quiet.
    if (ms > slowMs || process.env.NODE_ENV === 'development') {
      log.info(
        {
          procedure: 'investors.applications.list',
          ms: Math.round(ms * 10) / 10,
          matches: result.total,
        },
        'search timing',
      )
    }
    return { ...result, channels }
  }),
}
