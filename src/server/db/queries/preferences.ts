import { eq, sql } from 'drizzle-orm'

import {
  defaultPreferences,
  type ListDensity,
  type Preferences,
  type PreferencesUpdate,
} from '@/domain/accounts/preferences'
import type { Locale } from '@/lib/i18n/locales'
import type { Database } from '@/server/db/client'
import { userPreference } from '@/server/db/schema'

/** The person's preferences, or the defaults where they never chose. */
export async function findPreferences(db: Database, userId: string): Promise<Preferences> {
  const [row] = await db
    .select({
      applicationsDensity: userPreference.applicationsDensity,
      language: userPreference.language,
    })
    .from(userPreference)
    .where(eq(userPreference.userId, userId))
  return row
    ? {
        applicationsDensity: row.applicationsDensity as ListDensity,
        language: row.language as Locale | null,
      }
    : { ...defaultPreferences }
}

/** Saves what changed; the rest stays as it was (or its default). Answers the whole set. */
export async function savePreferences(
  db: Database,
  userId: string,
  change: PreferencesUpdate,
): Promise<Preferences> {
  const [row] = await db
    .insert(userPreference)
    .values({ userId, ...change })
    .onConflictDoUpdate({
      target: userPreference.userId,
      set: { ...change, updatedAt: sql`now()` },
    })
    .returning({
      applicationsDensity: userPreference.applicationsDensity,
      language: userPreference.language,
    })
  return {
    applicationsDensity: row!.applicationsDensity as ListDensity,
    language: row!.language as Locale | null,
  }
}
