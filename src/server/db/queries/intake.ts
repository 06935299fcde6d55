import { randomInt } from 'node:crypto'

import { eq, sql } from 'drizzle-orm'

import { intakeTokenAlphabet, intakeTokenLength } from '@/domain/intake/intake'

import type { Database } from '@/server/db/client'
import {
  intakeAddress,
  intakeAttachment,
  intakeEntry,
  storedFile,
  user,
  type SkippedAttachment,
} from '@/server/db/schema'

/** A new intake token: lower-case letters and digits from the system's secure random source. */
export function newIntakeToken(): string {
  let token = ''
  for (let i = 0; i < intakeTokenLength; i++) {
    token += intakeTokenAlphabet[randomInt(intakeTokenAlphabet.length)]
  }
  return token
}

export type IntakeAddressRow = {
  token: string
  regeneratedAt: Date | null
  regeneratedBy: string | null
}

async function readAddress(db: Database, organisationId: string) {
  const [row] = await db
    .select({
      token: intakeAddress.token,
      regeneratedAt: intakeAddress.regeneratedAt,
      regeneratedBy: user.name,
    })
    .from(intakeAddress)
    .leftJoin(user, eq(user.id, intakeAddress.regeneratedBy))
    .where(eq(intakeAddress.organisationId, organisationId))
    .limit(1)
  return row
}

/**
 * The fund's intake token. The database makes one with every investor organisation (drizzle/0038),
 * so reading it writes nothing; null only for an organisation that is not a fund.
 */
export async function findIntakeAddress(
  db: Database,
  organisationId: string,
): Promise<IntakeAddressRow | null> {
  return (await readAddress(db, organisationId)) ?? null
}

/** Replaces the fund's token: mail to the old address is refused from now on. */
export async function regenerateIntakeAddress(
  db: Database,
  organisationId: string,
  userId: string,
): Promise<IntakeAddressRow> {
  const now = new Date()
  await db
    .insert(intakeAddress)
    .values({ organisationId, token: newIntakeToken(), regeneratedAt: now, regeneratedBy: userId })
    .onConflictDoUpdate({
      target: intakeAddress.organisationId,
      set: { token: sql`excluded.token`, regeneratedAt: now, regeneratedBy: userId },
    })
  return (await readAddress(db, organisationId))!
}

/** The organisation whose current intake token this is; undefined for an unknown or old one. */
export async function findIntakeOrganisation(db: Database, token: string) {
  const [row] = await db
    .select({ organisationId: intakeAddress.organisationId })
    .from(intakeAddress)
    .where(eq(intakeAddress.token, token))
    .limit(1)
  return row?.organisationId
}

export type NewIntakeEntry = {
  organisationId: string
  messageId: string | null
  envelopeSender: string | null
  senderName: string | null
  senderEmail: string | null
  originalSenderName: string | null
  originalSenderEmail: string | null
  subject: string
  bodyText: string
  links: string[]
  skippedAttachments: SkippedAttachment[]
  startupName: string | null
  startupWebsite: string | null
  startupEmail: string | null
}

export type NewIntakeFile = {
  storageKey: string
  contentType: string
  byteSize: number
  originalName: string
  pageCount: number | null
}

/**
 * Records an entry and its decks (files of the fund) in one transaction. A message already
 * recorded for the fund (same Message-ID, e.g. delivered twice) is not recorded again: null, and
 * the caller drops the bytes it stored.
 */
export async function storeIntakeEntry(
  db: Database,
  entry: NewIntakeEntry,
  files: NewIntakeFile[],
): Promise<{ id: string } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(intakeEntry)
      .values(entry)
      .onConflictDoNothing({
        target: [intakeEntry.organisationId, intakeEntry.messageId],
        where: sql`${intakeEntry.messageId} is not null`,
      })
      .returning({ id: intakeEntry.id })
    if (!row) return null
    for (const [position, file] of files.entries()) {
      const [stored] = await tx
        .insert(storedFile)
        .values({ ...file, organisationId: entry.organisationId, kind: 'deck', uploadedBy: null })
        .returning({ id: storedFile.id })
      await tx.insert(intakeAttachment).values({ entryId: row.id, fileId: stored!.id, position })
    }
    return row
  })
}

/** The fund's entries with their decks' file ids, newest first (for tests and the Inbox). */
export async function listIntakeEntries(db: Database, organisationId: string) {
  const entries = await db
    .select()
    .from(intakeEntry)
    .where(eq(intakeEntry.organisationId, organisationId))
    .orderBy(sql`${intakeEntry.receivedAt} desc`)
  const attachments = await db
    .select({
      entryId: intakeAttachment.entryId,
      fileId: intakeAttachment.fileId,
      position: intakeAttachment.position,
    })
    .from(intakeAttachment)
    .innerJoin(intakeEntry, eq(intakeEntry.id, intakeAttachment.entryId))
    .where(eq(intakeEntry.organisationId, organisationId))
    .orderBy(intakeAttachment.position)
  return entries.map((entry) => ({
    ...entry,
    fileIds: attachments.filter((a) => a.entryId === entry.id).map((a) => a.fileId),
  }))
}
