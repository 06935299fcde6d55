import { eq, inArray, sql } from 'drizzle-orm'

import {
  defaultPreferences,
  type ListDensity,
  type Preferences,
  type PreferencesUpdate,
} from '@/domain/accounts/preferences'
import type { Locale } from '@/lib/i18n/locales'
import type { Database } from '@/server/db/client'
import { user, userPreference } from '@/server/db/schema'

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

/**
 * The language each address's person chose, by address as given (decision 0050: an email goes out
 * in its recipient's language). Addresses of no one, or of someone who never chose, are absent.
 */
export async function languagesOfAddresses(
  db: Database,
  addresses: readonly string[],
): Promise<Map<string, Locale>> {
  const wanted = [...new Set(addresses.map((address) => address.trim().toLowerCase()))]
  if (wanted.length === 0) return new Map()
  const rows = await db
    .select({ email: user.email, language: userPreference.language })
    .from(user)
    .innerJoin(userPreference, eq(userPreference.userId, user.id))
    .where(inArray(sql`lower(${user.email})`, wanted))
  const byAddress = new Map(rows.map((row) => [row.email.toLowerCase(), row.language]))
  const found = new Map<string, Locale>()
  for (const address of addresses) {
    const language = byAddress.get(address.trim().toLowerCase())
    if (language === 'en' || language === 'hi') found.set(address, language)
  }
  return found
}
