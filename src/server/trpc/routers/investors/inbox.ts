import { TRPCError } from '@trpc/server'
import { z } from 'zod'

import {
  entryArchiveSchema,
  entryDeclineSchema,
  entryDetailsSchema,
  entryInput,
  entryInviteSchema,
  entryListSchema,
  entryNoteSchema,
  entryRatingSchema,
  inboxListSchema,
} from '@/domain/intake/inbox'
import { formatDate } from '@/lib/format'

import { findChannel } from '@/server/db/queries/channels'
import { issueClaim } from '@/server/db/queries/intake-claims'
import {
  addEntryNote,
  archiveEntry,
  findEntryState,
  findInboxEntry,
  inboxCounts,
  listInboxEntries,
  markEntryDeclined,
  notesPerEntry,
  removeEntryNote,
  setEntryOnList,
  updateEntryDetails,
  upsertEntryRating,
} from '@/server/db/queries/intake-inbox'
import { channelAvailability } from '@/server/db/queries/startup-channels'
import { fieldError } from '@/server/trpc/field-error'
import type { Context } from '@/server/trpc/init'
import { enforceRateLimit, investorProcedure, router, unlessFull } from '@/server/trpc/init'
import { noInput, strictInput } from '@/server/trpc/strict-input'
import { said, saying } from '@/lib/i18n/said'

const noSuchEntry = () =>
  new TRPCError({ code: 'NOT_FOUND', message: said('rule.server.noSuch.entry') })
const alreadyClaimed = () =>
  new TRPCError({
    code: 'CONFLICT',
    message: said('rule.server.inbox.claimed'),
  })

type InvestorContext = Context & {
  user: { id: string; name: string }
  membership: { organisationId: string; organisationName: string }
}

async function requireEntry(ctx: InvestorContext, entryId: string) {
  const found = await findEntryState(ctx.db, ctx.membership.organisationId, entryId)
  if (!found) throw noSuchEntry()
  return found
}

/**
 * The Inbox (docs/decisions/0048): mail received at the fund's intake address, private to the
 * fund. Its teammates read, rate, note and list entries, and answer them: "Invite the founder"
 * or "Not for us". Another fund's entry is NOT_FOUND.
 */
export const inboxRouter = router({
  /** Entries per tab, for the menu and the tabs. */
  counts: investorProcedure
    .input(noInput)
    .query(({ ctx }) => inboxCounts(ctx.db, ctx.membership.organisationId)),

  /** One tab, newest first. */
  list: investorProcedure.input(strictInput(inboxListSchema)).query(async ({ ctx, input }) => ({
    entries: await listInboxEntries(ctx.db, {
      organisationId: ctx.membership.organisationId,
      status: input.status,
    }),
  })),

  get: investorProcedure.input(strictInput(entryInput)).query(async ({ ctx, input }) => {
    const entry = await findInboxEntry(ctx.db, {
      organisationId: ctx.membership.organisationId,
      entryId: input.entryId,
      viewerId: ctx.user.id,
    })
    if (!entry) throw noSuchEntry()
    return entry
  }),

  /** Corrects the startup guessed from the message. */
  updateDetails: investorProcedure
    .input(strictInput(entryDetailsSchema))
    .mutation(async ({ ctx, input }) => {
      if (!(await updateEntryDetails(ctx.db, ctx.membership.organisationId, input))) {
        throw noSuchEntry()
      }
      return { entryId: input.entryId }
    }),

  archive: investorProcedure
    .input(strictInput(entryArchiveSchema))
    .mutation(async ({ ctx, input }) => {
      const outcome = await archiveEntry(ctx.db, {
        organisationId: ctx.membership.organisationId,
        entryId: input.entryId,
        archived: input.archived,
        userId: ctx.user.id,
      })
      if (outcome === 'not-found') throw noSuchEntry()
      if (outcome === 'claimed') throw alreadyClaimed()
      return { entryId: input.entryId }
    }),

  addNote: investorProcedure
    .input(strictInput(entryNoteSchema))
    .mutation(async ({ ctx, input }) => {
      await requireEntry(ctx, input.entryId)
      const added = await addEntryNote(ctx.db, {
        entryId: input.entryId,
        authorId: ctx.user.id,
        body: input.body,
      })
      return unlessFull(added, said('rule.server.inbox.notesFull', { max: notesPerEntry }))
    }),

  /** Only the author deletes a note. */
  removeNote: investorProcedure
    .input(strictInput(z.object({ id: z.uuid({ error: saying('rule.id.note') }) })))
    .mutation(async ({ ctx, input }) => {
      const outcome = await removeEntryNote(ctx.db, {
        organisationId: ctx.membership.organisationId,
        noteId: input.id,
        userId: ctx.user.id,
      })
      if (outcome === 'not-found')
        throw new TRPCError({ code: 'NOT_FOUND', message: said('rule.server.noSuch.note') })
      if (outcome === 'not-author') {
        throw new TRPCError({
          code: 'FORBIDDEN',
          message: said('rule.server.onlyAuthorDeletesNote'),
        })
      }
      return { id: input.id }
    }),

  /** Saves the caller's own 1–5 scores for the entry (replacing earlier ones). */
  rate: investorProcedure.input(strictInput(entryRatingSchema)).mutation(async ({ ctx, input }) => {
    await requireEntry(ctx, input.entryId)
    return upsertEntryRating(ctx.db, {
      entryId: input.entryId,
      userId: ctx.user.id,
      scores: input.scores,
      comment: input.comment ?? null,
    })
  }),

  addToList: investorProcedure
    .input(strictInput(entryListSchema))
    .mutation(async ({ ctx, input }) => setOnList(ctx, input, true)),

  removeFromList: investorProcedure
    .input(strictInput(entryListSchema))
    .mutation(async ({ ctx, input }) => setOnList(ctx, input, false)),

  /**
   * "Invite the founder": emails them a link to claim the entry, asking them to apply to one of
   * the fund's open channels or to make their profile discoverable. A new invitation replaces
   * the last; nothing is shared until the founder agrees.
   */
  invite: investorProcedure
    .input(strictInput(entryInviteSchema))
    .mutation(async ({ ctx, input }) => {
      const organisationId = ctx.membership.organisationId
      const entry = await requireEntry(ctx, input.entryId)
      let channelName: string | null = null
      if (input.channelId) {
        const target = await findChannel(ctx.db, organisationId, input.channelId)
        if (!target) {
          throw fieldError('BAD_REQUEST', 'channelId', said('rule.server.inbox.chooseChannel'))
        }
        const availability = channelAvailability(target, new Date())
        if (!availability.accepting) {
          throw fieldError(
            'BAD_REQUEST',
            'channelId',
            said('rule.server.inbox.notTaking', { channel: target.title }),
          )
        }
        channelName = target.title
      }
      await enforceRateLimit(ctx, `intake-invite:${organisationId}`, { window: 3600, max: 60 })
      const issued = await issueClaim(ctx.db, {
        organisationId,
        entryId: input.entryId,
        email: input.email,
        channelId: input.channelId,
        note: input.note,
        userId: ctx.user.id,
      })
      if (issued === 'not-found') throw noSuchEntry()
      if (issued === 'claimed') throw alreadyClaimed()
      await ctx.mailer.send(
        input.email,
        {
          template: 'intake-claim',
          props: {
            fundName: ctx.membership.organisationName,
            inviterName: ctx.user.name,
            startupName: entry.startupName,
            channelName,
            note: input.note,
            url: `${ctx.baseURL}/claim/${issued.token}`,
            expiresOn: formatDate(issued.expiresAt),
          },
        },
        { about: [organisationId] },
      )
      return { entryId: input.entryId, expiresAt: issued.expiresAt }
    }),

  /** "Not for us": answers the sender with the fund's message (a template, edited) and files it. */
  decline: investorProcedure
    .input(strictInput(entryDeclineSchema))
    .mutation(async ({ ctx, input }) => {
      const organisationId = ctx.membership.organisationId
      const entry = await requireEntry(ctx, input.entryId)
      if (entry.status === 'claimed') throw alreadyClaimed()
      if (entry.status === 'not_for_us') {
        throw new TRPCError({ code: 'CONFLICT', message: said('rule.server.inbox.answered') })
      }
      await enforceRateLimit(ctx, `intake-decline:${organisationId}`, { window: 3600, max: 120 })
      await markEntryDeclined(ctx.db, { organisationId, entryId: entry.id, userId: ctx.user.id })
      await ctx.mailer.send(
        input.to,
        {
          template: 'intake-declined',
          props: {
            fundName: ctx.membership.organisationName,
            subject: entry.subject,
            message: input.message,
          },
        },
        { about: [organisationId], dedupeKey: `intake-declined:${entry.id}` },
      )
      return { entryId: entry.id }
    }),
})

async function setOnList(
  ctx: InvestorContext,
  input: { entryId: string; listId: string },
  on: boolean,
) {
  const entry = await requireEntry(ctx, input.entryId)
  if (on && entry.status === 'claimed') {
    throw new TRPCError({
      code: 'CONFLICT',
      message: said('rule.server.inbox.claimedList'),
    })
  }
  const done = await setEntryOnList(ctx.db, {
    organisationId: ctx.membership.organisationId,
    entryId: input.entryId,
    listId: input.listId,
    userId: ctx.user.id,
    on,
  })
  if (!done) throw fieldError('BAD_REQUEST', 'listId', said('rule.server.inbox.chooseList'))
  return { entryId: input.entryId, listId: input.listId, on }
}
