import { alias } from 'drizzle-orm/pg-core'
import { and, asc, eq, gt, inArray, isNull, like, lt, lte, or, sql } from 'drizzle-orm'

import type { Database } from '@/server/db/client'
import {
  dealRoom,
  dealRoomEvent,
  dealRoomFund,
  notification,
  startupProfile,
  user,
} from '@/server/db/schema'

import { currentInterests, fundLine, fundNames } from './deal-room-figures'

// The event source of deal-room notifications (docs/decisions/0047, "Notifications (built)"):
// the deal-room writes record their events here in their own transaction, and the notifier's
// worker reads them back with what a notification about them names.

type NewRoomEvent = Omit<
  typeof dealRoomEvent.$inferInsert,
  'id' | 'createdAt' | 'notifyPending' | 'queuedAt'
>

/** Records an event of a room; call it inside the transaction of the change. */
export async function recordRoomEvent(tx: Database, event: NewRoomEvent): Promise<void> {
  await tx.insert(dealRoomEvent).values(event)
}

/**
 * Before a commitment is written: whether its own line, and the fund's line as the founders read
 * it, were committed already. A commitment that only changes an amount tells nobody.
 */
export async function commitmentsBefore(
  tx: Database,
  line: { roomId: string; organisationId: string; memberUserId: string | null },
) {
  const rows = (await currentInterests(tx, [line.roomId])).filter(
    (row) => row.organisationId === line.organisationId,
  )
  const own = rows.find((row) => row.memberUserId === line.memberUserId)
  return { line: own?.status === 'committed', fund: fundLine(rows).status === 'committed' }
}

/**
 * Claims (as queued `now`) the events whose notifications are not out and that no worker queued
 * since `staleBefore`, oldest first: two servers never claim the same event at once, and an event whose
 * job was lost is claimed again once it is stale.
 */
export async function claimPendingRoomEvents(
  db: Database,
  { now, staleBefore, limit }: { now: Date; staleBefore: Date; limit: number },
): Promise<string[]> {
  const due = db
    .select({ id: dealRoomEvent.id })
    .from(dealRoomEvent)
    .where(
      and(
        eq(dealRoomEvent.notifyPending, true),
        or(isNull(dealRoomEvent.queuedAt), lt(dealRoomEvent.queuedAt, staleBefore)),
      ),
    )
    .orderBy(asc(dealRoomEvent.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true })
  const rows = await db
    .update(dealRoomEvent)
    .set({ queuedAt: now })
    .where(inArray(dealRoomEvent.id, due))
    .returning({ id: dealRoomEvent.id, createdAt: dealRoomEvent.createdAt })
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map((row) => row.id)
}

export type RoomEventFacts = Awaited<ReturnType<typeof loadRoomEvents>>[number]

/**
 * The events still pending, with what their notifications name: the startup, the lead, the fund
 * concerned, the round, the invitation's note, and the room's funds whose share stands now.
 */
export async function loadRoomEvents(db: Database, eventIds: string[]) {
  if (eventIds.length === 0) return []
  const member = alias(user, 'member_user')
  const rows = await db
    .select({
      eventId: dealRoomEvent.id,
      kind: dealRoomEvent.kind,
      organisationId: dealRoomEvent.organisationId,
      preApproved: dealRoomEvent.preApproved,
      amount: dealRoomEvent.amount,
      fundBecameCommitted: dealRoomEvent.fundBecameCommitted,
      memberName: member.name,
      actorId: dealRoomEvent.actorId,
      roomId: dealRoom.id,
      startupOrgId: dealRoom.startupOrgId,
      leadOrgId: dealRoom.leadOrgId,
      roundName: dealRoom.roundName,
      amountSought: dealRoom.amountSought,
      startupName: startupProfile.name,
      note: dealRoomFund.note,
    })
    .from(dealRoomEvent)
    .innerJoin(dealRoom, eq(dealRoom.id, dealRoomEvent.roomId))
    .leftJoin(startupProfile, eq(startupProfile.organisationId, dealRoom.startupOrgId))
    .leftJoin(member, eq(member.id, dealRoomEvent.memberUserId))
    .leftJoin(
      dealRoomFund,
      and(
        eq(dealRoomFund.roomId, dealRoomEvent.roomId),
        eq(dealRoomFund.organisationId, dealRoomEvent.organisationId),
      ),
    )
    .where(and(inArray(dealRoomEvent.id, eventIds), eq(dealRoomEvent.notifyPending, true)))
    .orderBy(asc(dealRoomEvent.createdAt))
  const roomIds = [...new Set(rows.map((row) => row.roomId))]
  const [names, shared] = await Promise.all([
    fundNames(db, [...rows.map((row) => row.leadOrgId), ...rows.map((row) => row.organisationId)]),
    roomIds.length
      ? db
          .select({ roomId: dealRoomFund.roomId, organisationId: dealRoomFund.organisationId })
          .from(dealRoomFund)
          .where(and(inArray(dealRoomFund.roomId, roomIds), eq(dealRoomFund.consent, 'accepted')))
      : [],
  ])
  return rows.map((row) => ({
    ...row,
    startupName: row.startupName ?? '',
    leadName: names.get(row.leadOrgId) ?? '',
    fundName: names.get(row.organisationId) ?? '',
    /** The co-investors whose share stands now (the founders accepted and have not withdrawn). */
    sharedWith: shared
      .filter((fund) => fund.roomId === row.roomId)
      .map((fund) => fund.organisationId),
  }))
}

/** The events' notifications are out: the worker no longer claims them. */
export async function markRoomEventsNotified(db: Database, eventIds: string[]): Promise<void> {
  if (eventIds.length === 0) return
  await db
    .update(dealRoomEvent)
    .set({ notifyPending: false })
    .where(and(inArray(dealRoomEvent.id, eventIds), eq(dealRoomEvent.notifyPending, true)))
}

/**
 * The deal-room lines a fund's member was told of in the bell within the window, oldest first:
 * those their daily summary carries (a founder's lines never wait for one).
 */
export function roomLinesNotified(
  db: Database,
  userId: string,
  window: { since: Date; until: Date },
) {
  return db
    .select({
      title: notification.title,
      link: notification.link,
      startupOrgId: dealRoom.startupOrgId,
    })
    .from(notification)
    .innerJoin(dealRoomEvent, eq(dealRoomEvent.id, notification.eventId))
    .innerJoin(dealRoom, eq(dealRoom.id, dealRoomEvent.roomId))
    .where(
      and(
        eq(notification.userId, userId),
        inArray(notification.kind, [
          'deal_room_invited',
          'deal_room_consent',
          'deal_room_committed',
        ]),
        like(notification.link, '/investors/deal-rooms/%'),
        gt(notification.createdAt, window.since),
        lte(notification.createdAt, window.until),
      ),
    )
    .orderBy(asc(notification.createdAt), sql`${notification.id}`)
}

/**
 * Erasing an organisation takes the bell lines its rooms' events caused, as it does its
 * applications' (decision 0033): for a startup, every line of its rooms; for a fund, those of the
 * rooms it leads and of the events about it in other rooms. Call it before the rooms go.
 */
export async function deleteRoomLinesOf(tx: Database, organisationId: string): Promise<void> {
  await tx.delete(notification).where(
    inArray(
      notification.eventId,
      tx
        .select({ id: dealRoomEvent.id })
        .from(dealRoomEvent)
        .innerJoin(dealRoom, eq(dealRoom.id, dealRoomEvent.roomId))
        .where(
          or(
            eq(dealRoom.startupOrgId, organisationId),
            eq(dealRoom.leadOrgId, organisationId),
            eq(dealRoomEvent.organisationId, organisationId),
          ),
        ),
    ),
  )
}
