import { eq } from 'drizzle-orm'
import type { SMTPServer } from 'smtp-server'
import { afterAll, describe, expect, it, vi } from 'vitest'

import { emailMessage } from '@/server/db/schema'

import { setupTestApp } from '../support/app'
import { startSmtp, stopSmtp, type ReceivedMail } from '../support/smtp'

// A port of this test process's own, so parallel runs do not collide, and above Linux's range of
// ports for outgoing connections (32768–60999): while the SMTP server is down, another test's
// connection to PostgreSQL could otherwise take its port, and the restart would find it in use.
const port = 61_000 + (process.pid % 4_000)
const received: ReceivedMail[] = []

const app = setupTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` })
let smtp: SMTPServer | undefined

afterAll(async () => {
  if (smtp) await stopSmtp(smtp)
})

async function statusOf(id: string | null) {
  if (!id) throw new Error('the email was not sent')
  const [row] = await app().services.db.select().from(emailMessage).where(eq(emailMessage.id, id))
  return row!
}

describe('mail delivery over SMTP', () => {
  it(
    'delivers a queued email, and loses none while the SMTP server is down',
    { timeout: 60_000 },
    async () => {
      smtp = await startSmtp(port, received)
      await app().services.mailer.startWorker()
      const first = await app().services.mailer.send('asha@example.com', {
        template: 'verify-email',
        props: { name: 'Asha Rao', url: 'https://sangam.example/verify?token=abc' },
      })
      await vi.waitFor(async () => expect((await statusOf(first)).status).toBe('sent'), {
        timeout: 15_000,
        interval: 200,
      })
      expect(received.at(-1)?.to).toEqual(['asha@example.com'])
      expect(received.at(-1)?.raw).toContain('Subject: Confirm your email for Sangam')

      await stopSmtp(smtp)
      smtp = undefined
      const second = await app().services.mailer.send('ravi@example.com', {
        template: 'reset-password',
        props: { name: 'Ravi Shankar', url: 'https://sangam.example/reset?token=def' },
      })
      await vi.waitFor(
        async () => {
          const row = await statusOf(second)
          expect(row.status).toBe('queued')
          expect(row.attempts).toBeGreaterThanOrEqual(1)
          expect(row.lastError).toMatch(/ECONNREFUSED/)
        },
        { timeout: 15_000, interval: 200 },
      )

      smtp = await startSmtp(port, received)
      await vi.waitFor(async () => expect((await statusOf(second)).status).toBe('sent'), {
        timeout: 20_000,
        interval: 200,
      })
      expect(received.filter((m) => m.to.includes('ravi@example.com'))).toHaveLength(1)
    },
  )
})
