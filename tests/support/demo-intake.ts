/**
 * What the demo fund's deal intake must show (src/server/db/demo/intake.ts, issue 35): its
 * address, a cold email with a deck and a teammate's note and rating, a Gmail forward whose PowerPoint
 * was not kept, an Outlook forward with a deck, one entry answered "Not for us" and one claimed by
 * a founder who then applied to the channel the fund asked for. Checked by tests/integration/seed.test.ts.
 */
import { Readable } from 'node:stream'

import { and, asc, eq, inArray } from 'drizzle-orm'
import { expect } from 'vitest'

import { overallOf, type RatingScores } from '@/domain/applications/ratings'
import type { Database } from '@/server/db/client'
import { listIntakeEntries } from '@/server/db/queries/intake'
import {
  application,
  founder,
  intakeAddress,
  intakeEntry,
  intakeNote,
  intakeRating,
  investorProfile,
  member,
  storedFile,
} from '@/server/db/schema'
import { demoInvestorName } from '@/server/db/demo/seed'
import type { FileStorage, StoredObject } from '@/server/files/storage'

const day = 24 * 60 * 60 * 1000

async function bytesOf(object: StoredObject): Promise<Buffer> {
  if (Buffer.isBuffer(object.body)) return object.body
  const chunks: Buffer[] = []
  for await (const chunk of Readable.fromWeb(object.body as never)) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks)
}

export async function demoFundId(db: Database): Promise<string> {
  const [fund] = await db
    .select({ organisationId: investorProfile.organisationId })
    .from(investorProfile)
    .where(eq(investorProfile.displayName, demoInvestorName))
  if (!fund) throw new Error('no demo fund')
  return fund.organisationId
}

/** The entries as a seed makes them, to compare two runs with the same seed. */
export async function demoIntakeFingerprint(db: Database) {
  return db
    .select({
      id: intakeEntry.id,
      subject: intakeEntry.subject,
      status: intakeEntry.status,
      receivedAt: intakeEntry.receivedAt,
      applicationId: intakeEntry.applicationId,
    })
    .from(intakeEntry)
    .orderBy(asc(intakeEntry.id))
}

/** The demo fund's entries; `files` holds the decks' bytes once attachDemoIntakeDecks ran. */
export async function expectDemoIntake(db: Database, files: FileStorage, now: Date) {
  const orgId = await demoFundId(db)
  const [address] = await db
    .select({ token: intakeAddress.token })
    .from(intakeAddress)
    .where(eq(intakeAddress.organisationId, orgId))
  expect(address?.token).toMatch(/^[a-z0-9]{26}$/)

  const entries = await listIntakeEntries(db, orgId)
  const perStatus: Record<string, number> = {}
  for (const entry of entries) perStatus[entry.status] = (perStatus[entry.status] ?? 0) + 1
  expect(perStatus).toEqual({ new: 3, not_for_us: 1, claimed: 1 })
  for (const entry of entries) {
    expect(entry.receivedAt.getTime()).toBeLessThan(now.getTime())
    expect(entry.receivedAt.getTime()).toBeGreaterThan(now.getTime() - 16 * day)
    // Read like real mail: nothing says the data is made up.
    expect(`${entry.subject}\n${entry.bodyText}`).not.toMatch(/\bdemo|\btest|lorem/i)
  }

  const find = (test: (entry: (typeof entries)[number]) => boolean, what: string) => {
    const found = entries.filter(test)
    expect(found, what).toHaveLength(1)
    return found[0]!
  }
  const cold = find((e) => e.status === 'new' && e.originalSenderEmail === null, 'cold email')
  expect(cold).toMatchObject({
    senderEmail: 'nandini@jananisaathi.in',
    startupName: 'Janani Saathi',
    startupWebsite: 'https://jananisaathi.in',
    startupEmail: 'nandini@jananisaathi.in',
    skippedAttachments: [],
  })
  expect(cold.fileIds).toHaveLength(1)
  const fundMembers = await db
    .select({ userId: member.userId, role: member.role })
    .from(member)
    .where(eq(member.organisationId, orgId))
  const teammates = fundMembers.filter((m) => m.role === 'member').map((m) => m.userId)
  const notes = await db.select().from(intakeNote).where(eq(intakeNote.entryId, cold.id))
  expect(notes).toHaveLength(1)
  expect(teammates).toContain(notes[0]!.authorId)
  const ratings = await db.select().from(intakeRating).where(eq(intakeRating.entryId, cold.id))
  expect(ratings).toHaveLength(1)
  expect(teammates).toContain(ratings[0]!.userId)
  expect(ratings[0]!.overall).toBe(overallOf(ratings[0]!.scores as RatingScores))

  const gmail = find((e) => e.bodyText.includes('---------- Forwarded message ---------'), 'intro')
  expect(gmail).toMatchObject({
    status: 'new',
    senderEmail: 'rohan@tarkashlogistics.in',
    originalSenderEmail: 'aditya@gallacredit.in',
    startupName: 'Galla Credit',
    startupWebsite: 'https://gallacredit.in',
    startupEmail: 'aditya@gallacredit.in',
    skippedAttachments: [
      { name: 'Galla Credit - Seed deck.pptx', reason: 'Only PDF attachments are kept.' },
    ],
  })
  expect(gmail.links).toContain('https://gallacredit.in/merchants')
  expect(gmail.fileIds).toEqual([])

  const outlook = find((e) => /^Sent: /m.test(e.bodyText), 'accelerator forward')
  expect(outlook).toMatchObject({
    status: 'new',
    originalSenderEmail: 'farhan@pravahmobility.in',
    startupName: 'Pravah Mobility',
  })
  expect(outlook.fileIds).toHaveLength(1)

  const declined = find((e) => e.status === 'not_for_us', 'not for us')
  expect(declined.answeredAt!.getTime()).toBeGreaterThan(declined.receivedAt.getTime())
  expect(declined.answeredAt!.getTime()).toBeLessThan(now.getTime())
  expect(declined.fileIds).toEqual([])

  const claimed = find((e) => e.status === 'claimed', 'claimed')
  expect(claimed.claimTokenHash).toBeNull()
  const [applied] = await db
    .select()
    .from(application)
    .where(eq(application.id, claimed.applicationId!))
  expect(applied).toMatchObject({
    investorOrgId: orgId,
    startupOrgId: claimed.startupOrgId,
    channelId: claimed.channelId,
  })
  const [first] = await db
    .select({ email: founder.email, userId: founder.userId })
    .from(founder)
    .where(and(eq(founder.organisationId, applied!.startupOrgId), eq(founder.position, 0)))
  expect(claimed.invitedEmail).toBe(first?.email)
  expect(claimed.claimedBy).toBe(first?.userId)
  expect(claimed.receivedAt < claimed.invitedAt!).toBe(true)
  expect(claimed.invitedAt! < claimed.claimedAt!).toBe(true)
  expect(claimed.claimedAt! < applied!.submittedAt).toBe(true)

  const decks = await db
    .select()
    .from(storedFile)
    .where(inArray(storedFile.id, [...cold.fileIds, ...outlook.fileIds]))
  expect(decks.map((d) => d.pageCount).sort()).toEqual([7, 8])
  for (const deck of decks) {
    expect(deck).toMatchObject({
      organisationId: orgId,
      kind: 'deck',
      contentType: 'application/pdf',
    })
    const object = await files.get(deck.storageKey)
    expect(object, deck.originalName).not.toBeNull()
    const bytes = await bytesOf(object!)
    expect(bytes.byteLength).toBe(deck.byteSize)
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  }
}
