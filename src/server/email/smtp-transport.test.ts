import { createServer, type Server, type Socket } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { smtpTimeouts, smtpTransport } from './mailer'

// A server that accepts connections and never says a word (a hung or overloaded SMTP relay).
let silent: Server
const sockets: Socket[] = []
let port = 0

beforeAll(async () => {
  silent = createServer((socket) => sockets.push(socket))
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
  port = (silent.address() as { port: number }).port
})

afterAll(async () => {
  for (const socket of sockets) socket.destroy()
  await new Promise((resolve) => silent.close(resolve))
})

describe('the SMTP transport', () => {
  it('gives every wait a bound well under the email job’s 60 s expiry', () => {
    const total =
      smtpTimeouts.connectionTimeout + smtpTimeouts.greetingTimeout + smtpTimeouts.socketTimeout
    expect(total).toBeLessThanOrEqual(50_000)
    const transport = smtpTransport('smtps://mailer:p%40ss@smtp.example.com:465')
    expect(transport.options).toMatchObject({
      ...smtpTimeouts,
      host: 'smtp.example.com',
      port: 465,
      secure: true,
      auth: { user: 'mailer', pass: 'p@ss' },
    })
    transport.close()
  })

  // The test's own limit is the check: nodemailer's default would wait 30 s for the greeting.
  it(
    'fails a delivery to a server that never greets, instead of waiting on it',
    { timeout: 15_000 },
    async () => {
      const transport = smtpTransport(`smtp://127.0.0.1:${port}`, {
        connectionTimeout: 500,
        greetingTimeout: 500,
        socketTimeout: 500,
      })
      const sent = transport.sendMail({
        from: 'Sangam <no-reply@sangam.example>',
        to: 'asha@example.com',
        subject: 'Hello',
        text: 'Hello',
      })
      await expect(sent).rejects.toMatchObject({
        code: expect.stringMatching(/ETIMEDOUT|ECONNECTION/),
      })
      expect(sockets.length).toBeGreaterThan(0)
      transport.close()
    },
  )
})
