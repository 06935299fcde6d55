import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

import { intakeStatuses } from '@/domain/intake/intake'

import { user } from './auth'
import { application } from './applications'
import { channel } from './channels'
import { storedFile } from './files'
import { organisation } from './organisations'
import { investorList } from './reviews'

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
    statusChangedAt: timestamp({ withTimezone: true }),
    statusChangedBy: text().references(() => user.id, { onDelete: 'set null' }),
    /**
     * "Invite the founder": the address the claim link went to, the channel the fund asks them to
     * apply to (null: to make their profile discoverable), and the link's token as a SHA-256 hash.
     */
    invitedEmail: text(),
    invitedAt: timestamp({ withTimezone: true }),
    invitedBy: text().references(() => user.id, { onDelete: 'set null' }),
    inviteNote: text(),
    channelId: uuid().references(() => channel.id, { onDelete: 'set null' }),
    claimTokenHash: text().unique(),
    claimExpiresAt: timestamp({ withTimezone: true }),
    /** The founder's startup once claimed, and its application to the channel once made. */
    claimedAt: timestamp({ withTimezone: true }),
    claimedBy: text().references(() => user.id, { onDelete: 'set null' }),
    startupOrgId: uuid().references(() => organisation.id, { onDelete: 'set null' }),
    applicationId: uuid().references(() => application.id, { onDelete: 'set null' }),
    /** "Not for us": when the sender was answered, and the email sent. */
    answeredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.organisationId, t.receivedAt),
    index().on(t.organisationId, t.status),
    index().on(t.startupOrgId),
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

/** A teammate's note on an entry; like an application's notes, private to the fund. */
export const intakeNote = pgTable(
  'intake_note',
  {
    id: uuid().primaryKey().defaultRandom(),
    entryId: uuid()
      .notNull()
      .references(() => intakeEntry.id, { onDelete: 'cascade' }),
    authorId: text().references(() => user.id, { onDelete: 'set null' }),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.entryId, t.createdAt), index().on(t.authorId)],
)

/** A teammate's 1–5 scores of an entry, on the dimensions of an application's rating. */
export const intakeRating = pgTable(
  'intake_rating',
  {
    id: uuid().primaryKey().defaultRandom(),
    entryId: uuid()
      .notNull()
      .references(() => intakeEntry.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    scores: jsonb().$type<Record<string, number>>().notNull(),
    overall: integer().notNull(),
    comment: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('intake_rating_once').on(t.entryId, t.userId),
    index().on(t.userId),
    check('intake_rating_overall', sql`${t.overall} BETWEEN 10 AND 50`),
  ],
)

/** An entry kept on one of the fund's lists; once claimed, its startup takes its place. */
export const investorListIntake = pgTable(
  'investor_list_intake',
  {
    listId: uuid()
      .notNull()
      .references(() => investorList.id, { onDelete: 'cascade' }),
    entryId: uuid()
      .notNull()
      .references(() => intakeEntry.id, { onDelete: 'cascade' }),
    addedBy: text().references(() => user.id, { onDelete: 'set null' }),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.entryId] }), index().on(t.entryId)],
)
