import { eq, sql } from 'drizzle-orm'

import {
  defaultPreferences,
  type ListDensity,
  type Preferences,
} from '@/domain/accounts/preferences'
import type { Database } from '@/server/db/client'
import { userPreference } from '@/server/db/schema'

/** The person's preferences, or the defaults where they never chose. */
export async function findPreferences(db: Database, userId: string): Promise<Preferences> {
  const [row] = await db
    .select({ applicationsDensity: userPreference.applicationsDensity })
    .from(userPreference)
    .where(eq(userPreference.userId, userId))
  return row
    ? { applicationsDensity: row.applicationsDensity as ListDensity }
    : { ...defaultPreferences }
}

export async function savePreferences(
  db: Database,
  userId: string,
  preferences: Preferences,
): Promise<Preferences> {
  await db
    .insert(userPreference)
    .values({ userId, ...preferences })
    .onConflictDoUpdate({
      target: userPreference.userId,
      set: { ...preferences, updatedAt: sql`now()` },
    })
  return preferences
}
