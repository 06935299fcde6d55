import { TRPCError } from '@trpc/server'

import { dashboardInputSchema } from '@/domain/investors/dashboard'

import { dashboardThroughIndex } from '../../../search/dashboard'
import { investorProcedure, router } from '../../init'
import { strictInput } from '@/server/trpc/strict-input'

/** The organisation's dashboard: figures over a period and, optionally, one of its channels. */
export const dashboardRouter = router({
  get: investorProcedure.input(strictInput(dashboardInputSchema)).query(async ({ ctx, input }) => {
    const dashboard = await dashboardThroughIndex(ctx.db, {
      organisationId: ctx.membership.organisationId,
      from: input.from,
      to: input.to,
      channelId: input.channelId,
      now: new Date(),
    })
    if (dashboard === 'no-channel') {
      throw new TRPCError({ code: 'NOT_FOUND', message: 'No such channel.' })
    }
    return dashboard
  }),
})
