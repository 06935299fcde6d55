import { TRPCError } from '@trpc/server'
import { z } from 'zod'

import {
  answersAsSubmitted,
  answersFromDraft,
  visibleQuestions,
} from '@/domain/applications/answers'
import { channelFit } from '@/domain/applications/fit'

import {
  findApplicationDraft,
  findStartupApplication,
  profileSnapshotOf,
} from '@/server/db/queries/startup-applications'
import {
  channelAvailability,
  findChannelForStartup,
  fitProfileOf,
  listMatchingChannels,
} from '@/server/db/queries/startup-channels'
import { router, startupProcedure } from '@/server/trpc/init'
import { responsivenessFor } from '@/server/investors/responsiveness'
import { ownProfileOf } from './own-profile'
import { noInput, strictInput } from '@/server/trpc/strict-input'
import { said, saying } from '@/lib/i18n/said'

export const startupChannelsRouter = router({
  /** Open, listed channels ranked by how well the startup fits them, with the reasons. */
  matching: startupProcedure.input(noInput).query(async ({ ctx }) => {
    const own = await ownProfileOf(ctx)
    const channels = await listMatchingChannels(
      ctx.db,
      ctx.membership.organisationId,
      fitProfileOf(own),
    )
    const records = await responsivenessFor(
      ctx.db,
      channels.map((c) => c.investorOrgId),
    )
    return channels.map(({ investorOrgId, ...c }) => {
      const record = records.get(investorOrgId)
      // A copy per channel: an object met twice in an answer (an investor's record on each of
      // its channels) sends the whole answer through superjson's slower walk (src/lib/transformer.ts).
      return { ...c, responsiveness: record ? { ...record } : null }
    })
  }),

  /**
   * A channel the startup may apply to (listed or reached by its link), with the investor, how the
   * startup fits, whether its profile is complete enough, what applying would share, and its
   * application if it already applied, or else the answers it has written so far.
   */
  get: startupProcedure
    .input(strictInput(z.object({ id: z.uuid({ error: saying('rule.id.channelLink') }) })))
    .query(async ({ ctx, input }) => {
      const found = await findChannelForStartup(ctx.db, input.id)
      if (!found)
        throw new TRPCError({ code: 'NOT_FOUND', message: said('rule.server.noSuch.channel') })
      const own = await ownProfileOf(ctx)
      const { organisationId: _owner, questions, ...channel } = found.channel
      const availability = channelAvailability(found.channel, new Date())
      const applied = await findStartupApplication(
        ctx.db,
        ctx.membership.organisationId,
        found.channel.id,
      )
      const draft = applied
        ? null
        : await findApplicationDraft(ctx.db, ctx.membership.organisationId, found.channel.id)
      return {
        channel: {
          ...channel,
          questions: visibleQuestions(questions).map((q) => ({
            id: q.id,
            kind: q.kind,
            label: q.label,
            required: q.required,
            choices: q.choices ?? [],
          })),
        },
        investor: found.investor,
        responsiveness:
          (await responsivenessFor(ctx.db, [found.channel.organisationId])).get(
            found.channel.organisationId,
          ) ?? null,
        acceptingApplications: availability.accepting,
        availability: availability.reason,
        fit: channelFit(found.channel, fitProfileOf(own)),
        completeness: {
          percent: own.completeness.percent,
          required: found.channel.minCompleteness,
          enough: own.completeness.percent >= found.channel.minCompleteness,
          parts: own.completeness.parts,
        },
        share: profileSnapshotOf(own),
        application: applied && {
          ...applied,
          answers: answersAsSubmitted(questions, applied.answers),
        },
        draft: draft && answersFromDraft(questions, draft),
      }
    }),
})
