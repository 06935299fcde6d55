/**
 * What the index keeps of each application's ratings (docs/decisions/0049): the sum of their
 * score totals, who gave them and when each was last saved, enough for the team's calibrated
 * score and the dashboard's count of a channel's ratings, and each teammate's rated rows as a
 * bitmap. A list sorted by calibrated score ranks the rows its viewer rated without reading any
 * rating from the database. The database stamps an application whenever one of its ratings
 * changes (drizzle/0042), so the catch-up rewrites these with the rest of the row.
 *
 * Typed columns, not arrays per row: a position's ratings are a run in one pool (each rater's
 * slot and time), about 10 bytes a rating and 10 a position. For a million rows, a quarter of them
 * rated twice, arrays per row held 63 MB and these columns hold 32 (measured after collection).
 */
import roaring from 'roaring'

import {
  calibratedFromSorted,
  offsetTotalsOf,
  type Tendency,
} from '@/domain/applications/calibration'

import type { IndexedApplication } from './indexed-application'
import { grown } from './row-keys'

const { RoaringBitmap32 } = roaring
type Bitmap = InstanceType<typeof RoaringBitmap32>

export class RatingColumns {
  /** How many ratings each position has, where their run starts in the pool, their scores' sum. */
  private counts = new Uint16Array(0)
  private starts = new Uint32Array(0)
  private scoreSums = new Int32Array(0)
  /** The runs: each rating's rater (a teammate's slot) and when it was saved, in microseconds. */
  private slots = new Uint16Array(0)
  private times = new Float64Array(0)
  /** Pool entries in use; a run that grows moves to the end, leaving its old place unused. */
  private used = 0
  /** Each teammate's id and rated positions, by slot, and the slot of each id. */
  private readonly teammates: { id: string; rows: Bitmap }[] = []
  private readonly slotOfId = new Map<string, number>()

  /** Writes a row's ratings, kept in id order (`sort()`'s), leaving the bitmaps of raters it lost. */
  set(position: number, row: Pick<IndexedApplication, 'raters' | 'ratedAt' | 'scoreSum'>): void {
    if (position >= this.counts.length) {
      this.counts = grown(this.counts, position + 1)
      this.starts = grown(this.starts, position + 1)
      this.scoreSums = grown(this.scoreSums, position + 1)
    }
    const ratings = row.raters
      .map((id, i) => ({ slot: this.slotOf(id), id, at: row.ratedAt[i]! }))
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    const was = this.counts[position]!
    let start = this.starts[position]!
    for (let i = start; i < start + was; i++) {
      const slot = this.slots[i]!
      if (!ratings.some((r) => r.slot === slot)) this.teammates[slot]!.rows.remove(position)
    }
    if (ratings.length > was) {
      start = this.used
      this.used += ratings.length
      this.slots = grown(this.slots, this.used)
      this.times = grown(this.times, this.used)
    }
    ratings.forEach(({ slot, at }, i) => {
      this.slots[start + i] = slot
      this.times[start + i] = at
      this.teammates[slot]!.rows.add(position)
    })
    this.counts[position] = ratings.length
    this.starts[position] = start
    this.scoreSums[position] = row.scoreSum
  }

  /** A removed row leaves every teammate's bitmap. */
  clear(position: number): void {
    this.set(position, { raters: [], ratedAt: [], scoreSum: 0 })
  }

  private slotOf(id: string): number {
    let slot = this.slotOfId.get(id)
    if (slot === undefined) {
      slot = this.teammates.push({ id, rows: new RoaringBitmap32() }) - 1
      this.slotOfId.set(id, slot)
    }
    return slot
  }

  /** The positions a teammate rated (empty when none). */
  ratedBy(teammateId: string): Bitmap {
    const slot = this.slotOfId.get(teammateId)
    return slot === undefined ? new RoaringBitmap32() : this.teammates[slot]!.rows
  }

  /**
   * The team's calibrated score (tenths) of each of these rated positions, computed as every other
   * caller's (calibratedFromSums), so the order and the cells cannot disagree.
   */
  calibratedAt(
    positions: Iterable<number>,
    tendencies: ReadonlyMap<string, Tendency>,
  ): Map<number, number> {
    const totals = offsetTotalsOf(tendencies)
    const totalOfSlot = Float64Array.from(this.teammates, ({ id }) => totals.get(id) ?? 0)
    const scores = new Map<number, number>()
    for (const position of positions) {
      const start = this.starts[position] ?? 0
      const score = calibratedFromSorted(
        this.scoreSums[position] ?? 0,
        this.counts[position] ?? 0,
        (i) => totalOfSlot[this.slots[start + i]!]!,
      )
      if (score !== null) scores.set(position, score)
    }
    return scores
  }

  /**
   * How many of these rows' ratings (every row's, without `positions`) each teammate saved from
   * `start` (inclusive) to `end` (exclusive), in microseconds: the dashboard's ratings.
   */
  savedBetween(
    positions: Iterable<number> | undefined,
    start: number,
    end: number,
  ): Map<string, number> {
    const bySlot = new Uint32Array(this.teammates.length)
    // Without `positions` every row is visited (a whole fund's dashboard): the columns are read
    // from locals and unrated rows skipped, since the first version showed in the server's profile.
    const { counts, starts, times, slots } = this
    const count = (position: number) => {
      const from = starts[position]!
      const to = from + counts[position]!
      for (let i = from; i < to; i++) {
        const at = times[i]!
        if (at >= start && at < end) bySlot[slots[i]!]!++
      }
    }
    if (positions) {
      for (const position of positions) if (position < counts.length) count(position)
    } else {
      for (let position = 0; position < counts.length; position++) {
        if (counts[position] !== 0) count(position)
      }
    }
    const saved = new Map<string, number>()
    bySlot.forEach((n, slot) => {
      if (n > 0) saved.set(this.teammates[slot]!.id, n)
    })
    return saved
  }

  /** Compacts the bitmaps after a build. */
  compact(): void {
    for (const { rows } of this.teammates) rows.runOptimize()
  }
}
