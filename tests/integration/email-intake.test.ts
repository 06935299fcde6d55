import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { count } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'

import { intakeAddress } from '@/domain/intake/intake'
import {
  findIntakeAddress,
  listIntakeEntries,
  regenerateIntakeAddress,
} from '@/server/db/queries/intake'
import { intakeEntry, organisation, storedFile } from '@/server/db/schema'
import { fileAccess } from '@/server/files/access'
import { createIntakeServer, type IntakeServer } from '@/server/intake/smtp'

import { setupTestApp } from '../support/app'
import { investorOf } from '../support/roles'

const domain = 'in.sangam.test'
const filesDir = mkdtempSync(path.join(tmpdir(), 'sangam-intake-'))
const app = setupTestApp({ FILES_DIR: filesDir, INBOUND_DOMAIN: domain })

// A small real PDF: one page, as pdf.js counts it.
const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
)

let server: IntakeServer
let port = 0

// The app is ready in tests and their hooks only: the server starts before the first test.
beforeEach(async () => {
  if (server) return
  const { services } = app()
  server = createIntakeServer({
    db: services.db,
    files: services.files,
    rateLimits: services.rateLimits,
    domain,
    port: 0,
    host: '127.0.0.1',
  })
  port = await server.listen()
})

afterAll(async () => {
  await server?.close()
  rmSync(filesDir, { recursive: true, force: true })
})

beforeEach(() => {
  for (const entry of readdirSync(filesDir)) {
    rmSync(path.join(filesDir, entry), { recursive: true, force: true })
  }
})

function transport() {
  return nodemailer.createTransport({
    host: '127.0.0.1',
    port,
    secure: false,
    ignoreTLS: true,
    connectionTimeout: 5000,
  })
}

type Sent = { accepted: unknown[] } | { responseCode: number | undefined }

async function send(mail: nodemailer.SendMailOptions): Promise<Sent> {
  const sender = transport()
  try {
    const info = await sender.sendMail(mail)
    return { accepted: info.accepted }
  } catch (error) {
    return { responseCode: (error as { responseCode?: number }).responseCode }
  } finally {
    sender.close()
  }
}

async function fund(name = 'Kaveri Capital') {
  const [org] = await app()
    .services.db.insert(organisation)
    .values({ kind: 'investor', name, slug: name.toLowerCase().replaceAll(' ', '-') })
    .returning({ id: organisation.id })
  const { token } = (await findIntakeAddress(app().services.db, org!.id))!
  return { organisationId: org!.id, token, address: intakeAddress(token, domain) }
}

async function stored() {
  const { db } = app().services
  const [entries] = await db.select({ n: count() }).from(intakeEntry)
  const [files] = await db.select({ n: count() }).from(storedFile)
  return { entries: entries!.n, files: files!.n, bytes: readdirSync(filesDir).length }
}

const nothingStored = { entries: 0, files: 0, bytes: 0 }

function raw(to: string, lines: string[]): string {
  return [`From: Asha Rao <asha@krishisetu.in>`, `To: ${to}`, ...lines].join('\r\n')
}

describe('email intake over real SMTP', () => {
  it('turns a cold email with a PDF into an entry with a private deck of the fund', async () => {
    const kaveri = await fund()
    const result = await send({
      from: 'Asha Rao <asha@krishisetu.in>',
      to: kaveri.address,
      subject: 'Krishi Setu – pitch deck',
      text: 'Hello! We help farmers sell direct. Deck attached; more at https://krishisetu.in/about.',
      html: '<p>Hello! <script>alert(1)</script>We help farmers sell direct.</p>',
      attachments: [
        { filename: 'Krishi Setu deck.pdf', content: pdfBytes, contentType: 'application/pdf' },
        {
          filename: 'notes.zip',
          content: Buffer.from('PK\u0003\u0004'),
          contentType: 'application/zip',
        },
      ],
    })
    expect(result).toEqual({ accepted: [kaveri.address] })

    const [entry, ...others] = await listIntakeEntries(app().services.db, kaveri.organisationId)
    expect(others).toEqual([])
    expect(entry).toMatchObject({
      envelopeSender: 'asha@krishisetu.in',
      senderName: 'Asha Rao',
      senderEmail: 'asha@krishisetu.in',
      originalSenderEmail: null,
      subject: 'Krishi Setu – pitch deck',
      startupName: 'Krishi Setu',
      startupWebsite: 'https://krishisetu.in',
      startupEmail: 'asha@krishisetu.in',
      status: 'new',
      skippedAttachments: [{ name: 'notes.zip', reason: 'Only PDF attachments are kept.' }],
    })
    expect(entry!.bodyText).toContain('We help farmers sell direct.')
    expect(entry!.bodyText).not.toContain('<script>')
    expect(entry!.links).toEqual(['https://krishisetu.in/about'])
    expect(entry!.fileIds).toHaveLength(1)

    const { db } = app().services
    const file = (await db.select().from(storedFile))[0]!
    expect(file).toMatchObject({
      id: entry!.fileIds[0],
      organisationId: kaveri.organisationId,
      kind: 'deck',
      contentType: 'application/pdf',
      originalName: 'Krishi Setu deck.pdf',
      pageCount: 1,
    })
    // The fund's members see it; nobody else, and never the public.
    const member = {
      emailVerified: true,
      membership: { organisationId: kaveri.organisationId, kind: 'investor' as const },
    }
    expect(await fileAccess(db, file, member)).toBe('private')
    expect(await fileAccess(db, file, null)).toBe('none')
    const other = await fund('Deccan Angels')
    expect(
      await fileAccess(db, file, {
        emailVerified: true,
        membership: { organisationId: other.organisationId, kind: 'investor' },
      }),
    ).toBe('none')
  })

  it('reads the original sender of Gmail- and Outlook-style forwards', async () => {
    const kaveri = await fund()
    const gmail = await send({
      from: 'Ravi Menon <ravi@portfolio-co.in>',
      to: kaveri.address,
      subject: 'Fwd: Intro: PayVeda <> Kaveri',
      text: [
        'Great team, worth a look.',
        '',
        '---------- Forwarded message ---------',
        'From: Meera Iyer <meera@payveda.in>',
        'Date: Mon, 23 Nov 2026 at 10:02',
        'Subject: Intro: PayVeda <> Kaveri',
        'To: Ravi Menon <ravi@portfolio-co.in>',
        '',
        'Hi Ravi, we are raising our seed round.',
      ].join('\n'),
    })
    expect(gmail).toEqual({ accepted: [kaveri.address] })
    const outlook = await send({
      from: 'Neha Shah <neha@accelerator.org>',
      to: kaveri.address,
      subject: 'FW: Demo day follow-up',
      text: [
        'One from our demo day.',
        '',
        '________________________________',
        'From: Arjun Das <arjun@gramcare.health>',
        'Sent: Tuesday, November 24, 2026 9:15 AM',
        'To: Neha Shah <neha@accelerator.org>',
        'Subject: GramCare – seed deck',
        '',
        'Please find our deck attached.',
      ].join('\r\n'),
    })
    expect(outlook).toEqual({ accepted: [kaveri.address] })

    const entries = await listIntakeEntries(app().services.db, kaveri.organisationId)
    const bySubject = new Map(entries.map((entry) => [entry.subject, entry]))
    expect(bySubject.get('Fwd: Intro: PayVeda <> Kaveri')).toMatchObject({
      senderEmail: 'ravi@portfolio-co.in',
      originalSenderName: 'Meera Iyer',
      originalSenderEmail: 'meera@payveda.in',
      startupEmail: 'meera@payveda.in',
      startupWebsite: 'https://payveda.in',
      startupName: 'PayVeda',
    })
    expect(bySubject.get('FW: Demo day follow-up')).toMatchObject({
      senderEmail: 'neha@accelerator.org',
      originalSenderName: 'Arjun Das',
      originalSenderEmail: 'arjun@gramcare.health',
      startupName: 'GramCare',
      startupWebsite: 'https://gramcare.health',
    })
  })

  it('refuses mail to a revoked, unknown or foreign address at RCPT (550), storing nothing', async () => {
    const kaveri = await fund()
    const owner = await investorOf(app(), 'Owner Fund')
    await regenerateIntakeAddress(app().services.db, kaveri.organisationId, owner.userId)
    for (const to of [
      kaveri.address,
      `deals+${'a'.repeat(26)}@${domain}`,
      `deals+${kaveri.token}@elsewhere.test`,
      `postmaster@${domain}`,
    ]) {
      expect(await send({ from: 'asha@krishisetu.in', to, subject: 'Deck', text: 'Hi' })).toEqual({
        responseCode: 550,
      })
    }
    // Owner Fund's own organisation has no entries either.
    expect((await stored()).entries).toBe(0)
    expect((await stored()).bytes).toBe(0)
  })

  it('refuses a message over 25 MB (552), storing nothing', async () => {
    const kaveri = await fund()
    const result = await send({
      from: 'asha@krishisetu.in',
      to: kaveri.address,
      subject: 'Huge deck',
      text: 'Attached',
      attachments: [{ filename: 'deck.pdf', content: Buffer.alloc(26 * 1024 * 1024, 0x41) }],
    })
    expect(result).toEqual({ responseCode: 552 })
    expect(await stored()).toEqual(nothingStored)
  })

  it('refuses malformed MIME, huge headers and deep nesting, then takes the next message', async () => {
    const kaveri = await fund()
    const to = kaveri.address
    const envelope = { from: 'asha@krishisetu.in', to }
    let nested = 'Content-Type: text/plain\r\n\r\nInside\r\n'
    for (let depth = 0; depth < 60; depth++) {
      nested = `Content-Type: multipart/mixed; boundary="b${depth}"\r\n\r\n--b${depth}\r\n${nested}--b${depth}--\r\n`
    }
    const hostile = [
      raw(to, ['Subject: Broken', 'this line is not a header', '', 'Body']),
      raw(to, ['Subject: NUL\u0000inside', '', 'Body']),
      ['To: ' + to, 'Subject: Nobody sent this', '', 'Body'].join('\r\n'),
      raw(to, ['Subject: Huge', `X-Padding: ${'x'.repeat(70 * 1024)}`, '', 'Body']),
      raw(to, [
        'Subject: Many',
        ...Array.from({ length: 1500 }, (_, i) => `X-Pad-${i}: y`),
        '',
        'Body',
      ]),
      raw(to, ['Subject: Nested', 'MIME-Version: 1.0']) + '\r\n' + nested,
    ]
    for (const message of hostile) {
      const result = await send({ envelope, raw: message })
      expect(result).toHaveProperty('responseCode')
      expect((result as { responseCode: number }).responseCode).toBeGreaterThanOrEqual(550)
      expect(await stored()).toEqual(nothingStored)
    }
    expect(await send({ envelope, raw: raw(to, ['Subject: Fine', '', 'Hello']) })).toEqual({
      accepted: [to],
    })
    expect((await stored()).entries).toBe(1)
  })

  it('keeps one entry for a message delivered twice', async () => {
    const kaveri = await fund()
    const message = raw(kaveri.address, [
      'Subject: Twice',
      'Message-ID: <once@krishisetu.in>',
      '',
      'Hi',
    ])
    const envelope = { from: 'asha@krishisetu.in', to: kaveri.address }
    expect(await send({ envelope, raw: message })).toEqual({ accepted: [kaveri.address] })
    expect(await send({ envelope, raw: message })).toEqual({ accepted: [kaveri.address] })
    expect((await stored()).entries).toBe(1)
  })

  it('limits how much one sender may send (450, try later)', async () => {
    const kaveri = await fund()
    const { services } = app()
    const strict = createIntakeServer({
      db: services.db,
      files: services.files,
      rateLimits: services.rateLimits,
      domain,
      port: 0,
      host: '127.0.0.1',
      limits: { sender: { window: 60, max: 2 }, organisation: { window: 60, max: 100 } },
    })
    const strictPort = await strict.listen()
    try {
      const results: Sent[] = []
      for (let i = 0; i < 3; i++) {
        const sender = nodemailer.createTransport({
          host: '127.0.0.1',
          port: strictPort,
          ignoreTLS: true,
        })
        try {
          results.push({
            accepted: (
              await sender.sendMail({
                from: 'spam@example.com',
                to: kaveri.address,
                subject: `#${i}`,
                text: 'x',
              })
            ).accepted,
          })
        } catch (error) {
          results.push({ responseCode: (error as { responseCode?: number }).responseCode })
        } finally {
          sender.close()
        }
      }
      expect(results).toEqual([
        { accepted: [kaveri.address] },
        { accepted: [kaveri.address] },
        { responseCode: 450 },
      ])
    } finally {
      await strict.close()
    }
  })
})

describe('STARTTLS', () => {
  it('is offered with a certificate, and mail arrives over it', async () => {
    const kaveri = await fund()
    const dir = mkdtempSync(path.join(tmpdir(), 'sangam-intake-tls-'))
    const certPath = path.join(dir, 'cert.pem')
    const keyPath = path.join(dir, 'key.pem')
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        `/CN=${domain}`,
        '-keyout',
        keyPath,
        '-out',
        certPath,
      ],
      { stdio: 'ignore' },
    )
    const { services } = app()
    const secured = createIntakeServer({
      db: services.db,
      files: services.files,
      rateLimits: services.rateLimits,
      domain,
      port: 0,
      host: '127.0.0.1',
      tls: { certPath, keyPath },
    })
    const securedPort = await secured.listen()
    try {
      const sender = nodemailer.createTransport({
        host: '127.0.0.1',
        port: securedPort,
        requireTLS: true,
        tls: { rejectUnauthorized: false },
      })
      const info = await sender.sendMail({
        from: 'asha@krishisetu.in',
        to: kaveri.address,
        subject: 'Over TLS',
        text: 'Hi',
      })
      sender.close()
      expect(info.accepted).toEqual([kaveri.address])
      expect((await stored()).entries).toBe(1)
    } finally {
      await secured.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('investors.intake', () => {
  it('shows every teammate the address; an owner regenerates it', async () => {
    const owner = await investorOf(app(), 'Kaveri Capital')
    const caller = await app().caller(owner.headers)
    const first = await caller.investors.intake.address()
    expect(first).toMatchObject({ receiving: false, canRegenerate: true, regeneratedAt: null })
    expect(first.address).toMatch(
      new RegExp(`^deals\\+[a-z0-9]{26}@${domain.replaceAll('.', '\\.')}$`),
    )
    expect((await caller.investors.intake.address()).address).toBe(first.address)
    const next = await caller.investors.intake.regenerate()
    expect(next.address).not.toBe(first.address)
    expect(next.regeneratedBy).toBeTruthy()
    expect(next.regeneratedAt).toBeInstanceOf(Date)
  })
})
