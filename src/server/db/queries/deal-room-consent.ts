import { and, asc, desc, eq } from 'drizzle-orm'

import type { DealRoomConsent } from '@/lib/options'

import type { Database } from '@/server/db/client'
import { dealRoom, dealRoomFund, dealRoomPreference } from '@/server/db/schema'

import { recordRoomEvent } from './deal-room-events'
import {
  committedTotals,
  consentsOf,
  currentInterests,
  fundLine,
  fundNames,
  lockOpenRoom,
  snapshotOf,
} from './deal-room-figures'

// The founders' side of deal rooms (docs/decisions/0047): their answers to invitations and their
// standing pre-approval. Every select names its columns: nothing here carries the thread, a
// fund's notes or ratings.

/**
 * The startup's rooms: every invitation with the founders' answer, the funds in each room with
 * their stated status, and the committed total. Never the thread, a fund's notes or ratings, a
 * fund's amount line by line, or who in a fund did what.
 */
export async function roomsForStartup(db: Database, startupOrgId: string) {
  const rooms = await db
    .select()
    .from(dealRoom)
    .where(eq(dealRoom.startupOrgId, startupOrgId))
    .orderBy(desc(dealRoom.createdAt), asc(dealRoom.id))
  const ids = rooms.map((room) => room.id)
  const [funds, interests, totals] = await Promise.all([
    consentsOf(db, ids),
    currentInterests(db, ids),
    committedTotals(db, rooms),
  ])
  const names = await fundNames(db, [
    ...rooms.map((room) => room.leadOrgId),
    ...funds.map((fund) => fund.organisationId),
  ])
  const statusOf = (roomId: string, fundId: string) =>
    fundLine(interests.filter((row) => row.roomId === roomId && row.organisationId === fundId))
      .status
  return rooms.map((room) => ({
    id: room.id,
    roundName: room.roundName,
    amountSought: room.amountSought,
    leadCheque: room.leadCheque,
    lead: {
      organisationId: room.leadOrgId,
      name: names.get(room.leadOrgId) ?? '',
      status: statusOf(room.id, room.leadOrgId),
    },
    invitations: funds
      .filter((fund) => fund.roomId === room.id)
      .map((fund) => ({
        organisationId: fund.organisationId,
        name: names.get(fund.organisationId) ?? '',
        invitationNote: fund.note,
        consent: fund.consent,
        preApproved: fund.preApproved,
        invitedAt: fund.invitedAt,
        decidedAt: fund.decidedAt,
        // Only a fund the founders shared with is in the room, with a status to show.
        status: fund.consent === 'accepted' ? statusOf(room.id, fund.organisationId) : null,
      })),
    committedTotal: totals.get(room.id) ?? 0,
    createdAt: room.createdAt,
    closedAt: room.closedAt,
  }))
}

/** One invitation of the startup's, with its room; null when it is not the startup's. */
export async function findInvitationOfStartup(
  db: Database,
  {
    startupOrgId,
    roomId,
    organisationId,
  }: {
    startupOrgId: string
    roomId: string
    organisationId: string
  },
) {
  const [row] = await db
    .select({ room: dealRoom, consent: dealRoomFund.consent })
    .from(dealRoomFund)
    .innerJoin(dealRoom, eq(dealRoom.id, dealRoomFund.roomId))
    .where(
      and(
        eq(dealRoomFund.roomId, roomId),
        eq(dealRoomFund.organisationId, organisationId),
        eq(dealRoom.startupOrgId, startupOrgId),
      ),
    )
  return row ?? null
}

/**
 * Records the founders' answer. Accepting takes the profile's snapshot of that moment (what the
 * fund keeps if the share is withdrawn later); only a change from the expected answer is written,
 * so two founders answering at once cannot both win.
 */
export async function answerInvitation(
  db: Database,
  {
    roomId,
    organisationId,
    startupOrgId,
    from,
    to,
    decidedBy,
  }: {
    roomId: string
    organisationId: string
    startupOrgId: string
    from: DealRoomConsent
    to: 'accepted' | 'declined' | 'withdrawn'
    decidedBy: string
  },
) {
  const now = new Date()
  const snapshot = to === 'accepted' ? await snapshotOf(db, startupOrgId) : undefined
  if (to === 'accepted' && !snapshot) return 'changed' as const
  // The answer and its event (the room's funds are told) commit together.
  return db.transaction(async (tx) => {
    if (!(await lockOpenRoom(tx, roomId))) return 'closed' as const
    const rows = await tx
      .update(dealRoomFund)
      .set({
        consent: to,
        decidedBy,
        decidedAt: now,
        preApproved: false,
        ...(to === 'accepted' ? { sharedSnapshot: snapshot, sharedAt: now } : {}),
      })
      .where(
        and(
          eq(dealRoomFund.roomId, roomId),
          eq(dealRoomFund.organisationId, organisationId),
          eq(dealRoomFund.consent, from),
        ),
      )
      .returning({ consent: dealRoomFund.consent })
    if (rows.length !== 1) return 'changed' as const
    await recordRoomEvent(tx, {
      roomId,
      kind: `consent_${to}`,
      organisationId,
      actorId: decidedBy,
    })
    return 'answered' as const
  })
}

export async function findPreApproval(db: Database, startupOrgId: string) {
  const [row] = await db
    .select({ coInvestorsOfAppliedFunds: dealRoomPreference.coInvestorsOfAppliedFunds })
    .from(dealRoomPreference)
    .where(eq(dealRoomPreference.startupOrgId, startupOrgId))
  return row?.coInvestorsOfAppliedFunds ?? false
}

export async function savePreApproval(
  db: Database,
  { startupOrgId, value, updatedBy }: { startupOrgId: string; value: boolean; updatedBy: string },
) {
  await db
    .insert(dealRoomPreference)
    .values({ startupOrgId, coInvestorsOfAppliedFunds: value, updatedBy, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: dealRoomPreference.startupOrgId,
      set: { coInvestorsOfAppliedFunds: value, updatedBy, updatedAt: new Date() },
    })
}
