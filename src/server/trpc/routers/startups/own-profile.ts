import { TRPCError } from '@trpc/server'

import { loadOwnProfile } from '@/server/db/queries/startup-profiles'
import type { Context } from '@/server/trpc/init'

/** The calling startup's profile, founders, files and completeness. */
export async function ownProfileOf(ctx: Context & { membership: { organisationId: string } }) {
  const loaded = await loadOwnProfile(ctx.db, ctx.membership.organisationId)
  if (!loaded)
    throw new TRPCError({ code: 'NOT_FOUND', message: 'Your startup has no profile yet.' })
  return loaded
}
