import { count, eq } from 'drizzle-orm'

import type { Database } from '../client'
import { application, channel, organisation } from '../schema'

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
