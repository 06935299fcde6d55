import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

import { user } from './auth'
import { rejectionReason } from './applications'
import { organisation } from './organisations'

/**
 * An investor organisation's saved message to founders for a decision (docs/decisions/0036):
 * what triage and the decision dialog offer, with placeholders such as {startup} filled in when it
 * is used. A rejection template may name the reason it is for.
 */
export const messageTemplate = pgTable(
  'message_template',
  {
    id: uuid().primaryKey().defaultRandom(),
    organisationId: uuid()
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    decision: text({ enum: ['accepted', 'rejected'] }).notNull(),
    reason: rejectionReason(),
    name: text().notNull(),
    body: text().notNull(),
    createdBy: text().references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.organisationId, t.decision),
    check('message_template_decision', sql`${t.decision} in ('accepted', 'rejected')`),
    check('message_template_reason', sql`${t.reason} is null or ${t.decision} = 'rejected'`),
  ],
)
