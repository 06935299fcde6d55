import type { Database } from '@/server/db/client'
import { loadRoomEvents, markRoomEventsNotified } from '@/server/db/queries/deal-room-events'
import { insertNotifications, membersWithPreferences } from '@/server/db/queries/notifications'
import type { Mailer } from '@/server/email/mailer'
import { roomEmailFor, roomLinesFor } from '@/server/notifications/deal-room-messages'
import type { DigestScheduler } from './notify-digest'

export type NotifyDealRoomEventsJob = { dealRoomEventIds: string[] }

/**
 * Tells people about deal-room events (docs/decisions/0047): the bell lines, and the emails by
 * each person's preferences, or their daily summary. Safe to run again for the same events: a
 * person gets each event's line and each email once.
 */
export function notifyDealRoomEventsHandler({
  db,
  mailer,
  url,
  scheduleDigest,
}: {
  db: Database
  mailer: Mailer
  url: (path: string) => string
  scheduleDigest: DigestScheduler
}) {
  return async function notifyDealRoomEvents({
    dealRoomEventIds,
  }: NotifyDealRoomEventsJob): Promise<void> {
    if (dealRoomEventIds.length === 0) return
    const events = await loadRoomEvents(db, [...new Set(dealRoomEventIds)])
    const lines = events.flatMap((event) => roomLinesFor(event).map((line) => ({ event, line })))
    const people = await membersWithPreferences(db, [
      ...new Set(lines.map(({ line }) => line.organisationId)),
    ])
    // The person who made a change is not told about it.
    const planned = lines.flatMap(({ event, line }) =>
      people
        .filter(
          (person) =>
            person.organisationId === line.organisationId && person.userId !== event.actorId,
        )
        .map((person) => ({ event, line, person })),
    )

    await insertNotifications(
      db,
      planned.map(({ event, line, person }) => ({
        userId: person.userId,
        kind: line.kind,
        title: line.title,
        body: line.body,
        link: line.link,
        eventId: event.eventId,
      })),
    )

    const now = new Date()
    const digests = new Set<string>()
    const emails = []
    for (const { event, line, person } of planned) {
      const email = roomEmailFor(line, person, url)
      if (email === 'digest') digests.add(person.userId)
      else if (email) {
        emails.push({
          to: person.email,
          email,
          dedupeKey: `room-event:${event.eventId}:${person.userId}`,
          // An erasure of the startup, or of a fund it names, finds it by these.
          about: [...new Set([event.startupOrgId, event.leadOrgId, event.organisationId])],
        })
      }
    }
    await mailer.sendMany(emails)
    for (const userId of digests) await scheduleDigest(userId, now)
    await markRoomEventsNotified(
      db,
      events.map((event) => event.eventId),
    )
  }
}
