/**
 * One organisation's applications as an in-memory search index: a bitmap (roaring) per filter
 * value, and each sort order as an array of positions. It answers the applications search of
 * docs/contract.md — the page, the total and every facet count — exactly as the SQL search does
 * (src/server/db/queries/application-search.ts), without reading the rows again. PostgreSQL stays
 * the source of truth: the index is built from it, and the page's rows are read from it by id.
 *
 * Semantics kept from the SQL search: values OR within a filter, filters AND together; unknown
 * values match nothing; a facet counts its values under every *other* filter (and the text search,
 * raise and date bounds, which have no facet); `overdue` is undecided past the channel's promise at
 * `now`; sorts break ties by id in the sort's direction, and missing raises go last.
 */
import roaring from 'roaring'

import {
  facetKeys,
  overdueStatus,
  raiseBound,
  type ApplicationSearch,
  type ApplicationSort,
  type FacetKey,
} from '@/domain/applications/search-params'
import { isUndecided } from '@/domain/applications/status'
import { calendarDate, periodBounds } from '@/lib/calendar'
import type { ApplicationStatus } from '@/lib/options'

const { RoaringBitmap32 } = roaring
type Bitmap = InstanceType<typeof RoaringBitmap32>

/** What the index keeps of an application. */
export type IndexedApplication = {
  id: string
  channelId: string
  status: ApplicationStatus
  sectors: readonly string[]
  businessTypes: readonly string[]
  customerInteractions: readonly string[]
  developmentStage: string | null
  headquarters: string | null
  plannedRaise: number | null
  submittedAt: number
  /** The channel's promised answer time, for `overdue`. */
  responseDays: number
  /** Rank of the row in `lower(startup_name), id` order, as the database collates names. */
  nameRank: number
}

export type IndexFacets = Record<FacetKey, Record<string, number>>

export type IndexAnswer = {
  /** The page's application ids, in the sort's order. */
  ids: string[]
  total: number
  facets: IndexFacets
}

const day = 86_400_000
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Which row field feeds each faceted filter. */
const valuesOf: Record<FacetKey, (row: IndexedApplication) => readonly string[]> = {
  channelId: (row) => [row.channelId],
  sectors: (row) => row.sectors,
  developmentStage: (row) => (row.developmentStage === null ? [] : [row.developmentStage]),
  headquarters: (row) => (row.headquarters === null ? [] : [row.headquarters]),
  businessType: (row) => row.businessTypes,
  customerInteraction: (row) => row.customerInteractions,
  status: (row) => [row.status],
}

const byId = (ids: readonly string[]) => (a: number, b: number) =>
  ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0

export class ApplicationIndex {
  private readonly ids: string[]
  private readonly submittedAt: Float64Array
  private readonly deadline: Float64Array
  private readonly undecided: Uint8Array
  private readonly raise: Float64Array
  private readonly all: Bitmap
  private readonly bitmaps: Record<FacetKey, Map<string, Bitmap>>
  /** Positions in each sort's order. */
  private readonly orders: Record<ApplicationSort, Uint32Array>
  /** For each sort, every position's place in that order. */
  private readonly ranks: Record<ApplicationSort, Uint32Array>

  constructor(rows: readonly IndexedApplication[]) {
    const n = rows.length
    this.ids = rows.map((row) => row.id)
    this.submittedAt = Float64Array.from(rows, (row) => row.submittedAt)
    this.deadline = Float64Array.from(rows, (row) => row.submittedAt + row.responseDays * day)
    this.undecided = Uint8Array.from(rows, (row) => (isUndecided(row.status) ? 1 : 0))
    this.raise = Float64Array.from(rows, (row) => row.plannedRaise ?? Number.NaN)
    this.all = new RoaringBitmap32()
    this.all.addRange(0, n)

    const lists = Object.fromEntries(facetKeys.map((key) => [key, new Map<string, number[]>()]))
    rows.forEach((row, position) => {
      for (const key of facetKeys) {
        const map = lists[key]!
        for (const value of new Set(valuesOf[key](row))) {
          let list = map.get(value)
          if (!list) map.set(value, (list = []))
          list.push(position)
        }
      }
    })
    this.bitmaps = Object.fromEntries(
      facetKeys.map((key) => [
        key,
        new Map(
          [...lists[key]!].map(([value, positions]) => {
            const bitmap = new RoaringBitmap32(Uint32Array.from(positions))
            bitmap.runOptimize()
            return [value, bitmap] as const
          }),
        ),
      ]),
    ) as Record<FacetKey, Map<string, Bitmap>>

    const positions = () => Array.from({ length: n }, (_, i) => i)
    const tie = byId(this.ids)
    const time = this.submittedAt
    const raise = this.raise
    const newest = positions().sort((a, b) => time[b]! - time[a]! || -tie(a, b))
    const raiseDesc = positions().sort((a, b) => {
      const [x, y] = [raise[a]!, raise[b]!]
      const [ka, kb] = [Number.isNaN(x) ? -1 : x, Number.isNaN(y) ? -1 : y]
      return kb - ka || -tie(a, b)
    })
    const raiseAsc = positions().sort((a, b) => {
      const [x, y] = [raise[a]!, raise[b]!]
      const [ka, kb] = [Number.isNaN(x) ? Infinity : x, Number.isNaN(y) ? Infinity : y]
      return ka === kb ? tie(a, b) : ka < kb ? -1 : 1
    })
    const name = positions().sort((a, b) => rows[a]!.nameRank - rows[b]!.nameRank)
    this.orders = {
      newest: Uint32Array.from(newest),
      oldest: Uint32Array.from(newest).reverse(),
      name: Uint32Array.from(name),
      raise_desc: Uint32Array.from(raiseDesc),
      raise_asc: Uint32Array.from(raiseAsc),
    }
    this.ranks = Object.fromEntries(
      Object.entries(this.orders).map(([sort, order]) => {
        const rank = new Uint32Array(n)
        order.forEach((position, place) => (rank[position] = place))
        return [sort, rank]
      }),
    ) as Record<ApplicationSort, Uint32Array>
  }

  private positionOfId: Map<string, number> | undefined

  get size(): number {
    return this.ids.length
  }

  /** The positions of these ids (ids the index does not hold are left out). */
  positionsOf(ids: readonly string[]): number[] {
    this.positionOfId ??= new Map(this.ids.map((id, position) => [id, position]))
    const map = this.positionOfId
    return ids.flatMap((id) => {
      const position = map.get(id)
      return position === undefined ? [] : [position]
    })
  }

  /** Rows undecided and past their promise at `now`. */
  private overdue(now: number): Bitmap {
    const positions: number[] = []
    for (let p = 0; p < this.ids.length; p++) {
      if (this.undecided[p] && this.deadline[p]! < now) positions.push(p)
    }
    return new RoaringBitmap32(Uint32Array.from(positions))
  }

  /** The rows a faceted filter keeps, or undefined when it is not set. */
  private facetMatch(key: FacetKey, values: readonly string[], now: number): Bitmap | undefined {
    if (values.length === 0) return undefined
    const known = key === 'channelId' ? values.filter((id) => uuidPattern.test(id)) : values
    const bitmaps = known
      .map((value) => this.bitmaps[key].get(key === 'channelId' ? value.toLowerCase() : value))
      .filter((bitmap): bitmap is Bitmap => bitmap !== undefined)
    if (key === 'status' && values.includes(overdueStatus)) bitmaps.push(this.overdue(now))
    return bitmaps.length ? RoaringBitmap32.orMany(bitmaps) : new RoaringBitmap32()
  }

  /** The raise bounds and the submission days: filters without a facet. */
  private scopeMatch(search: ApplicationSearch, textMatches: Bitmap | undefined): Bitmap {
    let scope = textMatches ? RoaringBitmap32.and(this.all, textMatches) : this.all
    const min = raiseBound(search.plannedRaiseMin)
    const max = raiseBound(search.plannedRaiseMax)
    if (min !== null || max !== null) {
      // Ascending raise order, missing raises last: the rows in range are one stretch of it.
      const order = this.orders.raise_asc
      const raised = this.firstWhere(order, (p) => Number.isNaN(this.raise[p]!))
      const low = min === null ? 0 : this.firstWhere(order, (p) => this.raise[p]! >= min, raised)
      const high =
        max === null ? raised : this.firstWhere(order, (p) => this.raise[p]! > max, raised)
      scope = RoaringBitmap32.and(scope, this.stretch(order, low, high))
    }
    const from = calendarDate(search.submittedFrom)
    const to = calendarDate(search.submittedTo)
    if (from || to) {
      const start = from ? periodBounds({ from, to: from }).start.getTime() : -Infinity
      const end = to ? periodBounds({ from: to, to }).end.getTime() : Infinity
      const order = this.orders.oldest
      const low = this.firstWhere(order, (p) => this.submittedAt[p]! >= start)
      const high = this.firstWhere(order, (p) => this.submittedAt[p]! >= end)
      scope = RoaringBitmap32.and(scope, this.stretch(order, low, high))
    }
    return scope
  }

  /**
   * The first place in `order` (before `limit`) whose position passes `test`, for a test that
   * fails up to some place and passes from there on: a binary search.
   */
  private firstWhere(
    order: Uint32Array,
    test: (position: number) => boolean,
    limit = order.length,
  ) {
    let [low, high] = [0, limit]
    while (low < high) {
      const middle = (low + high) >>> 1
      if (test(order[middle]!)) high = middle
      else low = middle + 1
    }
    return low
  }

  /** The positions at places `from` to `to` (exclusive) of an order. */
  private stretch(order: Uint32Array, from: number, to: number): Bitmap {
    return to > from ? new RoaringBitmap32(order.subarray(from, to)) : new RoaringBitmap32()
  }

  /**
   * The search's page, total and facets. `textMatches` holds the positions that match `q`
   * (found by the database), or is undefined when there is no `q`.
   */
  search(
    search: ApplicationSearch,
    {
      now,
      pageSize,
      textMatches,
    }: { now: number; pageSize: number; textMatches?: readonly number[] },
  ): IndexAnswer {
    const text = textMatches ? new RoaringBitmap32(Uint32Array.from(textMatches)) : undefined
    const scope = this.scopeMatch(search, text)
    const filters = new Map<FacetKey, Bitmap>()
    for (const key of facetKeys) {
      const match = this.facetMatch(key, search[key], now)
      if (match) filters.set(key, match)
    }
    const under = (skip?: FacetKey) => {
      let result = scope
      for (const [key, match] of filters)
        if (key !== skip) result = RoaringBitmap32.and(result, match)
      return result
    }

    const facets = Object.fromEntries(facetKeys.map((key) => [key, {}])) as IndexFacets
    for (const key of facetKeys) {
      const base = under(key)
      for (const [value, bitmap] of this.bitmaps[key]) {
        const n = base.andCardinality(bitmap)
        if (n > 0) facets[key][value] = n
      }
      if (key === 'status') {
        const n = base.andCardinality(this.overdue(now))
        if (n > 0) facets.status[overdueStatus] = n
      }
    }

    const matches = under()
    const offset = (search.page - 1) * pageSize
    return { ids: this.page(matches, search.sort, offset, pageSize), total: matches.size, facets }
  }

  /** One page of the matches in the sort's order. */
  private page(matches: Bitmap, sort: ApplicationSort, offset: number, size: number): string[] {
    if (offset >= matches.size) return []
    const positions: number[] = []
    // Few matches: order them by rank. Many: walk the order and keep the matches.
    if (matches.size * 16 < this.ids.length) {
      const rank = this.ranks[sort]
      const sorted = Array.from(matches.toUint32Array()).sort((a, b) => rank[a]! - rank[b]!)
      positions.push(...sorted.slice(offset, offset + size))
    } else {
      let skipped = 0
      for (const position of this.orders[sort]) {
        if (!matches.has(position)) continue
        if (skipped < offset) skipped++
        else if (positions.push(position) === size) break
      }
    }
    return positions.map((position) => this.ids[position]!)
  }
}
