import { sql } from 'drizzle-orm'
import {
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

import {
  accessRequestKinds,
  accessRequestStatuses,
  memberRoles,
  organisationKinds,
} from '@/lib/options'

import { user } from './auth'

export const organisationKind = pgEnum('organisation_kind', organisationKinds)
export const memberRole = pgEnum('member_role', memberRoles)

export const organisation = pgTable('organisation', {
  id: uuid().primaryKey().defaultRandom(),
  kind: organisationKind().notNull(),
  name: text().notNull(),
  slug: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

export const member = pgTable(
  'member',
  {
    id: uuid().primaryKey().defaultRandom(),
    organisationId: uuid()
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: memberRole().notNull().default('member'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A user belongs to at most one organisation (docs/contract.md, "Who sees what").
    uniqueIndex('member_user_unique').on(t.userId),
    index().on(t.organisationId),
  ],
)

export const accessRequestKind = pgEnum('access_request_kind', accessRequestKinds)
export const accessRequestStatus = pgEnum('access_request_status', accessRequestStatuses)

export const accessRequest = pgTable(
  'access_request',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull(),
    kind: accessRequestKind().notNull(),
    organisation: text().notNull(),
    website: text(),
    linkedin: text(),
    message: text(),
    status: accessRequestStatus().notNull().default('pending'),
    // Duplicate pending requests for one email merge into one row; this counts the submissions.
    submissionCount: integer().notNull().default(1),
    reviewedBy: text().references(() => user.id, { onDelete: 'set null' }),
    // What the reviewer wrote to the requester with a rejection.
    decisionMessage: text(),
    // The organisation an approval created for the requester.
    organisationId: uuid().references(() => organisation.id, { onDelete: 'set null' }),
    reviewedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One pending request per email: duplicates merge into it (enforced here, not only in code).
    uniqueIndex('access_request_pending_email')
      .on(t.email)
      .where(sql`${t.status} = 'pending'`),
    index().on(t.status, t.createdAt),
  ],
)

// An invitation to join (or, after an approved access request, to own) an organisation. Only the
// SHA-256 of the token is stored; the token itself travels in the emailed link.
export const invitation = pgTable(
  'invitation',
  {
    id: uuid().primaryKey().defaultRandom(),
    organisationId: uuid()
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    role: memberRole().notNull().default('member'),
    tokenHash: text().notNull().unique(),
    invitedBy: text().references(() => user.id, { onDelete: 'set null' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    acceptedBy: text().references(() => user.id, { onDelete: 'set null' }),
    revokedAt: timestamp({ withTimezone: true }),
    sentCount: integer().notNull().default(1),
    lastSentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.organisationId, t.createdAt),
    index().on(t.email),
    // One open invitation per email and organisation: inviting again resends it.
    uniqueIndex('invitation_open_email')
      .on(t.organisationId, t.email)
      .where(sql`${t.acceptedAt} IS NULL AND ${t.revokedAt} IS NULL`),
  ],
)
