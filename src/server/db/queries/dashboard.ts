/**
 * The investor dashboard's figures, each one SQL aggregate over the organisation's applications in
 * a period (by submission, India calendar days) and optionally one channel. Nothing loads
 * applications into the server: every query returns a handful of rows per status, channel, week,
 * sector, state or teammate. The application's own `first_response_at`, `entered_stage_ids` and
 * `furthest_status` (kept with each move) let the funnel and response times read one row per
 * application. The funnel and the status figures follow the fund's stages (docs/decisions/0046),
 * read with the channels, in the same round trip.
 */
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

import { periodBounds } from '@/lib/calendar'
import { applicationStatusLabels, type ApplicationStatus } from '@/lib/options'

import type { Database } from '@/server/db/client'
import { rowsOf } from '@/server/db/rows'
import {
  application,
  applicationEvent,
  applicationRating,
  channel,
  member,
  pipelineStage,
  startupNote,
  startupRating,
  user,
} from '@/server/db/schema'
import { statusValue } from './application-search'
import { overdueAt, promisedBy } from './overdue'
import { activeInOrder, funnelColumn, funnelStepsOf } from './dashboard-funnel'
import { listStages, type StageRow } from './pipeline'

export type DashboardScope = {
  organisationId: string
  from: string
  to: string
  channelId?: string
  now: Date
}

/** Days from submission to `later`, as the dashboard's medians take them. */
export const days = (later: AnyPgColumn) =>
  sql`extract(epoch from (${later} - ${application.submittedAt})) / 86400`

const median = (value: SQL) => sql`percentile_cont(0.5) within group (order by ${value})`

/**
 * Response times against the promise, for any grouping: medians in days (null when nothing to
 * measure), decisions made within the channel's promise, and the applications whose promise is
 * settled either way (decided, or still undecided past it).
 */
const timingColumns = (now: Date) => ({
  medianFirstResponseDays: sql<number | null>`${median(days(application.firstResponseAt))}`,
  medianDecisionDays: sql<number | null>`${median(days(application.decidedAt))}`,
  decidedOnTime: sql<number>`count(*) filter (where ${application.decidedAt} <= ${promisedBy})::int`,
  promiseDue: sql<number>`count(*) filter (where ${application.decidedAt} is not null or ${overdueAt(now)})::int`,
})

function scopeOf(scope: DashboardScope): SQL {
  const { start, end } = periodBounds(scope)
  return and(
    eq(application.investorOrgId, scope.organisationId),
    gte(application.submittedAt, start),
    lt(application.submittedAt, end),
    scope.channelId ? eq(application.channelId, scope.channelId) : undefined,
  )!
}

const asNumber = (value: unknown): number | null =>
  value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10

/** The organisation's channels (drafts only when chosen: they have no applications). */
export async function dashboardChannels(db: Database, organisationId: string) {
  return db
    .select({
      id: channel.id,
      title: channel.title,
      status: channel.status,
      responseDays: channel.responseDays,
    })
    .from(channel)
    .where(eq(channel.organisationId, organisationId))
    .orderBy(channel.createdAt)
}

export type StatusFigure = {
  /** The status filter's value: the stage's key, or the status outside the stages. */
  key: string
  name: string
  /** What the founders of these applications are told. */
  status: ApplicationStatus
  /** A stage the fund archived that still holds applications (only a write outside Sangam's moves leaves one). */
  archived: boolean
  count: number
}

/**
 * The applications by where they stand, from their count per status filter value: submitted, the
 * fund's active stages in its order, an archived stage only while it holds some, then the
 * decisions and the withdrawn. Each links to the list filtered by its `key`, which finds the
 * same applications.
 */
export function statusFiguresOf(
  counts: ReadonlyMap<string, number>,
  stages: readonly StageRow[],
): StatusFigure[] {
  const figure = (key: string, name: string, status: ApplicationStatus, archived = false) => ({
    key,
    name,
    status,
    archived,
    count: counts.get(key) ?? 0,
  })
  const outside = (status: 'submitted' | 'accepted' | 'rejected' | 'withdrawn') =>
    figure(status, applicationStatusLabels[status], status)
  return [
    outside('submitted'),
    ...activeInOrder(stages).map((stage) => figure(stage.key, stage.name, stage.mapsTo)),
    ...stages
      .filter((stage) => stage.archived && (counts.get(stage.key) ?? 0) > 0)
      .map((stage) => figure(stage.key, stage.name, stage.mapsTo, true)),
    outside('accepted'),
    outside('rejected'),
    outside('withdrawn'),
  ]
}

export async function statusCounts(
  db: Database,
  scope: DashboardScope,
  stages: readonly StageRow[],
) {
  const rows = await db
    .select({ value: statusValue, count: sql<number>`count(*)::int` })
    .from(application)
    .leftJoin(pipelineStage, eq(pipelineStage.id, application.stageId))
    .where(scopeOf(scope))
    .groupBy(statusValue)
  return statusFiguresOf(new Map(rows.map((row) => [row.value, row.count])), stages)
}

/**
 * Per channel with applications in the period: the funnel (`reached`, a count per step of
 * `funnelStepsOf(stages)`) and the response times.
 */
export async function channelFigures(
  db: Database,
  scope: DashboardScope,
  stages: readonly StageRow[],
) {
  const rows = await db
    .select({
      channelId: application.channelId,
      total: sql<number>`count(*)::int`,
      reached: funnelColumn(stages),
      ...timingColumns(scope.now),
    })
    .from(application)
    .innerJoin(channel, eq(channel.id, application.channelId))
    .where(scopeOf(scope))
    .groupBy(application.channelId)
  return rows.map((row) => ({
    ...row,
    reached: row.reached.map(Number),
    medianFirstResponseDays: asNumber(row.medianFirstResponseDays),
    medianDecisionDays: asNumber(row.medianDecisionDays),
  }))
}

/** The same response times over every channel at once (a median is not a mean of medians). */
export async function overallTiming(db: Database, scope: DashboardScope) {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int`, ...timingColumns(scope.now) })
    .from(application)
    .innerJoin(channel, eq(channel.id, application.channelId))
    .where(scopeOf(scope))
  return {
    total: row?.total ?? 0,
    medianFirstResponseDays: asNumber(row?.medianFirstResponseDays),
    medianDecisionDays: asNumber(row?.medianDecisionDays),
    decidedOnTime: row?.decidedOnTime ?? 0,
    promiseDue: row?.promiseDue ?? 0,
  }
}

/** Applications per week (Monday to Sunday in India), every week of the period, empty ones too. */
export async function weeklyCounts(db: Database, scope: DashboardScope) {
  const week = sql`date_trunc('week', ${application.submittedAt} at time zone 'Asia/Kolkata')`
  return rowsOf<{ week: string; count: number }>(
    db,
    sql`
      select to_char(w.week, 'YYYY-MM-DD') as week, coalesce(c.n, 0)::int as count
      from generate_series(
        date_trunc('week', ${scope.from}::date::timestamp),
        ${scope.to}::date::timestamp,
        interval '1 week'
      ) as w(week)
      left join (
        select ${week} as week, count(*) as n from ${application} where ${scopeOf(scope)} group by 1
      ) as c on c.week = w.week
      order by w.week`,
  )
}

/** Applications per sector (one application counts once in each of its sectors), most first. */
export async function sectorCounts(db: Database, scope: DashboardScope) {
  return rowsOf<{ value: string; count: number }>(
    db,
    sql`
      select s.value, count(*)::int as count
      from ${application} cross join lateral unnest(${application.sectors}) as s(value)
      where ${scopeOf(scope)}
      group by s.value order by count desc, s.value collate "C"`,
  )
}

/** Applications per headquarters state or union territory, most first. */
export async function stateCounts(db: Database, scope: DashboardScope) {
  return db
    .select({ value: sql<string>`${application.headquarters}`, count: sql<number>`count(*)::int` })
    .from(application)
    .where(and(scopeOf(scope), sql`${application.headquarters} is not null`))
    .groupBy(application.headquarters)
    .orderBy(sql`count(*) desc`, sql`${application.headquarters} collate "C"`)
}

/**
 * Undecided applications past their channel's promise right now, whenever submitted: what the
 * applications list's `status=overdue` shows (optionally for one channel).
 */
export async function overdueNow(db: Database, scope: Omit<DashboardScope, 'from' | 'to'>) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(application)
    .innerJoin(channel, eq(channel.id, application.channelId))
    .where(
      and(
        eq(application.investorOrgId, scope.organisationId),
        scope.channelId ? eq(application.channelId, scope.channelId) : undefined,
        overdueAt(scope.now),
      ),
    )
  return row?.count ?? 0
}

/**
 * What each current teammate did in the period (by when they did it): status moves, notes written
 * and ratings given or changed (of applications, and of startups found in Discover). With a
 * channel, only work on that channel's applications (notes: on startups that applied to it).
 * The applications' ratings are counted by the caller when it can (`applicationRatings`: the
 * search index keeps when each was saved), else here: 10 ms for the fund at 100k, 25–45 ms for a
 * channel, as PostgreSQL joins the fund's ratings to the channel's.
 */
export async function reviewerActivity(
  db: Database,
  scope: DashboardScope,
  applicationRatings?: ReadonlyMap<string, number>,
) {
  const { start, end } = periodBounds(scope)
  const org = scope.organisationId
  const onChannel = scope.channelId ? sql`and ${application.channelId} = ${scope.channelId}` : sql``
  const inPeriod = sql`r.investor_org_id = ${org} and r.updated_at >= ${start} and r.updated_at < ${end}`
  const ratingCounts = applicationRatings
    ? sql`select key as user_id, value::int as n
        from jsonb_each_text(${JSON.stringify(Object.fromEntries(applicationRatings))}::jsonb)`
    : scope.channelId
      ? sql`select r.user_id, count(*)::int as n from ${applicationRating} r
        where r.application_id in (
            select ${application.id} from ${application} where ${application.channelId} = ${scope.channelId})
          and ${inPeriod} group by r.user_id`
      : sql`select r.user_id, count(*)::int as n from ${applicationRating} r
        where ${inPeriod} group by r.user_id`
  return rowsOf<{ userId: string; name: string; moves: number; notes: number; ratings: number }>(
    db,
    sql`
      with rating_counts as materialized (${ratingCounts})
      select u.id as "userId", u.name,
        (select count(*)::int from ${applicationEvent}
          ${scope.channelId ? sql`join ${application} on ${application.id} = ${applicationEvent.applicationId}` : sql``}
          where ${applicationEvent.investorOrgId} = ${org} and ${applicationEvent.actorId} = u.id
            and ${applicationEvent.fromStatus} is not null
            and ${applicationEvent.createdAt} >= ${start} and ${applicationEvent.createdAt} < ${end}
            ${onChannel}) as moves,
        (select count(*)::int from ${startupNote}
          where ${startupNote.authorId} = u.id and ${startupNote.investorOrgId} = ${org}
            and ${startupNote.createdAt} >= ${start} and ${startupNote.createdAt} < ${end}
            ${
              scope.channelId
                ? sql`and exists (select 1 from ${application} where ${application.startupOrgId} = ${startupNote.startupOrgId} and ${application.channelId} = ${scope.channelId})`
                : sql``
            }) as notes,
        coalesce((select c.n from rating_counts c where c.user_id = u.id), 0)
        ${
          scope.channelId
            ? sql``
            : sql`+ (select count(*)::int from ${startupRating}
          where ${startupRating.userId} = u.id and ${startupRating.investorOrgId} = ${org}
            and ${startupRating.updatedAt} >= ${start} and ${startupRating.updatedAt} < ${end})`
        } as ratings
      from ${member} join ${user} as u on u.id = ${member.userId}
      where ${member.organisationId} = ${org}
      order by moves desc, notes desc, ratings desc, u.name`,
  )
}

/** The figures of the applications themselves: what the SQL below and the index both compute. */
export type ApplicationFigures = {
  byStatus: Awaited<ReturnType<typeof statusCounts>>
  perChannel: Awaited<ReturnType<typeof channelFigures>>
  overall: Awaited<ReturnType<typeof overallTiming>>
  weekly: { week: string; count: number }[]
  sectors: { value: string; count: number }[]
  states: { value: string; count: number }[]
  overdue: number
}

type DashboardChannel = Awaited<ReturnType<typeof dashboardChannels>>[number]

/**
 * The dashboard from its parts: every channel that takes applications shows in the funnel, whose
 * steps (`funnelSteps`) are the fund's stages of `stages`, the list the figures were counted by.
 */
export function assembleDashboard(
  channels: DashboardChannel[],
  chosen: DashboardChannel | undefined,
  figures: ApplicationFigures,
  reviewers: Awaited<ReturnType<typeof reviewerActivity>>,
  stages: readonly StageRow[],
) {
  const { perChannel, overall } = figures
  const funnelSteps = funnelStepsOf(stages)
  // Channels with no application show with zeros (drafts only when chosen or applied to).
  const shown = chosen
    ? [chosen]
    : channels.filter((c) => c.status !== 'draft' || perChannel.some((r) => r.channelId === c.id))
  const channelRows = shown.map((c) => {
    const row = perChannel.find((r) => r.channelId === c.id)
    return {
      id: c.id,
      title: c.title,
      status: c.status,
      responseDays: c.responseDays,
      total: row?.total ?? 0,
      funnel: funnelSteps.map((step, i) => ({ key: step.key, count: row?.reached[i] ?? 0 })),
      medianFirstResponseDays: row?.medianFirstResponseDays ?? null,
      medianDecisionDays: row?.medianDecisionDays ?? null,
      decidedOnTime: row?.decidedOnTime ?? 0,
      promiseDue: row?.promiseDue ?? 0,
    }
  })
  return {
    channels: channels.map(({ id, title, status }) => ({ id, title, status })),
    total: overall.total,
    byStatus: figures.byStatus,
    funnelSteps,
    perChannel: channelRows,
    overall,
    weekly: figures.weekly,
    sectors: figures.sectors,
    states: figures.states,
    overdue: figures.overdue,
    reviewers,
  }
}

export type Dashboard = ReturnType<typeof assembleDashboard>

/**
 * Every figure of the dashboard by SQL, or 'no-channel' when the channel is not the
 * organisation's. The reference for the in-memory index's figures (src/server/search/dashboard.ts).
 */
export async function dashboardOf(db: Database, scope: DashboardScope) {
  const [channels, stages] = await Promise.all([
    dashboardChannels(db, scope.organisationId),
    listStages(db, scope.organisationId),
  ])
  const chosen = scope.channelId ? channels.find((c) => c.id === scope.channelId) : undefined
  if (scope.channelId && !chosen) return 'no-channel' as const
  const [byStatus, perChannel, overall, weekly, sectors, states, overdue, reviewers] =
    await Promise.all([
      statusCounts(db, scope, stages),
      channelFigures(db, scope, stages),
      overallTiming(db, scope),
      weeklyCounts(db, scope),
      sectorCounts(db, scope),
      stateCounts(db, scope),
      overdueNow(db, scope),
      reviewerActivity(db, scope),
    ])
  const figures = { byStatus, perChannel, overall, weekly, sectors, states, overdue }
  return assembleDashboard(channels, chosen, figures, reviewers, stages)
}
