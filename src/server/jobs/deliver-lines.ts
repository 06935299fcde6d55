import type { Database } from '@/server/db/client'
import {
  insertNotifications,
  membersWithPreferences,
  type NotificationRecipient,
} from '@/server/db/queries/notifications'
import type { Mailer } from '@/server/email/mailer'
import type { EmailTemplate } from '@/server/email/render'
import type { DigestScheduler } from './notify-digest'

type Line = {
  kind: Parameters<typeof insertNotifications>[1][number]['kind']
  title: string
  body: string | null
  link: string | null
}

/** One event's line for the members of one organisation, with what its email would be. */
export type PlannedLine<L extends Line> = {
  eventId: string
  /** Who made the change: they are not told about it. */
  actorId: string | null
  organisationId: string
  line: L
  /** The email for one reader: a template, their daily summary, or none by their preferences. */
  emailFor: (line: L, person: NotificationRecipient) => EmailTemplate | 'digest' | null
  /** The organisations an erasure finds the email by. */
  about: readonly string[]
}

/**
 * Tells each member of the lines' organisations (but the person who made the change): the bell
 * line, and the email or the daily summary by their preferences. Safe to run again for the same
 * events: the lines are keyed by event and person, the emails by `dedupeKey` (`{prefix}:{event}:
 * {person}`), so a run that stopped half-way mails, when retried, exactly those it had not.
 */
export async function deliverLines<L extends Line>(
  { db, mailer, scheduleDigest }: { db: Database; mailer: Mailer; scheduleDigest: DigestScheduler },
  lines: readonly PlannedLine<L>[],
  dedupePrefix: string,
): Promise<void> {
  const people = await membersWithPreferences(db, [
    ...new Set(lines.map((planned) => planned.organisationId)),
  ])
  const told = lines.flatMap((planned) =>
    people
      .filter(
        (person) =>
          person.organisationId === planned.organisationId && person.userId !== planned.actorId,
      )
      .map((person) => ({ planned, person })),
  )
  await insertNotifications(
    db,
    told.map(({ planned: { line, eventId }, person }) => ({
      userId: person.userId,
      kind: line.kind,
      title: line.title,
      body: line.body,
      link: line.link,
      eventId,
    })),
  )
  const now = new Date()
  const digests = new Set<string>()
  const emails = []
  for (const { planned, person } of told) {
    const email = planned.emailFor(planned.line, person)
    if (email === 'digest') digests.add(person.userId)
    else if (email) {
      emails.push({
        to: person.email,
        email,
        dedupeKey: `${dedupePrefix}:${planned.eventId}:${person.userId}`,
        about: planned.about,
      })
    }
  }
  await mailer.sendMany(emails)
  for (const userId of digests) await scheduleDigest(userId, now)
}
