import { readFileSync } from 'node:fs'

import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { createOrganisation } from '@/server/db/queries/organisations'
import { storedFile } from '@/server/db/schema'
import { cleanFileName } from '@/server/files/uploads'

import { setupTestApp } from '../support/app'

const app = setupTestApp()
const spoofed = 'invoice\u202Efdp.exe'

describe('file names as people see them', () => {
  it('lose bidirectional overrides and other invisible characters when uploaded', () => {
    expect(cleanFileName(spoofed)).toBe('invoicefdp.exe')
    expect(cleanFileName('deck\u200B\u2066final\u2069\uFEFF.pdf')).toBe('deckfinal.pdf')
    expect(cleanFileName('Krishi Setu – deck.pdf')).toBe('Krishi Setu – deck.pdf')
    expect(cleanFileName('सेतु डेक.pdf')).toBe('सेतु डेक.pdf')
  })

  it('are cleaned in stored files by the migration', async () => {
    const db = app().services.db
    const org = await createOrganisation(db, { kind: 'startup', name: 'Kayal Robotics' })
    const [row] = await db
      .insert(storedFile)
      .values({
        organisationId: org.id,
        kind: 'deck',
        storageKey: 'k/1.pdf',
        contentType: 'application/pdf',
        byteSize: 10,
        originalName: spoofed,
      })
      .returning({ id: storedFile.id })
    const migration = readFileSync('drizzle/0005_file-names-without-format-characters.sql', 'utf8')
    for (const statement of migration.split('--> statement-breakpoint'))
      await db.execute(sql.raw(statement))
    const [after] = await db.select().from(storedFile).where(eq(storedFile.id, row!.id))
    expect(after!.originalName).toBe('invoicefdp.exe')
  })
})
