// Frozen: the applications search as it was before the work on speed at scale (commit of
// Nov 24, 2026), kept so every bench run times today's query against the one we ship.
/**
 * The applications search of /investors/applications, its facet counts and the CSV export's
 * batches. Filter semantics are those of src/domain/applications/search-params.ts: values OR
 * within a filter, filters AND together, unknown values match nothing; every query is scoped to
 * the investor organisation.
 */
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

import {
  overdueStatus,
  raiseBound,
  type ApplicationSearch,
  searchOrderOf,
  type SearchOrder,
} from '@/domain/applications/search-params'
import { undecidedStatuses } from '@/domain/applications/status'
import { calendarDate, periodBounds } from '@/lib/calendar'
import { applicationStatuses, type ApplicationStatus } from '@/lib/options'

import type { Database } from '@/server/db/client'
import { application, channel, user } from '@/server/db/schema'
import { containing, textArray } from '@/server/db/queries/sql-helpers'

export const applicationPageSize = 25

// The filters with facets it knew (the India passport's came later; the bench's cases use neither).
const facetKeys = [
  'channelId',
  'sectors',
  'developmentStage',
  'headquarters',
  'businessType',
  'customerInteraction',
  'status',
] as const
type FacetKey = (typeof facetKeys)[number]

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const never = sql`false`

/** Undecided and past the channel's response-time promise (as listChannels counts it). */
const overdue = sql<boolean>`(${inArray(application.status, [...undecidedStatuses])} and ${application.submittedAt} + make_interval(days => ${channel.responseDays}) < now())`

/** One condition per active faceted filter: what each value list asks of an application. */
function facetConditions(search: ApplicationSearch): Partial<Record<FacetKey, SQL>> {
  const conditions: Partial<Record<FacetKey, SQL>> = {}
  const overlap = (column: AnyPgColumn, values: string[]) => sql`${column} && ${textArray(values)}`
  if (search.sectors.length) conditions.sectors = overlap(application.sectors, search.sectors)
  if (search.businessType.length) {
    conditions.businessType = overlap(application.businessTypes, search.businessType)
  }
  if (search.customerInteraction.length) {
    conditions.customerInteraction = overlap(
      application.customerInteractions,
      search.customerInteraction,
    )
  }
  if (search.developmentStage.length) {
    conditions.developmentStage = inArray(application.developmentStage, search.developmentStage)
  }
  if (search.headquarters.length) {
    conditions.headquarters = inArray(application.headquarters, search.headquarters)
  }
  if (search.channelId.length) {
    // Anything but a uuid is an unknown channel: it matches nothing (and must not reach a uuid cast).
    const ids = search.channelId.filter((id) => uuidPattern.test(id))
    conditions.channelId = ids.length ? inArray(application.channelId, ids) : never
  }
  if (search.status.length) {
    const statuses = search.status.filter((s): s is ApplicationStatus =>
      (applicationStatuses as readonly string[]).includes(s),
    )
    const alternatives: SQL[] = []
    if (statuses.length) alternatives.push(inArray(application.status, statuses))
    if (search.status.includes(overdueStatus)) alternatives.push(overdue)
    conditions.status = alternatives.length ? sql`(${sql.join(alternatives, sql` or `)})` : never
  }
  return conditions
}

/** The organisation scope, the text search and the raise bounds: conditions that have no facet. */
function scopeConditions(organisationId: string, search: ApplicationSearch): SQL[] {
  const conditions: SQL[] = [eq(application.investorOrgId, organisationId)]
  if (search.q) {
    const pattern = containing(search.q)
    // Answers are matched by value, not by the question ids they are keyed by.
    conditions.push(
      sql`(${application.startupName} ilike ${pattern} or ${application.oneLiner} ilike ${pattern} or exists (select 1 from jsonb_each_text(${application.answers}) as answer where answer.value ilike ${pattern}))`,
    )
  }
  const min = raiseBound(search.plannedRaiseMin)
  const max = raiseBound(search.plannedRaiseMax)
  if (min !== null) conditions.push(sql`${application.plannedRaise} >= ${min}`)
  if (max !== null) conditions.push(sql`${application.plannedRaise} <= ${max}`)
  const from = calendarDate(search.submittedFrom)
  const to = calendarDate(search.submittedTo)
  if (from) conditions.push(gte(application.submittedAt, periodBounds({ from, to: from }).start))
  if (to) conditions.push(lt(application.submittedAt, periodBounds({ from: to, to }).end))
  return conditions
}

function whereOf(organisationId: string, search: ApplicationSearch): SQL {
  const facets = Object.values(facetConditions(search))
  return and(...scopeConditions(organisationId, search), ...facets)!
}

/**
 * How each sort orders rows: one key and the id as tie-breaker, both in the same direction, so a
 * page and the export's keyset (`(key, id) < (last key, last id)`) agree. Missing raises go last.
 */
const sortKeys: Record<SearchOrder, { key: SQL; type: SQL; direction: 'asc' | 'desc' }> = {
  newest: { key: sql`${application.submittedAt}`, type: sql`timestamptz`, direction: 'desc' },
  oldest: { key: sql`${application.submittedAt}`, type: sql`timestamptz`, direction: 'asc' },
  name: { key: sql`lower(${application.startupName})`, type: sql`text`, direction: 'asc' },
  raise_desc: {
    key: sql`coalesce(${application.plannedRaise}, -1)`,
    type: sql`bigint`,
    direction: 'desc',
  },
  raise_asc: {
    key: sql`coalesce(${application.plannedRaise}, 9223372036854775807)`,
    type: sql`bigint`,
    direction: 'asc',
  },
}

function orderOf(sort: SearchOrder): SQL[] {
  const { key, direction } = sortKeys[sort]
  const by = direction === 'asc' ? asc : desc
  return [by(key), by(application.id)]
}

const rowColumns = {
  id: application.id,
  startupOrgId: application.startupOrgId,
  startupName: application.startupName,
  oneLiner: application.oneLiner,
  channelId: channel.id,
  channelTitle: channel.title,
  status: application.status,
  submittedAt: application.submittedAt,
  overdue: overdue.mapWith(Boolean),
  sectors: application.sectors,
  businessTypes: application.businessTypes,
  customerInteractions: application.customerInteractions,
  developmentStage: application.developmentStage,
  headquarters: application.headquarters,
  plannedRaise: application.plannedRaise,
  assigneeId: user.id,
  assigneeName: user.name,
}

function selectRows(db: Database, where: SQL) {
  return db
    .select(rowColumns)
    .from(application)
    .innerJoin(channel, eq(channel.id, application.channelId))
    .leftJoin(user, eq(user.id, application.assigneeId))
    .where(where)
}

function shapeRow(row: Awaited<ReturnType<typeof selectRows>>[number]) {
  const { channelId, channelTitle, assigneeId, assigneeName, ...rest } = row
  return {
    ...rest,
    channel: { id: channelId, title: channelTitle },
    assignee: assigneeId ? { id: assigneeId, name: assigneeName ?? '' } : null,
  }
}

export type ApplicationListRow = ReturnType<typeof shapeRow>
export type Facets = Record<FacetKey, Record<string, number>>

/** Array columns are unnested (an application counts once under each of its sectors). */
const facetColumns: Record<FacetKey, { column: SQL; array: boolean }> = {
  channelId: { column: sql`channel_id::text`, array: false },
  sectors: { column: sql`sectors`, array: true },
  developmentStage: { column: sql`development_stage`, array: false },
  headquarters: { column: sql`headquarters`, array: false },
  businessType: { column: sql`business_types`, array: true },
  customerInteraction: { column: sql`customer_interactions`, array: true },
  status: { column: sql`status::text`, array: false },
}

/**
 * Standard faceting in one round trip: for each dimension, how many applications each value would
 * give under all the *other* active filters. Plus the total under all of them.
 */
async function countFacets(db: Database, organisationId: string, search: ApplicationSearch) {
  const conditions = facetConditions(search)
  const active = Object.keys(conditions) as FacetKey[]
  const flag = (key: FacetKey) => sql.raw(`m_${key}`)
  const allBut = (skip?: FacetKey) => {
    const flags = active.filter((key) => key !== skip).map((key) => flag(key))
    return flags.length ? sql.join(flags, sql` and `) : sql`true`
  }
  const parts = facetKeys.map((key) => {
    const { column, array } = facetColumns[key]
    const value = array ? sql`v` : column
    const from = array ? sql`base cross join lateral unnest(${column}) as v` : sql`base`
    return sql`select ${key}::text as facet, ${value}::text as value, count(*)::int as n from ${from} where ${allBut(key)} and ${value} is not null group by 2`
  })
  const result = (await db.execute(sql`
    with base as (
      select ${application.channelId} as channel_id, ${application.sectors} as sectors,
        ${application.developmentStage} as development_stage, ${application.headquarters} as headquarters,
        ${application.businessTypes} as business_types, ${application.customerInteractions} as customer_interactions,
        ${application.status} as status, ${overdue} as overdue
        ${sql.join(
          active.map((key) => sql`, (${conditions[key]}) as ${flag(key)}`),
          sql``,
        )}
      from ${application} inner join ${channel} on ${channel.id} = ${application.channelId}
      where ${and(...scopeConditions(organisationId, search))}
    )
    ${sql.join(parts, sql` union all `)}
    union all select 'status', ${overdueStatus}, count(*)::int from base where ${allBut('status')} and overdue
    union all select '', 'total', count(*)::int from base where ${allBut()}
  `)) as unknown as { rows: { facet: string; value: string; n: number | string }[] }

  const facets = Object.fromEntries(facetKeys.map((key) => [key, {}])) as Facets
  let total = 0
  for (const row of result.rows) {
    const n = Number(row.n)
    if (row.facet === '') total = n
    else if (n > 0) facets[row.facet as FacetKey][row.value] = n
  }
  return { facets, total }
}

/** One page of the organisation's applications, the total, and facet counts. */
export async function searchApplications(
  db: Database,
  organisationId: string,
  search: ApplicationSearch,
  { pageSize = applicationPageSize }: { pageSize?: number } = {},
) {
  const [rows, counted] = await Promise.all([
    selectRows(db, whereOf(organisationId, search))
      .orderBy(...orderOf(searchOrderOf(search.sort)))
      .limit(pageSize)
      .offset((search.page - 1) * pageSize),
    countFacets(db, organisationId, search),
  ])
  return {
    rows: rows.map(shapeRow),
    total: counted.total,
    page: search.page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(counted.total / pageSize)),
    facets: counted.facets,
  }
}

/** The organisation's channels, for the channel filter's labels (also those with no match). */
export function listChannelOptions(db: Database, organisationId: string) {
  return db
    .select({ id: channel.id, title: channel.title, status: channel.status })
    .from(channel)
    .where(eq(channel.organisationId, organisationId))
    .orderBy(desc(channel.createdAt))
}

/**
 * Every application the search finds, in its order, in batches (for the CSV export): keyset
 * pagination on the sort key and the id, so no page limit and no growing OFFSET.
 */
export async function* streamApplications(
  db: Database,
  organisationId: string,
  search: ApplicationSearch,
  { batchSize = 500 }: { batchSize?: number } = {},
): AsyncGenerator<ApplicationListRow[]> {
  const { key, type, direction } = sortKeys[searchOrderOf(search.sort)]
  const where = whereOf(organisationId, search)
  const fetchBatch = (cursor: { key: string; id: string } | null) =>
    db
      .select({ ...rowColumns, sortKey: sql<string>`(${key})::text` })
      .from(application)
      .innerJoin(channel, eq(channel.id, application.channelId))
      .leftJoin(user, eq(user.id, application.assigneeId))
      .where(
        cursor
          ? and(
              where,
              direction === 'asc'
                ? sql`(${key}, ${application.id}) > (cast(${cursor.key} as ${type}), ${cursor.id}::uuid)`
                : sql`(${key}, ${application.id}) < (cast(${cursor.key} as ${type}), ${cursor.id}::uuid)`,
            )
          : where,
      )
      .orderBy(...orderOf(searchOrderOf(search.sort)))
      .limit(batchSize)
  let cursor: { key: string; id: string } | null = null
  for (;;) {
    const batch = await fetchBatch(cursor)
    if (batch.length === 0) return
    yield batch.map(({ sortKey: _sortKey, ...row }) => shapeRow(row))
    if (batch.length < batchSize) return
    const last = batch[batch.length - 1]!
    cursor = { key: last.sortKey, id: last.id }
  }
}
