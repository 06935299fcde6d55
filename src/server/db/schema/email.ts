import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

// queued → sent (SMTP accepted it) | stored (no SMTP configured: kept for the admin outbox)
export const emailStatus = pgEnum('email_status', ['queued', 'sent', 'stored'])

/** Every email the product sends: the audit trail, and the outbox when SMTP is not set up. */
export const emailMessage = pgTable(
  'email_message',
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().notNull(),
    template: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    status: emailStatus().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    // Set by senders that may run twice (a retried job): a second send with the key is a no-op.
    dedupeKey: text().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.createdAt), index().on(t.to)],
)
