import type { ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'

import nodemailer from 'nodemailer'
import type { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startNginx } from '../../scripts/lib/nginx'

import { channelValues } from '../support/procedure-matrix'
import { startSmtp, stopSmtp, type ReceivedMail } from '../support/smtp'
import {
  freePort,
  launch,
  ready,
  stop,
  tempFolder,
  useEmptyDatabase,
  type Running,
} from './support'

const demoPassword = 'demo-password'
/** tRPC over HTTP as a browser on `origin` would call it. */
function trpc(base: string, origin: string, cookie = '') {
  return {
    cookie,
    async query<T>(procedure: string, input?: unknown): Promise<T> {
      const query =
        input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`
      const answer = await fetch(`${base}/trpc/${procedure}${query}`, { headers: { cookie } })
      const body = await answer.json()
      if (!answer.ok) throw new Error(`${procedure}: ${answer.status} ${JSON.stringify(body)}`)
      return body.result.data.json as T
    },
    async mutate<T>(procedure: string, input: unknown): Promise<T> {
      const answer = await fetch(`${base}/trpc/${procedure}`, {
        method: 'POST',
        headers: { cookie, origin, 'content-type': 'application/json' },
        body: JSON.stringify({ json: input }),
      })
      const body = await answer.json()
      if (!answer.ok) throw new Error(`${procedure}: ${answer.status} ${JSON.stringify(body)}`)
      return body.result.data.json as T
    },
  }
}

async function signIn(base: string, origin: string, email: string, headers = {}) {
  return fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, ...headers },
    body: JSON.stringify({ email, password: demoPassword }),
  })
}

async function cookieOf(answer: Response) {
  expect(answer.status).toBe(200)
  return answer.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

// Two app servers on one PostgreSQL database behind Debian's nginx, configured with the file the
// README documents: what one server does, the other sees; nothing runs twice; one can die. The
// first one alone receives deal-intake mail, as the README's set-up has it.
describe('two app servers behind nginx', () => {
  const database = useEmptyDatabase()
  const folder = tempFolder('two-servers')
  const received: ReceivedMail[] = []
  let smtp: SMTPServer
  let proxy: { url: string; child: ChildProcess }
  let first: Running
  let second: Running
  let intakePort: number

  beforeAll(async () => {
    const smtpPort = await freePort()
    smtp = await startSmtp(smtpPort, received)
    const proxyPort = await freePort()
    const env = {
      DATABASE_URL: database().url,
      DEMO_MODE: 'true',
      FILES_DIR: path.join(folder, 'files'),
      TRUST_PROXY: 'true',
      BETTER_AUTH_URL: `http://localhost:${proxyPort}`,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      // Every server knows the funds' addresses; only the first takes their mail.
      INBOUND_DOMAIN: 'intake.sangam.test',
    }
    intakePort = await freePort()
    first = await launch('scripts/start.mjs', {
      ...env,
      INBOUND_SMTP_PORT: String(intakePort),
      INBOUND_SMTP_HOST: '127.0.0.1',
    })
    await ready(first)
    second = await launch('scripts/serve.mjs', env)
    await ready(second)
    proxy = await startNginx(folder, proxyPort, [first.port, second.port])
  })

  afterAll(async () => {
    proxy?.child.kill('SIGTERM')
    await Promise.all([first, second].filter(Boolean).map((server) => stop(server)))
    if (smtp) await stopSmtp(smtp)
    rmSync(folder, { recursive: true, force: true })
  })

  it('carries a founder’s application and an investor’s review; each email goes out once', async () => {
    const origin = proxy.url
    const investor = trpc(
      proxy.url,
      origin,
      await cookieOf(await signIn(proxy.url, origin, 'investor@demo.sangam.test')),
    )
    const founder = trpc(
      proxy.url,
      origin,
      await cookieOf(await signIn(proxy.url, origin, 'founder@demo.sangam.test')),
    )
    const channel = await investor.mutate<{ id: string }>('investors.channels.create', {
      ...channelValues,
      title: 'Two servers call',
    })
    await investor.mutate('investors.channels.setStatus', { id: channel.id, status: 'open' })
    const application = await founder.mutate<{ id: string }>('startups.applications.submit', {
      channelId: channel.id,
      answers: {},
    })
    // Several calls, so both servers answer some of them.
    for (const status of ['in_review', 'shortlisted'] as const) {
      await investor.mutate('investors.applications.setStatus', {
        applicationIds: [application.id],
        status,
      })
    }
    const mine = await founder.query<{ id: string; status: string }[]>('startups.applications.list')
    expect(mine.find((item) => item.id === application.id)?.status).toBe('shortlisted')

    // Each server keeps its own search index, brought up to date by the database's version.
    for (const server of [first, second]) {
      const found = await trpc(server.url, origin, investor.cookie).query<{
        rows: { id: string; status: string }[]
      }>('investors.applications.list', { channelId: channel.id })
      expect(found.rows.map(({ id, status }) => ({ id, status }))).toEqual([
        { id: application.id, status: 'shortlisted' },
      ])
    }

    // Both servers run the job queue's workers; every stored email is delivered exactly once.
    const sent = async () =>
      (await database().query(`SELECT count(*)::int AS n FROM email_message WHERE status = 'sent'`))
        .rows[0].n as number
    await expect.poll(async () => (await sent()) >= 3, { timeout: 20_000 }).toBe(true)
    // Once no email waits and no send job is left on either server, nothing more can arrive: a
    // second delivery would have to come from one of those jobs.
    const pending = async () =>
      (
        await database().query(
          `SELECT (SELECT count(*) FROM email_message WHERE status = 'queued')
                + (SELECT count(*) FROM pgboss.job
                   WHERE name = 'email.send' AND state IN ('created', 'retry', 'active'))
                  AS n`,
        )
      ).rows[0].n as string
    await expect.poll(pending, { timeout: 30_000 }).toBe('0')
    expect(received).toHaveLength(await sent())
    const ids = received.map(({ raw }) => raw.match(/^Message-ID: (.+)$/im)?.[1])
    expect(new Set(ids).size).toBe(received.length)
    const statusMails = received.filter(
      ({ to, raw }) => to.includes('founder@demo.sangam.test') && /shortlist/i.test(raw),
    )
    expect(statusMails).toHaveLength(1)
    const { rows } = await database().query(
      `SELECT count(*)::int AS n FROM notification n
       JOIN "user" u ON u.id = n.user_id JOIN application_event e ON e.id = n.event_id
       WHERE u.email = 'founder@demo.sangam.test' AND e.application_id = $1`,
      [application.id],
    )
    expect(rows[0].n).toBe(2)
  })

  it('keeps a session made on one server valid on the other', async () => {
    const cookie = await cookieOf(await signIn(first.url, proxy.url, 'founder@demo.sangam.test'))
    for (const server of [first, second]) {
      const session = await trpc(server.url, proxy.url, cookie).query<{ user: { email: string } }>(
        'account.session',
      )
      expect(session.user.email).toBe('founder@demo.sangam.test')
    }
  })

  it('serves a file uploaded through one server from the other', async () => {
    const cookie = await cookieOf(await signIn(first.url, proxy.url, 'founder@demo.sangam.test'))
    const bytes = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    )
    const form = new FormData()
    form.append('kind', 'deck')
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'two-servers.pdf')
    const uploaded = await fetch(`${first.url}/api/files`, {
      method: 'POST',
      headers: { cookie, origin: proxy.url },
      body: form,
    })
    expect(uploaded.status).toBe(201)
    const { id } = (await uploaded.json()) as { id: string }
    const served = await fetch(`${second.url}/api/files/${id}`, { headers: { cookie } })
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes)
  })

  it('receives deal-intake mail on one server only; both show the fund its address', async () => {
    const cookie = await cookieOf(await signIn(proxy.url, proxy.url, 'investor@demo.sangam.test'))
    type Intake = { address: string | null; receiving: boolean }
    const [one, other] = await Promise.all(
      [first, second].map((server) =>
        trpc(server.url, proxy.url, cookie).query<Intake>('investors.intake.address'),
      ),
    )
    expect(one!.address).toMatch(/^deals\+[a-z0-9]{26}@intake\.sangam\.test$/)
    expect(other!.address).toBe(one!.address)
    expect([one!.receiving, other!.receiving]).toEqual([true, false])
    expect(first.output()).toContain('intake: receiving mail by SMTP')
    expect(second.output()).not.toContain('intake: receiving mail by SMTP')

    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    )
    const sender = nodemailer.createTransport({ host: '127.0.0.1', port: intakePort })
    try {
      const sent = await sender.sendMail({
        from: 'Asha Rao <asha@krishisetu.example>',
        to: one!.address!,
        subject: 'Krishi Setu – pitch deck',
        text: 'Our deck is attached.',
        attachments: [{ filename: 'Krishi Setu deck.pdf', content: pdf }],
      })
      expect(sent.response).toMatch(/^250 /)
    } finally {
      sender.close()
    }
    // Kept in the shared database and files: the other server serves the deck too.
    const { rows } = await database().query(
      `SELECT a.file_id FROM intake_entry e JOIN intake_attachment a ON a.entry_id = e.id
       WHERE e.subject = 'Krishi Setu – pitch deck' AND a.file_id IS NOT NULL`,
    )
    expect(rows).toHaveLength(1)
    const deck = await fetch(`${second.url}/api/files/${rows[0].file_id}`, { headers: { cookie } })
    expect(deck.status).toBe(200)
    expect(Buffer.from(await deck.arrayBuffer())).toEqual(pdf)
  })

  it('shares rate limits: the sign-in limit counts attempts on both servers', async () => {
    // The same client address (as a trusted proxy reports it), alternating servers.
    const headers = { 'x-forwarded-for': '203.0.113.7' }
    const statuses: number[] = []
    for (let attempt = 0; attempt < 12; attempt++) {
      const server = attempt % 2 === 0 ? first : second
      const answer = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: proxy.url, ...headers },
        body: JSON.stringify({
          email: `nobody-${attempt}@example.com`,
          password: 'wrong-password-1',
        }),
      })
      statuses.push(answer.status)
    }
    // 10 a minute per address: 5 on each server, then both refuse.
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true)
    expect(statuses.slice(10)).toEqual([429, 429])
  })

  it('fails over when one server dies mid-load: errors stay within the requests in flight', async () => {
    const cookie = await cookieOf(await signIn(proxy.url, proxy.url, 'investor@demo.sangam.test'))
    const inFlightLimit = 8
    const total = 400
    let started = 0
    let done = 0
    let killedAt = -1
    const failures: string[] = []
    async function worker() {
      while (started < total) {
        started++
        if (done >= total / 4 && killedAt < 0) {
          killedAt = done
          second.child.kill('SIGKILL')
        }
        try {
          const answer = await fetch(`${proxy.url}/trpc/notifications.unreadCount`, {
            headers: { cookie },
          })
          await answer.arrayBuffer()
          if (answer.status !== 200) failures.push(String(answer.status))
        } catch (error) {
          failures.push((error as Error).message)
        }
        done++
      }
    }
    await Promise.all(Array.from({ length: inFlightLimit }, worker))
    expect(killedAt).toBeGreaterThan(0)
    expect((await second.exited).signal).toBe('SIGKILL')
    expect(done).toBe(total)
    expect(failures.length).toBeLessThanOrEqual(inFlightLimit)
    // The survivor serves everything after.
    for (let round = 0; round < 10; round++) {
      const answer = await fetch(`${proxy.url}/trpc/account.session`, { headers: { cookie } })
      expect(answer.status).toBe(200)
    }
  })
})
