import type { Locale } from '@/lib/i18n/locales'
import type { Database } from '@/server/db/client'
import { speakingTo } from '@/server/http/request-context'
import type { NotificationRecipient } from '@/server/db/queries/notification-recipients'
import { loadEvents, markEventsNotified } from '@/server/db/queries/notifications'
import type { Mailer } from '@/server/email/mailer'
import { bellLineFor, emailFor } from '@/server/notifications/messages'
import { deliverLines } from './deliver-lines'
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
    await deliverLines(
      { db, mailer, scheduleDigest },
      events.map((event) => {
        // English whatever language the job runs in; each reader's own is said on demand.
        const line = speakingTo('en', () => bellLineFor(event))
        return {
          eventId: event.eventId,
          actorId: event.actorId,
          organisationId: line.audience === 'investor' ? event.investorOrgId : event.startupOrgId,
          line,
          lineIn: (locale: Locale) => speakingTo(locale, () => bellLineFor(event)),
          emailFor: (told: typeof line, person: NotificationRecipient) =>
            emailFor(event, told, person, url),
          about: [event.startupOrgId, event.investorOrgId],
        }
      }),
      'event',
    )
    await markEventsNotified(
      db,
      events.map((event) => event.eventId),
    )
  }
}
