import { and, eq } from 'drizzle-orm'

import { fileUrl } from '@/domain/startups/file-rules'

import type { Database } from '@/server/db/client'
import { founder, investorProfile, startupProfile, storedFile } from '@/server/db/schema'

export type StoredFileRow = typeof storedFile.$inferSelect
type NewStoredFile = Omit<typeof storedFile.$inferInsert, 'id' | 'createdAt'>

export async function findStoredFile(db: Database, id: string): Promise<StoredFileRow | undefined> {
  const [file] = await db.select().from(storedFile).where(eq(storedFile.id, id)).limit(1)
  return file
}

/** The founder's id when they belong to the organisation; undefined otherwise. */
export async function findOwnFounderId(db: Database, organisationId: string, founderId: string) {
  const [row] = await db
    .select({ id: founder.id })
    .from(founder)
    .where(and(eq(founder.id, founderId), eq(founder.organisationId, organisationId)))
    .limit(1)
  return row?.id
}

/** What decides whether a startup's file is public: its company page and its current logo. */
export async function findFileOwnerProfile(db: Database, organisationId: string) {
  const [profile] = await db
    .select({
      isPublic: startupProfile.isPublic,
      logoFileId: startupProfile.logoFileId,
    })
    .from(startupProfile)
    .where(eq(startupProfile.organisationId, organisationId))
    .limit(1)
  return profile
}

/** An investor organisation's current logo, if it has a profile. */
export async function findInvestorLogoId(db: Database, organisationId: string) {
  const [profile] = await db
    .select({ logoFileId: investorProfile.logoFileId })
    .from(investorProfile)
    .where(eq(investorProfile.organisationId, organisationId))
    .limit(1)
  return profile ? profile.logoFileId : undefined
}

export type FileSlotOutcome =
  | { kind: 'stored'; id: string; replacedKey: string | null }
  | { kind: 'no-founder' }
  | { kind: 'no-profile' }

/** Where an uploaded file goes: a founder's photo, the startup's logo or deck, the investor's logo. */
export type FileSlot =
  | { owner: 'founder'; founderId: string }
  | { owner: 'startup' }
  | { owner: 'investor' }

/** The slot's current file, locked for the transaction; undefined when the slot does not exist. */
async function lockSlot(tx: Database, file: NewStoredFile, slot: FileSlot) {
  const organisationId = file.organisationId
  if (slot.owner === 'founder') {
    const [row] = await tx
      .select({ previous: founder.photoFileId })
      .from(founder)
      .where(and(eq(founder.id, slot.founderId), eq(founder.organisationId, organisationId)))
      .for('update')
    return row
  }
  if (slot.owner === 'investor') {
    const [row] = await tx
      .select({ previous: investorProfile.logoFileId })
      .from(investorProfile)
      .where(eq(investorProfile.organisationId, organisationId))
      .for('update')
    return row
  }
  const column = file.kind === 'logo' ? 'logoFileId' : 'deckFileId'
  const [row] = await tx
    .select({ previous: startupProfile[column] })
    .from(startupProfile)
    .where(eq(startupProfile.organisationId, organisationId))
    .for('update')
  return row
}

async function fillSlot(tx: Database, file: NewStoredFile, slot: FileSlot, id: string) {
  const organisationId = file.organisationId
  const updatedAt = new Date()
  if (slot.owner === 'founder') {
    await tx
      .update(founder)
      .set({ photoFileId: id, updatedAt })
      .where(and(eq(founder.id, slot.founderId), eq(founder.organisationId, organisationId)))
  } else if (slot.owner === 'investor') {
    await tx
      .update(investorProfile)
      .set({ logoFileId: id, updatedAt })
      .where(eq(investorProfile.organisationId, organisationId))
  } else {
    await tx
      .update(startupProfile)
      .set({ ...(file.kind === 'logo' ? { logoFileId: id } : { deckFileId: id }), updatedAt })
      .where(eq(startupProfile.organisationId, organisationId))
  }
}

/**
 * Records an uploaded file and puts it in its slot (the startup's logo or deck, a founder's
 * photo, the investor's logo), deleting the row of the file it replaces, in one transaction.
 * Answers the replaced file's storage key: its bytes may go once this has committed.
 */
export async function storeFileInSlot(
  db: Database,
  file: NewStoredFile,
  slot: FileSlot,
): Promise<FileSlotOutcome> {
  return db.transaction(async (tx) => {
    const locked = await lockSlot(tx, file, slot)
    if (!locked) return { kind: slot.owner === 'founder' ? 'no-founder' : 'no-profile' }
    const [row] = await tx.insert(storedFile).values(file).returning({ id: storedFile.id })
    const id = row!.id
    await fillSlot(tx, file, slot, id)
    if (!locked.previous) return { kind: 'stored', id, replacedKey: null }
    const [previous] = await tx
      .delete(storedFile)
      .where(
        and(eq(storedFile.id, locked.previous), eq(storedFile.organisationId, file.organisationId)),
      )
      .returning({ storageKey: storedFile.storageKey })
    return { kind: 'stored', id, replacedKey: previous?.storageKey ?? null }
  })
}

/** What a file's summary shows of it: its name, size and type. */
export const fileSummaryColumns = {
  id: storedFile.id,
  originalName: storedFile.originalName,
  byteSize: storedFile.byteSize,
  contentType: storedFile.contentType,
}

/** A file's name, size and type with its address, for the screen that shows or replaces it. */
export async function fileSummary(db: Database, id: string | null) {
  if (!id) return null
  const [row] = await db.select(fileSummaryColumns).from(storedFile).where(eq(storedFile.id, id))
  return row ? { ...row, url: fileUrl(row.id) } : null
}
