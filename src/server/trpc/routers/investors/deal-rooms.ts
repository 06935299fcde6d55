// investors.dealRooms.*: a fund brings co-investors into a startup's round (docs/decisions/0047).
// A fund not in a room gets NOT_FOUND for it, exactly as for a startup it may not see.
import { TRPCError } from '@trpc/server'

import {
  interestSchema,
  inviteSchema,
  openRoomSchema,
  roomInput,
  roomListSchema,
  threadNoteSchema,
} from '@/domain/investors/deal-rooms'
import { findFundsSchema } from '@/domain/investors/deal-room-directory'

import type { Database } from '@/server/db/client'
import {
  closeRoom,
  findInvitableFund,
  findRoomFor,
  inviteToRoom,
  listRoomsForFund,
  openRoom,
  postToThread,
  roomForFund,
  stateInterest,
} from '@/server/db/queries/deal-rooms'
import { findPublicFunds, invitationsOf } from '@/server/db/queries/deal-room-directory'
import { isAngelNetwork } from '@/server/db/queries/deal-room-figures'
import { mayLeadRoundOf } from '@/server/db/queries/investors'
import { fieldError } from '@/server/trpc/field-error'
import { investorProcedure, router } from '@/server/trpc/init'
import { strictInput } from '@/server/trpc/strict-input'
import { said } from '@/lib/i18n/said'

const noSuchRoom = () =>
  new TRPCError({ code: 'NOT_FOUND', message: said('rule.server.noSuch.dealRoom') })

/** The caller's fund's place in the room; NOT_FOUND when it is not in it. */
async function requireRoom(
  ctx: { db: Database; membership: { organisationId: string } },
  roomId: string,
) {
  const found = await findRoomFor(ctx.db, roomId, ctx.membership.organisationId)
  if (!found) throw noSuchRoom()
  return found
}

/**
 * The room for acting in it: the lead, or a co-investor the founders shared the deal with. An
 * invitation still waiting, declined or withdrawn lets a fund read what it was given, not act.
 */
async function requireActiveMember(
  ctx: { db: Database; membership: { organisationId: string } },
  roomId: string,
) {
  const found = await requireRoom(ctx, roomId)
  if (found.role === 'co_investor' && found.consent !== 'accepted') {
    throw new TRPCError({
      code: 'FORBIDDEN',
      message: said('rule.server.deals.notShared'),
    })
  }
  if (found.room.closedAt) {
    throw new TRPCError({ code: 'CONFLICT', message: said('rule.server.roundClosed') })
  }
  return found
}

export const dealRoomsRouter = router({
  /** The fund's rooms: led, invited, or `shared` ("Shared with you": the founders accepted). */
  list: investorProcedure
    .input(strictInput(roomListSchema))
    .query(({ ctx, input }) =>
      listRoomsForFund(ctx.db, ctx.membership.organisationId, input.show ?? 'all'),
    ),

  /**
   * The room as the caller's fund reads it; the lead also reads each invitation it sent and the
   * founders' answer, waiting and declined ones included (a co-investor never does).
   */
  get: investorProcedure.input(strictInput(roomInput)).query(async ({ ctx, input }) => {
    const found = await requireRoom(ctx, input.roomId)
    const [room, invitations] = await Promise.all([
      roomForFund(ctx.db, found, ctx.membership.organisationId),
      found.role === 'lead' ? invitationsOf(ctx.db, found.room.id) : null,
    ])
    return { ...room, invitations }
  }),

  /**
   * Public funds by name or page address, for the lead's "Invite a co-investor": only those a
   * fund may invite (finished and public), never the caller's own.
   */
  findFunds: investorProcedure
    .input(strictInput(findFundsSchema))
    .query(({ ctx, input }) =>
      findPublicFunds(ctx.db, { q: input.q, excludeOrgId: ctx.membership.organisationId }),
    ),

  /**
   * Opens a room for a round of a startup the fund deals with itself (discoverable, or applied to
   * it); any member of the fund may. Another startup is not found.
   */
  open: investorProcedure.input(strictInput(openRoomSchema)).mutation(async ({ ctx, input }) => {
    const organisationId = ctx.membership.organisationId
    if (!(await mayLeadRoundOf(ctx.db, organisationId, input.startupOrgId))) {
      throw new TRPCError({ code: 'NOT_FOUND', message: said('rule.server.noSuch.startup') })
    }
    const opened = await openRoom(ctx.db, {
      startupOrgId: input.startupOrgId,
      leadOrgId: organisationId,
      createdBy: ctx.user.id,
      roundName: input.roundName,
      amountSought: input.amountSought!,
      leadCheque: input.leadCheque ?? null,
    })
    if (opened === 'duplicate') {
      throw fieldError('CONFLICT', 'roundName', said('rule.server.deals.duplicate'))
    }
    return opened
  }),

  /**
   * Invites a fund by its id or its public page's slug. Nothing is shared until the founders
   * accept, unless they pre-approved co-investors of a fund they applied to.
   */
  invite: investorProcedure.input(strictInput(inviteSchema)).mutation(async ({ ctx, input }) => {
    const found = await requireRoom(ctx, input.roomId)
    if (found.role !== 'lead') {
      throw new TRPCError({
        code: 'FORBIDDEN',
        message: said('rule.server.deals.leadInvites'),
      })
    }
    if (found.room.closedAt) {
      throw new TRPCError({ code: 'CONFLICT', message: said('rule.server.roundClosed') })
    }
    const invitee = await findInvitableFund(ctx.db, input.organisation)
    if (!invitee) {
      throw fieldError('NOT_FOUND', 'organisation', said('rule.server.deals.noFund'))
    }
    if (invitee.id === ctx.membership.organisationId) {
      throw fieldError('BAD_REQUEST', 'organisation', said('rule.server.deals.leadsAlready'))
    }
    const invited = await inviteToRoom(ctx.db, {
      room: found.room,
      organisationId: invitee.id,
      invitedBy: ctx.user.id,
      note: input.note,
    })
    if (invited === 'duplicate') {
      throw fieldError('CONFLICT', 'organisation', said('rule.server.deals.invitedAlready'))
    }
    return { organisationId: invitee.id, consent: invited.consent }
  }),

  /** Posts to the room's thread, which every fund in the room reads and founders never do. */
  postNote: investorProcedure
    .input(strictInput(threadNoteSchema))
    .mutation(async ({ ctx, input }) => {
      const found = await requireActiveMember(ctx, input.roomId)
      return postToThread(ctx.db, {
        roomId: found.room.id,
        organisationId: ctx.membership.organisationId,
        authorId: ctx.user.id,
        body: input.body,
      })
    }),

  /**
   * States the caller's fund's interest, or — when the fund is an angel network leading the room —
   * the caller's own line as an angel of it; the network's line is its members' sum.
   */
  setInterest: investorProcedure
    .input(strictInput(interestSchema))
    .mutation(async ({ ctx, input }) => {
      const organisationId = ctx.membership.organisationId
      const found = await requireActiveMember(ctx, input.roomId)
      const asMember = found.role === 'lead' && (await isAngelNetwork(ctx.db, organisationId))
      const changed = await stateInterest(ctx.db, {
        roomId: found.room.id,
        organisationId,
        memberUserId: asMember ? ctx.user.id : null,
        status: input.status,
        amount: input.amount ?? null,
        changedBy: ctx.user.id,
      })
      if (!changed) {
        throw new TRPCError({ code: 'CONFLICT', message: said('rule.server.roundClosed') })
      }
      return { status: input.status, amount: input.amount ?? null, changedAt: changed.changedAt }
    }),

  /** The lead closes the round: interests are final, and shares can no longer be withdrawn. */
  close: investorProcedure.input(strictInput(roomInput)).mutation(async ({ ctx, input }) => {
    const found = await requireRoom(ctx, input.roomId)
    if (found.role !== 'lead') {
      throw new TRPCError({ code: 'FORBIDDEN', message: said('rule.server.deals.leadCloses') })
    }
    await closeRoom(ctx.db, found.room.id)
    return { closed: true }
  }),
})
