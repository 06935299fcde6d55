import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

// Counters shared by every app server (rate-limiter-flexible's drizzle store; column names fixed).
export const rateLimit = pgTable('rate_limit', {
  key: text().primaryKey(),
  points: integer().notNull(),
  expire: timestamp({ withTimezone: true }),
})
