import { sql } from 'drizzle-orm'
import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

import { user } from './auth'

// One person's screen preferences and language (src/domain/accounts/preferences.ts), made at their first change.
export const userPreference = pgTable(
  'user_preference',
  {
    userId: text()
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    applicationsDensity: text().notNull().default('comfortable'),
    /** 'en' or 'hi' once chosen; until then the browser's language decides (decision 0050). */
    language: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'user_preference_applications_density',
      sql`${t.applicationsDensity} in ('comfortable', 'compact')`,
    ),
    check('user_preference_language', sql`${t.language} in ('en', 'hi')`),
  ],
)
