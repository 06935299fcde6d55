import { count, eq } from 'drizzle-orm'

import type { Database } from '@/server/db/client'
import { application, channel, organisation } from '@/server/db/schema'

/** Live counts for the marketing home page. */
export async function platformCounts(db: Database) {
  const [[startups], [investors], [openChannels], [applications]] = await Promise.all([
    db.select({ n: count() }).from(organisation).where(eq(organisation.kind, 'startup')),
    db.select({ n: count() }).from(organisation).where(eq(organisation.kind, 'investor')),
    db.select({ n: count() }).from(channel).where(eq(channel.status, 'open')),
    db.select({ n: count() }).from(application),
  ])
  return {
    startups: startups?.n ?? 0,
    investors: investors?.n ?? 0,
    openChannels: openChannels?.n ?? 0,
    applications: applications?.n ?? 0,
  }
}

type Counts = Awaited<ReturnType<typeof platformCounts>>

/** How long the home page's counts are reused before they are counted again. */
export const countsMaxAgeMs = 60_000

const counted = new WeakMap<Database, { at: number; counts: Promise<Counts> }>()

/**
 * The home page's counts, counted at most once a minute per database and process, however many
 * visitors ask: a full count of a million applications on every request would let anyone keep the
 * database busy. Visitors arriving together share one count.
 */
export function recentPlatformCounts(db: Database, now = Date.now()): Promise<Counts> {
  const cached = counted.get(db)
  if (cached && now - cached.at < countsMaxAgeMs) return cached.counts
  const counts = platformCounts(db)
  counted.set(db, { at: now, counts })
  // A failed count is not kept: the next visitor counts again.
  counts.catch(() => counted.delete(db))
  return counts
}
