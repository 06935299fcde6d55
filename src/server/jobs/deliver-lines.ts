import { loadCatalog } from '@/lib/i18n/catalog'
import type { Locale } from '@/lib/i18n/locales'
import type { Database } from '@/server/db/client'
import {
  membersWithPreferences,
  type NotificationRecipient,
} from '@/server/db/queries/notification-recipients'
import { insertNotifications } from '@/server/db/queries/notifications'
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
  /** The line in English: what the email is chosen by, and the bell of those who never chose. */
  line: L
  /** The line in another language, for the readers who chose it (decision 0050). */
  lineIn: (locale: Locale) => L
  /** The email for one reader: a template, their daily summary, or none by their preferences. */
  emailFor: (line: L, person: NotificationRecipient) => EmailTemplate | 'digest' | null
  /** The organisations an erasure finds the email by. */
  about: readonly string[]
}

/**
 * Tells each member of the lines' organisations (but the person who made the change): the bell
 * line, in their language (English for those who never chose one), and the email or the daily
 * summary by their preferences. Safe to run again for the same events: the lines are keyed by
 * event and person, the emails by `dedupeKey` (`{prefix}:{event}:{person}`), so a run that
 * stopped half-way mails, when retried, exactly those it had not.
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
  // Each line is said once per language its readers chose; the catalogs are loaded for it (the
  // server loads them at its start, a script or a test may not have).
  const languages = new Set(told.flatMap(({ person }) => person.language ?? []))
  await Promise.all([...languages].map((locale) => loadCatalog(locale)))
  const spoken = new Map<PlannedLine<L>, Map<Locale, L>>()
  const lineFor = (planned: PlannedLine<L>, locale: Locale | undefined): L => {
    if (!locale || locale === 'en') return planned.line
    let inLanguages = spoken.get(planned)
    if (!inLanguages) spoken.set(planned, (inLanguages = new Map()))
    let line = inLanguages.get(locale)
    if (!line) inLanguages.set(locale, (line = planned.lineIn(locale)))
    return line
  }
  await insertNotifications(
    db,
    told.map(({ planned, person }) => {
      const line = lineFor(planned, person.language)
      return {
        userId: person.userId,
        kind: line.kind,
        title: line.title,
        body: line.body,
        link: line.link,
        eventId: planned.eventId,
      }
    }),
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
