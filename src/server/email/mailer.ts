import nodemailer, { type Transporter } from 'nodemailer'
import { parseConnectionUrl } from 'nodemailer/lib/shared'

import type { Database } from '@/server/db/client'
import { storeEmail, storeEmails } from '@/server/db/queries/emails'
import { languagesOfAddresses } from '@/server/db/queries/preferences'
import { queueNames, type JobQueue } from '@/server/jobs/queue'
import { sendEmailHandler, type SendEmailJob } from '@/server/jobs/send-email'
import { log } from '@/server/log'
import type { RateLimitRule, RateLimitStore } from '@/server/security/rate-limit'
import {
  isTranslatedEmail,
  renderEmail,
  type EmailTemplate,
  type EmailTemplateName,
} from './render'

const hour = 60 * 60

/**
 * Mail a stranger can cause by typing someone's address (a reset, a sign-up, a new address, an
 * invitation): at most this many of a kind reach one recipient, however many addresses or
 * accounts ask. Beyond it nothing is sent, and the asker is told nothing different.
 */
export const recipientLimits: Partial<Record<EmailTemplateName, RateLimitRule>> = {
  'reset-password': { window: hour, max: 3 },
  'verify-email': { window: hour, max: 3 },
  'account-exists': { window: 24 * hour, max: 2 },
  'change-email': { window: 24 * hour, max: 2 },
  invitation: { window: hour, max: 5 },
  // A fund's answers to mail it received: a sender hears from Sangam only so often.
  'intake-claim': { window: hour, max: 5 },
  'intake-declined': { window: 24 * hour, max: 3 },
}

/**
 * How long one delivery may wait on the SMTP server, in ms. Together well under the email job's
 * expiry (jobExpirySeconds, 60 s): a server that accepts the connection and then hangs fails the
 * attempt, which is retried, instead of holding it while the queue hands the same email to
 * another worker (nodemailer's own defaults wait up to two minutes to connect and an hour idle).
 */
export const smtpTimeouts = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
}

/**
 * The SMTP transport of `SMTP_URL`, with the timeouts above. (nodemailer reads only the URL when
 * given `{ url }`, dropping every other option: the URL is parsed into options first.)
 */
export function smtpTransport(smtpUrl: string, timeouts = smtpTimeouts): Transporter {
  return nodemailer.createTransport({ ...parseConnectionUrl(smtpUrl), ...timeouts })
}

/**
 * Emails are rendered and stored when they are asked for, then delivered by a job: over SMTP when
 * it is configured, otherwise kept in the outbox for admins to read. A failed delivery throws, so
 * the job queue retries it and no message is lost while the SMTP server is away.
 */
export function createMailer({
  db,
  jobs,
  rateLimits,
  smtpUrl,
  from,
}: {
  db: Database
  jobs: JobQueue
  rateLimits: RateLimitStore
  smtpUrl: string | undefined
  from: string
}) {
  const transport: Transporter | null = smtpUrl ? smtpTransport(smtpUrl) : null

  /** Counts one email of a kind with a limit per recipient (recipientLimits); false once used up. */
  async function withinRecipientLimit(to: string, email: EmailTemplate): Promise<boolean> {
    const limit = recipientLimits[email.template]
    if (!limit) return true
    const decision = await rateLimits.consume(
      `mail:${email.template}:${to.trim().toLowerCase()}`,
      limit,
    )
    if (!decision.allowed) {
      log.warn({ template: email.template }, 'recipient had enough of this kind of email; not sent')
    }
    return decision.allowed
  }

  /** The recipients' languages, asked only for the emails that are translated. */
  function languagesOf(emails: readonly { to: string; email: EmailTemplate }[]) {
    const translated = emails.filter(({ email }) => isTranslatedEmail(email.template))
    return languagesOfAddresses(
      db,
      translated.map(({ to }) => to),
    )
  }

  /**
   * Stores the email and queues its delivery. `about`: the organisations it concerns, by which an
   * erasure finds it. With a `dedupeKey`, a second send under the same key (a retried job) stores
   * and queues nothing and answers the first email's id. Null when the recipient already had
   * their share of this kind (recipientLimits): nothing is stored.
   */
  async function send(
    to: string,
    email: EmailTemplate,
    { dedupeKey, about }: { dedupeKey?: string; about?: readonly string[] } = {},
  ): Promise<string | null> {
    if (!(await withinRecipientLimit(to, email))) return null
    const rendered = await renderEmail(email, (await languagesOf([{ to, email }])).get(to))
    const { id, stored } = await storeEmail(
      db,
      { to, template: email.template, dedupeKey, ...rendered },
      about,
    )
    if (stored) await jobs.send(queueNames.sendEmail, { emailId: id } satisfies SendEmailJob)
    return id
  }

  /**
   * `send` for many emails at once (a fan-out's): stored in one transaction and queued in one
   * statement, instead of a transaction and a queueing each. Emails of a kind with a limit per
   * recipient are counted one by one, as `send` does.
   */
  async function sendMany(
    emails: readonly {
      to: string
      email: EmailTemplate
      /** Unique per email: a retried fan-out stores and queues nothing twice. */
      dedupeKey: string
      about?: readonly string[]
    }[],
  ): Promise<void> {
    const allowed = []
    for (const item of emails) {
      if (await withinRecipientLimit(item.to, item.email)) allowed.push(item)
    }
    const languages = await languagesOf(allowed)
    const rendered = []
    for (const { to, email, dedupeKey, about } of allowed) {
      rendered.push({
        email: {
          to,
          template: email.template,
          dedupeKey,
          ...(await renderEmail(email, languages.get(to))),
        },
        about: about ?? [],
      })
    }
    const ids = await storeEmails(db, rendered)
    await jobs.sendMany(
      queueNames.sendEmail,
      ids.map((emailId) => ({ emailId }) satisfies SendEmailJob),
    )
  }

  return {
    send,
    sendMany,
    /** Starts delivering queued emails in this process. */
    startWorker: () =>
      jobs.work<SendEmailJob>(queueNames.sendEmail, sendEmailHandler({ db, transport, from })),
    close: () => transport?.close(),
  }
}

export type Mailer = ReturnType<typeof createMailer>
