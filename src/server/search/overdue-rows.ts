import roaring from 'roaring'

import { day } from './indexed-application'

const { RoaringBitmap32 } = roaring
type Bitmap = InstanceType<typeof RoaringBitmap32>

type Columns = {
  size: number
  submittedAt: ArrayLike<number>
  undecided: ArrayLike<number>
  channelSlot: ArrayLike<number>
  /** Each channel slot's promised answer time in days. */
  responseDays: ArrayLike<number>
}

/**
 * The index's overdue rows: undecided and past their channel's promise. The set found at one
 * moment holds until the next undecided row passes its promise, or the index changes
 * (its generation), so most searches reuse it.
 */
export class OverdueRows {
  private cached: { rows: Bitmap; since: number; until: number; generation: number } | undefined

  /** The rows overdue at `now` (microseconds) for the index at `generation`. */
  at(columns: Columns, now: number, generation: number): Bitmap {
    const cached = this.cached
    if (cached?.generation === generation && now >= cached.since && now <= cached.until) {
      return cached.rows
    }
    const { size, submittedAt, undecided, channelSlot } = columns
    const promise = Float64Array.from(columns.responseDays, (days) => days * day)
    const positions = new Uint32Array(size)
    let [found, until] = [0, Infinity]
    for (let p = 0; p < size; p++) {
      if (undecided[p] !== 1) continue
      const deadline = submittedAt[p]! + promise[channelSlot[p]!]!
      if (deadline < now) positions[found++] = p
      else if (deadline < until) until = deadline
    }
    const rows = new RoaringBitmap32(positions.subarray(0, found))
    this.cached = { rows, since: now, until, generation }
    return rows
  }
}
