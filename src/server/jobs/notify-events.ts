import type { Database } from '@/server/db/client'
import {
  insertNotifications,
  loadEvents,
  markEventsNotified,
  membersWithPreferences,
} from '@/server/db/queries/notifications'
import type { Mailer } from '@/server/email/mailer'
import { bellLineFor, emailFor } from '@/server/notifications/messages'
import type { DigestScheduler } from './notify-digest'

/** Application events to tell of, and deal room events (./notify-deal-room-events.ts). */
export type NotifyEventsJob = { eventIds: string[]; dealRoomEventIds?: string[] }

/**
 * Tells people about application events: writes the bell lines and sends their emails, or
 * schedules the daily summary for those who chose one. Safe to run again for the same events (the
 * queue retries): a person gets each event's line and each email once.
 */
export function notifyEventsHandler({
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
  return async function notifyEvents({ eventIds }: NotifyEventsJob): Promise<void> {
    if (eventIds.length === 0) return
    const events = await loadEvents(db, [...new Set(eventIds)])
    const lines = events.map((event) => {
      const line = bellLineFor(event)
      const organisationId = line.audience === 'investor' ? event.investorOrgId : event.startupOrgId
      return { event, line, organisationId }
    })
    const people = await membersWithPreferences(db, [
      ...new Set(lines.map((l) => l.organisationId)),
    ])
    // The person who made a change is not told about it.
    const planned = lines.flatMap(({ event, line, organisationId }) =>
      people
        .filter(
          (person) => person.organisationId === organisationId && person.userId !== event.actorId,
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

    // Emails are keyed by event and person, so a run that stopped half-way mails, when retried,
    // exactly those it had not mailed yet.
    const now = new Date()
    const digests = new Set<string>()
    const emails = []
    for (const { event, line, person } of planned) {
      const email = emailFor(event, line, person, url)
      if (email === 'digest') digests.add(person.userId)
      else if (email) {
        emails.push({
          to: person.email,
          email,
          dedupeKey: `event:${event.eventId}:${person.userId}`,
          about: [event.startupOrgId, event.investorOrgId],
        })
      }
    }
    await mailer.sendMany(emails)
    for (const userId of digests) await scheduleDigest(userId, now)
    await markEventsNotified(
      db,
      events.map((event) => event.eventId),
    )
  }
}
