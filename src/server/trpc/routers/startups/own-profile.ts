import { TRPCError } from '@trpc/server'

import { loadOwnProfile } from '@/server/db/queries/startup-profiles'
import type { Context } from '@/server/trpc/init'
import { said } from '@/lib/i18n/said'

/** The calling startup's profile, founders, files and completeness. */
export async function ownProfileOf(ctx: Context & { membership: { organisationId: string } }) {
  const loaded = await loadOwnProfile(ctx.db, ctx.membership.organisationId)
  if (!loaded)
    throw new TRPCError({ code: 'NOT_FOUND', message: said('rule.server.noSuch.profile') })
  return loaded
}
