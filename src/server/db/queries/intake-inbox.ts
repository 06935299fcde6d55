import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm'

import { overallOf, type RatingScores } from '@/domain/applications/ratings'
import type { IntakeStatus } from '@/domain/intake/intake'

import type { Database } from '@/server/db/client'
import {
  application,
  channel,
  intakeAttachment,
  intakeEntry,
  intakeNote,
  intakeRating,
  investorList,
  investorListIntake,
  organisation,
  storedFile,
  user,
} from '@/server/db/schema'

import { ratingsView } from './ratings-view'

/** How many entries the Inbox shows a tab at once; older ones stay, and are found by moving them. */
export const inboxPageSize = 200
export const notesPerEntry = 200

const entryOf = (organisationId: string, entryId: string) =>
  and(eq(intakeEntry.id, entryId), eq(intakeEntry.organisationId, organisationId))

/** Entries per status, for the menu and the tabs. */
export async function inboxCounts(db: Database, organisationId: string) {
  const rows = await db
    .select({ status: intakeEntry.status, count: count() })
    .from(intakeEntry)
    .where(eq(intakeEntry.organisationId, organisationId))
    .groupBy(intakeEntry.status)
  const counts: Record<IntakeStatus, number> = {
    new: 0,
    invited: 0,
    claimed: 0,
    not_for_us: 0,
    archived: 0,
  }
  for (const row of rows) counts[row.status] = row.count
  return counts
}

/**
 * The listed entry's id, named with its table: a select from one table names its columns bare,
 * and a bare "id" inside the counts' subqueries would be the counted row's own id.
 */
const listedEntryId = sql`${intakeEntry}.${sql.identifier('id')}`

/** One tab of the Inbox, newest first: what a row shows. */
export async function listInboxEntries(
  db: Database,
  { organisationId, status }: { organisationId: string; status: IntakeStatus },
) {
  return db
    .select({
      id: intakeEntry.id,
      receivedAt: intakeEntry.receivedAt,
      subject: intakeEntry.subject,
      senderName: intakeEntry.senderName,
      senderEmail: intakeEntry.senderEmail,
      originalSenderName: intakeEntry.originalSenderName,
      originalSenderEmail: intakeEntry.originalSenderEmail,
      startupName: intakeEntry.startupName,
      startupWebsite: intakeEntry.startupWebsite,
      status: intakeEntry.status,
      deckCount: sql<number>`(select count(*)::int from ${intakeAttachment} where ${intakeAttachment.entryId} = ${listedEntryId})`,
      noteCount: sql<number>`(select count(*)::int from ${intakeNote} where ${intakeNote.entryId} = ${listedEntryId})`,
      ratingCount: sql<number>`(select count(*)::int from ${intakeRating} where ${intakeRating.entryId} = ${listedEntryId})`,
    })
    .from(intakeEntry)
    .where(and(eq(intakeEntry.organisationId, organisationId), eq(intakeEntry.status, status)))
    .orderBy(desc(intakeEntry.receivedAt), desc(intakeEntry.id))
    .limit(inboxPageSize)
}

/** Who sent the entry's claim link, by name (null once their account is gone). */
export const invitedByName = sql<
  string | null
>`(select ${user.name} from ${user} where ${user.id} = ${intakeEntry.invitedBy})`

/** The entry as the Inbox's screen shows it, or null when it is not one of the fund's. */
export async function findInboxEntry(
  db: Database,
  {
    organisationId,
    entryId,
    viewerId,
  }: { organisationId: string; entryId: string; viewerId: string },
) {
  const [entry] = await db
    .select({
      id: intakeEntry.id,
      receivedAt: intakeEntry.receivedAt,
      subject: intakeEntry.subject,
      bodyText: intakeEntry.bodyText,
      links: intakeEntry.links,
      skippedAttachments: intakeEntry.skippedAttachments,
      senderName: intakeEntry.senderName,
      senderEmail: intakeEntry.senderEmail,
      originalSenderName: intakeEntry.originalSenderName,
      originalSenderEmail: intakeEntry.originalSenderEmail,
      startupName: intakeEntry.startupName,
      startupWebsite: intakeEntry.startupWebsite,
      startupEmail: intakeEntry.startupEmail,
      status: intakeEntry.status,
      invitedEmail: intakeEntry.invitedEmail,
      invitedAt: intakeEntry.invitedAt,
      invitedBy: invitedByName,
      inviteNote: intakeEntry.inviteNote,
      claimExpiresAt: intakeEntry.claimExpiresAt,
      channelId: intakeEntry.channelId,
      channelTitle: channel.title,
      claimedAt: intakeEntry.claimedAt,
      startupOrgId: intakeEntry.startupOrgId,
      claimedStartupName: organisation.name,
      applicationId: intakeEntry.applicationId,
      applicationStatus: application.status,
      answeredAt: intakeEntry.answeredAt,
    })
    .from(intakeEntry)
    .leftJoin(channel, eq(channel.id, intakeEntry.channelId))
    .leftJoin(organisation, eq(organisation.id, intakeEntry.startupOrgId))
    .leftJoin(application, eq(application.id, intakeEntry.applicationId))
    .where(entryOf(organisationId, entryId))
    .limit(1)
  if (!entry) return null

  const [decks, notes, ratings, lists] = await Promise.all([
    db
      .select({
        fileId: storedFile.id,
        name: storedFile.originalName,
        byteSize: storedFile.byteSize,
        pageCount: storedFile.pageCount,
      })
      .from(intakeAttachment)
      .innerJoin(storedFile, eq(storedFile.id, intakeAttachment.fileId))
      .where(eq(intakeAttachment.entryId, entryId))
      .orderBy(asc(intakeAttachment.position)),
    db
      .select({
        id: intakeNote.id,
        body: intakeNote.body,
        createdAt: intakeNote.createdAt,
        authorId: intakeNote.authorId,
        authorName: user.name,
      })
      .from(intakeNote)
      .leftJoin(user, eq(user.id, intakeNote.authorId))
      .where(eq(intakeNote.entryId, entryId))
      .orderBy(desc(intakeNote.createdAt)),
    db
      .select({
        userId: intakeRating.userId,
        name: user.name,
        scores: intakeRating.scores,
        overall: intakeRating.overall,
        comment: intakeRating.comment,
        updatedAt: intakeRating.updatedAt,
      })
      .from(intakeRating)
      .innerJoin(user, eq(user.id, intakeRating.userId))
      .where(eq(intakeRating.entryId, entryId))
      .orderBy(asc(user.name)),
    db
      .select({ id: investorList.id, name: investorList.name })
      .from(investorListIntake)
      .innerJoin(investorList, eq(investorList.id, investorListIntake.listId))
      .where(eq(investorListIntake.entryId, entryId))
      .orderBy(asc(investorList.name)),
  ])
  const { channelId, channelTitle, startupOrgId, claimedStartupName, ...rest } = entry
  const { applicationId, applicationStatus, ...shown } = rest
  return {
    ...shown,
    channel: channelId ? { id: channelId, title: channelTitle ?? '' } : null,
    startup: startupOrgId ? { id: startupOrgId, name: claimedStartupName ?? '' } : null,
    application:
      applicationId && applicationStatus ? { id: applicationId, status: applicationStatus } : null,
    decks,
    notes: notes.map(({ authorId, ...note }) => ({ ...note, mine: authorId === viewerId })),
    ratings: ratingsView(ratings, viewerId),
    lists,
  }
}

/** The entry's state, if it is one of the fund's. */
export async function findEntryState(db: Database, organisationId: string, entryId: string) {
  const [row] = await db
    .select({
      id: intakeEntry.id,
      status: intakeEntry.status,
      subject: intakeEntry.subject,
      startupName: intakeEntry.startupName,
      invitedAt: intakeEntry.invitedAt,
    })
    .from(intakeEntry)
    .where(entryOf(organisationId, entryId))
    .limit(1)
  return row ?? null
}

export async function updateEntryDetails(
  db: Database,
  organisationId: string,
  input: {
    entryId: string
    startupName: string | null
    startupWebsite: string | null
    startupEmail: string | null
  },
) {
  const { entryId, ...details } = input
  const rows = await db
    .update(intakeEntry)
    .set(details)
    .where(entryOf(organisationId, entryId))
    .returning({ id: intakeEntry.id })
  return rows.length > 0
}

/**
 * Archives an entry, or brings it back: to Invited when a claim link went out, else to New. A
 * claimed entry stays claimed: its startup is in the pipeline now.
 */
export async function archiveEntry(
  db: Database,
  {
    organisationId,
    entryId,
    archived,
    userId,
  }: {
    organisationId: string
    entryId: string
    archived: boolean
    userId: string
  },
): Promise<'ok' | 'not-found' | 'claimed'> {
  const found = await findEntryState(db, organisationId, entryId)
  if (!found) return 'not-found'
  if (found.status === 'claimed') return 'claimed'
  const status: IntakeStatus = archived ? 'archived' : found.invitedAt ? 'invited' : 'new'
  await db
    .update(intakeEntry)
    .set({ status, statusChangedAt: new Date(), statusChangedBy: userId })
    .where(and(entryOf(organisationId, entryId), ne(intakeEntry.status, 'claimed')))
  return 'ok'
}

export async function addEntryNote(
  db: Database,
  { entryId, authorId, body }: { entryId: string; authorId: string; body: string },
): Promise<{ id: string } | 'full'> {
  const [{ value } = { value: 0 }] = await db
    .select({ value: count() })
    .from(intakeNote)
    .where(eq(intakeNote.entryId, entryId))
  if (value >= notesPerEntry) return 'full'
  const [row] = await db
    .insert(intakeNote)
    .values({ entryId, authorId, body })
    .returning({ id: intakeNote.id })
  return row!
}

/** Only the author removes a note. */
export async function removeEntryNote(
  db: Database,
  { organisationId, noteId, userId }: { organisationId: string; noteId: string; userId: string },
): Promise<'ok' | 'not-found' | 'not-author'> {
  const [row] = await db
    .select({ authorId: intakeNote.authorId })
    .from(intakeNote)
    .innerJoin(intakeEntry, eq(intakeEntry.id, intakeNote.entryId))
    .where(and(eq(intakeNote.id, noteId), eq(intakeEntry.organisationId, organisationId)))
    .limit(1)
  if (!row) return 'not-found'
  if (row.authorId !== userId) return 'not-author'
  await db.delete(intakeNote).where(eq(intakeNote.id, noteId))
  return 'ok'
}

export async function upsertEntryRating(
  db: Database,
  {
    entryId,
    userId,
    scores,
    comment,
  }: {
    entryId: string
    userId: string
    scores: RatingScores
    comment: string | null
  },
) {
  const now = new Date()
  const values = { scores, overall: overallOf(scores), comment, updatedAt: now }
  await db
    .insert(intakeRating)
    .values({ entryId, userId, ...values, createdAt: now })
    .onConflictDoUpdate({ target: [intakeRating.entryId, intakeRating.userId], set: values })
  return { overall: values.overall }
}

/** Puts the entry on one of the fund's lists, or takes it off; false when the list is not theirs. */
export async function setEntryOnList(
  db: Database,
  {
    organisationId,
    entryId,
    listId,
    userId,
    on,
  }: {
    organisationId: string
    entryId: string
    listId: string
    userId: string
    on: boolean
  },
): Promise<boolean> {
  const [list] = await db
    .select({ id: investorList.id })
    .from(investorList)
    .where(and(eq(investorList.id, listId), eq(investorList.organisationId, organisationId)))
    .limit(1)
  if (!list) return false
  if (on) {
    await db
      .insert(investorListIntake)
      .values({ listId, entryId, addedBy: userId })
      .onConflictDoNothing()
  } else {
    await db
      .delete(investorListIntake)
      .where(and(eq(investorListIntake.listId, listId), eq(investorListIntake.entryId, entryId)))
  }
  return true
}

/** The Inbox entries on a list (not yet claimed: a claimed one's startup is on it instead). */
export async function listIntakeOnList(db: Database, listId: string) {
  return db
    .select({
      entryId: intakeEntry.id,
      startupName: intakeEntry.startupName,
      subject: intakeEntry.subject,
      status: intakeEntry.status,
      receivedAt: intakeEntry.receivedAt,
      addedAt: investorListIntake.addedAt,
    })
    .from(investorListIntake)
    .innerJoin(intakeEntry, eq(intakeEntry.id, investorListIntake.entryId))
    .where(and(eq(investorListIntake.listId, listId), ne(intakeEntry.status, 'claimed')))
    .orderBy(desc(investorListIntake.addedAt))
}

/** Records that the sender was answered "Not for us". */
export async function markEntryDeclined(
  db: Database,
  { organisationId, entryId, userId }: { organisationId: string; entryId: string; userId: string },
) {
  const now = new Date()
  await db
    .update(intakeEntry)
    .set({ status: 'not_for_us', answeredAt: now, statusChangedAt: now, statusChangedBy: userId })
    .where(
      and(
        entryOf(organisationId, entryId),
        inArray(intakeEntry.status, ['new', 'invited', 'archived']),
      ),
    )
}
