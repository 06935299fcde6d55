import { TRPCError } from '@trpc/server'

import { dashboardInputSchema } from '@/domain/investors/dashboard'

import { teamTendencies } from '@/server/db/queries/calibration'
import { dashboardThroughIndex } from '@/server/search/dashboard'
import { investorProcedure, router } from '@/server/trpc/init'
import { unansweredPastPromise } from '@/server/db/queries/responsiveness'
import { responsivenessFor } from '@/server/investors/responsiveness'
import { noInput, strictInput } from '@/server/trpc/strict-input'
import { said } from '@/lib/i18n/said'

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
      throw new TRPCError({ code: 'NOT_FOUND', message: said('rule.server.noSuch.channel') })
    }
    // How each teammate usually scores (docs/decisions/0049) is for the team's owners only: it
    // judges people, so members and founders never receive it.
    if (ctx.membership.role !== 'owner') return { ...dashboard, tendencies: null }
    const tendencies = await teamTendencies(ctx.db, ctx.membership.organisationId)
    return {
      ...dashboard,
      tendencies: dashboard.reviewers.map(({ userId }) => ({
        userId,
        ...(tendencies.get(userId) ?? { shared: 0, offsets: null }),
      })),
    }
  }),

  /**
   * What founders see of the organisation (its last 12 months, whatever the dashboard's period;
   * null while its first record is worked out), and the applications still unanswered past
   * their promise that lower it.
   */
  responsiveness: investorProcedure.input(noInput).query(async ({ ctx }) => {
    const now = new Date()
    const organisationId = ctx.membership.organisationId
    const [record, unanswered] = await Promise.all([
      responsivenessFor(ctx.db, [organisationId], now).then((r) => r.get(organisationId) ?? null),
      unansweredPastPromise(ctx.db, organisationId, now),
    ])
    return { record, unanswered }
  }),
})
