import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { eq } from 'drizzle-orm'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3'
import sharp from 'sharp'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'

import { createOrganisation } from '@/server/db/queries/organisations'
import { founder, investorProfile, startupProfile, storedFile } from '@/server/db/schema'
import { fileAccess } from '@/server/files/access'
import { handleFileRequest, handleUploadRequest, uploadRateLimit } from '@/server/files/handler'
import { createDiskStorage, createS3Storage } from '@/server/files/storage'
import { withSecurityHeaders } from '@/server/security/headers'

import {
  createBareApplication,
  createBareChannel,
  createBareFounder,
  createBareInvestorProfile,
} from '../factories/db'
import { signUp } from '../support/accounts'
import { setupTestApp, testOrigin } from '../support/app'
import { founderOf, investorOf, makeStartupPublic } from '../support/roles'

const filesDir = mkdtempSync(path.join(tmpdir(), 'sangam-files-'))
const app = setupTestApp({ FILES_DIR: filesDir })
// The database is emptied before each test; so is the storage.
beforeEach(() => {
  for (const entry of readdirSync(filesDir))
    rmSync(path.join(filesDir, entry), { recursive: true, force: true })
})
afterAll(() => rmSync(filesDir, { recursive: true, force: true }))

const MB = 1024 * 1024

const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
)

function pngBytes(width = 1200, height = 800) {
  return sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .png()
    .toBuffer()
}

type FilePart = { bytes: Buffer; name: string; type: string }

function uploadRequest(
  headers: Headers,
  fields: Record<string, string>,
  file?: FilePart,
  origin: string | null = testOrigin,
): Request {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  if (file)
    form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name)
  const sent = new Headers(headers)
  if (origin) sent.set('origin', origin)
  return new Request(`${testOrigin}/api/files`, { method: 'POST', headers: sent, body: form })
}

async function upload(
  headers: Headers,
  fields: Record<string, string>,
  file?: FilePart,
  origin?: string | null,
) {
  const response = await handleUploadRequest(
    uploadRequest(headers, fields, file, origin),
    app().services,
  )
  return {
    status: response.status,
    response,
    body: (await response.json()) as Record<string, unknown>,
  }
}

const uploadDeck = (headers: Headers, bytes = pdfBytes, name = 'deck.pdf') =>
  upload(headers, { kind: 'deck' }, { bytes, name, type: 'application/pdf' })

async function uploadLogo(headers: Headers) {
  return upload(
    headers,
    { kind: 'logo' },
    { bytes: await pngBytes(), name: 'logo.png', type: 'image/png' },
  )
}

function read(id: string, headers: Headers = new Headers(), query = '') {
  return handleFileRequest(
    new Request(`${testOrigin}/api/files/${id}${query}`, { headers }),
    app().services,
    id,
  )
}

/**
 * A multipart upload whose file part is generated on demand, counting how much of it the server
 * pulled: proof that refusing a large file does not read (or buffer) all of it.
 */
function streamedDeck(headers: Headers, fileSize: number, declareLength = false) {
  const boundary = `sangam-${Math.random().toString(16).slice(2)}`
  const encoder = new TextEncoder()
  const head = encoder.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\ndeck\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
  )
  const tail = encoder.encode(`\r\n--${boundary}--\r\n`)
  const chunk = new Uint8Array(256 * 1024).fill(0x20)
  let produced = 0
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(head)
      },
      pull(controller) {
        if (produced >= fileSize) {
          controller.enqueue(tail)
          controller.close()
          return
        }
        controller.enqueue(chunk)
        produced += chunk.byteLength
      },
    },
    { highWaterMark: 0 },
  )
  const sent = new Headers(headers)
  sent.set('origin', testOrigin)
  sent.set('content-type', `multipart/form-data; boundary=${boundary}`)
  if (declareLength)
    sent.set('content-length', String(head.byteLength + fileSize + tail.byteLength))
  const request = new Request(`${testOrigin}/api/files`, {
    method: 'POST',
    headers: sent,
    body,
    duplex: 'half',
  } as RequestInit)
  return { request, produced: () => produced }
}

function storedObjects(): string[] {
  return readdirSync(filesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

async function fileRows() {
  return app().services.db.select().from(storedFile)
}

async function expectNothingWritten() {
  expect(await fileRows()).toEqual([])
  expect(storedObjects()).toEqual([])
}

async function applyTo(startupOrgId: string, investorOrgId: string) {
  const db = app().services.db
  const call = await createBareChannel(db, { organisationId: investorOrgId })
  await createBareApplication(db, { channelId: call.id, startupOrgId })
}

async function profileOf(organisationId: string) {
  const [row] = await app()
    .services.db.select()
    .from(startupProfile)
    .where(eq(startupProfile.organisationId, organisationId))
  return row!
}

describe('uploading files', () => {
  it('stores a real PDF deck and serves it back to its startup', async () => {
    const owner = await founderOf(app(), 'Krishi Setu')
    const { status, body } = await uploadDeck(owner.headers, pdfBytes, 'Krishi Setu – deck.pdf')
    expect(status).toBe(201)
    expect(body).toMatchObject({
      kind: 'deck',
      originalName: 'Krishi Setu – deck.pdf',
      byteSize: pdfBytes.byteLength,
      contentType: 'application/pdf',
      url: `/api/files/${String(body.id)}`,
    })
    expect((await profileOf(owner.organisationId)).deckFileId).toBe(body.id)
    // The startup's own editor shows the same summary, and no logo yet.
    const own = await (await app().caller(owner.headers)).startups.profile.get()
    expect(own.deck).toEqual({
      id: body.id,
      originalName: 'Krishi Setu – deck.pdf',
      byteSize: pdfBytes.byteLength,
      contentType: 'application/pdf',
      url: `/api/files/${String(body.id)}`,
    })
    expect(own.logo).toBeNull()

    const served = await read(String(body.id), owner.headers)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('application/pdf')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    // Asked again on every use, and confirmed without the bytes when the copy is current.
    expect(served.headers.get('cache-control')).toBe('private, no-cache')
    const etag = served.headers.get('etag')
    expect(etag).toBe(`"${String(body.id)}"`)
    const again = new Headers(owner.headers)
    again.set('if-none-match', etag!)
    const confirmed = await read(String(body.id), again)
    expect(confirmed.status).toBe(304)
    expect(confirmed.body).toBeNull()
    const stranger = await founderOf(app(), 'Somebody Else')
    const guessed = new Headers(stranger.headers)
    guessed.set('if-none-match', etag!)
    expect((await read(String(body.id), guessed)).status).toBe(404)
    expect(served.headers.get('content-disposition')).toBe(
      `inline; filename="Krishi Setu _ deck.pdf"; filename*=UTF-8''Krishi%20Setu%20%E2%80%93%20deck.pdf`,
    )
    expect(Buffer.from(await served.arrayBuffer())).toEqual(pdfBytes)

    const download = await read(String(body.id), owner.headers, '?download=1')
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Krishi Setu _ deck.pdf"/,
    )
    await download.body?.cancel()
  })

  it('scales a logo down to fit 512×512 and re-encodes it as WebP', async () => {
    const owner = await founderOf(app(), 'PayVeda')
    const { status, body } = await uploadLogo(owner.headers)
    expect(status).toBe(201)
    expect(body).toMatchObject({
      kind: 'logo',
      contentType: 'image/webp',
      originalName: 'logo.png',
    })

    const [row] = await fileRows()
    expect(row).toMatchObject({ kind: 'logo', width: 512, height: 341, contentType: 'image/webp' })
    const served = await read(String(body.id), owner.headers)
    expect(served.headers.get('content-disposition')).toBe('inline')
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
    expect(metadata.format).toBe('webp')
    expect(metadata.width).toBeLessThanOrEqual(512)
    expect(metadata.height).toBeLessThanOrEqual(512)
  })

  it('drops the metadata of a photo and keeps it within 400×400 for a founder of the startup', async () => {
    const owner = await founderOf(app(), 'Nilgiri Health')
    const person = await createBareFounder(app().services.db, {
      organisationId: owner.organisationId,
      name: 'Asha Rao',
    })
    const jpeg = await sharp({
      create: { width: 900, height: 1600, channels: 3, background: '#aa5500' },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Asha Rao', Artist: 'Somebody' } })
      .toBuffer()
    expect((await sharp(jpeg).metadata()).exif).toBeDefined()

    const { status, body } = await upload(
      owner.headers,
      { kind: 'photo', founderId: person.id },
      { bytes: jpeg, name: 'asha.jpg', type: 'image/jpeg' },
    )
    expect(status).toBe(201)
    const [row] = await app().services.db.select().from(founder).where(eq(founder.id, person.id))
    expect(row!.photoFileId).toBe(body.id)
    const metadata = await sharp(
      Buffer.from(await (await read(String(body.id), owner.headers)).arrayBuffer()),
    ).metadata()
    expect(metadata).toMatchObject({ format: 'webp', width: 225, height: 400 })
    expect(metadata.exif).toBeUndefined()

    // Removing the founder removes the photo too: its record and its stored bytes.
    const [stored] = await app()
      .services.db.select()
      .from(storedFile)
      .where(eq(storedFile.id, String(body.id)))
    await (await app().caller(owner.headers)).startups.profile.founders.remove({ id: person.id })
    expect(
      await app()
        .services.db.select()
        .from(storedFile)
        .where(eq(storedFile.id, String(body.id))),
    ).toEqual([])
    expect(await app().services.files.get(stored!.storageKey)).toBeNull()
  })

  it('refuses a photo of a founder of another startup, or of nobody', async () => {
    const owner = await founderOf(app(), 'Krishi Setu')
    const other = await founderOf(app(), 'PayVeda')
    const theirs = await createBareFounder(app().services.db, {
      organisationId: other.organisationId,
      name: 'Ravi Kumar',
    })
    const photo = { bytes: await pngBytes(), name: 'ravi.png', type: 'image/png' }

    const foreign = await upload(owner.headers, { kind: 'photo', founderId: theirs.id }, photo)
    expect(foreign.status).toBe(404)
    expect(
      (await upload(owner.headers, { kind: 'photo', founderId: 'not-an-id' }, photo)).status,
    ).toBe(404)
    const missing = await upload(owner.headers, { kind: 'photo' }, photo)
    expect(missing).toMatchObject({
      status: 400,
      body: { error: 'Choose the founder this photo is of.' },
    })
    await expectNothingWritten()
  })

  it('refuses a file whose bytes are not what its name and type claim', async () => {
    const owner = await founderOf(app(), 'Krishi Setu')
    const fake = await uploadDeck(owner.headers, Buffer.from('Just some text, honestly a PDF.'))
    expect(fake).toMatchObject({ status: 415, body: { error: 'This file is not a real PDF.' } })

    const pdfAsLogo = await upload(
      owner.headers,
      { kind: 'logo' },
      { bytes: pdfBytes, name: 'logo.png', type: 'image/png' },
    )
    expect(pdfAsLogo).toMatchObject({
      status: 415,
      body: { error: 'Upload a PNG, JPEG or WebP image.' },
    })
    await expectNothingWritten()
    expect((await profileOf(owner.organisationId)).deckFileId).toBeNull()
  })

  it('stops reading a 26 MB deck once it passes 25 MB and answers 413', async () => {
    const owner = await founderOf(app(), 'Krishi Setu')
    const big = streamedDeck(owner.headers, 26 * MB)
    const response = await handleUploadRequest(big.request, app().services)
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ error: 'The deck can be at most 25 MB.' })
    // The unread rest of the body goes with the connection.
    expect(response.headers.get('connection')).toBe('close')
    expect(big.produced()).toBeLessThan(26 * MB)
    await expectNothingWritten()
  })

  it('refuses a 100 MB body without reading it', async () => {
    const owner = await founderOf(app(), 'Krishi Setu')
    const declared = streamedDeck(owner.headers, 100 * MB, true)
    const early = await handleUploadRequest(declared.request, app().services)
    expect(early.status).toBe(413)
    expect(declared.produced()).toBe(0)

    // Without a declared length, reading stops at the limit.
    const undeclared = streamedDeck(owner.headers, 100 * MB)
    const late = await handleUploadRequest(undeclared.request, app().services)
    expect(late.status).toBe(413)
    expect(undeclared.produced()).toBeLessThan(26 * MB)
    await expectNothingWritten()
  })

  it('refuses a logo or a photo over 5 MB with 413 and its kind’s limit', async () => {
    const owner = await founderOf(app(), 'Krishi Setu')
    const tooBig = { bytes: Buffer.alloc(5 * MB + 1, 0x89), name: 'big.png', type: 'image/png' }
    expect(await upload(owner.headers, { kind: 'logo' }, tooBig)).toMatchObject({
      status: 413,
      body: { error: 'The logo can be at most 5 MB.' },
    })
    expect(await upload(owner.headers, { kind: 'photo' }, tooBig)).toMatchObject({
      status: 413,
      body: { error: 'The photo can be at most 5 MB.' },
    })
    await expectNothingWritten()
  })

  it('refuses an image of more than 40 megapixels, however few bytes it takes', async () => {
    const owner = await founderOf(app(), 'Krishi Setu')
    const bomb = await sharp({
      create: { width: 7000, height: 6000, channels: 3, background: '#000000' },
    })
      .png()
      .toBuffer()
    expect(bomb.byteLength).toBeLessThan(5 * MB)
    const response = await upload(
      owner.headers,
      { kind: 'logo' },
      { bytes: bomb, name: 'wide.png', type: 'image/png' },
    )
    expect(response).toMatchObject({
      status: 413,
      body: { error: 'This image is too large: at most 40 megapixels.' },
    })
    await expectNothingWritten()
  })

  it('refuses an unknown kind, a missing file and a body that is not multipart with 400', async () => {
    const owner = await founderOf(app(), 'Krishi Setu')
    const pdf = { bytes: pdfBytes, name: 'deck.pdf', type: 'application/pdf' }
    expect(await upload(owner.headers, { kind: 'avatar' }, pdf)).toMatchObject({
      status: 400,
      body: { error: 'Choose what to upload: logo, photo or deck.' },
    })
    expect(await upload(owner.headers, {}, pdf)).toMatchObject({ status: 400 })
    expect(await upload(owner.headers, { kind: 'deck' })).toMatchObject({
      status: 400,
      body: { error: 'Choose a file to upload.' },
    })
    const json = new Request(`${testOrigin}/api/files`, {
      method: 'POST',
      headers: {
        cookie: owner.headers.get('cookie')!,
        origin: testOrigin,
        'content-type': 'application/json',
      },
      body: '{"kind":"deck"}',
    })
    expect((await handleUploadRequest(json, app().services)).status).toBe(400)
    await expectNothingWritten()
  })

  it('lets only signed-in, confirmed members upload, from the app itself', async () => {
    const owner = await founderOf(app(), 'Krishi Setu')
    const investor = await investorOf(app(), 'Kaveri Capital')
    const unconfirmed = await signUp(app(), { verified: false })
    await createOrganisation(app().services.db, {
      kind: 'startup',
      name: 'Later Labs',
      ownerUserId: unconfirmed.userId,
    })
    const loner = await signUp(app())

    expect(await uploadDeck(new Headers())).toMatchObject({
      status: 401,
      body: { error: 'Please sign in to continue.' },
    })
    expect((await uploadDeck(investor.headers)).status).toBe(403)
    expect((await uploadDeck(loner.headers)).status).toBe(403)
    expect(await uploadDeck(unconfirmed.headers)).toMatchObject({
      status: 403,
      body: { error: 'Please confirm your email address first.' },
    })
    const foreign = await upload(
      owner.headers,
      { kind: 'deck' },
      { bytes: pdfBytes, name: 'deck.pdf', type: 'application/pdf' },
      'https://evil.example',
    )
    expect(foreign).toMatchObject({
      status: 403,
      body: { error: expect.stringContaining('Sangam only accepts changes from its own address') },
    })
    await expectNothingWritten()
  })

  it('limits how many files one person uploads per hour', async () => {
    const owner = await founderOf(app(), 'Krishi Setu')
    for (let i = 0; i < uploadRateLimit.max; i += 1) {
      await app().services.rateLimits.consume(`uploads:${owner.userId}`, uploadRateLimit)
    }
    const { status, response, body } = await uploadDeck(owner.headers)
    expect(status).toBe(429)
    expect(body.error).toMatch(/Too many uploads/)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    await expectNothingWritten()
  })

  it('deletes the replaced deck, its row and its bytes', async () => {
    const owner = await founderOf(app(), 'Krishi Setu')
    const first = await uploadDeck(owner.headers, pdfBytes, 'v1.pdf')
    const [firstRow] = await fileRows()
    const second = await uploadDeck(
      owner.headers,
      Buffer.concat([pdfBytes, Buffer.from('% v2\n')]),
      'v2.pdf',
    )
    expect(second.status).toBe(201)

    expect((await profileOf(owner.organisationId)).deckFileId).toBe(second.body.id)
    expect((await fileRows()).map((r) => r.id)).toEqual([second.body.id])
    expect(await app().services.files.get(firstRow!.storageKey)).toBeNull()
    expect(storedObjects()).toHaveLength(1)
    expect((await read(String(first.body.id), owner.headers)).status).toBe(404)
  })
})

describe('reading files', () => {
  it('shows a deck to its startup and to investors who may see the full profile, to nobody else', async () => {
    const owner = await founderOf(app(), 'Krishi Setu')
    const otherStartup = await founderOf(app(), 'PayVeda')
    const appliedTo = await investorOf(app(), 'Kaveri Capital')
    const unrelated = await investorOf(app(), 'Deccan Angels')
    await applyTo(owner.organisationId, appliedTo.organisationId)
    await makeStartupPublic(app(), owner.organisationId)
    const { body } = await uploadDeck(owner.headers)
    const id = String(body.id)

    expect((await read(id, otherStartup.headers)).status).toBe(404)
    expect((await read(id, unrelated.headers)).status).toBe(404)
    // A public company page shows the logo, not the deck.
    expect((await read(id)).status).toBe(404)
    const investorView = await read(id, appliedTo.headers)
    expect(investorView.status).toBe(200)
    expect(Buffer.from(await investorView.arrayBuffer())).toEqual(pdfBytes)

    await app()
      .services.db.update(startupProfile)
      .set({ isDiscoverable: true })
      .where(eq(startupProfile.organisationId, owner.organisationId))
    const discovered = await read(id, unrelated.headers)
    expect(discovered.status).toBe(200)
    await discovered.body?.cancel()
    expect((await read(id, otherStartup.headers)).status).toBe(404)
  })

  it('leaves an investor only what a withdrawn application carried: the submitted profile and deck, nothing added later', async () => {
    const owner = await founderOf(app(), 'Krishi Setu')
    const investor = await investorOf(app(), 'Kaveri Capital')
    const caller = await app().caller(investor.headers)
    const deck = String((await uploadDeck(owner.headers)).body.id)
    const db = app().services.db
    const call = await createBareChannel(db, { organisationId: investor.organisationId })
    const applied = await createBareApplication(db, {
      channelId: call.id,
      startupOrgId: owner.organisationId,
      profileSnapshot: {
        name: 'Krishi Setu',
        slug: 'krishi-setu',
        oneLiner: 'Farm-gate prices for smallholders',
        sectors: ['Agriculture and Farming'],
        deck: { id: deck, name: 'deck.pdf', byteSize: pdfBytes.byteLength },
        founders: [{ name: 'Asha Rao', title: 'CEO' }],
      },
    })
    // While the application stands, the investor sees the live profile.
    expect(
      (await caller.investors.applications.fullProfile({ startupOrgId: owner.organisationId }))
        .asSubmitted,
    ).toBeNull()

    await (await app().caller(owner.headers)).startups.applications.withdraw({ id: applied.id })
    await db
      .update(startupProfile)
      .set({ oneLiner: 'A new pitch after withdrawing' })
      .where(eq(startupProfile.organisationId, owner.organisationId))
    const later = String((await uploadLogo(owner.headers)).body.id)

    const seen = await caller.investors.applications.fullProfile({
      startupOrgId: owner.organisationId,
    })
    expect(seen.asSubmitted).toMatchObject({
      applicationId: applied.id,
      channelTitle: 'Seed call',
    })
    expect(seen.profile).toMatchObject({
      name: 'Krishi Setu',
      oneLiner: 'Farm-gate prices for smallholders',
      deckFileId: deck,
      logoFileId: null,
    })
    expect(seen.founders.map((f) => f.name)).toEqual(['Asha Rao'])
    const submittedDeck = await read(deck, investor.headers)
    expect(submittedDeck.status).toBe(200)
    await submittedDeck.body?.cancel()
    expect((await read(later, investor.headers)).status).toBe(404)
    // The application itself, with its timeline, stays with the investor.
    const applications = await caller.investors.applications.forStartup({
      startupOrgId: owner.organisationId,
    })
    expect(applications.map((a) => a.status)).toEqual(['withdrawn'])

    // A discoverable startup is open to every investor, live, withdrawn or not.
    await db
      .update(startupProfile)
      .set({ isDiscoverable: true })
      .where(eq(startupProfile.organisationId, owner.organisationId))
    const live = await caller.investors.applications.fullProfile({
      startupOrgId: owner.organisationId,
    })
    expect(live.asSubmitted).toBeNull()
    expect(live.profile.oneLiner).toBe('A new pitch after withdrawing')
    const logo = await read(later, investor.headers)
    expect(logo.status).toBe(200)
    await logo.body?.cancel()
  })

  it('lets the app frame a deck (and only a deck) on its own pages, and still download it', async () => {
    const owner = await founderOf(app(), 'Krishi Setu')
    const deck = await uploadDeck(owner.headers)
    const logo = await uploadLogo(owner.headers)

    const served = await read(String(deck.body.id), owner.headers)
    expect(served.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    const secured = withSecurityHeaders(served, true)
    expect(secured.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(secured.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    await secured.body?.cancel()

    const download = await read(String(deck.body.id), owner.headers, '?download=1')
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; /)
    await download.body?.cancel()

    const image = withSecurityHeaders(await read(String(logo.body.id), owner.headers), true)
    expect(image.headers.get('x-frame-options')).toBe('DENY')
    expect(image.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    await image.body?.cancel()
  })

  it('serves the logo of a public page to anyone, and hides that of a private page', async () => {
    const owner = await founderOf(app(), 'Krishi Setu')
    const { body } = await uploadLogo(owner.headers)
    const id = String(body.id)
    expect((await read(id)).status).toBe(404)

    await makeStartupPublic(app(), owner.organisationId)
    const served = await read(id)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect(served.headers.get('cache-control')).toBe('public, max-age=3600')
    await served.body?.cancel()
  })

  it('keeps an investor’s logo (and nothing else), shows it to anyone, and drops the replaced one', async () => {
    const investor = await investorOf(app(), 'Kaveri Capital')
    // No investor profile yet: nowhere to put the logo.
    expect(await uploadLogo(investor.headers)).toMatchObject({
      status: 404,
      body: { error: 'Save the first step of your investor profile first.' },
    })
    await expectNothingWritten()
    await createBareInvestorProfile(app().services.db, {
      organisationId: investor.organisationId,
      investorType: 'Micro VC',
    })
    expect(await uploadDeck(investor.headers)).toMatchObject({
      status: 403,
      body: { error: 'An investor organisation uploads only its logo.' },
    })
    await expectNothingWritten()

    const first = await uploadLogo(investor.headers)
    expect(first.status).toBe(201)
    const [stored] = await app()
      .services.db.select({ logoFileId: investorProfile.logoFileId })
      .from(investorProfile)
      .where(eq(investorProfile.organisationId, investor.organisationId))
    expect(stored?.logoFileId).toBe(first.body.id)
    // Founders see an investor's name and logo on channel cards: the logo is public.
    const served = await read(String(first.body.id))
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    await served.body?.cancel()

    const second = await uploadLogo(investor.headers)
    expect(second.status).toBe(201)
    expect((await read(String(first.body.id))).status).toBe(404)
    expect(await fileRows()).toHaveLength(1)
    expect(storedObjects()).toHaveLength(1)
  })

  it('answers 404 for unknown and malformed ids', async () => {
    const owner = await founderOf(app(), 'Krishi Setu')
    expect((await read('0b6f3c0e-8d9a-4a51-9f0e-6b7f2d1c9a10', owner.headers)).status).toBe(404)
    expect((await read('not-a-uuid', owner.headers)).status).toBe(404)
    expect((await read("'; DROP TABLE file; --", owner.headers)).status).toBe(404)
  })

  it('treats viewers with an unconfirmed address as strangers', async () => {
    const owner = await founderOf(app(), 'Krishi Setu')
    const { body } = await uploadDeck(owner.headers)
    const file = {
      id: String(body.id),
      organisationId: owner.organisationId,
      kind: 'deck' as const,
    }
    const membership = { organisationId: owner.organisationId, kind: 'startup' as const }
    const db = app().services.db
    expect(await fileAccess(db, file, { emailVerified: true, membership })).toBe('private')
    expect(await fileAccess(db, file, { emailVerified: false, membership })).toBe('none')
    expect(await fileAccess(db, file, null)).toBe('none')
  })
})

describe('disk storage', () => {
  it('refuses keys that could leave its folder', async () => {
    const storage = createDiskStorage(filesDir)
    for (const key of [
      '../outside.pdf',
      'a/../../b.pdf',
      '/etc/passwd',
      'a/b/c.pdf',
      'a\\..\\b.pdf',
    ]) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
        /Invalid storage key/,
      )
      await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/)
    }
    expect(await storage.get('org/missing.pdf')).toBeNull()
  })
})

describe('S3 storage', () => {
  // S3 is outside the project: a stand-in client records the commands and answers like S3 does.
  function fakeS3() {
    const objects = new Map<string, { body: Buffer; contentType?: string }>()
    const client = {
      send: async (command: PutObjectCommand | GetObjectCommand | DeleteObjectCommand) => {
        const { Bucket, Key } = command.input
        const id = `${Bucket}/${Key}`
        if (command instanceof PutObjectCommand) {
          objects.set(id, {
            body: command.input.Body as Buffer,
            contentType: command.input.ContentType,
          })
          return {}
        }
        if (command instanceof DeleteObjectCommand) {
          objects.delete(id)
          return {}
        }
        const object = objects.get(id)
        if (!object)
          throw new NoSuchKey({ message: 'The specified key does not exist.', $metadata: {} })
        return {
          Body: { transformToWebStream: () => new Blob([new Uint8Array(object.body)]).stream() },
          ContentType: object.contentType,
          ContentLength: object.body.byteLength,
        }
      },
    }
    return { client: client as unknown as S3Client, objects }
  }

  it('puts, gets and deletes objects in its bucket', async () => {
    const { client, objects } = fakeS3()
    const storage = createS3Storage({ bucket: 'sangam-files', region: 'ap-south-1' }, client)
    await storage.put('org/abc.pdf', pdfBytes, 'application/pdf')
    expect([...objects.keys()]).toEqual(['sangam-files/org/abc.pdf'])

    const object = await storage.get('org/abc.pdf')
    expect(object).toMatchObject({ contentType: 'application/pdf', size: pdfBytes.byteLength })
    expect(Buffer.from(await new Response(object!.body as ReadableStream).arrayBuffer())).toEqual(
      pdfBytes,
    )

    await storage.delete('org/abc.pdf')
    expect(await storage.get('org/abc.pdf')).toBeNull()
    await expect(storage.put('../abc.pdf', pdfBytes, 'application/pdf')).rejects.toThrow(
      /Invalid storage key/,
    )
  })
})
