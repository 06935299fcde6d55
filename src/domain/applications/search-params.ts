/**
 * The search of /investors/applications (docs/contract.md, "Search parameters"): one parser and one
 * serializer, shared by the route's `validateSearch`, the `investors.applications.list` procedure,
 * the CSV export and saved views, so the screen, the API and the file always mean the same thing.
 *
 * What the URL may hold:
 * - Comma-separated multi-value filters `businessType`, `customerInteraction`, `developmentStage`,
 *   `headquarters`, `sectors`, `channelId`, `dpiit` (`Recognised`, `Not recognised`) and
 *   `startupIndia` (`Eligible`, `Not eligible`, `Unknown`, on the day of the search): split on
 *   commas, trimmed, empty pieces dropped, duplicates removed. Values OR within a filter; filters
 *   AND together.
 * - Plain-string filters `plannedRaiseMin`, `plannedRaiseMax`: whole rupees, inclusive.
 * - Plain-string filters `submittedFrom`, `submittedTo`: India calendar days 'YYYY-MM-DD',
 *   inclusive (src/lib/calendar.ts); the dashboard's charts link here with them.
 * - `q` (text over startup name, one-liner and answers), `status`, `sort` and `page`. `status` is
 *   comma-separated: `submitted`, `accepted`, `rejected`, `withdrawn`, the pseudo-status `overdue`,
 *   or the key of one of the fund's stages (docs/decisions/0046). An application in a stage is
 *   found by its stage's key, not by the status its founder sees; the default stages' keys are the
 *   middle statuses themselves, so `status=in_review` keeps its meaning for a fund that changed
 *   nothing.
 *
 * Only string values are accepted and empty ones are dropped. TanStack Router reads
 * search values JSON-ishly, so `?plannedRaiseMin=5000000` or `?q=2024` reach us as numbers and
 * `?q=true` as a boolean, though the URL held text: such scalars are turned back into the text
 * they were. Anything else that is not a string (arrays and objects such as `?sectors=["a"]`,
 * `null`) is dropped, and so is text that is empty once trimmed.
 *
 * Unknown values are kept and match nothing: `?sectors=Nope` gives no results (and the screen
 * shows the chip as unknown) rather than silently widening the search to everything. A raise bound
 * that is not a number (`?plannedRaiseMin=abc`), or a date that is not one, stays in the URL but
 * filters nothing; the screen says so. Unknown `sort` falls back to newest first, a bad `page` to 1.
 */
import { applicationStatuses, applicationFilterLists } from '@/lib/options'

/** The comma-separated multi-value filters, in URL order. */
export const listFilterKeys = [
  'channelId',
  'sectors',
  'developmentStage',
  'headquarters',
  'businessType',
  'customerInteraction',
  'dpiit',
  'startupIndia',
] as const
export type ListFilterKey = (typeof listFilterKeys)[number]

/** Dimensions with facet counts: the list filters and the status. */
export const facetKeys = [...listFilterKeys, 'status'] as const
export type FacetKey = (typeof facetKeys)[number]

/** The orders the search itself keeps (the index and the SQL search). */
export const searchOrders = ['newest', 'oldest', 'name', 'raise_desc', 'raise_asc'] as const
export type SearchOrder = (typeof searchOrders)[number]
/**
 * The list's sorts: the search's orders, and `calibrated` (docs/decisions/0049), which ranks the
 * applications the viewer has rated by the team's calibrated score over the newest-first order;
 * the rest follow, newest first, since a score the viewer may not see cannot rank either.
 */
export const applicationSorts = [...searchOrders, 'calibrated'] as const
export type ApplicationSort = (typeof applicationSorts)[number]
export const applicationSortLabels: Record<ApplicationSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  name: 'Startup name (A–Z)',
  raise_desc: 'Largest raise first',
  raise_asc: 'Smallest raise first',
  calibrated: 'Calibrated score',
}

/** The order the search keeps under a sort: `calibrated` is laid over newest first. */
export function searchOrderOf(sort: ApplicationSort): SearchOrder {
  return sort === 'calibrated' ? 'newest' : sort
}

/** Not a stored status: undecided and past the channel's response-time promise. */
export const overdueStatus = 'overdue'
/**
 * The `status` filter's own values, which no new stage's key may take (`stageKeyFor`): every
 * status and `overdue`. The middle statuses are also the keys of the default stages.
 */
export const statusFilterValues = [...applicationStatuses, overdueStatus] as const

/** Longest stage key the filter takes (a key is made from a name of at most 40 characters). */
export const stageKeyMaxLength = 64

/**
 * Whether `value` could be a stage's key: letters, marks and digits of any script joined by dashes
 * or underscores (the default stages' keys are `in_review`...), as `stageKeyFor` makes them. Which
 * keys a fund has only the server knows: a well-formed key of no stage of the fund matches nothing.
 */
export function isStageKeyShape(value: string): boolean {
  return (
    value.length <= stageKeyMaxLength &&
    /^[\p{L}\p{M}\p{N}]+(?:[-_][\p{L}\p{M}\p{N}]+)*$/u.test(value)
  )
}

/** Every key the search understands; others in the URL are left alone. */
export const searchKeys = [
  'q',
  'status',
  ...listFilterKeys,
  'plannedRaiseMin',
  'plannedRaiseMax',
  'submittedFrom',
  'submittedTo',
  'sort',
  'page',
] as const
export type SearchKey = (typeof searchKeys)[number]

/** The search as the URL holds it: text per key, absent when not set. Canonical after parsing. */
export type ApplicationSearchRecord = Partial<Record<SearchKey, string>>

/** The search, parsed. */
export type ApplicationSearch = Record<ListFilterKey, string[]> & {
  q: string | undefined
  status: string[]
  /** The bound as written (whole rupees when it is a number; see `raiseBound`). */
  plannedRaiseMin: string | undefined
  plannedRaiseMax: string | undefined
  /** India calendar days as written (a real date when `calendarDate` accepts it). */
  submittedFrom: string | undefined
  submittedTo: string | undefined
  sort: ApplicationSort
  page: number
}

const maxValues = 60
const maxValueLength = 120
const maxPage = 10_000

/** A search value as text, or undefined: strings (trimmed, non-empty) and scalars the router parsed. */
function text(value: unknown): string | undefined {
  let result: string | undefined
  if (typeof value === 'string') result = value
  else if (typeof value === 'number' && Number.isFinite(value)) result = String(value)
  else if (typeof value === 'boolean') result = String(value)
  const trimmed = result?.trim()
  return trimmed ? trimmed : undefined
}

/** 'a, b,,a' → ['a', 'b']. Long values are cut (still unknown, so they still match nothing). */
function list(value: unknown): string[] {
  const raw = text(value)
  if (!raw) return []
  const values = raw
    .split(',')
    .map((piece) => piece.trim().slice(0, maxValueLength))
    .filter(Boolean)
  return [...new Set(values)].slice(0, maxValues)
}

export function parseApplicationSearch(
  raw: Record<string, unknown> | undefined,
): ApplicationSearch {
  const input = raw ?? {}
  const sort = text(input.sort)
  const page = Number(text(input.page))
  const q = text(input.q)
  return {
    q: q?.slice(0, maxValueLength).trim(),
    status: list(input.status),
    ...(Object.fromEntries(listFilterKeys.map((key) => [key, list(input[key])])) as Record<
      ListFilterKey,
      string[]
    >),
    plannedRaiseMin: text(input.plannedRaiseMin)?.slice(0, 40),
    plannedRaiseMax: text(input.plannedRaiseMax)?.slice(0, 40),
    submittedFrom: text(input.submittedFrom)?.slice(0, 40),
    submittedTo: text(input.submittedTo)?.slice(0, 40),
    sort: (applicationSorts as readonly string[]).includes(sort ?? '')
      ? (sort as ApplicationSort)
      : 'newest',
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, maxPage) : 1,
  }
}

/**
 * The canonical URL form: lists joined with commas, defaults (newest first, page 1) and empty
 * filters left out, keys in a fixed order.
 */
export function serializeApplicationSearch(
  search: Partial<ApplicationSearch>,
): ApplicationSearchRecord {
  const record: ApplicationSearchRecord = {}
  if (search.q) record.q = search.q
  if (search.status?.length) record.status = search.status.join(',')
  for (const key of listFilterKeys) {
    const values = search[key]
    if (values?.length) record[key] = values.join(',')
  }
  if (search.plannedRaiseMin) record.plannedRaiseMin = search.plannedRaiseMin
  if (search.plannedRaiseMax) record.plannedRaiseMax = search.plannedRaiseMax
  if (search.submittedFrom) record.submittedFrom = search.submittedFrom
  if (search.submittedTo) record.submittedTo = search.submittedTo
  if (search.sort && search.sort !== 'newest') record.sort = search.sort
  if (search.page && search.page > 1) record.page = String(search.page)
  return record
}

/** Any URL search → its canonical record (what the route keeps as its search state). */
export function canonicalApplicationSearch(raw: Record<string, unknown>): ApplicationSearchRecord {
  const record = serializeApplicationSearch(parseApplicationSearch(raw))
  // Every known key is present, set or undefined, so the router drops junk (`?sectors=,,`) from
  // the URL instead of keeping the raw value next to the parsed one.
  return Object.fromEntries(searchKeys.map((key) => [key, record[key]])) as ApplicationSearchRecord
}

/**
 * The record as values for TanStack Router's default serializer, which wraps text that looks
 * like JSON in quotes (`?plannedRaiseMin=%225000000%22`). Numbers written the way JavaScript
 * writes them are handed over as numbers, so the URL reads `?plannedRaiseMin=5000000`; parsing
 * turns them back into the same text.
 */
export function readableSearchValues(record: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(record)) {
    result[key] =
      typeof value === 'string' && value !== '' && String(Number(value)) === value
        ? Number(value)
        : value
  }
  return result
}

/** A query string (`sectors=Fintech&page=2`, with or without `?`) → its canonical record. */
export function searchFromQueryString(query: string): ApplicationSearchRecord {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query)
  const raw: Record<string, string> = {}
  // A repeated key keeps its first value, as the router does.
  for (const [key, value] of params) raw[key] ??= value
  return serializeApplicationSearch(parseApplicationSearch(raw))
}

/** The canonical record as a query string without `?` (for saved views and the export link). */
export function toQueryString(record: ApplicationSearchRecord): string {
  const params = new URLSearchParams()
  for (const key of searchKeys) {
    const value = record[key]
    if (value !== undefined) params.set(key, value)
  }
  return params.toString()
}

/**
 * A raise bound in whole rupees, or null when it is absent or not a number. Digits only (with an
 * optional fraction): `5000000`, `2500000.50`; `abc`, `-5`, `1e7` or `50 L` are not bounds. The
 * screen turns what people type (`50 L`, `1.5 Cr`) into digits before it reaches the URL.
 */
export function raiseBound(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}(\.\d+)?$/.test(value)) return null
  return Number(value)
}

/** The raise bounds that are set but not numbers: the filters the search ignores. */
export function ignoredRaiseBounds(
  search: ApplicationSearch,
): ('plannedRaiseMin' | 'plannedRaiseMax')[] {
  return (['plannedRaiseMin', 'plannedRaiseMax'] as const).filter(
    (key) => search[key] !== undefined && raiseBound(search[key]) === null,
  )
}

/** Whether any filter (not sort or page) is set. */
export function hasFilters(search: ApplicationSearch): boolean {
  return Boolean(
    search.q ||
      search.status.length ||
      search.plannedRaiseMin ||
      search.plannedRaiseMax ||
      listFilterKeys.some((key) => search[key].length),
  )
}

/**
 * Whether `value` is one of the known values of a filter (channel ids are checked by the caller).
 * A status value is known when it is one of the filter's own or could be a stage's key: the
 * screen, which has the fund's stages, tells a stage it no longer has (`describeValue`).
 */
export function isKnownValue(key: Exclude<FacetKey, 'channelId'>, value: string): boolean {
  if (key === 'status') {
    return (statusFilterValues as readonly string[]).includes(value) || isStageKeyShape(value)
  }
  return (applicationFilterLists[key] as readonly string[]).includes(value)
}
