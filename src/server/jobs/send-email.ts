import type { Transporter } from 'nodemailer'

import type { Database } from '@/server/db/client'
import {
  findQueuedEmail,
  markEmailSent,
  markEmailStored,
  recordEmailFailure,
} from '@/server/db/queries/emails'

export type SendEmailJob = { emailId: string }

/**
 * Delivers one stored email: over SMTP when it is configured, otherwise it stays in the outbox.
 * A failed delivery throws, so the queue retries it and no message is lost while the SMTP server
 * is away; an email already delivered is not sent again.
 */
export function sendEmailHandler({
  db,
  transport,
  from,
}: {
  db: Database
  transport: Transporter | null
  from: string
}) {
  return async function sendEmail({ emailId }: SendEmailJob): Promise<void> {
    const message = await findQueuedEmail(db, emailId)
    if (!message) return
    if (!transport) {
      await markEmailStored(db, emailId)
      return
    }
    try {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
      })
    } catch (error) {
      await recordEmailFailure(db, emailId, error)
      throw error
    }
    await markEmailSent(db, emailId)
  }
}
