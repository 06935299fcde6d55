/**
 * What the in-memory applications index (src/server/search) reads from the database: the filter
 * columns of every application of an organisation, the ids that match a text search, and the
 * rows of one page by id.
 */
import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

import type { ApplicationStatus } from '@/lib/options'
import type { IndexedApplication } from '@/server/search/application-index'

import type { Database } from '@/server/db/client'
import { rowsOf } from '@/server/db/rows'
import { application, applicationRating, channel, pipelineStage, user } from '@/server/db/schema'
import { days } from './dashboard'
import { madeAfter } from './search-changes'
import {
  indexedTextCondition,
  nameSortKey,
  overdue,
  type ApplicationListRow,
} from './application-search'

/** A time as whole microseconds since the epoch (exact in a double until the year 2255). */
const microseconds = (column: AnyPgColumn | SQL) =>
  sql<number>`(extract(epoch from ${column}) * 1000000)::float8`

const indexColumns = {
  id: application.id,
  channelId: application.channelId,
  status: application.status,
  // Stage keys never change (docs/decisions/0046): a renamed or reordered stage leaves every
  // indexed row as it is; only a move, which stamps the application, changes them.
  stageKey: pipelineStage.key,
  // Only the organisation's own stages, as the dashboard's SQL funnel reads the array against them.
  enteredStageKeys: sql<string[]>`case when cardinality(${application.enteredStageIds}) = 0
    then '{}'::text[]
    else array(select ps.key from ${pipelineStage} ps where ps.id = any(${application.enteredStageIds})
      and ps.organisation_id = ${application.investorOrgId})
  end`,
  sectors: application.sectors,
  businessTypes: application.businessTypes,
  customerInteractions: application.customerInteractions,
  developmentStage: application.developmentStage,
  headquarters: application.headquarters,
  plannedRaise: application.plannedRaise,
  dpiitRecognised: application.dpiitRecognised,
  startupIndia: application.startupIndia,
  startupIndiaUntil: application.startupIndiaUntil,
  submittedAt: microseconds(application.submittedAt),
  decidedAt: microseconds(application.decidedAt),
  firstResponseDays: sql<number | null>`(${days(application.firstResponseAt)})::float8`,
  decisionDays: sql<number | null>`(${days(application.decidedAt)})::float8`,
  furthestStatus: application.furthestStatus,
  responseDays: channel.responseDays,
  nameKey: nameSortKey,
  searchText: sql<string>`lower(${application.searchText})`,
  // A rating's every change stamps its application (drizzle/0042), so these stay as fresh as the
  // rest of the row (from `ratingSums`, joined below).
  scoreSum: sql<number>`coalesce(ratings.score_sum, 0)`,
  raters: sql<string[]>`coalesce(ratings.raters, '{}')`,
  ratedAt: sql<number[]>`coalesce(ratings.rated_at, '{}')`,
}

/**
 * Each application's ratings, one probe of their covering index per row (two subqueries, one per
 * column, cost a batch of 20,000 rows half as much again at a million applications).
 */
const ratingSums = sql`(select sum(r.score_total)::int as score_sum,
    array_agg(r.user_id order by r.user_id) as raters,
    array_agg(${microseconds(sql`r.updated_at`)} order by r.user_id) as rated_at
  from ${applicationRating} r where r.application_id = ${application.id}) ratings`

/**
 * The organisation's applications as the index keeps them, in batches by id so that a large
 * organisation is never held twice in memory; with `changedSince`, only the rows stamped at or
 * after that watermark (search-changes.ts).
 */
export async function* indexedApplications(
  db: Database,
  organisationId: string,
  { changedSince, batchSize = 20_000 }: { changedSince?: string; batchSize?: number } = {},
): AsyncGenerator<IndexedApplication[]> {
  let last: string | undefined
  for (;;) {
    const rows = await db
      .select(indexColumns)
      .from(application)
      .innerJoin(channel, eq(channel.id, application.channelId))
      .leftJoin(pipelineStage, eq(pipelineStage.id, application.stageId))
      .leftJoinLateral(ratingSums, sql`true`)
      .where(
        and(
          eq(application.investorOrgId, organisationId),
          changedSince === undefined
            ? undefined
            : madeAfter(sql`${application.changedXid}`, changedSince),
          last === undefined ? undefined : gt(application.id, last),
        ),
      )
      .orderBy(asc(application.id))
      .limit(batchSize)
    if (rows.length === 0) return
    yield rows
    if (rows.length < batchSize) return
    last = rows.at(-1)!.id
  }
}

/** The investor organisations with at least `minimum` applications, most first. */
export async function largestOrganisations(db: Database, minimum: number) {
  return db
    .select({
      organisationId: application.investorOrgId,
      applications: sql<number>`count(*)::int`,
    })
    .from(application)
    .groupBy(application.investorOrgId)
    .having(sql`count(*) >= ${minimum}`)
    .orderBy(sql`count(*) desc`)
}

/** The promised answer time of each of the organisation's channels. */
export async function channelResponseDays(db: Database, organisationId: string) {
  const rows = await db
    .select({ id: channel.id, responseDays: channel.responseDays })
    .from(channel)
    .where(eq(channel.organisationId, organisationId))
  return new Map(rows.map((row) => [row.id, row.responseDays]))
}

/**
 * The ids of the organisation's applications that the text search `q` finds, as 16 bytes each in
 * one value (a tenth of the bytes of their text, and nothing to parse per id).
 */
export async function textMatchIds(
  db: Database,
  organisationId: string,
  q: string,
): Promise<Uint8Array> {
  const [row] = await db
    .select({ ids: sql<Uint8Array | null>`string_agg(uuid_send(${application.id}), ''::bytea)` })
    .from(application)
    .where(and(eq(application.investorOrgId, organisationId), indexedTextCondition(q)))
  return row?.ids ?? new Uint8Array(0)
}

/** A list row as the driver returns it, before it is shaped. */
type RawListRow = {
  id: string
  startup_org_id: string
  startup_name: string
  one_liner: string | null
  channel_id: string
  channel_title: string
  status: ApplicationStatus
  submitted_at: Date | string
  overdue: boolean
  sectors: string[]
  business_types: string[]
  customer_interactions: string[]
  development_stage: string | null
  headquarters: string | null
  planned_raise: number | bigint | string | null
  assignee_id: string | null
  assignee_name: string | null
  stage_key: string | null
  stage_name: string | null
}

/**
 * The organisation's applications among `ids`, with their channel and assignee, for a select list
 * over those three tables. The ids go as one array value rather than a parameter each (a thousand
 * ids bind and plan 2.5 times faster so).
 */
async function selectByIds<Row>(
  db: Database,
  organisationId: string,
  ids: string[],
  columns: SQL,
): Promise<Row[]> {
  return rowsOf<Row>(
    db,
    sql`
    select ${columns}
    from ${application}
    join ${channel} on ${channel.id} = ${application.channelId}
    left join ${user} on ${user.id} = ${application.assigneeId}
    left join ${pipelineStage} on ${pipelineStage.id} = ${application.stageId}
    where ${application.investorOrgId} = ${organisationId}
      and ${application.id} = any(${`{${ids.join(',')}}`}::uuid[])`,
  )
}

/** `rows` in the order of `ids`; a row deleted since the index was read leaves no hole. */
function inOrderOf<T extends { id: string }>(ids: string[], rows: T[]): T[] {
  const place = new Map(ids.map((id, i) => [id, i]))
  const ordered: T[] = []
  for (const row of rows) ordered[place.get(row.id)!] = row
  return ordered.filter(Boolean)
}

/** The rows of a page, in the order of `ids`, shaped from the driver's rows in one pass. */
export async function rowsByIds(
  db: Database,
  organisationId: string,
  ids: string[],
): Promise<ApplicationListRow[]> {
  if (ids.length === 0) return []
  const rows = await selectByIds<RawListRow>(
    db,
    organisationId,
    ids,
    sql`${application.id} as id, ${application.startupOrgId} as startup_org_id,
      ${application.startupName} as startup_name, ${application.oneLiner} as one_liner,
      ${channel.id} as channel_id, ${channel.title} as channel_title,
      ${application.status} as status, ${application.submittedAt} as submitted_at,
      ${overdue} as overdue, ${application.sectors} as sectors,
      ${application.businessTypes} as business_types,
      ${application.customerInteractions} as customer_interactions,
      ${application.developmentStage} as development_stage,
      ${application.headquarters} as headquarters, ${application.plannedRaise} as planned_raise,
      ${user.id} as assignee_id, ${user.name} as assignee_name,
      ${pipelineStage.key} as stage_key, ${pipelineStage.name} as stage_name`,
  )
  return inOrderOf(ids, rows).map((row) => ({
    id: row.id,
    startupOrgId: row.startup_org_id,
    startupName: row.startup_name,
    oneLiner: row.one_liner,
    channel: { id: row.channel_id, title: row.channel_title },
    status: row.status,
    stage: row.stage_key === null ? null : { key: row.stage_key, name: row.stage_name! },
    submittedAt: new Date(row.submitted_at),
    overdue: Boolean(row.overdue),
    sectors: row.sectors,
    businessTypes: row.business_types,
    customerInteractions: row.customer_interactions,
    developmentStage: row.development_stage,
    headquarters: row.headquarters,
    plannedRaise: row.planned_raise === null ? null : Number(row.planned_raise),
    assignee: row.assignee_id ? { id: row.assignee_id, name: row.assignee_name ?? '' } : null,
  }))
}

/** An export row as the driver returns it: lists and the date already written out as text. */
export type CsvSourceRow = {
  id: string
  startup_org_id: string
  startup_name: string
  one_liner: string | null
  channel_title: string
  status: ApplicationStatus
  /** The fund's stage the application is in, by today's name. */
  stage_name: string | null
  /** The submission's date in UTC, `YYYY-MM-DD`. */
  submitted_on: string
  overdue: boolean
  sectors: string
  development_stage: string | null
  headquarters: string | null
  business_types: string
  customer_interactions: string
  planned_raise: string | null
  assignee_name: string | null
}

/**
 * The CSV export's rows of a batch, in the order of `ids`. The database joins the lists and writes
 * the date: a million rows then cost the driver no list parsing and the server no Date objects.
 */
export async function csvRowsByIds(
  db: Database,
  organisationId: string,
  ids: string[],
): Promise<CsvSourceRow[]> {
  if (ids.length === 0) return []
  const listed = (column: AnyPgColumn) => sql`array_to_string(${column}, '; ')`
  const rows = await selectByIds<CsvSourceRow>(
    db,
    organisationId,
    ids,
    sql`${application.id} as id, ${application.startupOrgId} as startup_org_id,
      ${application.startupName} as startup_name, ${application.oneLiner} as one_liner,
      ${channel.title} as channel_title, ${application.status} as status,
      ${pipelineStage.name} as stage_name,
      to_char(${application.submittedAt} at time zone 'UTC', 'YYYY-MM-DD') as submitted_on,
      ${overdue} as overdue, ${listed(application.sectors)} as sectors,
      ${application.developmentStage} as development_stage,
      ${application.headquarters} as headquarters,
      ${listed(application.businessTypes)} as business_types,
      ${listed(application.customerInteractions)} as customer_interactions,
      ${application.plannedRaise}::text as planned_raise, ${user.name} as assignee_name`,
  )
  return inOrderOf(ids, rows)
}
