/**
 * The decks of the demo fund's intake entries (docs/decisions/0048): real PDFs, made like the demo
 * startup's deck and kept as the intake server keeps an attachment that passed the upload checks,
 * a `deck` file of the fund under a storage key of its own. Run with the demo's other files
 * (scripts/seed.ts); an entry that has its deck is left alone, so running it again adds nothing.
 */
import { randomUUID } from 'node:crypto'

import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm'

import type { Database } from '@/server/db/client'
import { simplePdf } from '@/server/db/demo-files'
import { intakeAttachment, intakeEntry, investorProfile, storedFile } from '@/server/db/schema'
import { deleteQuietly, type FileStorage } from '@/server/files/storage'
import { checkFile } from '@/server/files/uploads'

import { demoInvestorName } from './data-set'
import { demoMailDecks } from './intake-mail'

/** Stores the decks of the demo fund's entries that have none yet; answers how many it added. */
export async function attachDemoIntakeDecks(
  db: Database,
  files: FileStorage,
  investorName = demoInvestorName,
): Promise<number> {
  const decks = demoMailDecks()
  const waiting = await db
    .select({
      id: intakeEntry.id,
      organisationId: intakeEntry.organisationId,
      messageId: intakeEntry.messageId,
      receivedAt: intakeEntry.receivedAt,
    })
    .from(intakeEntry)
    .innerJoin(investorProfile, eq(investorProfile.organisationId, intakeEntry.organisationId))
    .where(
      and(
        eq(investorProfile.displayName, investorName),
        inArray(intakeEntry.messageId, [...decks.keys()]),
        notExists(
          db
            .select({ one: sql`1` })
            .from(intakeAttachment)
            .where(eq(intakeAttachment.entryId, intakeEntry.id)),
        ),
      ),
    )
    .orderBy(asc(intakeEntry.receivedAt), asc(intakeEntry.id))

  let added = 0
  for (const entry of waiting) {
    const deck = entry.messageId ? decks.get(entry.messageId) : undefined
    if (!deck) continue
    const checked = await checkFile({
      kind: 'deck',
      founderId: undefined,
      originalName: deck.name,
      bytes: simplePdf(deck.slides),
    })
    const storageKey = `${entry.organisationId}/${randomUUID()}.${checked.extension}`
    await files.put(storageKey, checked.body, checked.contentType)
    try {
      await db.transaction(async (tx) => {
        const [file] = await tx
          .insert(storedFile)
          .values({
            organisationId: entry.organisationId,
            kind: 'deck',
            storageKey,
            contentType: checked.contentType,
            byteSize: checked.body.byteLength,
            originalName: deck.name,
            pageCount: checked.pageCount,
            uploadedBy: null,
            createdAt: entry.receivedAt,
          })
          .returning({ id: storedFile.id })
        await tx
          .insert(intakeAttachment)
          .values({ entryId: entry.id, fileId: file!.id, position: 0 })
      })
    } catch (error) {
      await deleteQuietly(files, storageKey)
      throw error
    }
    added++
  }
  return added
}
