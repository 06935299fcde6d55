/**
 * Responsiveness as pages ask for it: per organisation, worked out by one SQL aggregate and kept
 * for a few minutes. A 12-month record moves slowly, while channel cards on every founder's home
 * would otherwise aggregate each investor's year of applications on every visit.
 */
import { responsivenessOf, type Responsiveness } from '@/domain/investors/responsiveness'

import type { Database } from '@/server/db/client'
import { responsivenessTallies } from '@/server/db/queries/responsiveness'

export const responsivenessCacheMs = 10 * 60 * 1000

type Cached = { at: number; value: Responsiveness }
const caches = new WeakMap<Database, Map<string, Cached>>()

export async function responsivenessFor(
  db: Database,
  organisationIds: readonly string[],
  now = new Date(),
): Promise<Map<string, Responsiveness>> {
  let cache = caches.get(db)
  if (!cache) caches.set(db, (cache = new Map()))
  const result = new Map<string, Responsiveness>()
  const missing: string[] = []
  for (const id of new Set(organisationIds)) {
    const hit = cache.get(id)
    if (hit && now.getTime() - hit.at < responsivenessCacheMs && hit.at <= now.getTime()) {
      result.set(id, hit.value)
    } else missing.push(id)
  }
  if (missing.length > 0) {
    const tallies = await responsivenessTallies(db, missing, now)
    for (const id of missing) {
      const value = responsivenessOf(tallies.get(id))
      cache.set(id, { at: now.getTime(), value })
      result.set(id, value)
    }
  }
  return result
}

/** One organisation's record, fresh: its own team reads it on the dashboard after each move. */
export async function freshResponsivenessOf(
  db: Database,
  organisationId: string,
  now = new Date(),
) {
  const tallies = await responsivenessTallies(db, [organisationId], now)
  return responsivenessOf(tallies.get(organisationId))
}
