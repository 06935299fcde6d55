import { readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'

import { SMTPServer, type SMTPServerAddress, type SMTPServerSession } from 'smtp-server'

import { intakeTokenOf } from '@/domain/intake/intake'

import type { Database } from '@/server/db/client'
import { findIntakeOrganisation } from '@/server/db/queries/intake'
import type { FileStorage } from '@/server/files/storage'
import { log } from '@/server/log'
import type { RateLimitRule, RateLimitStore } from '@/server/security/rate-limit'

import { checkStructure, readMessage, RefusedMessage } from './message'
import { checkAttachments, storeEntry } from './store'

/** The largest message accepted, as the SIZE extension announces it (decision 0048). */
export const maxMessageBytes = 25 * 1024 * 1024

export const intakeRateLimits = {
  /** Messages one sending address may send to intake addresses. */
  sender: { window: 3600, max: 30 },
  /** Messages one fund's address may receive. */
  organisation: { window: 3600, max: 300 },
} satisfies Record<string, RateLimitRule>

const maxRecipients = 5

export type IntakeServerOptions = {
  db: Database
  files: FileStorage
  rateLimits: RateLimitStore
  domain: string
  port: number
  host: string
  /** PEM file paths; with both, STARTTLS is offered. */
  tls?: { certPath: string; keyPath: string }
  limits?: typeof intakeRateLimits
}

export type IntakeServer = {
  /** Resolves with the port listened on (the one asked for, or the one given for 0). */
  listen(): Promise<number>
  close(): Promise<void>
}

type SmtpError = Error & { responseCode: number }

function reply(responseCode: number, message: string): SmtpError {
  return Object.assign(new Error(message), { responseCode })
}

/**
 * The inbound SMTP server of deal intake: it accepts mail only for `deals+<token>@<domain>` of a
 * current token, never relays, never sends, and offers no AUTH. A message it accepts becomes an
 * intake entry of the fund (src/server/intake/store.ts); one it refuses leaves nothing behind.
 */
export function createIntakeServer(options: IntakeServerOptions): IntakeServer {
  const limits = options.limits ?? intakeRateLimits
  const tls = options.tls
    ? { cert: readFileSync(options.tls.certPath), key: readFileSync(options.tls.keyPath) }
    : null
  const server = new SMTPServer({
    name: options.domain,
    banner: 'Sangam deal intake',
    size: maxMessageBytes,
    authOptional: true,
    disabledCommands: tls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
    ...(tls ?? {}),
    maxClients: 100,
    socketTimeout: 60_000,
    closeTimeout: 10_000,
    logger: false,
    onRcptTo(address, session, callback) {
      acceptRecipient(address, session).then(
        () => callback(),
        (error: unknown) => callback(asSmtpError(error)),
      )
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      let size = 0
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (size <= maxMessageBytes) chunks.push(chunk)
      })
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          refused(session, 'too-large', 552)
          return callback(reply(552, '5.3.4 The message is larger than 25 MB.'))
        }
        receive(Buffer.concat(chunks), session).then(
          (answer) => callback(null, answer),
          (error: unknown) => callback(asSmtpError(error)),
        )
      })
    },
  })
  server.on('error', (error) => log.warn({ err: error }, 'intake: SMTP connection error'))

  async function organisationOf(address: string) {
    const token = intakeTokenOf(address, options.domain)
    return token ? findIntakeOrganisation(options.db, token) : undefined
  }

  async function acceptRecipient(address: SMTPServerAddress, session: SMTPServerSession) {
    if (session.envelope.rcptTo.length >= maxRecipients) {
      throw reply(452, '4.5.3 Too many recipients.')
    }
    const organisationId = await organisationOf(address.address)
    if (!organisationId) {
      refused(session, 'unknown-recipient', 550)
      throw reply(550, '5.1.1 No such intake address here.')
    }
    const from = session.envelope.mailFrom
    const sender = from ? from.address.toLowerCase() : '<>'
    for (const [key, rule] of [
      [`intake:from:${sender}`, limits.sender],
      [`intake:org:${organisationId}`, limits.organisation],
    ] as const) {
      const decision = await options.rateLimits.consume(key, rule)
      if (!decision.allowed) {
        refused(session, 'rate-limited', 450, organisationId)
        throw reply(450, `4.7.1 Too many messages; try again in ${decision.retryAfter} seconds.`)
      }
    }
  }

  async function receive(raw: Buffer, session: SMTPServerSession): Promise<string> {
    checkStructure(raw)
    const message = await readMessage(raw)
    const { decks, skipped } = await checkAttachments(message.attachments)
    const organisations = new Set<string>()
    for (const recipient of session.envelope.rcptTo) {
      // A token regenerated since RCPT no longer takes mail.
      const organisationId = await organisationOf(recipient.address)
      if (organisationId) organisations.add(organisationId)
    }
    if (organisations.size === 0) {
      refused(session, 'unknown-recipient', 550)
      throw reply(550, '5.1.1 No such intake address here.')
    }
    const from = session.envelope.mailFrom
    for (const organisationId of organisations) {
      const entryId = await storeEntry(options, {
        organisationId,
        envelopeSender: from ? from.address.toLowerCase() || null : null,
        message,
        decks,
        skipped,
      })
      log.info(
        {
          event: 'intake.accepted',
          organisationId,
          entryId,
          duplicate: entryId === null,
          decks: decks.length,
          skipped: skipped.length,
          bytes: raw.byteLength,
          session: session.id,
        },
        'intake: message accepted',
      )
    }
    return "2.0.0 Received into the fund's intake."
  }

  function refused(
    session: SMTPServerSession,
    reason: string,
    code: number,
    organisationId?: string,
  ) {
    log.info(
      { event: 'intake.refused', reason, code, organisationId, session: session.id },
      'intake: message refused',
    )
  }

  function asSmtpError(error: unknown): SmtpError {
    if (error instanceof RefusedMessage) {
      log.info(
        { event: 'intake.refused', reason: error.reason, code: error.responseCode },
        'intake: message refused',
      )
      return reply(error.responseCode, error.message)
    }
    if (error instanceof Error && 'responseCode' in error) return error as SmtpError
    // Our fault (the database or storage is out of reach): the sender's server tries again later.
    log.error({ err: error }, 'intake: could not take a message')
    return reply(451, '4.3.0 Temporary failure; please try again later.')
  }

  return {
    listen: () =>
      new Promise<number>((resolve, reject) => {
        server.once('error', reject)
        server.listen(options.port, options.host, () => {
          server.off('error', reject)
          resolve((server.server.address() as AddressInfo).port)
        })
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
