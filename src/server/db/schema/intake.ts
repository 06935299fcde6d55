import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

import { intakeStatuses } from '@/domain/intake/intake'

import { user } from './auth'
import { storedFile } from './files'
import { organisation } from './organisations'

export const intakeStatus = pgEnum('intake_status', intakeStatuses)

/**
 * An investor organisation's intake address, `deals+<token>@<INBOUND_DOMAIN>` (decision 0048).
 * The token is kept as it is, not hashed: every teammate reads the address in settings to forward
 * mail to it, and everyone who writes to it sees it anyway. Regenerating replaces it, and mail to
 * the old one is refused.
 */
export const intakeAddress = pgTable(
  'intake_address',
  {
    organisationId: uuid()
      .primaryKey()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    token: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    regeneratedAt: timestamp({ withTimezone: true }),
    regeneratedBy: text().references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [check('intake_address_token', sql`${t.token} ~ '^[a-z0-9]{26}$'`)],
)

/** An attachment that was not kept, and why (not a PDF, too large, not a real PDF…). */
export type SkippedAttachment = { name: string; reason: string }

/**
 * One email received at a fund's intake address. Private to the fund: nothing of it is public
 * until its founder claims it (a later slice). The message's HTML is never kept, only its text.
 */
export const intakeEntry = pgTable(
  'intake_entry',
  {
    id: uuid().primaryKey().defaultRandom(),
    organisationId: uuid()
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The Message-ID header: a message delivered twice makes one entry. */
    messageId: text(),
    /** SMTP's MAIL FROM; null for a bounce's empty sender. */
    envelopeSender: text(),
    senderName: text(),
    senderEmail: text(),
    /** Whoever wrote the message that was forwarded, read from the forward's quoted headers. */
    originalSenderName: text(),
    originalSenderEmail: text(),
    subject: text().notNull(),
    bodyText: text().notNull(),
    links: jsonb().$type<string[]>().notNull().default([]),
    skippedAttachments: jsonb().$type<SkippedAttachment[]>().notNull().default([]),
    /** Guessed from the message; the fund corrects them in the Inbox. */
    startupName: text(),
    startupWebsite: text(),
    startupEmail: text(),
    status: intakeStatus().notNull().default('new'),
  },
  (t) => [
    index().on(t.organisationId, t.receivedAt),
    uniqueIndex('intake_entry_message_id')
      .on(t.organisationId, t.messageId)
      .where(sql`${t.messageId} is not null`),
  ],
)

/** A PDF of an entry, kept as a deck file of the fund (private to its members). */
export const intakeAttachment = pgTable(
  'intake_attachment',
  {
    id: uuid().primaryKey().defaultRandom(),
    entryId: uuid()
      .notNull()
      .references(() => intakeEntry.id, { onDelete: 'cascade' }),
    fileId: uuid()
      .notNull()
      .unique()
      .references(() => storedFile.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
  },
  (t) => [index().on(t.entryId, t.position)],
)
