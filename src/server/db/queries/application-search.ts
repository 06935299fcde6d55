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
  type FacetKey,
} from '@/domain/applications/search-params'
import { calendarDate, periodBounds } from '@/lib/calendar'
import { applicationStatuses, type ApplicationStatus } from '@/lib/options'

import type { Database } from '@/server/db/client'
import { application, channel, pipelineStage, user } from '@/server/db/schema'
import { countFacets, type FacetColumn } from './facet-counts'
import { overdueAt } from './overdue'
import { containing, textArray } from './sql-helpers'
import { dpiitValue, startupIndiaValue, valueIn } from './startup-india'

export const applicationPageSize = 25

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const never = sql`false`

/** Undecided and past the channel's response-time promise, now (overdue.ts). */
export const overdue = overdueAt()

/** The India passport's filters on an application, as their values (today's, for Startup India). */
const dpiitOfApplication = () => dpiitValue(application.dpiitRecognised)
const startupIndiaOfApplication = () =>
  startupIndiaValue(application.startupIndia, application.startupIndiaUntil)

/**
 * What the status filter and its facet read of an application (docs/decisions/0046): its stage's
 * key while it is in a stage, its status otherwise (submitted, a decision, withdrawn). The
 * database keeps a stage on every application in a middle status, so a stage's applications are
 * found by its key, which never changes, and a fund's other stages mapped to the same status are
 * told apart. The in-memory index reads the same (`valuesOf.status`).
 */
export const statusValue = sql<string>`coalesce(${pipelineStage.key}, ${application.status}::text)`

/**
 * The status filter: applications whose status value (above) is one of `values`. Written without
 * a join, so that the list's query and the export's keep reading the application alone: a value
 * that is a status finds the applications in it without a stage, any value finds those in the
 * organisation's stage of that key. Unknown values, well-formed or not, find nothing.
 */
function statusCondition(organisationId: string, values: readonly string[]): SQL | undefined {
  const statuses = values.filter((s): s is ApplicationStatus =>
    (applicationStatuses as readonly string[]).includes(s),
  )
  const alternatives: SQL[] = []
  if (statuses.length) {
    alternatives.push(
      sql`(${inArray(application.status, statuses)} and ${application.stageId} is null)`,
    )
  }
  const keys = values.filter((value) => value !== overdueStatus)
  if (keys.length) {
    alternatives.push(
      sql`${application.stageId} in (select ${pipelineStage.id} from ${pipelineStage}
        where ${pipelineStage.organisationId} = ${organisationId} and ${pipelineStage.key} = any(${textArray(keys)}))`,
    )
  }
  if (values.includes(overdueStatus)) alternatives.push(overdue)
  return alternatives.length ? sql`(${sql.join(alternatives, sql` or `)})` : undefined
}

/** One condition per active faceted filter: what each value list asks of an application. */
function facetConditions(
  organisationId: string,
  search: ApplicationSearch,
): Partial<Record<FacetKey, SQL>> {
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
  if (search.dpiit.length) conditions.dpiit = valueIn(dpiitOfApplication(), search.dpiit)
  if (search.startupIndia.length) {
    conditions.startupIndia = valueIn(startupIndiaOfApplication(), search.startupIndia)
  }
  if (search.channelId.length) {
    // Anything but a uuid is an unknown channel: it matches nothing (and must not reach a uuid cast).
    const ids = search.channelId.filter((id) => uuidPattern.test(id))
    conditions.channelId = ids.length ? inArray(application.channelId, ids) : never
  }
  if (search.status.length) {
    conditions.status = statusCondition(organisationId, search.status) ?? never
  }
  return conditions
}

/** `q`: the startup's name, its one-liner or any answer contains it (answers by value, not by key). */
export function textCondition(q: string): SQL {
  const pattern = containing(q)
  return sql`(${application.startupName} ilike ${pattern} or ${application.oneLiner} ilike ${pattern} or exists (select 1 from jsonb_each_text(${application.answers}) as answer where answer.value ilike ${pattern}))`
}

/**
 * `textCondition` through the trigram index on `search_text` (name, one-liner and answers, one per
 * line). It finds the same rows: a match of text without a line break lies within one of those
 * values; text with one is checked against them too (answers may hold line breaks).
 */
export function indexedTextCondition(q: string): SQL {
  const match = sql`${application.searchText} ilike ${containing(q)}`
  return q.includes('\n') ? sql`(${match} and ${textCondition(q)})` : match
}

/**
 * The name sort's key. Compared byte by byte (`collate "C"`, code-point order), the same on every
 * database whatever its locale, and the order the in-memory index reproduces.
 */
export const nameSortKey = sql<string>`lower(${application.startupName}) collate "C"`

/** The organisation scope, the text search and the raise bounds: conditions that have no facet. */
function scopeConditions(organisationId: string, search: ApplicationSearch): SQL[] {
  const conditions: SQL[] = [eq(application.investorOrgId, organisationId)]
  if (search.q) conditions.push(indexedTextCondition(search.q))
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
  const facets = Object.values(facetConditions(organisationId, search))
  return and(...scopeConditions(organisationId, search), ...facets)!
}

/**
 * How each sort orders rows: one key and the id as tie-breaker, both in the same direction, so a
 * page and the export's keyset (`(key, id) < (last key, last id)`) agree. Missing raises go last.
 */
const sortKeys: Record<SearchOrder, { key: SQL; type: SQL; direction: 'asc' | 'desc' }> = {
  newest: { key: sql`${application.submittedAt}`, type: sql`timestamptz`, direction: 'desc' },
  oldest: { key: sql`${application.submittedAt}`, type: sql`timestamptz`, direction: 'asc' },
  name: { key: nameSortKey, type: sql`text`, direction: 'asc' },
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
  stageKey: pipelineStage.key,
  stageName: pipelineStage.name,
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

export function selectRows(db: Database, where: SQL) {
  return db
    .select(rowColumns)
    .from(application)
    .innerJoin(channel, eq(channel.id, application.channelId))
    .leftJoin(user, eq(user.id, application.assigneeId))
    .leftJoin(pipelineStage, eq(pipelineStage.id, application.stageId))
    .where(where)
}

export function shapeRow(row: Awaited<ReturnType<typeof selectRows>>[number]) {
  const { channelId, channelTitle, assigneeId, assigneeName, stageKey, stageName, ...rest } = row
  return {
    ...rest,
    stage: stageKey === null ? null : { key: stageKey, name: stageName! },
    channel: { id: channelId, title: channelTitle },
    assignee: assigneeId ? { id: assigneeId, name: assigneeName ?? '' } : null,
  }
}

export type ApplicationListRow = ReturnType<typeof shapeRow>
export type Facets = Record<FacetKey, Record<string, number>>

/** Array columns are unnested (an application counts once under each of its sectors). */
const facetColumns: Record<FacetKey, FacetColumn> = {
  channelId: { column: sql`channel_id::text`, array: false },
  sectors: { column: sql`sectors`, array: true },
  developmentStage: { column: sql`development_stage`, array: false },
  headquarters: { column: sql`headquarters`, array: false },
  businessType: { column: sql`business_types`, array: true },
  customerInteraction: { column: sql`customer_interactions`, array: true },
  dpiit: { column: sql`dpiit`, array: false },
  startupIndia: { column: sql`startup_india`, array: false },
  status: { column: sql`status_value`, array: false },
}

/** The facet counts of the search's applications, and the total; overdue counts as a status. */
function countApplicationFacets(db: Database, organisationId: string, search: ApplicationSearch) {
  return countFacets(db, {
    columns: sql`${application.channelId} as channel_id, ${application.sectors} as sectors,
        ${application.developmentStage} as development_stage, ${application.headquarters} as headquarters,
        ${application.businessTypes} as business_types, ${application.customerInteractions} as customer_interactions,
        ${statusValue} as status_value, ${overdue} as overdue,
        ${dpiitOfApplication()} as dpiit, ${startupIndiaOfApplication()} as startup_india`,
    from: sql`from ${application} inner join ${channel} on ${channel.id} = ${application.channelId}
      left join ${pipelineStage} on ${pipelineStage.id} = ${application.stageId}
      where ${and(...scopeConditions(organisationId, search))}`,
    facets: facetColumns,
    filters: facetConditions(organisationId, search),
    more: (allBut) => [
      sql`select 'status', ${overdueStatus}, count(*)::int from base where ${allBut('status')} and overdue`,
    ],
  })
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
    countApplicationFacets(db, organisationId, search),
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
      .leftJoin(pipelineStage, eq(pipelineStage.id, application.stageId))
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
