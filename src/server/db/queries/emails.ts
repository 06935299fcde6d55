import { and, eq, inArray, sql } from 'drizzle-orm'

import type { Database } from '@/server/db/client'
import { emailMessage, emailMessageOrganisation, organisation } from '@/server/db/schema'

type NewEmail = Pick<
  typeof emailMessage.$inferInsert,
  'to' | 'template' | 'dedupeKey' | 'subject' | 'html' | 'text'
>

/**
 * Stores a rendered email to be delivered, with the organisations it concerns (`about`). With a
 * `dedupeKey` already used, stores nothing and answers the earlier email's id with `stored: false`.
 */
export async function storeEmail(
  db: Database,
  email: NewEmail,
  about: readonly string[] = [],
): Promise<{ id: string; stored: boolean }> {
  const row = await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(emailMessage)
      .values(email)
      .onConflictDoNothing({ target: emailMessage.dedupeKey })
      .returning({ id: emailMessage.id })
    // An organisation erased meanwhile is nothing left to find the email by.
    if (stored && about.length) {
      await tx.insert(emailMessageOrganisation).select(
        tx
          .select({
            emailMessageId: sql<string>`${stored.id}::uuid`.as('email_message_id'),
            organisationId: organisation.id,
          })
          .from(organisation)
          .where(inArray(organisation.id, [...about])),
      )
    }
    return stored
  })
  if (row) return { id: row.id, stored: true }
  const [earlier] = await db
    .select({ id: emailMessage.id })
    .from(emailMessage)
    .where(eq(emailMessage.dedupeKey, email.dedupeKey!))
  if (!earlier) throw new Error('email insert returned no row')
  return { id: earlier.id, stored: false }
}

/**
 * Stores many rendered emails in one transaction (a fan-out's), each with the organisations it
 * concerns; an email whose `dedupeKey` was used already (a retried fan-out) is not stored again.
 * Answers the ids of the emails stored now, to be queued for delivery.
 */
export async function storeEmails(
  db: Database,
  emails: readonly { email: NewEmail & { dedupeKey: string }; about: readonly string[] }[],
): Promise<string[]> {
  if (emails.length === 0) return []
  return db.transaction(async (tx) => {
    const stored = await tx
      .insert(emailMessage)
      .values(emails.map(({ email }) => email))
      .onConflictDoNothing({ target: emailMessage.dedupeKey })
      .returning({ id: emailMessage.id, dedupeKey: emailMessage.dedupeKey })
    const aboutOf = new Map(emails.map(({ email, about }) => [email.dedupeKey, about]))
    const concerned = [...new Set(emails.flatMap(({ about }) => about))]
    // An organisation erased meanwhile is nothing left to find the email by.
    const existing = concerned.length
      ? new Set(
          (
            await tx
              .select({ id: organisation.id })
              .from(organisation)
              .where(inArray(organisation.id, concerned))
          ).map((row) => row.id),
        )
      : new Set<string>()
    const links = stored.flatMap(({ id, dedupeKey }) =>
      (aboutOf.get(dedupeKey!) ?? [])
        .filter((organisationId) => existing.has(organisationId))
        .map((organisationId) => ({ emailMessageId: id, organisationId })),
    )
    if (links.length) await tx.insert(emailMessageOrganisation).values(links)
    return stored.map((row) => row.id)
  })
}

export async function findEmail(db: Database, id: string) {
  const [message] = await db.select().from(emailMessage).where(eq(emailMessage.id, id))
  return message
}

/** The email when it still waits for delivery; undefined once sent or stored. */
export async function findQueuedEmail(db: Database, id: string) {
  const [message] = await db
    .select()
    .from(emailMessage)
    .where(and(eq(emailMessage.id, id), eq(emailMessage.status, 'queued')))
  return message
}

/** Without SMTP an email stays in the outbox, for admins to read. */
export async function markEmailStored(db: Database, id: string) {
  await db.update(emailMessage).set({ status: 'stored' }).where(eq(emailMessage.id, id))
}

export async function markEmailSent(db: Database, id: string) {
  await db
    .update(emailMessage)
    .set({
      status: 'sent',
      sentAt: new Date(),
      attempts: sql`${emailMessage.attempts} + 1`,
      lastError: null,
    })
    .where(eq(emailMessage.id, id))
}

export async function recordEmailFailure(db: Database, id: string, error: unknown) {
  await db
    .update(emailMessage)
    .set({ attempts: sql`${emailMessage.attempts} + 1`, lastError: String(error) })
    .where(eq(emailMessage.id, id))
}
