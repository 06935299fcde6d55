import { TRPCError } from '@trpc/server'
import { z } from 'zod'

import { withdrawApplication } from '../../../applications/status'
import { router, startupProcedure } from '../../init'

export const startupApplicationsRouter = router({
  withdraw: startupProcedure
    .input(z.object({ id: z.uuid('That is not a valid application id.') }))
    .mutation(async ({ ctx, input }) => {
      const outcome = await withdrawApplication(ctx.db, ctx.notifier, {
        startupOrgId: ctx.membership.organisationId,
        actorId: ctx.user.id,
        applicationId: input.id,
      })
      if (outcome === 'not-found') throw new TRPCError({ code: 'NOT_FOUND', message: 'No such application.' })
      if (outcome !== 'ok') {
        throw new TRPCError({
          code: 'CONFLICT',
          message: 'The investor has already decided on this application, so it can no longer be withdrawn.',
        })
      }
      return { id: input.id }
    }),
})
