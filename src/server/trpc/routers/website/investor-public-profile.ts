import { TRPCError } from '@trpc/server'
import { z } from 'zod'

import {
  findPublicInvestorProfile,
  openListedChannelsOf,
} from '@/server/db/queries/investor-profile'
import { publicProcedure, router } from '@/server/trpc/init'
import { responsivenessFor } from '@/server/investors/responsiveness'
import { strictInput } from '@/server/trpc/strict-input'
import { said } from '@/lib/i18n/said'

export const investorPublicProfileRouter = router({
  /**
   * A finished investor profile its organisation made public, by the organisation's slug, with
   * the channels founders can apply to now.
   */
  get: publicProcedure
    .input(strictInput(z.object({ slug: z.string().trim().min(1).max(120) })))
    .query(async ({ ctx, input }) => {
      const profile = await findPublicInvestorProfile(ctx.db, input.slug.toLowerCase())
      // Unknown, unfinished and private profiles answer alike.
      if (!profile) {
        throw new TRPCError({ code: 'NOT_FOUND', message: said('rule.server.noSuch.investorPage') })
      }
      const { organisationId, ...page } = profile
      const [records, channels] = await Promise.all([
        responsivenessFor(ctx.db, [organisationId]),
        openListedChannelsOf(ctx.db, organisationId, new Date()),
      ])
      return { ...page, responsiveness: records.get(organisationId) ?? null, channels }
    }),
})
