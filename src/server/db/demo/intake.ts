/**
 * The demo fund's deal intake (docs/decisions/0048, issue 35): entries received at its address
 * over the last two weeks, read as the intake server reads mail (the forward's quoted headers, the
 * links, the guessed startup), with a teammate's note and rating, one answered "Not for us" and
 * one claimed by the founder of a startup that then applied to one of the fund's channels. The
 * decks' bytes need the file storage, so `attachDemoIntakeDecks` (intake-decks.ts) adds them with
 * the demo's other files. Deterministic for a given seed, with its own faker.
 */
import { and, asc, desc, eq, gte, lt, lte, ne, type SQL } from 'drizzle-orm'

import { createFaker, type Faker } from '../../../../tests/factories'
import { overallOf } from '@/domain/applications/ratings'
import { claimLinkDays } from '@/domain/intake/inbox'
import type { Database } from '@/server/db/client'
import {
  application,
  channel,
  founder,
  intakeEntry,
  intakeNote,
  intakeRating,
  member,
  startupProfile,
} from '@/server/db/schema'
import { findForward } from '@/server/intake/forwarded'
import { extractLinks, guessStartup } from '@/server/intake/guess'

import { day } from './data-set'
import { claimedMail, demoMails, type DemoMail } from './intake-mail'

export type DemoIntakeInput = {
  seed: number
  now: Date
  organisationId: string
  /** The fund's members: the demo investor first, then the teammates. */
  memberIds: readonly string[]
  /** The demo founder's startup, which the claimed entry is never about. */
  demoStartupOrgId: string
}

type EntryRow = typeof intakeEntry.$inferInsert

const hour = 60 * 60 * 1000

/** The entry's columns as the intake server fills them from the message (src/server/intake). */
function receivedEntry(faker: Faker, organisationId: string, mail: DemoMail, receivedAt: Date) {
  const forward = findForward(mail.bodyText)
  const sender = { name: mail.senderName, email: mail.senderEmail }
  const links = extractLinks(mail.bodyText, null)
  const guess = guessStartup({
    subject: forward?.subject ?? mail.subject,
    author: forward?.from.email ? forward.from : sender,
    links,
  })
  return {
    id: faker.string.uuid(),
    organisationId,
    receivedAt,
    messageId: mail.messageId,
    envelopeSender: mail.senderEmail,
    senderName: mail.senderName,
    senderEmail: mail.senderEmail,
    originalSenderName: forward?.from.name ?? null,
    originalSenderEmail: forward?.from.email ?? null,
    subject: mail.subject,
    bodyText: mail.bodyText,
    links,
    skippedAttachments: mail.skipped,
    startupName: guess.name,
    startupWebsite: guess.website,
    startupEmail: guess.email,
  } satisfies EntryRow
}

/**
 * An application to one of the fund's channels, from a startup other than the demo founder's,
 * submitted between `from` and `to` days ago: the earliest, so its claim fits in the two weeks.
 */
async function recentApplication(db: Database, input: DemoIntakeInput, range?: [number, number]) {
  const at = (days: number) => new Date(input.now.getTime() - days * day)
  const when: SQL[] = range
    ? [lte(application.submittedAt, at(range[0])), gte(application.submittedAt, at(range[1]))]
    : [lt(application.submittedAt, input.now)]
  const [row] = await db
    .select({
      applicationId: application.id,
      channelId: application.channelId,
      channelTitle: channel.title,
      submittedAt: application.submittedAt,
      startupOrgId: application.startupOrgId,
      name: startupProfile.name,
      description: startupProfile.description,
      oneLiner: startupProfile.oneLiner,
      website: startupProfile.website,
      city: startupProfile.city,
      plannedRaise: startupProfile.plannedRaise,
    })
    .from(application)
    .innerJoin(channel, eq(channel.id, application.channelId))
    .innerJoin(startupProfile, eq(startupProfile.organisationId, application.startupOrgId))
    .where(
      and(
        eq(application.investorOrgId, input.organisationId),
        ne(application.startupOrgId, input.demoStartupOrgId),
        ...when,
      ),
    )
    .orderBy(
      range ? asc(application.submittedAt) : desc(application.submittedAt),
      asc(application.id),
    )
    .limit(1)
  return row
}

/** The first founder of the startup, with the account that claims: theirs, else the owner's. */
async function founderOf(db: Database, startupOrgId: string) {
  const [first] = await db
    .select({
      name: founder.name,
      title: founder.title,
      email: founder.email,
      userId: founder.userId,
    })
    .from(founder)
    .where(eq(founder.organisationId, startupOrgId))
    .orderBy(asc(founder.position), asc(founder.id))
    .limit(1)
  const [owner] = await db
    .select({ userId: member.userId })
    .from(member)
    .where(and(eq(member.organisationId, startupOrgId), eq(member.role, 'owner')))
    .orderBy(asc(member.createdAt), asc(member.userId))
    .limit(1)
  return first ? { ...first, userId: first.userId ?? owner?.userId ?? null } : null
}

/**
 * The entry a founder claimed: their cold email, the fund's invitation to apply to the channel,
 * the claim, then (a day later) the application, which the entry links to.
 */
async function claimedEntry(
  db: Database,
  faker: Faker,
  input: DemoIntakeInput,
  inviterId: string | null,
): Promise<EntryRow | null> {
  const picked =
    (await recentApplication(db, input, [3, 12])) ?? (await recentApplication(db, input))
  if (!picked) return null
  const person = await founderOf(db, picked.startupOrgId)
  if (!person?.email) return null
  const submitted = picked.submittedAt.getTime()
  const receivedAt = new Date(submitted - 2.6 * day)
  const invitedAt = new Date(submitted - 2.1 * day)
  const claimedAt = new Date(submitted - 1 * day)
  const mail = claimedMail({
    name: picked.name,
    description: picked.description,
    oneLiner: picked.oneLiner,
    website: picked.website,
    city: picked.city,
    plannedRaise: picked.plannedRaise,
    founderName: person.name,
    founderTitle: person.title,
  })
  return {
    id: faker.string.uuid(),
    organisationId: input.organisationId,
    receivedAt,
    messageId: `<CA${faker.string.alphanumeric(38)}@mail.gmail.com>`,
    envelopeSender: person.email,
    senderName: person.name,
    senderEmail: person.email,
    subject: mail.subject,
    bodyText: mail.bodyText,
    links: extractLinks(mail.bodyText, null),
    startupName: picked.name,
    startupWebsite: picked.website,
    startupEmail: person.email,
    status: 'claimed',
    statusChangedAt: claimedAt,
    statusChangedBy: person.userId,
    invitedEmail: person.email,
    invitedAt,
    invitedBy: inviterId,
    inviteNote: `Thank you for writing to us. We would like to review ${picked.name} properly: please apply to our ${picked.channelTitle}, so the whole team sees your full profile.`,
    channelId: picked.channelId,
    claimTokenHash: null,
    claimExpiresAt: new Date(invitedAt.getTime() + claimLinkDays * day),
    claimedAt,
    claimedBy: person.userId,
    startupOrgId: picked.startupOrgId,
    applicationId: picked.applicationId,
  }
}

export type DemoIntakeCounts = { entries: number; notes: number; ratings: number }

/** Inserts the demo fund's intake entries, notes and ratings; returns how many of each. */
export async function seedDemoIntake(
  db: Database,
  input: DemoIntakeInput,
): Promise<DemoIntakeCounts> {
  const faker = createFaker(input.seed + 48)
  const { now, organisationId, memberIds } = input
  const teammate = (place: number) => memberIds[place] ?? memberIds[0] ?? null
  const entries: EntryRow[] = []
  const notes: (typeof intakeNote.$inferInsert)[] = []
  const ratings: (typeof intakeRating.$inferInsert)[] = []

  const claimed = await claimedEntry(db, faker, input, teammate(2))
  if (claimed) entries.push(claimed)

  for (const mail of demoMails(now)) {
    const receivedAt = new Date(now.getTime() - mail.daysAgo * day)
    const entry: EntryRow = receivedEntry(faker, organisationId, mail, receivedAt)
    if (mail.answered) {
      const answeredAt = new Date(receivedAt.getTime() + mail.answered.afterDays * day)
      Object.assign(entry, {
        status: 'not_for_us',
        answeredAt,
        statusChangedAt: answeredAt,
        statusChangedBy: teammate(mail.answered.teammate),
      } satisfies Partial<EntryRow>)
    }
    entries.push(entry)
    for (const note of mail.notes ?? []) {
      notes.push({
        id: faker.string.uuid(),
        entryId: entry.id!,
        authorId: teammate(note.teammate),
        body: note.body,
        createdAt: new Date(receivedAt.getTime() + note.afterHours * hour),
      })
    }
    const userId = mail.rating && teammate(mail.rating.teammate)
    if (mail.rating && userId) {
      const at = new Date(receivedAt.getTime() + mail.rating.afterHours * hour)
      ratings.push({
        id: faker.string.uuid(),
        entryId: entry.id!,
        userId,
        scores: mail.rating.scores,
        overall: overallOf(mail.rating.scores),
        comment: mail.rating.comment,
        createdAt: at,
        updatedAt: at,
      })
    }
  }

  if (entries.length > 0) await db.insert(intakeEntry).values(entries)
  if (notes.length > 0) await db.insert(intakeNote).values(notes)
  if (ratings.length > 0) await db.insert(intakeRating).values(ratings)
  return { entries: entries.length, notes: notes.length, ratings: ratings.length }
}
