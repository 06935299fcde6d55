import { sql } from 'drizzle-orm'
import { bigint, boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

import { user } from './auth'
import { oneOf } from './checks'
import { dealRoom } from './deal-rooms'
import { organisation } from './organisations'

/**
 * What happened in a deal room that someone is told of (docs/decisions/0047, "Notifications
 * (built)"): an invitation, the founders' answer to one, a commitment.
 */
export const dealRoomEventKinds = [
  'invited',
  'consent_accepted',
  'consent_declined',
  'consent_withdrawn',
  'committed',
] as const
export type DealRoomEventKind = (typeof dealRoomEventKinds)[number]

/**
 * One event of a room, written in the transaction of the change it records; the notifier's
 * worker picks up the pending ones and tells people (bell and email), as it does for an
 * application's events.
 */
export const dealRoomEvent = pgTable(
  'deal_room_event',
  {
    id: uuid().primaryKey().defaultRandom(),
    roomId: uuid()
      .notNull()
      .references(() => dealRoom.id, { onDelete: 'cascade' }),
    kind: text({ enum: dealRoomEventKinds }).notNull(),
    /** The fund it is about: the one invited or answered, or the one that committed. */
    organisationId: uuid()
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    /** An invitation the startup's pre-approval accepted on creation. */
    preApproved: boolean().notNull().default(false),
    /** A commitment on an angel network member's own line: that member. */
    memberUserId: text().references(() => user.id, { onDelete: 'set null' }),
    /** Whole rupees committed: told to the lead, never to the founders. */
    amount: bigint({ mode: 'number' }),
    /**
     * The commitment made the fund's line committed, as the founders read it (an angel network's
     * line is committed from its first member's commitment): only then are the founders told.
     */
    fundBecameCommitted: boolean().notNull().default(false),
    actorId: text().references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set until its notifications are out. */
    notifyPending: boolean().notNull().default(true),
    /** When a worker last queued it; another worker leaves it alone for a while after. */
    queuedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.roomId),
    // The worker's look for pending events reads only those.
    index('deal_room_event_pending')
      .on(t.createdAt)
      .where(sql`${t.notifyPending}`),
    check('deal_room_event_kind', oneOf(t.kind, dealRoomEventKinds)),
  ],
)
