import { sql } from 'drizzle-orm'
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

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
    // A user belongs to at most one organisation (PRODUCT.md §1).
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
