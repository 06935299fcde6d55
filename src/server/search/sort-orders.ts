/**
 * The sort orders of the applications index: how two rows compare under each sort of the
 * applications search, exactly as the SQL search orders them (application-search.ts, `sortKeys`),
 * and how an order is built or extended by merging in new rows.
 */
import roaring from 'roaring'

import type { SearchOrder } from '@/domain/applications/search-params'

const { RoaringBitmap32 } = roaring
type Bitmap = InstanceType<typeof RoaringBitmap32>

/** What the orders read of each row, by position. */
export type SortColumns = {
  size: number
  /** The order of two rows' ids, as the database orders uuids. */
  compareIds: (a: number, b: number) => number
  /** The order of two rows' `lower(startup_name)`, as `collate "C"` orders them. */
  compareNames: (a: number, b: number) => number
  submittedAt: Float64Array
  /** The planned raise, NaN when missing. */
  raise: Float64Array
}

type Compare = (a: number, b: number) => number

/**
 * Code-point order, which is the byte order of UTF-8 and so the order of `collate "C"`. UTF-16
 * units keep that order except surrogates (code points above U+FFFF) against U+E000–U+FFFF.
 */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length)
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i)
    let y = b.charCodeAt(i)
    if (x === y) continue
    if (x >= 0xd800 && y >= 0xd800) {
      x = x >= 0xe000 ? x - 0x800 : x + 0x2000
      y = y >= 0xe000 ? y - 0x800 : y + 0x2000
    }
    return x - y
  }
  return a.length - b.length
}

/** The comparison of each sort: one key, then the id in the same direction. */
export function comparisons(columns: SortColumns): Record<Exclude<SearchOrder, 'oldest'>, Compare> {
  const { compareIds: byId, compareNames, submittedAt: time, raise } = columns
  const missingLast = (value: number, missing: number) => (Number.isNaN(value) ? missing : value)
  return {
    newest: (a, b) => time[b]! - time[a]! || byId(b, a),
    name: (a, b) => compareNames(a, b) || byId(a, b),
    raise_desc: (a, b) => missingLast(raise[b]!, -1) - missingLast(raise[a]!, -1) || byId(b, a),
    raise_asc: (a, b) => {
      const [x, y] = [missingLast(raise[a]!, Infinity), missingLast(raise[b]!, Infinity)]
      return x === y ? byId(a, b) : x < y ? -1 : 1
    },
  }
}

type Orders = Record<SearchOrder, Uint32Array>

/**
 * An index's sort orders, kept up to date: a build sorts all its rows in steps (`sortInSteps`,
 * so no search ever sorts a million rows at once), every later row is merged in, a row whose sort
 * key moved is taken out and merged in again. `columns` reads the rows' keys as they are now.
 */
/** `carryBlocks` for each order. */
function carryAllBlocks(before: Orders, after: Orders): void {
  for (const key of Object.keys(after) as (keyof Orders)[]) carryBlocks(before[key], after[key])
}

export class SortOrders {
  private orders: Orders | undefined
  /** Positions added (or moved) since the orders were last brought up to date. */
  private unordered: number[] = []
  /** For each sort, every position's place in that order (made when first needed). */
  private ranks: Partial<Orders> = {}

  constructor(private readonly columns: () => SortColumns) {}

  add(position: number): void {
    this.unordered.push(position)
  }

  /** Takes positions whose sort keys changed out of the orders, to merge them in again. */
  move(positions: readonly number[], size: number): void {
    if (!this.orders) return
    const out = new Uint8Array(size)
    for (const position of positions) out[position] = 1
    const kept = (order: Uint32Array) => order.filter((position) => out[position] === 0)
    const before = this.orders
    const newest = kept(before.newest)
    this.orders = {
      newest,
      oldest: newest.slice().reverse(),
      name: kept(before.name),
      raise_desc: kept(before.raise_desc),
      raise_asc: kept(before.raise_asc),
    }
    carryAllBlocks(before, this.orders)
    this.unordered.push(...positions)
  }

  /** Rows changed: the places worked out from the orders are worked out again. */
  changed(): void {
    this.ranks = {}
  }

  /** The orders, with the rows added since merged in. */
  sorted(): Orders {
    if (this.orders && !this.unordered.length) return this.orders
    const columns = this.columns()
    const before = this.orders
    this.orders = before ? mergeInto(before, this.unordered, columns) : sortAll(columns)
    if (before) carryAllBlocks(before, this.orders)
    this.unordered = []
    return this.orders
  }

  /**
   * Brings the orders up to date as `sorted` does, a bounded step of work between yields: a
   * build's first sort of every row, which would hold the event loop for seconds in one go.
   */
  *sortInSteps(): Generator<void, void> {
    if (this.orders) {
      this.sorted()
      return
    }
    const columns = this.columns()
    const orders = yield* sortAllInSteps(columns)
    // Nothing may change the rows while this sorts: a build changes no row meanwhile and publishes
    // its index only once sorted. Positions past those sorted (none in a build) merge in.
    this.orders = orders
    this.unordered = this.unordered.filter((position) => position >= columns.size)
    this.ranks = {}
    this.sorted()
  }

  /** Every position's place in the sort's order. */
  rank(sort: SearchOrder): Uint32Array {
    const order = this.sorted()[sort]
    let rank = this.ranks[sort]
    if (!rank) {
      rank = new Uint32Array(order.length)
      order.forEach((position, place) => (rank![position] = place))
      this.ranks[sort] = rank
    }
    return rank
  }
}

/** Every sort's order of positions `0 … n-1`, sorted afresh a step at a time (`sortInSteps`). */
function* sortAllInSteps(columns: SortColumns): Generator<void, Orders> {
  const compare = comparisons(columns)
  const all = Uint32Array.from({ length: columns.size }, (_, i) => i)
  const newest = yield* sortInSteps(all, compare.newest)
  return {
    newest,
    oldest: newest.slice().reverse(),
    name: yield* sortInSteps(all, compare.name),
    raise_desc: yield* sortInSteps(all, compare.raise_desc),
    raise_asc: yield* sortInSteps(all, compare.raise_asc),
  }
}

/** Every sort's order of positions `0 … n-1`, sorted afresh at once. */
export function sortAll(columns: SortColumns): Orders {
  const task = sortAllInSteps(columns)
  for (;;) {
    const step = task.next()
    if (step.done) return step.value
  }
}

/** Comparisons made between two yields of `sortInSteps` (about a millisecond's work). */
const stepWork = 8_192
/** The length of the runs `sortInSteps` sorts whole before merging them. */
const runLength = 2_048

/**
 * `positions` sorted by `by` (a new array), by a bottom-up merge sort that yields after every
 * `stepWork` comparisons: its caller hands the event loop back between steps, so a million rows
 * are sorted without holding it for more than a few milliseconds. Stable, as `sort` is.
 */
export function* sortInSteps(positions: Uint32Array, by: Compare): Generator<void, Uint32Array> {
  const n = positions.length
  let [from, to] = [positions.slice(), new Uint32Array(n)]
  for (let start = 0; start < n; start += runLength) {
    from.subarray(start, start + runLength).sort(by)
    yield
  }
  let work = 0
  for (let width = runLength; width < n; width *= 2) {
    for (let low = 0; low < n; low += 2 * width) {
      const middle = Math.min(low + width, n)
      const high = Math.min(low + 2 * width, n)
      let [i, j, k] = [low, middle, low]
      while (i < middle && j < high) {
        // The left run's first on ties, so the merge keeps the sort stable.
        to[k++] = by(from[i]!, from[j]!) <= 0 ? from[i++]! : from[j++]!
        if (++work === stepWork) {
          work = 0
          yield
        }
      }
      to.set(from.subarray(i, middle), k)
      to.set(from.subarray(j, high), k + middle - i)
    }
    ;[from, to] = [to, from]
  }
  return from
}

/**
 * Each order with the positions `added` merged in (the other positions keep their order). Each
 * new position finds its place by binary search and the stretches between are copied whole, so
 * a catch-up of a few rows costs a few comparisons per row and a copy, not a comparison per row
 * of the order.
 */
export function mergeInto(
  orders: Record<SearchOrder, Uint32Array>,
  added: readonly number[],
  columns: SortColumns,
): Record<SearchOrder, Uint32Array> {
  const compare = comparisons(columns)
  const merged = (order: Uint32Array, by: Compare) => {
    const fresh = Uint32Array.from(added).sort(by)
    const out = new Uint32Array(order.length + fresh.length)
    let [from, k] = [0, 0]
    for (const position of fresh) {
      // After every row that sorts before it or equal to it, as a merge keeping the old first.
      const place = firstWhere(order, (kept) => by(kept, position) > 0, order.length, from)
      out.set(order.subarray(from, place), k)
      k += place - from
      out[k++] = position
      from = place
    }
    out.set(order.subarray(from), k)
    return out
  }
  const newest = merged(orders.newest, compare.newest)
  return {
    newest,
    oldest: newest.slice().reverse(),
    name: merged(orders.name, compare.name),
    raise_desc: merged(orders.raise_desc, compare.raise_desc),
    raise_asc: merged(orders.raise_asc, compare.raise_asc),
  }
}

/**
 * The first place in `order` (from `start`, before `limit`) whose position passes `test`, for a
 * test that fails up to some place and passes from there on: a binary search.
 */
export function firstWhere(
  order: Uint32Array,
  test: (position: number) => boolean,
  limit = order.length,
  start = 0,
): number {
  let [low, high] = [start, limit]
  while (low < high) {
    const middle = (low + high) >>> 1
    if (test(order[middle]!)) high = middle
    else low = middle + 1
  }
  return low
}

/** Places in a block of an order (`stretchOf`). */
const blockSize = 1 << 14
/** Each order's blocks built so far; a changed order is a new array, so it starts afresh. */
const blocksOf = new WeakMap<Uint32Array, Bitmap[]>()

/**
 * The positions at places `from` to `to` (exclusive) of an order, as a bitmap. The order is cut
 * in blocks of `blockSize` places whose bitmaps are kept once built: a long stretch is the union
 * of the blocks inside it and of its two ends, so it sorts at most two blocks of positions (a
 * raise range or a month of a million applications: ~25 ms to sort afresh, ~2 ms from blocks).
 */
export function stretchOf(order: Uint32Array, from: number, to: number): Bitmap {
  const [first, last] = [Math.ceil(from / blockSize), Math.floor(to / blockSize)]
  if (first >= last) return sortedBitmap(order.subarray(from, Math.max(from, to)))
  let blocks = blocksOf.get(order)
  if (!blocks) blocksOf.set(order, (blocks = []))
  const parts = [
    sortedBitmap(order.subarray(from, first * blockSize)),
    sortedBitmap(order.subarray(last * blockSize, to)),
  ]
  for (let block = first; block < last; block++) {
    parts.push(
      (blocks[block] ??= sortedBitmap(order.subarray(block * blockSize, (block + 1) * blockSize))),
    )
  }
  return RoaringBitmap32.orMany(parts)
}

/**
 * Hands the blocks kept for `before` to `after`, the order that replaces it, as far as the two
 * agree place by place. New applications are the newest: they join the end of the oldest-first
 * order, so a dashboard's stretch of it keeps its blocks instead of sorting every row again after
 * each application (3 % of the server's thread under mix A).
 */
export function carryBlocks(before: Uint32Array, after: Uint32Array): void {
  const blocks = blocksOf.get(before)
  if (!blocks?.length || blocksOf.has(after)) return
  const limit = Math.min(before.length, after.length, blocks.length * blockSize)
  let same = 0
  while (same < limit && before[same] === after[same]) same++
  const whole = Math.floor(same / blockSize)
  if (whole > 0) blocksOf.set(after, blocks.slice(0, whole))
}

/** A bitmap of positions (sorted first: appending is far cheaper than inserting). */
function sortedBitmap(positions: Uint32Array): Bitmap {
  return new RoaringBitmap32(positions.slice().sort())
}

/**
 * One page of the matches (`offset`, `size`) in an order of every row; `rank` gives each row's
 * place in that order (made once, when first needed). Walking the order tests about
 * (offset + size) × rows / matches places, a bitmap lookup each; ranking reads and sorts every
 * match, a few times cheaper each (typed arrays): the cheaper is chosen.
 */
export function pageOf(
  matches: Bitmap,
  order: Uint32Array,
  rank: () => Uint32Array,
  offset: number,
  size: number,
): number[] {
  if (offset >= matches.size) return []
  if (matches.size < (4 * (offset + size) * order.length) / matches.size) {
    const ranks = rank()
    const places = matches.toUint32Array()
    for (let i = 0; i < places.length; i++) places[i] = ranks[places[i]!]!
    return Array.from(places.sort().subarray(offset, offset + size), (place) => order[place]!)
  }
  const positions: number[] = []
  let skipped = 0
  for (const position of order) {
    if (!matches.has(position)) continue
    if (skipped < offset) skipped++
    else if (positions.push(position) === size) break
  }
  return positions
}
