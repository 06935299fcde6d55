/**
 * Investor organisations' responsiveness (src/domain/investors/responsiveness.ts), from the
 * applications' events: one aggregate per organisation over the applications submitted in the last
 * 12 months, each with its first answer, decision and withdrawal read from its events.
 */
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm'

import {
  responsivenessWindowMonths,
  type ResponsivenessTally,
} from '@/domain/investors/responsiveness'

import type { Database } from '@/server/db/client'
import { rowsOf } from '@/server/db/rows'
import { application, channel, investorResponsiveness } from '@/server/db/schema'

type Raw = {
  organisation_id: string
  applications: number
  due: number
  on_time: number
  median_first_response_days: number | string | null
  median_decision_days: number | string | null
}

const asNumber = (value: number | string | null) => (value === null ? null : Number(value))

export async function responsivenessTallies(
  db: Database,
  organisationIds: readonly string[],
  now: Date,
  /** The longest the aggregate may run (a statement timeout of its own); unset, the server's. */
  timeoutMs?: number,
): Promise<Map<string, ResponsivenessTally>> {
  if (organisationIds.length === 0) return new Map()
  if (timeoutMs !== undefined) {
    return db.transaction(async (tx) => {
      await tx.execute(
        sql.raw(`set local statement_timeout = ${Math.max(1, Math.floor(timeoutMs))}`),
      )
      return responsivenessTallies(tx as unknown as Database, organisationIds, now)
    })
  }
  const at = now.toISOString()
  const ids = sql.join(
    organisationIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )
  const rows = await rowsOf<Raw>(
    db,
    sql`
    with received as (
      select a.investor_org_id, a.submitted_at,
        a.submitted_at + make_interval(days => c.response_days) as promised_by,
        moves.first_answer_at, moves.decided_at, moves.withdrawn_at
      from application a
      join channel c on c.id = a.channel_id
      cross join lateral (
        select
          min(e.created_at) filter (
            where e.from_status is not null and e.to_status <> 'withdrawn') as first_answer_at,
          min(e.created_at) filter (
            where e.to_status in ('accepted', 'rejected')) as decided_at,
          min(e.created_at) filter (where e.to_status = 'withdrawn') as withdrawn_at
        from application_event e
        where e.application_id = a.id and e.created_at <= ${at}::timestamptz
      ) moves
      where a.investor_org_id in (${ids})
        and a.submitted_at > ${at}::timestamptz - make_interval(months => ${responsivenessWindowMonths})
        and a.submitted_at <= ${at}::timestamptz
    )
    select investor_org_id as organisation_id,
      count(*)::int as applications,
      count(*) filter (
        where first_answer_at is not null
          or (promised_by < coalesce(withdrawn_at, ${at}::timestamptz))
      )::int as due,
      count(*) filter (where first_answer_at <= promised_by)::int as on_time,
      percentile_cont(0.5) within group (
        order by extract(epoch from (first_answer_at - submitted_at)) / 86400
      ) as median_first_response_days,
      percentile_cont(0.5) within group (
        order by extract(epoch from (decided_at - submitted_at)) / 86400
      ) as median_decision_days
    from received
    group by investor_org_id
  `,
  )
  return new Map(
    rows.map((row) => [
      row.organisation_id,
      {
        applications: Number(row.applications),
        due: Number(row.due),
        onTime: Number(row.on_time),
        medianFirstResponseDays: asNumber(row.median_first_response_days),
        medianDecisionDays: asNumber(row.median_decision_days),
      },
    ]),
  )
}

/**
 * The organisation's applications that hurt its record now: still unanswered ("submitted") past
 * their channel's promise, oldest first, and how many there are.
 */
export async function unansweredPastPromise(
  db: Database,
  organisationId: string,
  now: Date,
  limit = 5,
) {
  const late = and(
    eq(application.investorOrgId, organisationId),
    eq(application.status, 'submitted'),
    isNull(application.firstResponseAt),
    lt(sql`${application.submittedAt} + make_interval(days => ${channel.responseDays})`, now),
  )
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: application.id,
        startupOrgId: application.startupOrgId,
        startupName: application.startupName,
        channelTitle: channel.title,
        submittedAt: application.submittedAt,
        responseDays: channel.responseDays,
      })
      .from(application)
      .innerJoin(channel, eq(channel.id, application.channelId))
      .where(late)
      .orderBy(asc(application.submittedAt))
      .limit(limit),
    // Channel by channel, each a range of the unanswered applications' own index, read without
    // the table: an application's investor is its channel's owner (copied at submission).
    rowsOf<{ count: number }>(
      db,
      sql`
        select coalesce(sum(late.n), 0)::int as count
        from ${channel} cross join lateral (
          select count(*) as n from ${application}
          where ${application.channelId} = ${channel.id}
            and ${application.status} = 'submitted' and ${application.firstResponseAt} is null
            and ${application.submittedAt} < ${now}::timestamptz - make_interval(days => ${channel.responseDays})
        ) as late
        where ${channel.organisationId} = ${organisationId}`,
    ),
  ])
  const daysLate = (row: (typeof rows)[number]) =>
    Math.floor((now.getTime() - row.submittedAt.getTime()) / 86_400_000) - row.responseDays
  return {
    total: count?.count ?? 0,
    oldest: rows.map((row) => ({ ...row, daysLate: daysLate(row) })),
  }
}

export type StoredResponsiveness = ResponsivenessTally & { computedAt: Date }

/** The tallies kept for these organisations, worked out earlier (by id). */
export async function storedResponsiveness(
  db: Database,
  organisationIds: readonly string[],
): Promise<Map<string, StoredResponsiveness>> {
  if (organisationIds.length === 0) return new Map()
  const rows = await db
    .select()
    .from(investorResponsiveness)
    .where(inArray(investorResponsiveness.organisationId, [...organisationIds]))
  return new Map(rows.map(({ organisationId, ...row }) => [organisationId, row]))
}

export async function saveResponsiveness(
  db: Database,
  organisationId: string,
  tally: ResponsivenessTally,
  computedAt: Date,
) {
  const values = { ...tally, computedAt }
  await db
    .insert(investorResponsiveness)
    .values({ organisationId, ...values })
    .onConflictDoUpdate({ target: investorResponsiveness.organisationId, set: values })
}
