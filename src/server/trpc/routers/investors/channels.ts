import { TRPCError } from '@trpc/server'
import { z } from 'zod'

import { channelSchema, channelStatusMoves } from '@/domain/channels/schemas'
import { ownedLimits } from '@/lib/limits'
import { channelStatuses } from '@/lib/options'

import {
  answerCounts,
  createChannel,
  findChannel,
  listChannels,
  setChannelStatus,
  updateChannel,
} from '@/server/db/queries/channels'
import { investorProcedure, publicPageWrite, router, unlessFull } from '@/server/trpc/init'
import { noInput, strictInput } from '@/server/trpc/strict-input'
import { said } from '@/lib/i18n/said'

const noSuchChannel = () =>
  new TRPCError({ code: 'NOT_FOUND', message: said('rule.server.noSuch.channel') })

export const channelsRouter = router({
  list: investorProcedure
    .input(noInput)
    .query(({ ctx }) => listChannels(ctx.db, ctx.membership.organisationId)),

  get: investorProcedure
    .input(strictInput(z.object({ id: z.uuid() })))
    .query(async ({ ctx, input }) => {
      const found = await findChannel(ctx.db, ctx.membership.organisationId, input.id)
      if (!found) throw noSuchChannel()
      return { channel: found, answerCounts: await answerCounts(ctx.db, found.id) }
    }),

  create: investorProcedure
    .use(publicPageWrite)
    .input(strictInput(channelSchema))
    .mutation(async ({ ctx, input }) =>
      unlessFull(
        await createChannel(ctx.db, ctx.membership.organisationId, ctx.user.id, input),
        said('rule.server.channels.full', { max: ownedLimits.channelsPerOrganisation }),
      ),
    ),

  update: investorProcedure
    .use(publicPageWrite)
    .input(strictInput(z.object({ id: z.uuid(), values: channelSchema })))
    .mutation(async ({ ctx, input }) => {
      const outcome = await updateChannel(
        ctx.db,
        ctx.membership.organisationId,
        input.id,
        input.values,
      )
      if (outcome === 'not-found') throw noSuchChannel()
      if (outcome !== 'ok') {
        throw new TRPCError({
          code: 'BAD_REQUEST',
          message: said('rule.server.channels.answered', { question: outcome.answered }),
        })
      }
      return { id: input.id }
    }),

  setStatus: investorProcedure
    .use(publicPageWrite)
    .input(strictInput(z.object({ id: z.uuid(), status: z.enum(channelStatuses) })))
    .mutation(async ({ ctx, input }) => {
      const found = await findChannel(ctx.db, ctx.membership.organisationId, input.id)
      if (!found) throw noSuchChannel()
      const allowed: readonly string[] = channelStatusMoves[found.status]
      if (!allowed.includes(input.status)) {
        throw new TRPCError({
          code: 'CONFLICT',
          message: said('rule.server.channels.cannotBecome', {
            from: found.status,
            to: input.status,
          }),
        })
      }
      const moved = await setChannelStatus(
        ctx.db,
        ctx.membership.organisationId,
        input.id,
        found.status,
        input.status,
      )
      if (!moved)
        throw new TRPCError({
          code: 'CONFLICT',
          message: said('rule.server.channels.changed'),
        })
      return moved
    }),
})
