import { and, eq } from 'drizzle-orm'

import type { Database } from '../client'
import { founder, startupProfile, storedFile } from '../schema'

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

export type FileSlotOutcome =
  | { kind: 'stored'; id: string; replacedKey: string | null }
  | { kind: 'no-founder' }
  | { kind: 'no-profile' }

/**
 * Records an uploaded file and puts it in its slot (the startup's logo or deck, or a founder's
 * photo), deleting the row of the file it replaces, in one transaction. Answers the replaced
 * file's storage key: its bytes may go once this has committed.
 */
export async function storeFileInSlot(
  db: Database,
  file: NewStoredFile,
  founderId: string | null,
): Promise<FileSlotOutcome> {
  const organisationId = file.organisationId
  return db.transaction(async (tx) => {
    let previousId: string | null
    if (founderId) {
      const [slot] = await tx
        .select({ previous: founder.photoFileId })
        .from(founder)
        .where(and(eq(founder.id, founderId), eq(founder.organisationId, organisationId)))
        .for('update')
      if (!slot) return { kind: 'no-founder' }
      previousId = slot.previous
    } else {
      const column = file.kind === 'logo' ? 'logoFileId' : 'deckFileId'
      const [slot] = await tx
        .select({ previous: startupProfile[column] })
        .from(startupProfile)
        .where(eq(startupProfile.organisationId, organisationId))
        .for('update')
      if (!slot) return { kind: 'no-profile' }
      previousId = slot.previous
    }
    const [row] = await tx.insert(storedFile).values(file).returning({ id: storedFile.id })
    const id = row!.id
    if (founderId) {
      await tx
        .update(founder)
        .set({ photoFileId: id, updatedAt: new Date() })
        .where(and(eq(founder.id, founderId), eq(founder.organisationId, organisationId)))
    } else {
      await tx
        .update(startupProfile)
        .set({
          ...(file.kind === 'logo' ? { logoFileId: id } : { deckFileId: id }),
          updatedAt: new Date(),
        })
        .where(eq(startupProfile.organisationId, organisationId))
    }
    if (!previousId) return { kind: 'stored', id, replacedKey: null }
    const [previous] = await tx
      .delete(storedFile)
      .where(and(eq(storedFile.id, previousId), eq(storedFile.organisationId, organisationId)))
      .returning({ storageKey: storedFile.storageKey })
    return { kind: 'stored', id, replacedKey: previous?.storageKey ?? null }
  })
}
