import {
  boolean,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'

import { newApplicationEmailModes } from '@/domain/accounts/new-application-email'

import { user } from './auth'

export const notificationKinds = [
  'application_submitted',
  'application_withdrawn',
  'application_status',
  'application_decision',
  // Deal rooms (docs/decisions/0047): an invitation, the founders' answer, a commitment.
  'deal_room_invited',
  'deal_room_consent',
  'deal_room_committed',
] as const
export const notificationKind = pgEnum('notification_kind', notificationKinds)

export const newApplicationEmail = pgEnum('new_application_email', newApplicationEmailModes)

// One line in a user's bell.
export const notification = pgTable(
  'notification',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: notificationKind().notNull(),
    title: text().notNull(),
    body: text(),
    // A path inside the product, e.g. /investors/applications/{startupOrgId}.
    link: text(),
    // The application event (or deal room event) that caused it, so a retried job never notifies
    // twice.
    eventId: uuid(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.userId, t.createdAt),
    // The bell's count: only the unread, however many a person has read.
    index('notification_unread')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    uniqueIndex('notification_once').on(t.userId, t.eventId),
    // Erasing a startup takes the lines its applications' events caused.
    index().on(t.eventId),
  ],
)

// Absent row = defaults: every new application mailed as it arrives, status emails on.
export const notificationPreference = pgTable('notification_preference', {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** Null: the person follows their team's default (by its size; domain/accounts). */
  newApplicationEmail: newApplicationEmail(),
  statusEmail: boolean().notNull().default(true),
  lastDigestAt: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
