/**
 * What the dashboard's funnel reads of each row of the index (docs/decisions/0046): the stages it
 * entered, by key, and whether it got as far as accepted. A stage counts as reached by the
 * applications that entered it or any active stage after it in the fund's order today, or that
 * were accepted. The order is applied when the dashboard asks, from the fund's stages as they are
 * then: reordering, renaming or archiving a stage changes no row and no bitmap here, and a move,
 * which writes the application, is caught up like any other write.
 */
import roaring from 'roaring'

import { applicationStatuses } from '@/lib/options'

import type { IndexedApplication } from './indexed-application'
import { grown } from './row-keys'

const { RoaringBitmap32 } = roaring
type Bitmap = InstanceType<typeof RoaringBitmap32>

/** The enum's order, as the SQL's `furthest_status >= 'accepted'` compares it. */
const acceptedPlace = applicationStatuses.indexOf('accepted')
const reachedAccepted = (row: IndexedApplication) =>
  applicationStatuses.indexOf(row.furthestStatus) >= acceptedPlace

/**
 * Each position's furthest funnel step for one order of the fund's active stages: 0 for a row
 * that reached none of them (or is not held), `i + 1` for `keys[i]`, `keys.length + 1` for
 * accepted.
 */
type StepColumn = {
  /** The order it was worked out for (`JSON.stringify(keys)`). */
  order: string
  /** Each active stage's step, by key. */
  stepOf: ReadonlyMap<string, number>
  accepted: number
  steps: Uint8Array
}

export class StageReach {
  /** The rows that ever entered each stage, by the stage's key. */
  private readonly entered = new Map<string, Bitmap>()
  /** The rows whose furthest status is accepted or past it in the enum. */
  private readonly accepted = new RoaringBitmap32()
  /**
   * The furthest steps for the last order a dashboard asked for, kept up to date as rows come,
   * change and go: a busy fund's dashboard, caught up with a few moves before each answer, reads
   * it as it is; only another order (a stage added, reordered or archived) works it out afresh.
   */
  private column: StepColumn | undefined

  /** The positions leave every bitmap (their row was rewritten or removed). */
  leave(positions: readonly number[]): void {
    if (!positions.length) return
    const leaving = new RoaringBitmap32(positions)
    for (const bitmap of this.entered.values()) bitmap.andNotInPlace(leaving)
    this.accepted.andNotInPlace(leaving)
    const steps = this.column?.steps
    if (steps) for (const p of positions) if (p < steps.length) steps[p] = 0
  }

  /** Each row's position joins the bitmaps of what it reached (`positions[i]` is `rows[i]`'s). */
  join(rows: readonly IndexedApplication[], positions: readonly number[]): void {
    const joining = new Map<string, number[]>()
    const accepted: number[] = []
    rows.forEach((row, i) => {
      const position = positions[i]!
      for (const key of new Set(row.enteredStageKeys)) {
        const list = joining.get(key)
        if (list) list.push(position)
        else joining.set(key, [position])
      }
      if (reachedAccepted(row)) accepted.push(position)
    })
    for (const [key, list] of joining) {
      let bitmap = this.entered.get(key)
      if (!bitmap) this.entered.set(key, (bitmap = new RoaringBitmap32()))
      bitmap.addMany(list)
    }
    this.accepted.addMany(accepted)

    const column = this.column
    if (!column) return
    let last = -1
    for (const position of positions) last = Math.max(last, position)
    // New rows past its end: it grows as the index's columns do, doubling.
    column.steps = grown(column.steps, last + 1)
    rows.forEach((row, i) => {
      let step = 0
      if (reachedAccepted(row)) step = column.accepted
      else
        for (const key of row.enteredStageKeys) step = Math.max(step, column.stepOf.get(key) ?? 0)
      column.steps[positions[i]!] = step
    })
  }

  /** Compresses every bitmap's runs (after a build), one bitmap per step. */
  *compact(): Generator<void, void> {
    for (const bitmap of this.entered.values()) {
      bitmap.runOptimize()
      yield
    }
    this.accepted.runOptimize()
  }

  /**
   * Each position's furthest step for the fund's active stages in its order (`stageKeys`), a
   * column the dashboard's walk reads beside its tallies (read only): 0 for a row that reached no
   * active stage (or is not held), `i + 1` for `stageKeys[i]`, `stageKeys.length + 1` for accepted.
   */
  furthestStepColumn(stageKeys: readonly string[], size: number): Uint8Array {
    const order = JSON.stringify(stageKeys)
    if (this.column?.order === order && this.column.steps.length >= size) return this.column.steps
    // The rows by their furthest step, from the last step back: those accepted, then each
    // stage's rows that reached nothing after it.
    const steps = new Uint8Array(size)
    let later: Bitmap = this.accepted
    for (const p of this.accepted.toUint32Array()) if (p < size) steps[p] = stageKeys.length + 1
    for (let i = stageKeys.length - 1; i >= 0; i--) {
      const entered = this.entered.get(stageKeys[i]!)
      if (!entered) continue
      for (const p of RoaringBitmap32.andNot(entered, later).toUint32Array()) {
        if (p < size) steps[p] = i + 1
      }
      if (i > 0) later = RoaringBitmap32.or(later, entered)
    }
    this.column = {
      order,
      stepOf: new Map(stageKeys.map((key, i) => [key, i + 1])),
      accepted: stageKeys.length + 1,
      steps,
    }
    return steps
  }
}
