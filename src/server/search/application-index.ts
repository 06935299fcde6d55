/**
 * One organisation's applications as an in-memory search index: a bitmap (roaring) per filter
 * value, each sort order as an array of positions; rows added and rewritten in place by `upsert`
 * (the catch-up after writes, registry.ts). It answers the applications search of docs/contract.md
 * (page, total, every facet count) exactly as the SQL search does (application-search.ts): values
 * OR within a filter, filters AND together; unknown values match nothing; a facet counts under
 * every *other* filter (and `q`, raise and dates); `overdue` and Startup India are read at `now`;
 * ties break by id in the sort's direction, missing raises last. PostgreSQL, the source of truth,
 * builds it and gives the page's rows.
 */
import roaring from 'roaring'

import {
  facetKeys,
  overdueStatus,
  raiseBound,
  type ApplicationSearch,
  searchOrderOf,
  type SearchOrder,
  type FacetKey,
} from '@/domain/applications/search-params'
import { isUndecided } from '@/domain/applications/status'
import { calendarDate, periodBounds } from '@/lib/calendar'

import {
  day,
  micros,
  uuidPattern,
  type IndexAnswer,
  type IndexedApplication,
  type IndexFacets,
} from './indexed-application'
import { grown, IdTable, NameKeys } from './row-keys'
import { compact as compactBitmaps, emptyFacetBitmaps, joinValues, leaveAll } from './facet-bitmaps'
import { OutcomeColumns } from './outcome-columns'
import { OverdueRows } from './overdue-rows'
import { RatingColumns } from './rating-columns'
import { StageReach } from './stage-reach'
import { StartupIndiaColumn } from './startup-india-column'
import { TextPool } from './text-pool'
import { firstWhere, pageOf, SortOrders, stretchOf } from './sort-orders'

export type { IndexedApplication } from './indexed-application'

const { RoaringBitmap32 } = roaring
type Bitmap = InstanceType<typeof RoaringBitmap32>
/** When a search is read, and the positions that match its `q` (found by the database). */
type Scope = { now: number; textMatches?: ArrayLike<number> }

export class ApplicationIndex {
  /** Ids by position: an export turns its positions into ids a batch at a time. */
  readonly ids = new IdTable()
  private readonly nameKeys = new NameKeys()
  /** Every row's searchable text, for `q` (text-pool.ts). */
  readonly texts = new TextPool()
  /** Each row's ratings: `sort=calibrated` and the dashboard's counts of a channel's ratings. */
  readonly ratings = new RatingColumns()
  // Typed columns by position; their capacity grows ahead of the row count.
  private submittedAt = new Float64Array(0)
  private readonly outcomes = new OutcomeColumns() // what the dashboard reads
  private channelSlot = new Uint16Array(0) // each row's channel, a slot of `responseDays`
  private readonly slotOfChannel = new Map<string, number>()
  /** Each channel's promised answer time in days (a channel's edit changes what is overdue). */
  private readonly responseDays: number[] = []
  private undecided = new Uint8Array(0)
  private raise = new Float64Array(0)
  private readonly startupIndia = new StartupIndiaColumn()
  private readonly all = new RoaringBitmap32()
  private readonly bitmaps = emptyFacetBitmaps()
  /** The stages each row entered, for the dashboard's funnel in the fund's order of the day. */
  private readonly reach = new StageReach()
  /** Positions in each sort's order, kept up to date as rows come and move. */
  private readonly orders = new SortOrders(() => {
    const n = this.ids.size
    return {
      size: n,
      compareIds: (a, b) => this.ids.compare(a, b),
      compareNames: (a, b) => this.nameKeys.compare(a, b),
      submittedAt: this.submittedAt.subarray(0, n),
      raise: this.raise.subarray(0, n),
    }
  })
  /** Raised by every change, so what was worked out from the rows is worked out again. */
  private generation = 0
  private readonly overdue = new OverdueRows()

  constructor(rows: readonly IndexedApplication[] = []) {
    if (rows.length) this.upsert(rows)
  }

  /** Positions held, those of removed rows included (what the memory budget counts). */
  get size(): number {
    return this.ids.size
  }

  /** Rows held and not removed. */
  get live(): number {
    return this.all.size
  }

  /** Room for `rows` rows, reserved by a build (growing rehashed a million ids in 200–370 ms). */
  reserve(rows: number): void {
    this.ids.reserve(rows)
    this.nameKeys.reserve(rows)
    this.submittedAt = grown(this.submittedAt, rows)
    this.outcomes.grow(rows)
    this.channelSlot = grown(this.channelSlot, rows)
    this.undecided = grown(this.undecided, rows)
    this.raise = grown(this.raise, rows)
    this.startupIndia.grow(rows)
  }

  /** Adds rows it does not hold, rewrites those it holds (by id); the same rows twice: no change. */
  upsert(given: readonly IndexedApplication[]): void {
    // The last of several versions of one row wins.
    const rows = [...new Map(given.map((row) => [row.id, row])).values()]
    const changed: number[] = []
    const repromised = new Set<number>()
    const moved: number[] = []
    this.reserve(this.ids.size + rows.length)
    const positions = rows.map((row) => {
      let position = this.ids.positionOf(row.id)
      const raise = row.plannedRaise ?? Number.NaN
      if (position === undefined) {
        position = this.ids.add(row.id)
        this.nameKeys.set(position, row.nameKey)
        this.orders.add(position)
      } else {
        changed.push(position)
        // A sort key that moved (the app never moves one: names, raises and times are fixed at
        // submission; a change made in SQL may) takes the row out of the orders to merge it in
        // again at its new place.
        const was = this.raise[position]!
        if (
          !this.nameKeys.is(position, row.nameKey) ||
          this.submittedAt[position] !== row.submittedAt ||
          !(was === raise || (Number.isNaN(was) && Number.isNaN(raise)))
        ) {
          this.nameKeys.set(position, row.nameKey)
          moved.push(position)
        }
      }
      this.submittedAt[position] = row.submittedAt
      const slot = this.slotOf(row.channelId)
      this.channelSlot[position] = slot
      const promised = this.responseDays[slot]
      if (promised !== undefined && promised !== row.responseDays) repromised.add(slot)
      this.responseDays[slot] = row.responseDays
      this.outcomes.set(position, row, row.submittedAt + row.responseDays * day)
      this.undecided[position] = isUndecided(row.status) ? 1 : 0
      this.raise[position] = raise
      this.startupIndia.set(position, row.startupIndiaUntil)
      this.texts.set(position, row.searchText)
      this.ratings.set(position, row)
      return position
    })

    // Rewritten rows leave every value's bitmap, then every row joins its values' bitmaps.
    leaveAll(this.bitmaps, changed)
    joinValues(this.bitmaps, rows, positions)
    this.reach.leave(changed)
    this.reach.join(rows, positions)
    this.all.addMany(positions)
    this.repromise(repromised)
    if (moved.length) this.orders.move(moved, this.ids.size)
    this.orders.changed()
    this.generation++
  }

  /**
   * Removes the rows of these ids (deleted from the database) in place: they leave every bitmap,
   * so no search finds or counts them; their positions stay, unused, in the sort orders.
   */
  remove(ids: readonly string[]): void {
    const positions: number[] = []
    for (const id of ids) {
      const position = this.ids.positionOf(id)
      if (position === undefined || !this.all.has(position)) continue
      positions.push(position)
      this.undecided[position] = 0
      this.startupIndia.set(position, null)
      this.texts.set(position, '')
      this.ratings.clear(position)
    }
    if (!positions.length) return
    this.all.andNotInPlace(new RoaringBitmap32(positions))
    leaveAll(this.bitmaps, positions)
    this.reach.leave(positions)
    this.orders.changed()
    this.generation++
  }

  /** Brings the sort orders up to date now (a catch-up calls it after each slice of rows). */
  settle(): void {
    this.orders.sorted()
  }

  /**
   * Sorts every order afresh and compacts the bitmaps, a step at a time (its caller yields to
   * the event loop between steps): a build settles a million rows without stalling requests.
   */
  *settleInSteps(): Generator<void, void> {
    yield* this.orders.sortInSteps()
    yield* compactBitmaps(this.bitmaps)
    yield* this.reach.compact()
    this.ratings.compact()
    this.all.runOptimize()
  }

  /** Sets the channels' promised answer times (after a channel's edit). */
  setResponseDays(days: ReadonlyMap<string, number>): void {
    const repromised = new Set<number>()
    for (const [channel, promise] of days) {
      const slot = this.slotOf(channel)
      if (this.responseDays[slot] !== promise) repromised.add(slot)
      this.responseDays[slot] = promise
    }
    this.repromise(repromised)
    this.generation++
  }

  /** Whether each row of these channel slots was decided on time, after their promise changed. */
  private repromise(slots: ReadonlySet<number>) {
    if (!slots.size) return
    for (let p = 0; p < this.ids.size; p++) {
      const slot = this.channelSlot[p]!
      if (slots.has(slot)) {
        this.outcomes.setPromisedBy(p, this.submittedAt[p]! + this.responseDays[slot]! * day)
      }
    }
  }

  private slotOf(channelId: string): number {
    let slot = this.slotOfChannel.get(channelId)
    if (slot === undefined) {
      slot = this.slotOfChannel.size
      this.slotOfChannel.set(channelId, slot)
    }
    return slot
  }

  /** Rows undecided and past their promise at `now` (milliseconds). */
  overdueAt(nowMs: number): Bitmap {
    const { submittedAt, undecided, channelSlot, responseDays, ids } = this
    const columns = { size: ids.size, submittedAt, undecided, channelSlot, responseDays }
    return this.overdue.at(columns, micros(nowMs), this.generation)
  }

  /** Each value's rows for a faceted filter at `now`: Startup India's change with the day. */
  private bitmapsAt(key: FacetKey, nowMs: number): ReadonlyMap<string, Bitmap> {
    const at = { size: this.ids.size, nowMs, generation: this.generation }
    return key === 'startupIndia'
      ? this.startupIndia.bitmapsAt(this.bitmaps[key], at)
      : this.bitmaps[key]
  }

  /** The rows a faceted filter keeps, or undefined when it is not set. */
  private facetMatch(
    key: FacetKey,
    values: readonly string[],
    { now, overdue }: { now: number; overdue: () => Bitmap },
  ): Bitmap | undefined {
    if (values.length === 0) return undefined
    const known = key === 'channelId' ? values.filter((id) => uuidPattern.test(id)) : values
    const map = this.bitmapsAt(key, now)
    const bitmaps = known
      .map((value) => map.get(key === 'channelId' ? value.toLowerCase() : value))
      .filter((bitmap): bitmap is Bitmap => bitmap !== undefined)
    if (key === 'status' && values.includes(overdueStatus)) bitmaps.push(overdue())
    return bitmaps.length ? RoaringBitmap32.orMany(bitmaps) : new RoaringBitmap32()
  }

  /** The raise bounds and the submission days: filters without a facet. */
  private scopeMatch(search: ApplicationSearch, textMatches: Bitmap | undefined): Bitmap {
    let scope = textMatches ? RoaringBitmap32.and(this.all, textMatches) : this.all
    const min = raiseBound(search.plannedRaiseMin)
    const max = raiseBound(search.plannedRaiseMax)
    if (min !== null || max !== null) {
      // Ascending raise order, missing raises last: the rows in range are one stretch of it.
      const order = this.orders.sorted().raise_asc
      const raised = firstWhere(order, (p) => Number.isNaN(this.raise[p]!))
      const low = min === null ? 0 : firstWhere(order, (p) => this.raise[p]! >= min, raised)
      const high = max === null ? raised : firstWhere(order, (p) => this.raise[p]! > max, raised)
      scope = RoaringBitmap32.and(scope, stretchOf(order, low, high))
    }
    const from = calendarDate(search.submittedFrom)
    const to = calendarDate(search.submittedTo)
    if (from || to) {
      const start = from ? periodBounds({ from, to: from }).start.getTime() : -Infinity
      const end = to ? periodBounds({ from: to, to }).end.getTime() : Infinity
      scope = RoaringBitmap32.and(scope, this.submittedBetween(start, end))
    }
    return scope
  }

  /** The rows submitted from `startMs` (inclusive) to `endMs` (exclusive). */
  submittedBetween(startMs: number, endMs: number): Bitmap {
    return stretchOf(this.orders.sorted().oldest, ...this.placesBetween(startMs, endMs))
  }

  /** How many rows were submitted from `startMs` (inclusive) to `endMs` (exclusive). */
  countSubmittedBetween(startMs: number, endMs: number): number {
    const [low, high] = this.placesBetween(startMs, endMs)
    return high - low
  }

  private placesBetween(startMs: number, endMs: number): [number, number] {
    const [order, start, end] = [this.orders.sorted().oldest, micros(startMs), micros(endMs)]
    const at = (bound: number) => firstWhere(order, (p) => this.submittedAt[p]! >= bound)
    return [at(start), at(end)]
  }

  /** Each value's rows, for a faceted filter (the dashboard's, none of which changes by day). */
  valueBitmaps = (key: FacetKey): ReadonlyMap<string, Bitmap> => this.bitmaps[key]

  /**
   * Each position's furthest funnel step for the fund's active stages in order (stage-reach.ts),
   * a column the dashboard's walk reads (read only).
   */
  furthestStepColumn(stageKeys: readonly string[]): Uint8Array {
    return this.reach.furthestStepColumn(stageKeys, this.ids.size)
  }

  /** The dashboard's columns by position (read only), and the channels' slots. */
  timing() {
    return {
      submittedAt: this.submittedAt,
      channelSlot: this.channelSlot,
      slotOfChannel: this.slotOfChannel,
      slots: this.responseDays.length,
      outcomes: this.outcomes as Readonly<OutcomeColumns>,
    }
  }

  /**
   * The search's page, total and facets. `textMatches` holds the positions that match `q`
   * (found by the database), or is undefined when there is no `q`.
   */
  search(search: ApplicationSearch, options: Scope & { pageSize: number }): IndexAnswer {
    const { now, pageSize, textMatches } = options
    const { under, overdue } = this.filtered(search, now, textMatches)
    const facets = Object.fromEntries(facetKeys.map((key) => [key, {}])) as IndexFacets
    for (const key of facetKeys) {
      const base = under(key)
      const everything = base === this.all // no other filter: a count is the bitmap's size
      for (const [value, bitmap] of this.bitmapsAt(key, now)) {
        const n = everything ? bitmap.size : base.andCardinality(bitmap)
        if (n > 0) facets[key][value] = n
      }
      if (key === 'status') {
        const n = base.andCardinality(overdue())
        if (n > 0) facets.status[overdueStatus] = n
      }
    }

    const matches = under()
    const offset = (search.page - 1) * pageSize
    const ids = this.page(matches, searchOrderOf(search.sort), offset, pageSize).map((position) =>
      this.ids.idAt(position),
    )
    return { ids, total: matches.size, facets }
  }

  /** Every match of the search as positions, in the sort's order (the CSV export's rows). */
  allMatches(search: ApplicationSearch, options: Scope) {
    const matches = this.matching(search, options)
    return this.page(matches, searchOrderOf(search.sort), 0, matches.size)
  }

  /** The positions the search matches. */
  matching(search: ApplicationSearch, options: Scope) {
    return this.filtered(search, options.now, options.textMatches).under()
  }

  /** The rows under every filter but `skip` (the facets count under the others), and overdue. */
  private filtered(search: ApplicationSearch, now: number, textMatches?: ArrayLike<number>) {
    const text = textMatches ? new RoaringBitmap32(Uint32Array.from(textMatches)) : undefined
    const scope = this.scopeMatch(search, text)
    const overdue = () => this.overdueAt(now)
    const filters = new Map<FacetKey, Bitmap>()
    for (const key of facetKeys) {
      const match = this.facetMatch(key, search[key], { now, overdue })
      if (match) filters.set(key, match)
    }
    const under = (skip?: FacetKey) => {
      let result = scope
      for (const [key, match] of filters) {
        if (key !== skip) result = RoaringBitmap32.and(result, match)
      }
      return result
    }
    return { under, overdue }
  }

  /** One page of the matches in the sort's order. */
  page(matches: Bitmap, sort: SearchOrder, offset: number, size: number): number[] {
    return pageOf(matches, this.orders.sorted()[sort], () => this.orders.rank(sort), offset, size)
  }
}
