import { sql } from 'drizzle-orm'
import {
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'

import { organisation } from './organisations'

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
  (t) => [
    index().on(t.createdAt),
    index().on(t.to),
    // Erasing a person finds the emails to their address, however it was capitalised.
    index('email_message_to_lower_idx').on(sql`lower(${t.to})`),
  ],
)

/**
 * The organisations an email concerns (the startup and the investor of an application it is
 * about, the organisation it invites to), recorded when it is written: erasing an organisation
 * finds its emails by these keys instead of searching every email's text (decision 0033).
 */
export const emailMessageOrganisation = pgTable(
  'email_message_organisation',
  {
    emailMessageId: uuid()
      .notNull()
      .references(() => emailMessage.id, { onDelete: 'cascade' }),
    organisationId: uuid()
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.emailMessageId] }),
    index().on(t.emailMessageId),
  ],
)
