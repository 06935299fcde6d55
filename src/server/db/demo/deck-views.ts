/**
 * How the funds the demo startup applied to read its pitch deck (decision 0034), so its founder
 * sees deck views beside each application and a per-page heatmap. Called once, with the deck,
 * by attachDemoFiles; deterministic: the same reading for the same status.
 */
import { asc, eq } from 'drizzle-orm'

import type { ApplicationStatus } from '@/lib/options'
import type { Database } from '@/server/db/client'
import { application, deckView, member } from '@/server/db/schema'

const hour = 60 * 60 * 1000
const day = 24 * hour

/**
 * Seconds each reader of a fund spent on each page, by the application's status: a fund doing
 * due diligence reads it all, twice over; one still reviewing stopped at the market; the "no" came
 * without the deck being opened. 0 is a page not reached.
 */
const readingByStatus: Partial<Record<ApplicationStatus, number[][]>> = {
  due_diligence: [
    [75, 62, 90, 118, 154, 81, 69, 112],
    [31, 40, 44, 96, 63, 0, 36, 52],
  ],
  shortlisted: [[41, 35, 52, 80, 93, 28, 24, 47]],
  in_review: [[26, 21, 17, 43, 0, 0, 0, 0]],
  accepted: [
    [52, 45, 61, 72, 126, 58, 43, 88],
    [22, 0, 0, 30, 47, 0, 0, 25],
  ],
}

/** Adds the funds' views of the demo deck; answers how many rows it wrote. */
export async function seedDemoDeckViews(
  db: Database,
  {
    deckFileId,
    startupOrgId,
    pageCount,
    now,
  }: { deckFileId: string; startupOrgId: string; pageCount: number; now: Date },
) {
  const applications = await db
    .select({
      investorOrgId: application.investorOrgId,
      status: application.status,
      submittedAt: application.submittedAt,
    })
    .from(application)
    .where(eq(application.startupOrgId, startupOrgId))
  const rows: (typeof deckView.$inferInsert)[] = []
  for (const applied of applications) {
    const readers = readingByStatus[applied.status] ?? []
    if (readers.length === 0) continue
    const members = await db
      .select({ userId: member.userId })
      .from(member)
      .where(eq(member.organisationId, applied.investorOrgId))
      .orderBy(asc(member.createdAt), asc(member.userId))
      .limit(readers.length)
    // A day after the application arrived, and never later than an hour ago.
    const opened = Math.min(applied.submittedAt.getTime() + day, now.getTime() - 2 * hour)
    members.forEach(({ userId }, reader) => {
      readers[reader]!.slice(0, pageCount).forEach((seconds, index) => {
        if (seconds === 0) return
        const first = Math.min(opened + reader * 3 * hour, now.getTime() - 2 * hour)
        const last = Math.max(first, Math.min(first + (index % 3) * day, now.getTime() - hour))
        rows.push({
          fileId: deckFileId,
          investorOrgId: applied.investorOrgId,
          userId,
          page: index + 1,
          visibleMs: seconds * 1000,
          views: seconds > 60 ? 2 : 1,
          firstViewedAt: new Date(first),
          lastViewedAt: new Date(last),
        })
      })
    })
  }
  // Two applications to one fund share its members' rows: the first reading stands.
  if (rows.length > 0) await db.insert(deckView).values(rows).onConflictDoNothing()
  return rows.length
}
