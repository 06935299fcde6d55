/**
 * What the index keeps of each application's ratings (docs/decisions/0049): the sum of their
 * score totals, who gave them and when each was last saved, enough for the team's calibrated
 * score and the dashboard's count of a channel's ratings, and each teammate's rated rows as a
 * bitmap. A list sorted by calibrated score ranks the rows its viewer rated
 * without reading any rating from the database. The database stamps an application whenever one
 * of its ratings changes (drizzle/0042), so the catch-up rewrites these with the rest of the row.
 */
import roaring from 'roaring'

import {
  calibratedFromSorted,
  offsetTotalsOf,
  type Tendency,
} from '@/domain/applications/calibration'

import type { IndexedApplication } from './indexed-application'

const { RoaringBitmap32 } = roaring
type Bitmap = InstanceType<typeof RoaringBitmap32>

const none: readonly string[] = []
const never: readonly number[] = []

export class RatingColumns {
  /**
   * Each position's raters' ids in `sort()`'s order (empty: not rated), the same string for a
   * teammate's every row.
   */
  private raters: (readonly string[])[] = []
  /** When each of those ratings was last saved, microseconds since the epoch, in the same order. */
  private ratedAt: (readonly number[])[] = []
  private scoreSums: number[] = []
  /** Each teammate's rated positions, with their id kept once for all their rows. */
  private readonly teammates = new Map<string, { id: string; rows: Bitmap }>()

  /** Writes a row's ratings, leaving the bitmaps of raters it no longer has. */
  set(position: number, row: Pick<IndexedApplication, 'raters' | 'ratedAt' | 'scoreSum'>): void {
    const was = this.raters[position] ?? none
    for (const id of was) {
      if (!row.raters.includes(id)) this.teammates.get(id)?.rows.remove(position)
    }
    const ratings = row.raters
      .map((id, i) => ({ id, at: row.ratedAt[i]! }))
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    this.raters[position] = ratings.length ? ratings.map(({ id }) => this.join(id, position)) : none
    this.ratedAt[position] = ratings.length ? ratings.map(({ at }) => at) : never
    this.scoreSums[position] = row.scoreSum
  }

  /** A removed row leaves every teammate's bitmap. */
  clear(position: number): void {
    this.set(position, { raters: none, ratedAt: never, scoreSum: 0 })
  }

  /** Adds a position to a teammate's bitmap and gives back their id as the map keeps it. */
  private join(id: string, position: number): string {
    const teammate = this.teammates.get(id)
    if (teammate) {
      teammate.rows.add(position)
      return teammate.id
    }
    this.teammates.set(id, { id, rows: new RoaringBitmap32([position]) })
    return id
  }

  /** The positions a teammate rated (empty when none). */
  ratedBy(teammateId: string): Bitmap {
    return this.teammates.get(teammateId)?.rows ?? new RoaringBitmap32()
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
    const totalOf = (id: string) => totals.get(id) ?? 0
    const scores = new Map<number, number>()
    for (const position of positions) {
      const raters = this.raters[position] ?? none
      const score = calibratedFromSorted(this.scoreSums[position] ?? 0, raters, totalOf)
      if (score !== null) scores.set(position, score)
    }
    return scores
  }

  /**
   * How many of these rows' ratings each teammate saved from `start` (inclusive) to `end`
   * (exclusive), in microseconds: the dashboard's ratings of one channel.
   */
  savedBetween(positions: Iterable<number>, start: number, end: number): Map<string, number> {
    const counts = new Map<string, number>()
    for (const position of positions) {
      const raters = this.raters[position] ?? none
      const times = this.ratedAt[position] ?? never
      for (let i = 0; i < raters.length; i++) {
        if (times[i]! >= start && times[i]! < end) {
          counts.set(raters[i]!, (counts.get(raters[i]!) ?? 0) + 1)
        }
      }
    }
    return counts
  }

  /** Compacts the bitmaps after a build. */
  compact(): void {
    for (const { rows } of this.teammates.values()) rows.runOptimize()
  }
}
