import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

import { user } from './auth'
import { application } from './applications'
import { organisation } from './organisations'

// An investor team's private notes about a startup. Startups never see them.
export const startupNote = pgTable(
  'startup_note',
  {
    id: uuid().primaryKey().defaultRandom(),
    investorOrgId: uuid()
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    startupOrgId: uuid()
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    authorId: text().references(() => user.id, { onDelete: 'set null' }),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.investorOrgId, t.startupOrgId, t.createdAt),
    // The dashboard's notes per teammate in a period.
    index().on(t.authorId, t.createdAt),
  ],
)

/**
 * One teammate's rating of one application: a 1–5 score per dimension (see
 * src/domain/applications/ratings.ts) and an overall score, their mean rounded to a tenth.
 */
export const applicationRating = pgTable(
  'application_rating',
  {
    id: uuid().primaryKey().defaultRandom(),
    applicationId: uuid()
      .notNull()
      .references(() => application.id, { onDelete: 'cascade' }),
    /**
     * The application's investor organisation, written by the database itself on insert (trigger
     * `rating_investor_org`, drizzle/0031), as for events: the dashboard counts each teammate's
     * ratings through an index without reading the applications.
     */
    investorOrgId: uuid(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    scores: jsonb().$type<Record<string, number>>().notNull(),
    // Tenths: 10..50.
    overall: integer().notNull(),
    /**
     * The sum of the five scores (a missing or non-numeric one counts 0), kept by the database:
     * what a calibrated score is made of (docs/decisions/0049), read by lists from an index.
     */
    scoreTotal: integer().generatedAlwaysAs(sql`rating_total("scores")`),
    comment: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('application_rating_once').on(t.applicationId, t.userId),
    // The dashboard's ratings per teammate in a period.
    index('application_rating_by_teammate').on(t.investorOrgId, t.userId, t.updatedAt),
    check('application_rating_overall', sql`${t.overall} BETWEEN 10 AND 50`),
  ],
)

/** Shared ratings, and the summed differences from the application's mean per dimension. */
const tendencySums = () => ({
  shared: integer().notNull(),
  team: numeric({ mode: 'number' }).notNull(),
  market: numeric({ mode: 'number' }).notNull(),
  product: numeric({ mode: 'number' }).notNull(),
  traction: numeric({ mode: 'number' }).notNull(),
  fit: numeric({ mode: 'number' }).notNull(),
})

/**
 * How one teammate scores compared with the teammates who rated the same applications, per month
 * of their ratings (docs/decisions/0049): `shared` counts their ratings of applications someone
 * else in the organisation rated too, and each dimension holds the sum, over those ratings, of
 * their score less the application's mean score. Kept by the database's own triggers on
 * `application_rating` (drizzle/0040), whoever writes the ratings, and summed over the last 12
 * months when a calibrated score is shown. No foreign keys: a deletion that cascades through the
 * ratings brings a member's sums back to zero, and the row goes with them.
 */
export const ratingTendency = pgTable(
  'rating_tendency',
  {
    investorOrgId: uuid().notNull(),
    userId: text().notNull(),
    // The first day of the month (UTC) the ratings were last saved in.
    month: date({ mode: 'string' }).notNull(),
    ...tendencySums(),
  },
  (t) => [primaryKey({ columns: [t.investorOrgId, t.userId, t.month] })],
)

/**
 * Each rating's current share of `rating_tendency` (docs/decisions/0049): shared or not, and its
 * score less its application's mean on each dimension. A write's trigger computes its
 * applications' shares afresh, adds the difference from these to the sums and replaces them, so a
 * second trigger of the same statement finds nothing left to add. No foreign keys, as for the sums.
 */
export const ratingContribution = pgTable(
  'rating_contribution',
  {
    applicationId: uuid().notNull(),
    userId: text().notNull(),
    investorOrgId: uuid().notNull(),
    month: date({ mode: 'string' }).notNull(),
    ...tendencySums(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.userId] })],
)

/**
 * One teammate's rating of a startup that has not applied to the organisation (found in Discover):
 * the same dimensions as an application's rating, the last judged against the team's thesis. Once
 * the startup applies, ratings are given per application.
 */
export const startupRating = pgTable(
  'startup_rating',
  {
    id: uuid().primaryKey().defaultRandom(),
    investorOrgId: uuid()
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    startupOrgId: uuid()
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
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
    uniqueIndex('startup_rating_once').on(t.investorOrgId, t.startupOrgId, t.userId),
    index().on(t.userId, t.updatedAt),
    check('startup_rating_overall', sql`${t.overall} BETWEEN 10 AND 50`),
  ],
)

// A teammate's named search on /investors/applications: the page's query string.
export const savedView = pgTable(
  'saved_view',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    organisationId: uuid()
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    search: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_view_name').on(t.userId, t.organisationId, t.name)],
)

// An investor organisation's named list of startups, shared by its members.
export const investorList = pgTable(
  'investor_list',
  {
    id: uuid().primaryKey().defaultRandom(),
    organisationId: uuid()
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    createdBy: text().references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('investor_list_name').on(t.organisationId, t.name)],
)

export const investorListEntry = pgTable(
  'investor_list_entry',
  {
    listId: uuid()
      .notNull()
      .references(() => investorList.id, { onDelete: 'cascade' }),
    startupOrgId: uuid()
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    note: text(),
    addedBy: text().references(() => user.id, { onDelete: 'set null' }),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.startupOrgId] }), index().on(t.startupOrgId)],
)

// Startups an investor organisation set aside in Discover ("not for us"); shown again on request.
export const hiddenStartup = pgTable(
  'hidden_startup',
  {
    investorOrgId: uuid()
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    startupOrgId: uuid()
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    hiddenBy: text().references(() => user.id, { onDelete: 'set null' }),
    hiddenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.investorOrgId, t.startupOrgId] })],
)
