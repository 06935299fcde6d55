// The Inbox of email intake and the founder's claim (docs/decisions/0048): a fund's tabs, details,
// notes, blind ratings, lists, archive, "Invite the founder" and "Not for us"; the claim that makes
// or fills the founder's startup, copies the deck and links the application.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'
import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'

import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'

import { overallOf } from '@/domain/applications/ratings'
import { storeIntakeEntry, type NewIntakeEntry } from '@/server/db/queries/intake'
import {
  intakeEntry,
  investorList,
  organisation,
  startupProfile,
  storedFile,
} from '@/server/db/schema'

import { createBareChannel } from '../factories/db'
import { signUp } from '../support/accounts'
import { setupTestApp, testOrigin } from '../support/app'
import { lastEmailTo, linkIn } from '../support/mail'
import { codeOf } from '../support/outcome'
import { founderOf, investorOf, teammateOf } from '../support/roles'
import { postTrpc } from '../support/trpc-post'

const filesDir = mkdtempSync(path.join(tmpdir(), 'sangam-intake-inbox-'))
const app = setupTestApp({ FILES_DIR: filesDir })
afterAll(() => rmSync(filesDir, { recursive: true, force: true }))

// A small real PDF: one page, as pdf.js counts it.
const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
)

const skipped = [{ name: 'financials.xlsx', reason: 'Only PDF attachments are kept.' }]
const bodyText =
  'Hi Kaveri team, Asha runs cold chains for smallholders around Mandya. Her deck is attached.'
const scores = { team: 4, market: 3, product: 4, traction: 2, fit: 5 }
const declineMessage =
  'Thank you for thinking of us: cold chains are outside what our fund invests in this year.'

const db = () => app().services.db
const as = (headers: Headers) => app().caller(headers)

/** Kaveri Capital: its owner, a teammate, an open and a closed channel and a list. */
async function fund(name = 'Kaveri Capital') {
  const owner = await investorOf(app(), name)
  const teammate = await teammateOf(app(), owner.organisationId, { name: 'Ravi Menon' })
  const channel = await createBareChannel(db(), {
    organisationId: owner.organisationId,
    title: 'Agritech seed call',
  })
  const closed = await createBareChannel(db(), {
    organisationId: owner.organisationId,
    title: 'Climate call 2025',
    status: 'closed',
  })
  const [list] = await db()
    .insert(investorList)
    .values({
      organisationId: owner.organisationId,
      name: 'Agritech watch',
      createdBy: owner.userId,
    })
    .returning({ id: investorList.id })
  return { owner, teammate, channel, closed, listId: list!.id }
}

/**
 * An email received at the fund's address, as the SMTP server stores it: an intro to Krishi Setu,
 * its deck's bytes in storage (unless `deck` is false) and a skipped spreadsheet.
 */
async function receive(
  organisationId: string,
  overrides: Partial<NewIntakeEntry> = {},
  { deck = true, receivedAt }: { deck?: boolean; receivedAt?: Date } = {},
) {
  const storageKey = `${organisationId}/${randomUUID()}.pdf`
  if (deck) await app().services.files.put(storageKey, pdfBytes, 'application/pdf')
  const entry = await storeIntakeEntry(
    db(),
    {
      organisationId,
      messageId: `<${randomUUID()}@mandya-angels.example>`,
      envelopeSender: 'ravi@mandya-angels.example',
      senderName: 'Ravi Gowda',
      senderEmail: 'ravi@mandya-angels.example',
      originalSenderName: 'Asha Rao',
      originalSenderEmail: 'asha@krishisetu.example',
      subject: 'Intro: Krishi Setu <> Kaveri Capital',
      bodyText,
      links: ['https://krishisetu.example/pilot'],
      skippedAttachments: skipped,
      startupName: 'Krishi Setu',
      startupWebsite: 'https://krishisetu.example',
      startupEmail: 'asha@krishisetu.example',
      ...overrides,
    },
    deck
      ? [
          {
            storageKey,
            contentType: 'application/pdf',
            byteSize: pdfBytes.byteLength,
            originalName: 'Krishi Setu deck.pdf',
            pageCount: 1,
          },
        ]
      : [],
  )
  if (receivedAt) {
    await db().update(intakeEntry).set({ receivedAt }).where(eq(intakeEntry.id, entry!.id))
  }
  return entry!.id
}

/** Invites the entry's founder at `email` and answers the token of the link the email holds. */
async function invite(
  headers: Headers,
  entryId: string,
  email: string,
  channelId: string | null = null,
) {
  const caller = await as(headers)
  const answer = await caller.investors.inbox.invite({
    entryId,
    email,
    channelId,
    note: 'We liked the cold-chain pilot.',
  })
  const sent = await lastEmailTo(app(), email, 'intake-claim')
  const token = linkIn(sent.text, `${testOrigin}/claim/`).pathname.split('/').pop()!
  return { answer, token, email: sent }
}

async function bytesOf(storageKey: string) {
  const stored = await app().services.files.get(storageKey)
  if (!stored) return null
  if (Buffer.isBuffer(stored.body)) return stored.body
  return buffer(Readable.fromWeb(stored.body as WebReadableStream))
}

async function profileOf(organisationId: string) {
  const [profile] = await db()
    .select()
    .from(startupProfile)
    .where(eq(startupProfile.organisationId, organisationId))
  return profile!
}

async function entryRow(entryId: string) {
  const [row] = await db().select().from(intakeEntry).where(eq(intakeEntry.id, entryId))
  return row!
}

describe('the Inbox', () => {
  it('counts entries per tab and lists each tab, newest first', async () => {
    const { owner, channel } = await fund()
    const other = await investorOf(app(), 'Deccan Angels')
    const first = await receive(owner.organisationId, {}, { receivedAt: new Date('2026-11-20') })
    const second = await receive(
      owner.organisationId,
      { subject: 'PayVeda – pitch deck' },
      { deck: false, receivedAt: new Date('2026-11-21') },
    )
    const invited = await receive(owner.organisationId)
    const archived = await receive(owner.organisationId)
    await invite(owner.headers, invited, 'asha@krishisetu.example', channel.id)
    const caller = await as(owner.headers)
    await caller.investors.inbox.archive({ entryId: archived, archived: true })

    expect(await caller.investors.inbox.counts()).toEqual({
      new: 2,
      invited: 1,
      claimed: 0,
      not_for_us: 0,
      archived: 1,
    })
    const tab = await caller.investors.inbox.list({})
    expect(tab.entries.map((e) => e.id)).toEqual([second, first])
    expect(tab.entries[0]).toMatchObject({
      subject: 'PayVeda – pitch deck',
      status: 'new',
      deckCount: 0,
      noteCount: 0,
      ratingCount: 0,
    })
    expect(tab.entries[1]).toMatchObject({
      subject: 'Intro: Krishi Setu <> Kaveri Capital',
      senderName: 'Ravi Gowda',
      originalSenderEmail: 'asha@krishisetu.example',
      startupName: 'Krishi Setu',
      startupWebsite: 'https://krishisetu.example',
      deckCount: 1,
    })
    expect(
      (await caller.investors.inbox.list({ status: 'invited' })).entries.map((e) => e.id),
    ).toEqual([invited])
    expect(
      (await caller.investors.inbox.list({ status: 'archived' })).entries.map((e) => e.id),
    ).toEqual([archived])
    expect((await caller.investors.inbox.list({ status: 'claimed' })).entries).toEqual([])

    // Another fund's Inbox is its own: empty.
    const theirs = await as(other.headers)
    expect(await theirs.investors.inbox.counts()).toEqual({
      new: 0,
      invited: 0,
      claimed: 0,
      not_for_us: 0,
      archived: 0,
    })
    expect((await theirs.investors.inbox.list({ status: 'new' })).entries).toEqual([])
  })

  it('shows an entry with its message text, decks and skipped attachments', async () => {
    const { teammate, owner } = await fund()
    const entryId = await receive(owner.organisationId)
    const entry = await (await as(teammate.headers)).investors.inbox.get({ entryId })
    expect(entry).toMatchObject({
      id: entryId,
      subject: 'Intro: Krishi Setu <> Kaveri Capital',
      bodyText,
      links: ['https://krishisetu.example/pilot'],
      skippedAttachments: skipped,
      senderName: 'Ravi Gowda',
      senderEmail: 'ravi@mandya-angels.example',
      originalSenderName: 'Asha Rao',
      originalSenderEmail: 'asha@krishisetu.example',
      startupName: 'Krishi Setu',
      startupWebsite: 'https://krishisetu.example',
      startupEmail: 'asha@krishisetu.example',
      status: 'new',
      invitedEmail: null,
      channel: null,
      startup: null,
      application: null,
      notes: [],
      ratings: { mine: null, othersCount: 0, others: null, average: null },
      lists: [],
    })
    expect(entry.decks).toEqual([
      {
        fileId: expect.any(String),
        name: 'Krishi Setu deck.pdf',
        byteSize: pdfBytes.byteLength,
        pageCount: 1,
      },
    ])
  })

  it('corrects the guessed startup, and refuses a website that is not a web address', async () => {
    const { owner } = await fund()
    const entryId = await receive(owner.organisationId)
    const caller = await as(owner.headers)
    expect(
      await caller.investors.inbox.updateDetails({
        entryId,
        startupName: '  Krishi Setu Agritech ',
        startupWebsite: 'https://krishi-setu.example',
        startupEmail: '',
      }),
    ).toEqual({ entryId })
    expect(await caller.investors.inbox.get({ entryId })).toMatchObject({
      startupName: 'Krishi Setu Agritech',
      startupWebsite: 'https://krishi-setu.example',
      startupEmail: null,
    })

    const refused = await postTrpc(app(), 'investors.inbox.updateDetails', owner.headers, {
      entryId,
      startupName: 'Krishi Setu',
      startupWebsite: 'krishisetu dot com',
      startupEmail: null,
    })
    expect(refused.status).toBe(400)
    expect(Object.keys(refused.error?.data.fieldErrors ?? {})).toEqual(['startupWebsite'])
    expect(refused.error?.data.fieldErrors?.startupWebsite?.[0]).toMatch(/full web address/)
    expect((await caller.investors.inbox.get({ entryId })).startupWebsite).toBe(
      'https://krishi-setu.example',
    )
  })

  it('keeps the team’s notes, which only their author removes', async () => {
    const { owner, teammate } = await fund()
    const entryId = await receive(owner.organisationId)
    const mine = await as(owner.headers)
    const theirs = await as(teammate.headers)
    const ownNote = await mine.investors.inbox.addNote({ entryId, body: '  Call Asha in June. ' })
    const teamNote = await theirs.investors.inbox.addNote({
      entryId,
      body: 'Met her at Krishi Mela.',
    })

    const seen = await theirs.investors.inbox.get({ entryId })
    expect(
      seen.notes.map(({ id, body, mine: isMine, authorName }) => ({
        id,
        body,
        isMine,
        authorName,
      })),
    ).toEqual(
      expect.arrayContaining([
        { id: ownNote.id, body: 'Call Asha in June.', isMine: false, authorName: owner.name },
        {
          id: teamNote.id,
          body: 'Met her at Krishi Mela.',
          isMine: true,
          authorName: 'Ravi Menon',
        },
      ]),
    )
    expect(seen.notes).toHaveLength(2)
    expect((await mine.investors.inbox.list({})).entries[0]!.noteCount).toBe(2)

    expect(await codeOf(theirs.investors.inbox.removeNote({ id: ownNote.id }))).toBe('FORBIDDEN')
    expect(await mine.investors.inbox.removeNote({ id: ownNote.id })).toEqual({ id: ownNote.id })
    expect(await codeOf(mine.investors.inbox.removeNote({ id: ownNote.id }))).toBe('NOT_FOUND')
    expect((await mine.investors.inbox.get({ entryId })).notes.map((n) => n.id)).toEqual([
      teamNote.id,
    ])
  })

  it('keeps ratings blind: a teammate sees only how many rated until they rate', async () => {
    const { owner, teammate } = await fund()
    const entryId = await receive(owner.organisationId)
    const mine = await as(owner.headers)
    const theirs = await as(teammate.headers)
    expect(await mine.investors.inbox.rate({ entryId, scores, comment: 'Strong team' })).toEqual({
      overall: overallOf(scores),
    })

    expect((await theirs.investors.inbox.get({ entryId })).ratings).toEqual({
      mine: null,
      othersCount: 1,
      others: null,
      average: null,
      calibration: null,
    })
    const low = { team: 2, market: 2, product: 3, traction: 1, fit: 2 }
    await theirs.investors.inbox.rate({ entryId, scores: low })
    const ratings = (await theirs.investors.inbox.get({ entryId })).ratings
    expect(ratings.mine).toMatchObject({ scores: low, overall: 20, comment: null })
    expect(ratings.othersCount).toBe(1)
    expect(ratings.others).toEqual([
      expect.objectContaining({
        userId: owner.userId,
        scores,
        overall: 36,
        comment: 'Strong team',
      }),
    ])
    expect(ratings.average).toBe(28)
    // Rating again replaces the earlier scores.
    await mine.investors.inbox.rate({ entryId, scores: low })
    expect((await mine.investors.inbox.get({ entryId })).ratings.average).toBe(20)
    expect((await mine.investors.inbox.list({})).entries[0]!.ratingCount).toBe(2)
  })

  it('puts an entry on the fund’s lists and takes it off, never on another fund’s', async () => {
    const { owner, teammate, listId } = await fund()
    const other = await fund('Deccan Angels')
    const entryId = await receive(owner.organisationId)
    const caller = await as(teammate.headers)
    expect(await caller.investors.inbox.addToList({ entryId, listId })).toEqual({
      entryId,
      listId,
      on: true,
    })
    expect((await caller.investors.inbox.get({ entryId })).lists).toEqual([
      { id: listId, name: 'Agritech watch' },
    ])

    const refused = await postTrpc(app(), 'investors.inbox.addToList', owner.headers, {
      entryId,
      listId: other.listId,
    })
    expect(refused.status).toBe(400)
    expect(Object.keys(refused.error?.data.fieldErrors ?? {})).toEqual(['listId'])
    expect(
      await codeOf(caller.investors.inbox.removeFromList({ entryId, listId: other.listId })),
    ).toBe('BAD_REQUEST')

    expect(await caller.investors.inbox.removeFromList({ entryId, listId })).toEqual({
      entryId,
      listId,
      on: false,
    })
    expect((await caller.investors.inbox.get({ entryId })).lists).toEqual([])
  })

  it('archives an entry and brings it back to New, or to Invited once invited', async () => {
    const { owner, channel } = await fund()
    const fresh = await receive(owner.organisationId)
    const invited = await receive(owner.organisationId)
    await invite(owner.headers, invited, 'asha@krishisetu.example', channel.id)
    const caller = await as(owner.headers)
    for (const entryId of [fresh, invited]) {
      expect(await caller.investors.inbox.archive({ entryId, archived: true })).toEqual({ entryId })
      expect((await caller.investors.inbox.get({ entryId })).status).toBe('archived')
    }
    expect((await caller.investors.inbox.counts()).archived).toBe(2)
    await caller.investors.inbox.archive({ entryId: fresh, archived: false })
    await caller.investors.inbox.archive({ entryId: invited, archived: false })
    expect((await caller.investors.inbox.get({ entryId: fresh })).status).toBe('new')
    expect((await caller.investors.inbox.get({ entryId: invited })).status).toBe('invited')
    expect(await caller.investors.inbox.counts()).toMatchObject({ new: 1, invited: 1, archived: 0 })
  })
})

describe('Invite the founder', () => {
  it('refuses a closed channel or another fund’s, on the channel field', async () => {
    const { owner, closed } = await fund()
    const other = await fund('Deccan Angels')
    const entryId = await receive(owner.organisationId)
    for (const [channelId, message] of [
      [closed.id, /Climate call 2025 is not taking applications/],
      [other.channel.id, /Choose one of your channels/],
    ] as const) {
      const refused = await postTrpc(app(), 'investors.inbox.invite', owner.headers, {
        entryId,
        email: 'asha@krishisetu.example',
        channelId,
        note: null,
      })
      expect(refused.status).toBe(400)
      expect(Object.keys(refused.error?.data.fieldErrors ?? {})).toEqual(['channelId'])
      expect(refused.error?.data.fieldErrors?.channelId?.[0]).toMatch(message)
    }
    expect((await entryRow(entryId)).status).toBe('new')
  })

  it('emails a claim link; a new invitation replaces the last link', async () => {
    const { owner, channel } = await fund()
    const entryId = await receive(owner.organisationId)
    const first = await invite(owner.headers, entryId, 'asha@krishisetu.example', channel.id)
    expect(first.answer.entryId).toBe(entryId)
    expect(first.answer.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000)
    expect(first.email.subject).toBe('Kaveri Capital invites you to claim your deal on Sangam')
    expect(first.email.text).toContain(`/claim/${first.token}`)
    expect(first.email.text).toContain('Agritech seed call')
    expect(first.email.text).toContain('We liked the cold-chain pilot.')

    const caller = await as(owner.headers)
    expect(await caller.investors.inbox.get({ entryId })).toMatchObject({
      status: 'invited',
      invitedEmail: 'asha@krishisetu.example',
      invitedBy: owner.name,
      inviteNote: 'We liked the cold-chain pilot.',
      channel: { id: channel.id, title: 'Agritech seed call' },
    })
    const visitor = await as(new Headers())
    expect(await visitor.intakeClaims.get({ token: first.token })).toMatchObject({
      state: 'open',
      fundName: 'Kaveri Capital',
      inviterName: owner.name,
      startupName: 'Krishi Setu',
      startupWebsite: 'https://krishisetu.example',
      subject: 'Intro: Krishi Setu <> Kaveri Capital',
      invitedEmail: 'asha@krishisetu.example',
      inviteNote: 'We liked the cold-chain pilot.',
      channel: { id: channel.id, title: 'Agritech seed call', open: true },
      deck: { name: 'Krishi Setu deck.pdf', pageCount: 1 },
    })

    const second = await invite(owner.headers, entryId, 'founders@krishisetu.example', null)
    expect(second.token).not.toBe(first.token)
    expect(await codeOf(visitor.intakeClaims.get({ token: first.token }))).toBe('NOT_FOUND')
    expect(await visitor.intakeClaims.get({ token: second.token })).toMatchObject({
      state: 'open',
      invitedEmail: 'founders@krishisetu.example',
      channel: null,
    })
    expect(await caller.investors.inbox.counts()).toMatchObject({ new: 0, invited: 1 })
  })
})

describe('the founder’s claim', () => {
  it('makes a startup for a newcomer, with the entry’s name, website and a copy of its deck', async () => {
    const { owner, channel, listId } = await fund()
    const entryId = await receive(owner.organisationId)
    await (await as(owner.headers)).investors.inbox.addToList({ entryId, listId })
    const { token } = await invite(owner.headers, entryId, 'asha@krishisetu.example', channel.id)
    const asha = await signUp(app(), { email: 'asha@krishisetu.example', name: 'Asha Rao' })

    const claimed = await (await as(asha.headers)).intakeClaims.accept({ token, consent: true })
    expect(claimed).toMatchObject({
      channelId: channel.id,
      createdStartup: true,
      deckCopied: true,
    })
    const [org] = await db()
      .select()
      .from(organisation)
      .where(eq(organisation.id, claimed.startupOrgId))
    expect(org).toMatchObject({ kind: 'startup', name: 'Krishi Setu' })
    const profile = await profileOf(claimed.startupOrgId)
    expect(profile.website).toBe('https://krishisetu.example')
    expect(profile.isDiscoverable).toBe(false)
    expect(profile.deckFileId).toEqual(expect.any(String))

    const [copy] = await db()
      .select()
      .from(storedFile)
      .where(eq(storedFile.id, profile.deckFileId!))
    const fundDeck = (await (await as(owner.headers)).investors.inbox.get({ entryId })).decks[0]!
    const [original] = await db()
      .select()
      .from(storedFile)
      .where(eq(storedFile.id, fundDeck.fileId))
    expect(copy).toMatchObject({
      organisationId: claimed.startupOrgId,
      kind: 'deck',
      uploadedBy: asha.userId,
      originalName: 'Krishi Setu deck.pdf',
      byteSize: pdfBytes.byteLength,
      pageCount: 1,
    })
    expect(copy!.storageKey).not.toBe(original!.storageKey)
    expect(copy!.storageKey.startsWith(`${claimed.startupOrgId}/`)).toBe(true)
    expect(await bytesOf(copy!.storageKey)).toEqual(pdfBytes)
    // The fund's own deck stays where it was.
    expect(await bytesOf(original!.storageKey)).toEqual(pdfBytes)

    // The fund sees the entry claimed, with the startup; its list holds the startup now.
    const fundCaller = await as(owner.headers)
    expect(await fundCaller.investors.inbox.get({ entryId })).toMatchObject({
      status: 'claimed',
      startup: { id: claimed.startupOrgId, name: 'Krishi Setu' },
      application: null,
    })
    const list = await fundCaller.investors.lists.get({ id: listId })
    expect(list.entries.map((e) => e.startupOrgId)).toEqual([claimed.startupOrgId])
    expect(await fundCaller.investors.inbox.counts()).toMatchObject({ claimed: 1, invited: 0 })

    // The link works once.
    const again = await as(asha.headers)
    expect(await codeOf(again.intakeClaims.accept({ token, consent: true }))).toBe('BAD_REQUEST')
    expect((await again.intakeClaims.get({ token })).state).toBe('claimed')
  })

  it('links the application the founder then makes to the invited channel', async () => {
    const { owner, channel } = await fund()
    const entryId = await receive(owner.organisationId)
    const { token } = await invite(owner.headers, entryId, 'asha@krishisetu.example', channel.id)
    const asha = await signUp(app(), { email: 'asha@krishisetu.example' })
    const claimed = await (await as(asha.headers)).intakeClaims.accept({ token, consent: true })

    const applied = await (
      await as(asha.headers)
    ).startups.applications.submit({
      channelId: channel.id,
      answers: {},
    })
    expect((await entryRow(entryId)).applicationId).toBe(applied.id)
    expect(await (await as(owner.headers)).investors.inbox.get({ entryId })).toMatchObject({
      status: 'claimed',
      startup: { id: claimed.startupOrgId, name: 'Krishi Setu' },
      application: { id: applied.id, status: 'submitted' },
    })
  })

  it('keeps an existing startup’s own website and deck', async () => {
    const { owner, channel } = await fund()
    const entryId = await receive(owner.organisationId)
    const founder = await founderOf(app(), 'Krishi Setu Pvt Ltd')
    const [ownDeck] = await db()
      .insert(storedFile)
      .values({
        organisationId: founder.organisationId,
        kind: 'deck',
        storageKey: `${founder.organisationId}/${randomUUID()}.pdf`,
        contentType: 'application/pdf',
        byteSize: 2048,
        originalName: 'Our own deck.pdf',
        pageCount: 14,
        uploadedBy: founder.userId,
      })
      .returning({ id: storedFile.id })
    await db()
      .update(startupProfile)
      .set({ website: 'https://krishisetu.in', deckFileId: ownDeck!.id })
      .where(eq(startupProfile.organisationId, founder.organisationId))
    const { token } = await invite(owner.headers, entryId, founder.email, channel.id)

    const claimed = await (await as(founder.headers)).intakeClaims.accept({ token, consent: true })
    expect(claimed).toEqual({
      startupOrgId: founder.organisationId,
      channelId: channel.id,
      createdStartup: false,
      deckCopied: false,
    })
    const profile = await profileOf(founder.organisationId)
    expect(profile.website).toBe('https://krishisetu.in')
    expect(profile.deckFileId).toBe(ownDeck!.id)
    const decks = await db()
      .select({ id: storedFile.id })
      .from(storedFile)
      .where(eq(storedFile.organisationId, founder.organisationId))
    expect(decks).toEqual([{ id: ownDeck!.id }])
    const [org] = await db()
      .select({ name: organisation.name })
      .from(organisation)
      .where(eq(organisation.id, founder.organisationId))
    expect(org!.name).toBe('Krishi Setu Pvt Ltd')
  })

  it('fills an existing startup’s empty website and deck from the entry', async () => {
    const { owner, channel } = await fund()
    const entryId = await receive(owner.organisationId)
    const founder = await founderOf(app(), 'Krishi Setu')
    const { token } = await invite(owner.headers, entryId, founder.email, channel.id)
    const claimed = await (await as(founder.headers)).intakeClaims.accept({ token, consent: true })
    expect(claimed).toMatchObject({ createdStartup: false, deckCopied: true })
    const profile = await profileOf(founder.organisationId)
    expect(profile.website).toBe('https://krishisetu.example')
    expect(profile.deckFileId).toEqual(expect.any(String))
  })

  it('makes the profile discoverable when the fund asked for no channel', async () => {
    const { owner } = await fund()
    const entryId = await receive(owner.organisationId, {}, { deck: false })
    const { token } = await invite(owner.headers, entryId, 'asha@krishisetu.example', null)
    const asha = await signUp(app(), { email: 'asha@krishisetu.example' })
    const claimed = await (await as(asha.headers)).intakeClaims.accept({ token, consent: true })
    expect(claimed).toMatchObject({ channelId: null, createdStartup: true, deckCopied: false })
    const profile = await profileOf(claimed.startupOrgId)
    expect(profile.isDiscoverable).toBe(true)
    expect(profile.deckFileId).toBeNull()
  })

  it('refuses another address, an investor’s account, an expired link and a missing consent', async () => {
    const { owner, channel } = await fund()
    const entryId = await receive(owner.organisationId)
    const other = await fund('Deccan Angels')
    const { token } = await invite(owner.headers, entryId, other.owner.email, channel.id)

    const stranger = await signUp(app(), { email: 'someone@elsewhere.example' })
    expect(
      await codeOf((await as(stranger.headers)).intakeClaims.accept({ token, consent: true })),
    ).toBe('FORBIDDEN')
    expect(
      await codeOf((await as(new Headers())).intakeClaims.accept({ token, consent: true })),
    ).toBe('UNAUTHORIZED')
    expect(
      await codeOf(
        (await as(other.owner.headers)).intakeClaims.accept({
          token,
          consent: false as unknown as true,
        }),
      ),
    ).toBe('BAD_REQUEST')
    // The invited address belongs to an investor: a deal is claimed with a startup's account.
    expect(
      await codeOf((await as(other.owner.headers)).intakeClaims.accept({ token, consent: true })),
    ).toBe('CONFLICT')
    expect((await entryRow(entryId)).status).toBe('invited')

    // An expired link.
    const later = await receive(owner.organisationId)
    const asha = await signUp(app(), { email: 'asha@krishisetu.example' })
    const expiring = await invite(owner.headers, later, asha.email, channel.id)
    await db()
      .update(intakeEntry)
      .set({ claimExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(intakeEntry.id, later))
    expect(
      (await (await as(new Headers())).intakeClaims.get({ token: expiring.token })).state,
    ).toBe('expired')
    expect(
      await codeOf(
        (await as(asha.headers)).intakeClaims.accept({ token: expiring.token, consent: true }),
      ),
    ).toBe('BAD_REQUEST')
    expect((await entryRow(later)).status).toBe('invited')
    expect(
      await codeOf(
        (await as(asha.headers)).intakeClaims.accept({ token: 'x'.repeat(43), consent: true }),
      ),
    ).toBe('NOT_FOUND')
  })
})

describe('Not for us', () => {
  it('answers the sender with the fund’s message, once', async () => {
    const { owner, teammate } = await fund()
    const entryId = await receive(owner.organisationId)
    const caller = await as(teammate.headers)
    expect(
      await caller.investors.inbox.decline({
        entryId,
        to: 'ravi@mandya-angels.example',
        message: declineMessage,
      }),
    ).toEqual({ entryId })
    const sent = await lastEmailTo(app(), 'ravi@mandya-angels.example', 'intake-declined')
    expect(sent.subject).toBe('Re: Intro: Krishi Setu <> Kaveri Capital')
    expect(sent.text).toContain(declineMessage)
    expect(sent.text).toContain('Kaveri Capital')

    const entry = await caller.investors.inbox.get({ entryId })
    expect(entry.status).toBe('not_for_us')
    expect(entry.answeredAt).toBeInstanceOf(Date)
    expect(await caller.investors.inbox.counts()).toMatchObject({ new: 0, not_for_us: 1 })
    expect(
      await codeOf(
        caller.investors.inbox.decline({
          entryId,
          to: 'ravi@mandya-angels.example',
          message: declineMessage,
        }),
      ),
    ).toBe('CONFLICT')
  })

  it('is refused for a claimed entry', async () => {
    const { owner, channel } = await fund()
    const entryId = await receive(owner.organisationId)
    const { token } = await invite(owner.headers, entryId, 'asha@krishisetu.example', channel.id)
    const asha = await signUp(app(), { email: 'asha@krishisetu.example' })
    await (await as(asha.headers)).intakeClaims.accept({ token, consent: true })
    const caller = await as(owner.headers)
    expect(
      await codeOf(
        caller.investors.inbox.decline({
          entryId,
          to: 'ravi@mandya-angels.example',
          message: declineMessage,
        }),
      ),
    ).toBe('CONFLICT')
    expect(
      await codeOf(
        caller.investors.inbox.invite({
          entryId,
          email: 'asha@krishisetu.example',
          channelId: null,
          note: null,
        }),
      ),
    ).toBe('CONFLICT')
    expect(await codeOf(caller.investors.inbox.archive({ entryId, archived: true }))).toBe(
      'CONFLICT',
    )
    expect((await entryRow(entryId)).status).toBe('claimed')
  })
})

describe('another fund', () => {
  it('does not find the entry', async () => {
    const { owner, channel } = await fund()
    const other = await fund('Deccan Angels')
    const entryId = await receive(owner.organisationId)
    const theirs = await as(other.owner.headers)
    expect(await codeOf(theirs.investors.inbox.get({ entryId }))).toBe('NOT_FOUND')
    expect(await codeOf(theirs.investors.inbox.addNote({ entryId, body: 'Ours now' }))).toBe(
      'NOT_FOUND',
    )
    expect(
      await codeOf(
        theirs.investors.inbox.invite({
          entryId,
          email: 'asha@krishisetu.example',
          channelId: other.channel.id,
          note: null,
        }),
      ),
    ).toBe('NOT_FOUND')
    // Nor through its own channel id with ours.
    expect(
      await codeOf(
        theirs.investors.inbox.invite({
          entryId,
          email: 'asha@krishisetu.example',
          channelId: channel.id,
          note: null,
        }),
      ),
    ).toBe('NOT_FOUND')
    expect(await codeOf(theirs.investors.inbox.archive({ entryId, archived: true }))).toBe(
      'NOT_FOUND',
    )
    const row = await entryRow(entryId)
    expect(row.status).toBe('new')
    expect(row.invitedEmail).toBeNull()
    expect((await (await as(owner.headers)).investors.inbox.get({ entryId })).notes).toEqual([])
  })
})
