import { TRPCError } from '@trpc/server'
import { z } from 'zod'

import { findFullProfileForInvestor } from '../../../db/queries/investors'
import { investorProcedure, router } from '../../init'

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
})
