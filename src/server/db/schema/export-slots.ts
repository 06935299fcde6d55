import { integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core'

import { organisation } from './organisations'

/**
 * The CSV exports running now, per organisation (decision 0030): one row per slot taken, shared
 * by every app server on the database. A slot is free when it has no row or its lease has run
 * out (its server stopped mid-export), so a crash never holds a slot for long.
 */
export const exportSlot = pgTable(
  'export_slot',
  {
    organisationId: uuid()
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    slot: integer().notNull(),
    holder: uuid().notNull(),
    leaseUntil: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.slot] })],
)
