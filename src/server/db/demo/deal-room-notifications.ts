/**
 * The deal-room events of the demo's rooms, and the bell lines the demo investor and the demo
 * founder would have received from them, with the notifier's own wording (decision 0047). Runs
 * inside the demo seed's transaction, after the rooms: the events are marked told, so no email
 * goes out for them when the server starts.
 */
import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm'

import type { Database } from '@/server/db/client'
import { currentInterests } from '@/server/db/queries/deal-room-figures'
import { loadRoomEvents, markRoomEventsNotified } from '@/server/db/queries/deal-room-events'
import { dealRoom, dealRoomEvent, dealRoomFund, member, notification } from '@/server/db/schema'
import type { DealRoomEventKind } from '@/server/db/schema'
import { roomLinesFor } from '@/server/notifications/deal-room-messages'

const unreadPerPerson = 2

type NewEvent = typeof dealRoomEvent.$inferInsert

/** The events each room's rows record: invitations, the founders' answers, commitments. */
async function eventsOfRooms(db: Database, roomIds: string[]): Promise<NewEvent[]> {
  const funds = await db
    .select()
    .from(dealRoomFund)
    .where(inArray(dealRoomFund.roomId, roomIds))
    .orderBy(asc(dealRoomFund.invitedAt))
  const events: NewEvent[] = []
  for (const fund of funds) {
    const about = { roomId: fund.roomId, organisationId: fund.organisationId }
    events.push({ ...about, kind: 'invited', actorId: fund.invitedBy, createdAt: fund.invitedAt })
    if (fund.consent !== 'pending' && fund.decidedAt) {
      events.push({
        ...about,
        kind: `consent_${fund.consent}` as DealRoomEventKind,
        actorId: fund.decidedBy,
        createdAt: fund.decidedAt,
      })
    }
  }
  // A line's current commitment, as the room reads it today.
  for (const line of await currentInterests(db, roomIds)) {
    if (line.status !== 'committed') continue
    events.push({
      roomId: line.roomId,
      organisationId: line.organisationId,
      kind: 'committed',
      memberUserId: line.memberUserId,
      amount: line.amount,
      fundBecameCommitted: true,
      createdAt: line.changedAt,
    })
  }
  return events
}

export async function seedDemoDealRoomNotifications(
  db: Database,
  people: { userId: string; organisationId: string }[],
): Promise<void> {
  const orgIds = people.map((person) => person.organisationId)
  const rooms = await db
    .select({ id: dealRoom.id })
    .from(dealRoom)
    .leftJoin(dealRoomFund, eq(dealRoomFund.roomId, dealRoom.id))
    .where(
      or(
        inArray(dealRoom.leadOrgId, orgIds),
        inArray(dealRoom.startupOrgId, orgIds),
        and(isNotNull(dealRoomFund.roomId), inArray(dealRoomFund.organisationId, orgIds)),
      ),
    )
  const roomIds = [...new Set(rooms.map((room) => room.id))]
  if (roomIds.length === 0) return
  const events = await eventsOfRooms(db, roomIds)
  if (events.length === 0) return
  const inserted = await db
    .insert(dealRoomEvent)
    .values(events)
    .returning({ id: dealRoomEvent.id, createdAt: dealRoomEvent.createdAt })
  const ids = inserted.map((row) => row.id)
  const at = new Map(inserted.map((row) => [row.id, row.createdAt]))
  const facts = await loadRoomEvents(db, ids)
  await markRoomEventsNotified(db, ids)

  // Every member of the organisations told, as the notifier would; the demo's own people only.
  const readers = await db
    .select({ userId: member.userId, organisationId: member.organisationId })
    .from(member)
    .where(
      inArray(
        member.userId,
        people.map((person) => person.userId),
      ),
    )
  const rows: (typeof notification.$inferInsert)[] = []
  for (const reader of readers) {
    const lines = facts
      .filter((event) => event.actorId !== reader.userId)
      .flatMap((event) =>
        roomLinesFor(event)
          .filter((line) => line.organisationId === reader.organisationId)
          .map((line) => ({ event, line, createdAt: at.get(event.eventId)! })),
      )
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    lines.forEach(({ event, line, createdAt }, index) =>
      rows.push({
        userId: reader.userId,
        kind: line.kind,
        title: line.title,
        body: line.body,
        link: line.link,
        eventId: event.eventId,
        createdAt,
        readAt: index < unreadPerPerson ? null : new Date(createdAt.getTime() + 60 * 60 * 1000),
      }),
    )
  }
  if (rows.length > 0) await db.insert(notification).values(rows).onConflictDoNothing()
}
