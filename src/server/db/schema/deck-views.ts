import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'

import { user } from './auth'
import { storedFile } from './files'
import { organisation } from './organisations'

/**
 * How long one member of an investor organisation has looked at one page of a startup's deck, in
 * total (decision 0034): one row per file, organisation, member and page, added to by each beacon,
 * so the table grows with the pages people read, never with the time they spend. The deck's
 * founders see these summed per organisation, never per member.
 */
export const deckView = pgTable(
  'deck_view',
  {
    // A replaced or erased deck takes its views with it.
    fileId: uuid()
      .notNull()
      .references(() => storedFile.id, { onDelete: 'cascade' }),
    investorOrgId: uuid()
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    // What a person looked at is theirs: erasing the account erases it.
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    page: smallint().notNull(),
    visibleMs: bigint({ mode: 'number' }).notNull().default(0),
    // How many times the page was turned to.
    views: integer().notNull().default(0),
    firstViewedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastViewedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.fileId, t.investorOrgId, t.userId, t.page] }),
    index().on(t.investorOrgId),
    index().on(t.userId),
    check('deck_view_page', sql`${t.page} BETWEEN 1 AND 500`),
    check('deck_view_counts', sql`${t.visibleMs} >= 0 AND ${t.views} >= 0`),
  ],
)

/**
 * What one member's reports of one deck may still claim (decision 0034): when the last report
 * came, so a report claims no more time than has passed since, and the time claimed on the day
 * (India time) it came, for the daily bound.
 */
export const deckViewAllowance = pgTable(
  'deck_view_allowance',
  {
    fileId: uuid()
      .notNull()
      .references(() => storedFile.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    lastReportAt: timestamp({ withTimezone: true }).notNull(),
    day: date({ mode: 'string' }).notNull(),
    dayMs: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.fileId, t.userId] }),
    index().on(t.userId),
    check('deck_view_allowance_day_ms', sql`${t.dayMs} >= 0`),
  ],
)
