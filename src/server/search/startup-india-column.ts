/**
 * The Startup India filter on the day of a search. An application keeps the standing it was sent
 * with (src/domain/startups/startup-india.ts): a status while the startup is within the age limit,
 * held by the index as an ordinary facet, and the last day of that limit, held here as the moment
 * it ends (the start of the next India day, in microseconds). At a search, the rows past their end
 * move to `Not eligible`, as the SQL search's `startupIndiaValue` has them.
 */
import roaring from 'roaring'

import { periodBounds } from '@/lib/calendar'
import type { StartupIndiaFilterValue } from '@/lib/options'

import { micros } from './indexed-application'
import { grown } from './row-keys'

const { RoaringBitmap32 } = roaring
type Bitmap = InstanceType<typeof RoaringBitmap32>

export class StartupIndiaColumn {
  private endsAt = new Float64Array(0)
  /** The end of each last day met (a few thousand days at most). */
  private readonly endOfDay = new Map<string, number>()
  private cached:
    | { bitmaps: Map<string, Bitmap>; since: number; until: number; generation: number }
    | undefined

  grow(capacity: number): void {
    this.endsAt = grown(this.endsAt, capacity)
  }

  set(position: number, lastDay: string | null): void {
    let end = lastDay === null ? Infinity : this.endOfDay.get(lastDay)
    if (end === undefined) {
      end = micros(periodBounds({ from: lastDay!, to: lastDay! }).end.getTime())
      this.endOfDay.set(lastDay!, end)
    }
    this.endsAt[position] = end
  }

  /**
   * The facet's rows at `now` (milliseconds) from the standing's bitmaps: rows past their end
   * leave `Eligible` and `Unknown` for `Not eligible`. Kept until a row's end passes or a write.
   */
  bitmapsAt(
    standing: ReadonlyMap<string, Bitmap>,
    { size, nowMs, generation }: { size: number; nowMs: number; generation: number },
  ): ReadonlyMap<string, Bitmap> {
    const now = micros(nowMs)
    const cached = this.cached
    if (cached?.generation === generation && now >= cached.since && now < cached.until) {
      return cached.bitmaps
    }
    const positions = new Uint32Array(size)
    let [found, until] = [0, Infinity]
    for (let p = 0; p < size; p++) {
      const end = this.endsAt[p]!
      if (end <= now) positions[found++] = p
      else if (end < until) until = end
    }
    const bitmaps = new Map(standing)
    if (found) {
      const expired = new RoaringBitmap32(positions.subarray(0, found))
      const stillWithin: StartupIndiaFilterValue[] = ['Eligible', 'Unknown']
      for (const value of stillWithin) {
        const rows = standing.get(value)
        if (rows) bitmaps.set(value, RoaringBitmap32.andNot(rows, expired))
      }
      const not = standing.get('Not eligible')
      bitmaps.set('Not eligible', not ? RoaringBitmap32.or(not, expired) : expired)
    }
    this.cached = { bitmaps, since: now, until, generation }
    return bitmaps
  }
}
