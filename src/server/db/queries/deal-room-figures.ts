import { asc, desc, eq, inArray, sql } from 'drizzle-orm'

import type { DealRoomConsent, DealRoomInterest } from '@/lib/options'

import type { Database } from '@/server/db/client'
import {
  dealRoom,
  dealRoomFund,
  dealRoomInterest,
  investorProfile,
  organisation,
  startupProfile,
  user,
} from '@/server/db/schema'

import { profileSnapshotOf } from './startup-applications'
import { loadOwnProfile } from './startup-profiles'

// What both sides of a deal room read (docs/decisions/0047): names, the founders' answers, the
// stated lines and the committed total. The funds' side is ./deal-rooms.ts, the founders' side
// ./deal-room-consent.ts.

export type Room = typeof dealRoom.$inferSelect

/**
 * Inside a transaction: locks the room's row until it commits and answers whether the round is
 * still open. The writes that a closing must not cross (an interest, a founders' answer) take it
 * first, so they queue behind each other and behind `close`, and each reads the lines as the one
 * before left them.
 */
export async function lockOpenRoom(tx: Database, roomId: string): Promise<boolean> {
  const [row] = await tx
    .select({ closedAt: dealRoom.closedAt })
    .from(dealRoom)
    .where(eq(dealRoom.id, roomId))
    .for('update')
  return row !== undefined && row.closedAt === null
}

/** An organisation's name as founders and funds read it: its investor profile's, if it has one. */
export async function fundNames(db: Database, organisationIds: readonly string[]) {
  if (organisationIds.length === 0) return new Map<string, string>()
  const rows = await db
    .select({
      id: organisation.id,
      name: sql<string>`coalesce(${investorProfile.displayName}, ${organisation.name})`,
    })
    .from(organisation)
    .leftJoin(investorProfile, eq(investorProfile.organisationId, organisation.id))
    .where(inArray(organisation.id, [...new Set(organisationIds)]))
  return new Map(rows.map((row) => [row.id, row.name]))
}

export async function startupNames(db: Database, startupOrgIds: readonly string[]) {
  if (startupOrgIds.length === 0) return new Map<string, string>()
  const rows = await db
    .select({ id: startupProfile.organisationId, name: startupProfile.name })
    .from(startupProfile)
    .where(inArray(startupProfile.organisationId, [...new Set(startupOrgIds)]))
  return new Map(rows.map((row) => [row.id, row.name]))
}

/** Whether the organisation is an angel network, whose members each state their own line. */
export async function isAngelNetwork(db: Database, organisationId: string) {
  const [row] = await db
    .select({ type: investorProfile.investorType })
    .from(investorProfile)
    .where(eq(investorProfile.organisationId, organisationId))
  return row?.type === 'Angel network'
}

/** The profile as a share hands it over: the same shape as an application's snapshot. */
export async function snapshotOf(db: Database, startupOrgId: string) {
  const own = await loadOwnProfile(db, startupOrgId)
  return own ? (profileSnapshotOf(own) as Record<string, unknown>) : null
}

/**
 * The current lines of a room's stated interest (the newest change of each), with the founders'
 * consent of each co-investor's fund: only the lead and funds it was shared with count.
 */
export async function currentInterests(db: Database, roomIds: readonly string[]) {
  if (roomIds.length === 0) return []
  return db
    .selectDistinctOn(
      [dealRoomInterest.roomId, dealRoomInterest.organisationId, dealRoomInterest.memberUserId],
      {
        roomId: dealRoomInterest.roomId,
        organisationId: dealRoomInterest.organisationId,
        memberUserId: dealRoomInterest.memberUserId,
        memberName: user.name,
        status: dealRoomInterest.status,
        amount: dealRoomInterest.amount,
        changedAt: dealRoomInterest.changedAt,
      },
    )
    .from(dealRoomInterest)
    .leftJoin(user, eq(user.id, dealRoomInterest.memberUserId))
    .where(inArray(dealRoomInterest.roomId, [...roomIds]))
    .orderBy(
      dealRoomInterest.roomId,
      dealRoomInterest.organisationId,
      dealRoomInterest.memberUserId,
      desc(dealRoomInterest.changedAt),
      desc(dealRoomInterest.id),
    )
}

export type InterestRow = Awaited<ReturnType<typeof currentInterests>>[number]

/**
 * One fund's line: its own, or for an angel network the sum of its members' lines — committed
 * when any member committed, interested when any is, passed when all passed.
 */
export function fundLine(rows: readonly InterestRow[]) {
  const committed = rows.filter((row) => row.status === 'committed')
  const status: DealRoomInterest | null =
    committed.length > 0
      ? 'committed'
      : rows.some((row) => row.status === 'interested')
        ? 'interested'
        : rows.length > 0
          ? 'passed'
          : null
  const amount = rows.reduce((sum, row) => sum + (row.amount ?? 0), 0)
  return {
    status,
    amount: rows.length > 0 && status !== 'passed' ? amount : null,
    committed: committed.reduce((sum, row) => sum + (row.amount ?? 0), 0),
  }
}

/** The room's funds in it as far as the founders agreed: the lead, and the co-investors shared. */
export function countsInRoom(
  room: Room,
  consents: Map<string, DealRoomConsent>,
  organisationId: string,
) {
  return organisationId === room.leadOrgId || consents.get(organisationId) === 'accepted'
}

export async function consentsOf(db: Database, roomIds: readonly string[]) {
  if (roomIds.length === 0) return []
  return db
    .select({
      roomId: dealRoomFund.roomId,
      organisationId: dealRoomFund.organisationId,
      consent: dealRoomFund.consent,
      note: dealRoomFund.note,
      invitedAt: dealRoomFund.invitedAt,
      decidedAt: dealRoomFund.decidedAt,
      preApproved: dealRoomFund.preApproved,
      inviterName: user.name,
    })
    .from(dealRoomFund)
    .leftJoin(user, eq(user.id, dealRoomFund.invitedBy))
    .where(inArray(dealRoomFund.roomId, [...roomIds]))
    .orderBy(asc(dealRoomFund.invitedAt))
}

/** Per room, the committed total of the funds in it (the lead and the co-investors shared). */
export async function committedTotals(db: Database, rooms: readonly Room[]) {
  const ids = rooms.map((room) => room.id)
  const [interests, funds] = await Promise.all([currentInterests(db, ids), consentsOf(db, ids)])
  const totals = new Map<string, number>()
  for (const room of rooms) {
    const consents = new Map(
      funds.filter((f) => f.roomId === room.id).map((f) => [f.organisationId, f.consent]),
    )
    const total = interests
      .filter((row) => row.roomId === room.id && countsInRoom(room, consents, row.organisationId))
      .reduce((sum, row) => sum + (row.status === 'committed' ? (row.amount ?? 0) : 0), 0)
    totals.set(room.id, total)
  }
  return totals
}
