import { TRPCError } from '@trpc/server'
import { z } from 'zod'

import { statusChangeSchema } from '@/domain/applications/status'

import { changeStatus } from '../../../applications/status'
import { findFullProfileForInvestor } from '../../../db/queries/investors'
import { investorProcedure, router } from '../../init'
import { reviewProcedures } from './application-review'
import { searchProcedures } from './application-search'

export const applicationsRouter = router({
  fullProfile: investorProcedure
    .input(z.object({ startupOrgId: z.uuid('That is not a valid startup id.') }))
    .query(async ({ ctx, input }) => {
      const found = await findFullProfileForInvestor(
        ctx.db,
        ctx.membership.organisationId,
        input.startupOrgId,
      )
      // Not visible and not existing look the same to the caller.
      if (!found) throw new TRPCError({ code: 'NOT_FOUND', message: 'No such startup.' })
      return found
    }),

  /**
   * Moves one application or many through the pipeline. With one application a move it cannot
   * make is a CONFLICT; with many, those that cannot move are skipped and counted.
   */
  setStatus: investorProcedure.input(statusChangeSchema).mutation(async ({ ctx, input }) => {
    const outcome = await changeStatus(ctx.db, ctx.notifier, {
      investorOrgId: ctx.membership.organisationId,
      actorId: ctx.user.id,
      change: input,
    })
    if (outcome.kind === 'not-found') {
      throw new TRPCError({ code: 'NOT_FOUND', message: 'No such application.' })
    }
    if (input.applicationIds.length === 1 && outcome.skipped.length === 1) {
      throw new TRPCError({
        code: 'CONFLICT',
        message: `This application is ${outcome.skipped[0]!.status.replace('_', ' ')} and can no longer move.`,
      })
    }
    return { moved: outcome.moved.length, skipped: outcome.skipped.length }
  }),

  ...searchProcedures,
  ...reviewProcedures,
})
