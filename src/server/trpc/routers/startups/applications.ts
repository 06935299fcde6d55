import { TRPCError } from '@trpc/server'
import { z } from 'zod'

import { buildAnswersSchema, draftAnswersSchema } from '@/domain/applications/answers'

import { withdrawApplication } from '@/server/applications/status'
import { auditOrigin } from '@/server/audit-origin'
import {
  findStartupApplication,
  insertApplication,
  listStartupApplications,
  saveApplicationDraft,
} from '@/server/db/queries/startup-applications'
import { channelAvailability, findChannelForStartup } from '@/server/db/queries/startup-channels'
import { router, startupProcedure } from '@/server/trpc/init'
import { ownProfileOf } from './own-profile'
import { noInput, strictInput } from '@/server/trpc/strict-input'
import { said, saying } from '@/lib/i18n/said'

const alreadyApplied = () =>
  new TRPCError({ code: 'CONFLICT', message: said('rule.server.startups.alreadyApplied') })

const submitInput = z.object({
  channelId: z.uuid({ error: saying('rule.id.channelLink') }),
  answers: z
    .record(z.string().max(64), z.unknown(), { error: saying('rule.server.startups.answersKeyed') })
    .refine((answers) => Object.keys(answers).length <= 50, {
      error: saying('rule.answer.tooManyAnswers'),
    })
    .default({}),
})

export const startupApplicationsRouter = router({
  /** The startup's applications, newest first: status and what the investor told it. */
  list: startupProcedure
    .input(noInput)
    .query(({ ctx }) => listStartupApplications(ctx.db, ctx.membership.organisationId)),

  /**
   * Applies to a channel with the answers to its questions. The profile as it is now goes along
   * as a snapshot. Nothing is written unless every check passes.
   */
  submit: startupProcedure.input(strictInput(submitInput)).mutation(async ({ ctx, input }) => {
    const startupOrgId = ctx.membership.organisationId
    const found = await findChannelForStartup(ctx.db, input.channelId)
    if (!found)
      throw new TRPCError({ code: 'NOT_FOUND', message: said('rule.server.noSuch.channel') })
    const { channel } = found
    const availability = channelAvailability(channel, new Date())
    if (!availability.accepting)
      throw new TRPCError({ code: 'CONFLICT', message: availability.reason! })
    if (await findStartupApplication(ctx.db, startupOrgId, channel.id)) throw alreadyApplied()

    const own = await ownProfileOf(ctx)
    const percent = own.completeness.percent
    if (percent < channel.minCompleteness) {
      throw new TRPCError({
        code: 'BAD_REQUEST',
        message: said('rule.server.startups.incomplete', {
          min: channel.minCompleteness,
          percent,
          more: channel.minCompleteness - percent,
        }),
      })
    }

    // Parsed inside `{ answers }` so the field errors are keyed `answers.<questionId>`, like input
    // fields, and the form shows each under its question.
    const parsed = z
      .object({ answers: buildAnswersSchema(channel.questions) })
      .safeParse({ answers: input.answers })
    if (!parsed.success) throw new TRPCError({ code: 'BAD_REQUEST', cause: parsed.error })

    const outcome = await insertApplication(ctx.db, {
      channelId: channel.id,
      investorOrgId: channel.organisationId,
      startupOrgId,
      actorId: ctx.user.id,
      answers: parsed.data.answers,
      own,
    })
    if (outcome === 'duplicate') throw alreadyApplied()
    await ctx.notifier.dispatch([outcome.eventId])
    return { id: outcome.applicationId }
  }),

  /**
   * Keeps the answers a founder is writing to a channel's questions, so they are there when the
   * founder comes back (docs/decisions/0008). Not checked against the questions: submitting does.
   */
  saveDraft: startupProcedure
    .input(
      strictInput(
        z.object({
          channelId: z.uuid({ error: saying('rule.id.channelLink') }),
          answers: draftAnswersSchema,
        }),
      ),
    )
    .mutation(async ({ ctx, input }) => {
      const startupOrgId = ctx.membership.organisationId
      const found = await findChannelForStartup(ctx.db, input.channelId)
      if (!found)
        throw new TRPCError({ code: 'NOT_FOUND', message: said('rule.server.noSuch.channel') })
      const availability = channelAvailability(found.channel, new Date())
      if (!availability.accepting)
        throw new TRPCError({ code: 'CONFLICT', message: availability.reason! })
      if (await findStartupApplication(ctx.db, startupOrgId, found.channel.id))
        throw alreadyApplied()
      await saveApplicationDraft(ctx.db, {
        startupOrgId,
        channelId: found.channel.id,
        answers: input.answers,
      })
      return { saved: true }
    }),

  withdraw: startupProcedure
    .input(
      strictInput(z.object({ id: z.uuid({ error: saying('rule.rating.notValidApplicationId') }) })),
    )
    .mutation(async ({ ctx, input }) => {
      const outcome = await withdrawApplication(ctx.db, ctx.notifier, {
        startupOrgId: ctx.membership.organisationId,
        actorId: ctx.user.id,
        applicationId: input.id,
        origin: auditOrigin(ctx.headers, ctx.user),
      })
      if (outcome === 'not-found')
        throw new TRPCError({ code: 'NOT_FOUND', message: said('rule.server.noSuch.application') })
      if (outcome !== 'ok') {
        throw new TRPCError({
          code: 'CONFLICT',
          message: said('rule.server.startups.decided'),
        })
      }
      return { id: input.id }
    }),
})
