import type { Locale } from '@/lib/i18n/locales'
import type { Database } from '@/server/db/client'
import { loadRoomEvents, markRoomEventsNotified } from '@/server/db/queries/deal-room-events'
import type { NotificationRecipient } from '@/server/db/queries/notification-recipients'
import type { Mailer } from '@/server/email/mailer'
import { speakingTo } from '@/server/http/request-context'
import {
  roomEmailFor,
  roomLinesFor,
  type RoomBellLine,
} from '@/server/notifications/deal-room-messages'
import { deliverLines } from './deliver-lines'
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
    await deliverLines(
      { db, mailer, scheduleDigest },
      events.flatMap((event) => {
        // English whatever language the job runs in; each reader's own is said on demand, once
        // for all the event's lines (the same lines, in the same order, in every language).
        const lines = speakingTo('en', () => roomLinesFor(event))
        const inLanguages = new Map<Locale, RoomBellLine[]>()
        const linesIn = (locale: Locale) => {
          let spoken = inLanguages.get(locale)
          if (!spoken) {
            spoken = speakingTo(locale, () => roomLinesFor(event))
            inLanguages.set(locale, spoken)
          }
          return spoken
        }
        return lines.map((line, index) => ({
          eventId: event.eventId,
          actorId: event.actorId,
          organisationId: line.organisationId,
          line,
          lineIn: (locale: Locale) => linesIn(locale)[index]!,
          emailFor: (told: typeof line, person: NotificationRecipient) =>
            roomEmailFor(told, person, url),
          // An erasure of the startup, or of a fund it names, finds the email by these.
          about: [...new Set([event.startupOrgId, event.leadOrgId, event.organisationId])],
        }))
      }),
      'room-event',
    )
    await markRoomEventsNotified(
      db,
      events.map((event) => event.eventId),
    )
  }
}
