// investors.discover.*: startups the organisation may see, ranked by fit against its profile.
import { TRPCError } from '@trpc/server'
import { z } from 'zod'

import { parseApplicationSearch } from '@/domain/applications/search-params'

import {
  countHidden,
  discoverSorts,
  discoverStartups,
  hideStartup,
  unhideStartup,
  type DiscoverSort,
} from '@/server/db/queries/discover'
import { investorPreferencesOf } from '@/server/db/queries/investor-profile'
import { isStartupVisibleTo } from '@/server/db/queries/investors'
import { investorProcedure, router, searchTimeoutMessage } from '@/server/trpc/init'
import { strictInput } from '@/server/trpc/strict-input'
import { said, saying } from '@/lib/i18n/said'

/**
 * The URL's search exactly as the page holds it, read by the applications list's parser; Discover
 * adds its own sorts (fit first) and `hidden=1` for the startups set aside.
 */
export const discoverSearchInput = z
  .record(z.string().max(64, { error: saying('rule.server.searchParameter') }), z.unknown())
  .optional()
  .transform((raw) => {
    const sort = typeof raw?.sort === 'string' ? raw.sort : ''
    return {
      ...parseApplicationSearch(raw),
      discoverSort: (discoverSorts as readonly string[]).includes(sort)
        ? (sort as DiscoverSort)
        : 'fit',
      hidden: raw?.hidden === '1' || raw?.hidden === 1 || raw?.hidden === true,
    }
  })

const startupInput = z.object({ startupOrgId: z.uuid({ error: saying('rule.id.startup') }) })

export const discoverRouter = router({
  list: investorProcedure
    .meta({ timeoutMessage: searchTimeoutMessage })
    .input(strictInput(discoverSearchInput))
    .query(async ({ ctx, input }) => {
      const organisationId = ctx.membership.organisationId
      // Without a profile every criterion is open: the list still works, unranked.
      const { complete, ...preferences } = await investorPreferencesOf(ctx.db, organisationId)
      const [result, hiddenCount] = await Promise.all([
        discoverStartups(ctx.db, organisationId, preferences, input),
        countHidden(ctx.db, organisationId),
      ])
      return { ...result, preferences, profileComplete: complete, hiddenCount }
    }),

  /** "Not for us": leaves Discover for the whole organisation until shown again. */
  hide: investorProcedure.input(strictInput(startupInput)).mutation(async ({ ctx, input }) => {
    const organisationId = ctx.membership.organisationId
    if (!(await isStartupVisibleTo(ctx.db, organisationId, input.startupOrgId))) {
      throw new TRPCError({ code: 'NOT_FOUND', message: said('rule.server.noSuch.startup') })
    }
    await hideStartup(ctx.db, organisationId, input.startupOrgId, ctx.user.id)
    return { hidden: true }
  }),

  unhide: investorProcedure.input(strictInput(startupInput)).mutation(async ({ ctx, input }) => {
    await unhideStartup(ctx.db, ctx.membership.organisationId, input.startupOrgId)
    return { hidden: false }
  }),
})
