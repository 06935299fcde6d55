import { and, asc, countDistinct, eq, isNull, max, sql, sum } from 'drizzle-orm'

import { deckViewLimits, withinAllowance, type DeckViewEntry } from '@/domain/startups/deck-views'

import type { Database } from '@/server/db/client'
import {
  application,
  deckView,
  deckViewAllowance,
  organisation,
  startupProfile,
  storedFile,
} from '@/server/db/schema'

// Deck views (decision 0034). What a member read is written per member; what a founder reads is
// summed per investor organisation, and no member's id, name or address ever leaves here for them.

const msToSeconds = (ms: number | string | null) => Math.round(Number(ms ?? 0) / 1000)

const indiaToday = sql<string>`(clock_timestamp() at time zone 'Asia/Kolkata')::date`

/**
 * How much time the member's report may claim (decision 0034): at most a report's share, never
 * more than has passed since their previous report of the deck, and what is left of their day.
 * Takes the member's allowance row for the deck, locked until the transaction ends, so two
 * reports at once cannot both claim the same time, and moves it on by what was granted.
 */
async function grantTime(tx: Database, fileId: string, userId: string, claimedMs: number) {
  const [created] = await tx
    .insert(deckViewAllowance)
    .values({ fileId, userId, lastReportAt: sql`clock_timestamp()`, day: indiaToday, dayMs: 0 })
    .onConflictDoNothing()
    .returning({ fileId: deckViewAllowance.fileId })
  const [held] = await tx
    .select({
      sinceLastMs: sql<number>`extract(epoch from clock_timestamp() - ${deckViewAllowance.lastReportAt}) * 1000`,
      usedTodayMs: sql<number>`case when ${deckViewAllowance.day} = ${indiaToday} then ${deckViewAllowance.dayMs} else 0 end`,
    })
    .from(deckViewAllowance)
    .where(and(eq(deckViewAllowance.fileId, fileId), eq(deckViewAllowance.userId, userId)))
    .for('update')
  const sinceLast = created ? deckViewLimits.msPerReport : Number(held!.sinceLastMs)
  const usedToday = Number(held!.usedTodayMs)
  const allowed = Math.max(
    0,
    Math.floor(
      Math.min(
        claimedMs,
        deckViewLimits.msPerReport,
        sinceLast,
        deckViewLimits.msPerDay - usedToday,
      ),
    ),
  )
  await tx
    .update(deckViewAllowance)
    .set({
      lastReportAt: sql`greatest(${deckViewAllowance.lastReportAt}, clock_timestamp())`,
      day: indiaToday,
      dayMs: usedToday + allowed,
    })
    .where(and(eq(deckViewAllowance.fileId, fileId), eq(deckViewAllowance.userId, userId)))
  return allowed
}

/**
 * Adds a viewer's report to the member's rows of the deck, one per page, in one statement, its
 * times first brought within what the member may still claim (`grantTime`); a deck whose pages
 * were never counted takes the viewer's count. Entries left with neither time nor a turn write
 * nothing.
 */
export async function recordDeckViews(
  db: Database,
  report: {
    fileId: string
    investorOrgId: string
    userId: string
    pageCount: number
    pages: DeckViewEntry[]
  },
) {
  return db.transaction(async (tx) => {
    const claimedMs = report.pages.reduce((total, entry) => total + entry.ms, 0)
    const allowedMs = await grantTime(tx, report.fileId, report.userId, claimedMs)
    const rows = withinAllowance(report.pages, allowedMs)
      .filter((entry) => entry.ms > 0 || entry.views > 0)
      .map((entry) => ({
        fileId: report.fileId,
        investorOrgId: report.investorOrgId,
        userId: report.userId,
        page: entry.page,
        visibleMs: entry.ms,
        views: entry.views,
      }))
    if (rows.length === 0) return 0
    await tx
      .update(storedFile)
      .set({ pageCount: report.pageCount })
      .where(
        and(
          eq(storedFile.id, report.fileId),
          eq(storedFile.kind, 'deck'),
          isNull(storedFile.pageCount),
        ),
      )
    await tx
      .insert(deckView)
      .values(rows)
      .onConflictDoUpdate({
        target: [deckView.fileId, deckView.investorOrgId, deckView.userId, deckView.page],
        set: {
          visibleMs: sql`${deckView.visibleMs} + excluded.visible_ms`,
          views: sql`LEAST(${deckView.views}::bigint + excluded.views, 2147483647)`,
          lastViewedAt: sql`now()`,
        },
      })
    return rows.length
  })
}

/**
 * What the startup's founders see of the views of their current deck: for each of their
 * applications, whether that investor organisation opened it, how many pages it saw, for how long
 * and when last; and, page by page, the time all investors spent on it and how many organisations
 * saw it.
 */
export async function deckViewsOfStartup(db: Database, startupOrgId: string) {
  const [deck] = await db
    .select({ id: storedFile.id, pageCount: storedFile.pageCount })
    .from(startupProfile)
    .innerJoin(storedFile, eq(storedFile.id, startupProfile.deckFileId))
    .where(eq(startupProfile.organisationId, startupOrgId))
  const applications = await db
    .select({ id: application.id, investorOrgId: application.investorOrgId })
    .from(application)
    .where(eq(application.startupOrgId, startupOrgId))
  if (!deck) {
    return {
      deck: null,
      applications: applications.map((a) => unopened(a.id)),
      pages: [],
      organisationsOpened: 0,
    }
  }
  const [byOrganisation, byPage] = await Promise.all([
    db
      .select({
        investorOrgId: deckView.investorOrgId,
        pagesSeen: countDistinct(deckView.page),
        ms: sum(deckView.visibleMs),
        lastViewedAt: max(deckView.lastViewedAt),
      })
      .from(deckView)
      .where(eq(deckView.fileId, deck.id))
      .groupBy(deckView.investorOrgId),
    db
      .select({
        page: deckView.page,
        ms: sum(deckView.visibleMs),
        organisations: countDistinct(deckView.investorOrgId),
      })
      .from(deckView)
      .where(eq(deckView.fileId, deck.id))
      .groupBy(deckView.page)
      .orderBy(asc(deckView.page)),
  ])
  const seenBy = new Map(byOrganisation.map((row) => [row.investorOrgId, row]))
  const lastPage = Math.max(deck.pageCount ?? 0, ...byPage.map((row) => row.page))
  const pageRows = new Map(byPage.map((row) => [row.page, row]))
  return {
    deck: { pageCount: deck.pageCount },
    applications: applications.map((a) => {
      const seen = seenBy.get(a.investorOrgId)
      if (!seen) return unopened(a.id)
      return {
        applicationId: a.id,
        opened: true,
        pagesSeen: seen.pagesSeen,
        seconds: msToSeconds(seen.ms),
        lastViewedAt: seen.lastViewedAt,
      }
    }),
    pages: Array.from({ length: lastPage }, (_, i) => {
      const row = pageRows.get(i + 1)
      return {
        page: i + 1,
        seconds: msToSeconds(row?.ms ?? 0),
        organisations: row?.organisations ?? 0,
      }
    }),
    organisationsOpened: byOrganisation.length,
  }
}

function unopened(applicationId: string) {
  return {
    applicationId,
    opened: false,
    pagesSeen: 0,
    seconds: 0,
    lastViewedAt: null as Date | null,
  }
}

/** The pages of startups' decks the person looked at, for their data download. */
export async function deckViewsBy(db: Database, userId: string) {
  const rows = await db
    .select({
      startup: organisation.name,
      page: deckView.page,
      ms: deckView.visibleMs,
      turns: deckView.views,
      firstViewedAt: deckView.firstViewedAt,
      lastViewedAt: deckView.lastViewedAt,
    })
    .from(deckView)
    .innerJoin(storedFile, eq(storedFile.id, deckView.fileId))
    .innerJoin(organisation, eq(organisation.id, storedFile.organisationId))
    .where(eq(deckView.userId, userId))
    .orderBy(asc(organisation.name), asc(deckView.page))
  return rows.map(({ ms, ...row }) => ({ ...row, seconds: msToSeconds(ms) }))
}
