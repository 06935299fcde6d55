import { TRPCError } from '@trpc/server'
import { z } from 'zod'

import { findPublicStartupProfile } from '@/server/db/queries/startups'
import { publicProcedure, router } from '@/server/trpc/init'
import { strictInput } from '@/server/trpc/strict-input'
import { said } from '@/lib/i18n/said'

export const startupPublicProfileRouter = router({
  getStartupPublicProfile: publicProcedure
    .input(strictInput(z.object({ slug: z.string().trim().min(1).max(120) })))
    .query(async ({ ctx, input }) => {
      const profile = await findPublicStartupProfile(ctx.db, input.slug.toLowerCase())
      // Unknown and private pages answer alike, so a private page's existence never leaks.
      if (!profile) {
        throw new TRPCError({ code: 'NOT_FOUND', message: said('rule.server.noSuch.companyPage') })
      }
      return profile
    }),
})
