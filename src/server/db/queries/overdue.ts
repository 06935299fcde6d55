/**
 * What "overdue" means in SQL, in one place: an application the investor has not decided yet,
 * past the response time its channel promised. The applications search and its facet, the
 * channels' counts and the dashboard all read it from here; the in-memory index computes the same
 * rule (`overdueAt` in src/server/search/application-index.ts), and the tests compare the two.
 * Each expression needs `channel` joined to the application.
 */
import { inArray, sql, type SQL } from 'drizzle-orm'

import { undecidedStatuses } from '@/domain/applications/status'

import { application, channel } from '@/server/db/schema'

/** Still waiting for the investor's answer. */
export const undecided = inArray(application.status, [...undecidedStatuses])

/** When the channel promised the founder an answer. */
export const promisedBy = sql`${application.submittedAt} + make_interval(days => ${channel.responseDays})`

/** Undecided and past the promise at `at`: the database's clock unless a time is given. */
export function overdueAt(at: Date | SQL = sql`now()`): SQL<boolean> {
  return sql<boolean>`(${undecided} and ${promisedBy} < ${at})`
}
