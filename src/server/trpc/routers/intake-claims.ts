import { randomUUID } from 'node:crypto'
import { buffer } from 'node:stream/consumers'
import { Readable } from 'node:stream'

import { TRPCError } from '@trpc/server'
import { z } from 'zod'

import { startupNameSchema } from '@/domain/accounts/schemas'
import { claimAcceptSchema, claimTokenSchema } from '@/domain/intake/inbox'

import type { Database } from '@/server/db/client'
import {
  attachClaimedDeck,
  claimEntry,
  findClaim,
  findEntryDeck,
} from '@/server/db/queries/intake-claims'
import { log } from '@/server/log'
import { deleteQuietly, type FileStorage } from '@/server/files/storage'
import { authedProcedure, enforceRateLimit, publicProcedure, router } from '@/server/trpc/init'
import { strictInput } from '@/server/trpc/strict-input'
import { said } from '@/lib/i18n/said'

const unknownLink = () =>
  new TRPCError({ code: 'NOT_FOUND', message: said('rule.server.claim.unknown') })

async function bytesOf(files: FileStorage, key: string): Promise<Buffer | null> {
  const stored = await files.get(key)
  if (!stored) return null
  if (Buffer.isBuffer(stored.body)) return stored.body
  return buffer(Readable.fromWeb(stored.body as import('node:stream/web').ReadableStream))
}

/**
 * Copies the entry's first deck into the claimed startup's profile. The claim stands without it
 * if the copy fails: the founder uploads their deck as anyone does.
 */
async function copyDeck(
  ctx: { db: Database; files: FileStorage; user: { id: string } },
  entryId: string,
  startupOrgId: string,
): Promise<boolean> {
  const deck = await findEntryDeck(ctx.db, entryId)
  if (!deck) return false
  const storageKey = `${startupOrgId}/${randomUUID()}.pdf`
  try {
    const bytes = await bytesOf(ctx.files, deck.storageKey)
    if (!bytes) return false
    await ctx.files.put(storageKey, bytes, deck.contentType)
    if (
      await attachClaimedDeck(ctx.db, {
        startupOrgId,
        userId: ctx.user.id,
        deck: { ...deck, storageKey },
      })
    ) {
      return true
    }
  } catch (error) {
    log.warn({ err: error, entryId }, 'the claimed deck could not be copied')
  }
  await deleteQuietly(ctx.files, storageKey)
  return false
}

/**
 * A founder's side of email intake (docs/decisions/0048): the page a fund's "Invite the founder"
 * email links to. Anyone with the link sees what the fund received; only the person it was sent
 * to, signed in with that address, claims it.
 */
export const intakeClaimsRouter = router({
  get: publicProcedure.input(strictInput(claimTokenSchema)).query(async ({ ctx, input }) => {
    await enforceRateLimit(ctx, `intake-claim-lookup:${ctx.clientIp}`, { window: 3600, max: 120 })
    const claim = await findClaim(ctx.db, input.token)
    if (!claim) throw unknownLink()
    return {
      state: claim.state,
      fundName: claim.fundName,
      inviterName: claim.inviterName,
      startupName: claim.startupName,
      startupWebsite: claim.startupWebsite,
      subject: claim.subject,
      invitedEmail: claim.invitedEmail,
      // The fund's message to the founder; not `note`, which names the fund's private notes.
      inviteNote: claim.note,
      expiresAt: claim.expiresAt,
      channel: claim.channelId
        ? {
            id: claim.channelId,
            title: claim.channelTitle ?? '',
            open: claim.channelStatus === 'open',
          }
        : null,
      deck: claim.deck,
    }
  }),

  /**
   * Claims the entry with the founder's consent: their startup (made now when they have none,
   * named `startupName`) takes the entry's website and deck where it has none, and the entry
   * is linked to it. Then they apply to the channel (the answer's `channelId`), or their profile
   * is discoverable when the fund asked for that.
   */
  accept: authedProcedure
    .input(strictInput(claimAcceptSchema.extend({ startupName: startupNameSchema.optional() })))
    .mutation(async ({ ctx, input }) => {
      await enforceRateLimit(ctx, `intake-claim:${ctx.user.id}`, { window: 3600, max: 30 })
      const claim = await findClaim(ctx.db, input.token)
      if (!claim) throw unknownLink()
      if (claim.state === 'claimed') {
        throw new TRPCError({ code: 'BAD_REQUEST', message: said('rule.server.claim.claimed') })
      }
      if (claim.state === 'expired') {
        throw new TRPCError({
          code: 'BAD_REQUEST',
          message: said('rule.server.claim.expired', { fund: claim.fundName }),
        })
      }
      if (claim.invitedEmail?.toLowerCase() !== ctx.user.email.toLowerCase()) {
        throw new TRPCError({
          code: 'FORBIDDEN',
          message: said('rule.server.claim.otherEmail'),
        })
      }
      if (!ctx.user.emailVerified) {
        throw new TRPCError({
          code: 'FORBIDDEN',
          message: said('rule.server.confirmEmail'),
        })
      }
      if (ctx.user.isAdmin) {
        throw new TRPCError({
          code: 'FORBIDDEN',
          message: said('rule.server.account.adminNoStartup'),
        })
      }
      const { membership } = ctx
      if (membership && membership.kind !== 'startup') {
        throw new TRPCError({
          code: 'CONFLICT',
          message: said('rule.server.claim.investor'),
        })
      }
      const newStartupName = input.startupName ?? claim.startupName
      if (!membership && !newStartupName) {
        throw new TRPCError({
          code: 'BAD_REQUEST',
          cause: z.object({ startupName: startupNameSchema }).safeParse({ startupName: undefined })
            .error,
        })
      }

      const outcome = await claimEntry(ctx.db, {
        token: input.token,
        userId: ctx.user.id,
        startupOrgId: membership?.organisationId ?? null,
        newStartupName: newStartupName ?? '',
      })
      if (!outcome.ok) {
        if (outcome.reason === 'unknown') throw unknownLink()
        throw new TRPCError({
          code: 'BAD_REQUEST',
          message:
            outcome.reason === 'claimed'
              ? said('rule.server.claim.claimed')
              : said('rule.server.claim.expired', { fund: claim.fundName }),
        })
      }
      const deckCopied = outcome.wantsDeck
        ? await copyDeck(ctx, outcome.entryId, outcome.startupOrgId)
        : false
      return {
        startupOrgId: outcome.startupOrgId,
        channelId: outcome.channelId,
        createdStartup: outcome.created,
        deckCopied,
      }
    }),
})
