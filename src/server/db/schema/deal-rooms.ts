import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

import { dealRoomConsents, dealRoomInterests } from '@/lib/options'

import { user } from './auth'
import { oneOf } from './checks'
import { organisation } from './organisations'

// Deal rooms (docs/decisions/0047): a lead fund, the co-investors it invites, the founders'
// consent to each, every fund's stated interest and the thread the funds share.

/**
 * One round of one startup, opened by the fund that leads it. Two funds may each open a room for
 * the same round: a fund never learns of another's room unless it is invited into it.
 */
export const dealRoom = pgTable(
  'deal_room',
  {
    id: uuid().primaryKey().defaultRandom(),
    startupOrgId: uuid()
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    leadOrgId: uuid()
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    roundName: text().notNull(),
    /** Whole rupees. */
    amountSought: bigint({ mode: 'number' }).notNull(),
    /** Whole rupees: what the lead means to put in itself. */
    leadCheque: bigint({ mode: 'number' }),
    createdBy: text().references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Once set, interests are final and the founders can no longer withdraw a share. */
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('deal_room_round').on(t.leadOrgId, t.startupOrgId, sql`lower(${t.roundName})`),
    index().on(t.startupOrgId),
    check(
      'deal_room_amounts',
      sql`${t.amountSought} > 0 AND (${t.leadCheque} IS NULL OR ${t.leadCheque} >= 0)`,
    ),
  ],
)

/**
 * An invited co-investor and the founders' answer. The lead is the room's `leadOrgId`, not a row
 * here: it needs no consent, it already deals with the startup.
 */
export const dealRoomFund = pgTable(
  'deal_room_fund',
  {
    roomId: uuid()
      .notNull()
      .references(() => dealRoom.id, { onDelete: 'cascade' }),
    organisationId: uuid()
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    invitedBy: text().references(() => user.id, { onDelete: 'set null' }),
    invitedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    note: text(),
    consent: text({ enum: dealRoomConsents }).notNull().default('pending'),
    /** The founder who answered last; null for a pre-approved share or an erased account. */
    decidedBy: text().references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true }),
    /** Accepted on creation by the startup's standing pre-approval, not by a founder's answer. */
    preApproved: boolean().notNull().default(false),
    /**
     * The profile as it was shared at the last acceptance (an application's `profileSnapshot`
     * shape): what the co-investor keeps, without the deck, once consent is withdrawn.
     */
    sharedSnapshot: jsonb().$type<Record<string, unknown>>(),
    sharedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.organisationId] }),
    // The visibility rule asks, for a fund, which startups it was shared ("Shared with you").
    index().on(t.organisationId, t.consent),
    check('deal_room_fund_consent', oneOf(t.consent, dealRoomConsents)),
    check(
      'deal_room_fund_shared',
      sql`${t.consent} NOT IN ('accepted', 'withdrawn') OR (${t.sharedSnapshot} IS NOT NULL AND ${t.sharedAt} IS NOT NULL)`,
    ),
  ],
)

/**
 * Stated interest, one row per change (the history of who said what, when); a line's current
 * state is its newest row. `memberUserId` is set on the lines of an angel network's members,
 * whose sum is the network's line.
 */
export const dealRoomInterest = pgTable(
  'deal_room_interest',
  {
    id: uuid().primaryKey().defaultRandom(),
    roomId: uuid()
      .notNull()
      .references(() => dealRoom.id, { onDelete: 'cascade' }),
    organisationId: uuid()
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    memberUserId: text().references(() => user.id, { onDelete: 'cascade' }),
    status: text({ enum: dealRoomInterests }).notNull(),
    /** Whole rupees; required for a commitment, absent for a pass. */
    amount: bigint({ mode: 'number' }),
    changedBy: text().references(() => user.id, { onDelete: 'set null' }),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.roomId, t.organisationId, t.memberUserId, t.changedAt),
    check('deal_room_interest_status', oneOf(t.status, dealRoomInterests)),
    check(
      'deal_room_interest_amount',
      sql`(${t.amount} IS NULL OR ${t.amount} >= 0) AND (${t.status} <> 'committed' OR ${t.amount} > 0) AND (${t.status} <> 'passed' OR ${t.amount} IS NULL)`,
    ),
  ],
)

/** The room's thread: read by every fund in it, never by the founders; not a fund's notes. */
export const dealRoomNote = pgTable(
  'deal_room_note',
  {
    id: uuid().primaryKey().defaultRandom(),
    roomId: uuid()
      .notNull()
      .references(() => dealRoom.id, { onDelete: 'cascade' }),
    organisationId: uuid()
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    authorId: text().references(() => user.id, { onDelete: 'set null' }),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.roomId, t.createdAt)],
)

/**
 * A startup's standing answer to invitations ("co-investors of funds I applied to may see my
 * profile"). Its own table, not a column of the profile: it is read only when a fund invites,
 * keeps who set it, and stays out of every reader of the profile.
 */
export const dealRoomPreference = pgTable('deal_room_preference', {
  startupOrgId: uuid()
    .primaryKey()
    .references(() => organisation.id, { onDelete: 'cascade' }),
  coInvestorsOfAppliedFunds: boolean().notNull().default(false),
  updatedBy: text().references(() => user.id, { onDelete: 'set null' }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
