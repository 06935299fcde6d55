/**
 * The investor dashboard's figures from the organisation's in-memory applications index: the same
 * numbers as the SQL aggregates of src/server/db/queries/dashboard.ts (the reference, tested equal),
 * from bitmaps and typed columns instead of a scan of every application in the period. The
 * teammates' activity (events, notes, ratings) and the channel list still come from the database.
 */
import roaring from 'roaring'

import { funnelStages } from '@/domain/applications/status'
import { addDays, periodBounds } from '@/lib/calendar'
import { applicationStatuses } from '@/lib/options'

import type { Database } from '../db/client'
import {
  assembleDashboard,
  dashboardChannels,
  reviewerActivity,
  type ApplicationFigures,
  type DashboardScope,
} from '../db/queries/dashboard'
import type { ApplicationIndex } from './application-index'
import { applicationIndexes } from './registry'
import { compareCodePoints } from './sort-orders'

const { RoaringBitmap32 } = roaring
type Bitmap = InstanceType<typeof RoaringBitmap32>

const week = 7 * 86_400_000

/** The k-th smallest of `values[0, n)` (0-based), moving values around: a quickselect. */
function select(values: Float64Array, n: number, k: number): number {
  let [low, high] = [0, n - 1]
  while (low < high) {
    const pivot = values[(low + high) >>> 1]!
    let [i, j] = [low, high]
    while (i <= j) {
      while (values[i]! < pivot) i++
      while (values[j]! > pivot) j--
      if (i <= j) {
        ;[values[i], values[j]] = [values[j]!, values[i]!]
        i++
        j--
      }
    }
    if (k <= j) high = j
    else if (k >= i) low = i
    else return values[k]!
  }
  return values[k]!
}

/**
 * `percentile_cont(0.5)` as PostgreSQL computes it over `values[0, n)`: the middle value, or
 * between the two middle ones.
 */
export function medianOf(values: Float64Array, n = values.length): number | null {
  if (n === 0) return null
  const place = 0.5 * (n - 1)
  const [low, high] = [Math.floor(place), Math.ceil(place)]
  const first = select(values, n, low)
  // The values above `low` are all at least `first`: the next one up is their smallest.
  let second = first
  if (high !== low) {
    second = Infinity
    for (let i = low + 1; i < n; i++) if (values[i]! < second) second = values[i]!
  }
  return low === high || first === second ? first : first + (second - first) * (place - low)
}

/** Rounded as the dashboard shows days (the SQL figures are rounded the same way). */
const tenths = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10)

/** Response times against the promise over some rows (see `timingColumns` in the SQL). */
type Timing = {
  total: number
  medianFirstResponseDays: number | null
  medianDecisionDays: number | null
  decidedOnTime: number
  promiseDue: number
}

/**
 * Arrays the dashboard reuses from one call to the next (it runs synchronously, one at a time):
 * allocating megabytes of typed arrays at each call makes the garbage collector stop the server
 * for full collections, which showed as slow outliers.
 */
const scratch = {
  positions: new Uint32Array(0),
  firsts: new Float64Array(0),
  decisions: new Float64Array(0),
}

function reused<K extends keyof typeof scratch>(key: K, length: number): (typeof scratch)[K] {
  if (scratch[key].length < length) {
    const Typed = scratch[key].constructor as new (n: number) => (typeof scratch)[K]
    scratch[key] = new Typed(Math.ceil(length * 1.25))
  }
  return scratch[key].subarray(0, length) as (typeof scratch)[K]
}

/** Start offsets of each slot's stretch from its count (a running sum), and the sum. */
function stretchesOf(counts: Uint32Array): { starts: Uint32Array; sum: number } {
  const starts = new Uint32Array(counts.length)
  let sum = 0
  counts.forEach((count, slot) => {
    starts[slot] = sum
    sum += count
  })
  return { starts, sum }
}

/**
 * Every channel's funnel and response times, and the whole scope's, in one walk over the rows in
 * scope (`positions`). The values of the medians are laid out channel by channel in one array —
 * counted first, then placed — so a channel's median is a quickselect of its stretch, and the
 * scope's a quickselect of the whole.
 */
function walk(index: ApplicationIndex, positions: Uint32Array, nowMicros: number) {
  const column = index.timing()
  const slots = Math.max(column.promise.length, 1)
  const stages = applicationStatuses.length
  const [total, responded, decided, onTime, due] = Array.from(
    { length: 5 },
    () => new Uint32Array(slots),
  ) as [Uint32Array, Uint32Array, Uint32Array, Uint32Array, Uint32Array]
  const reached = new Uint32Array(slots * stages)
  // The columns as locals, and counted loops: this runs for every row in scope.
  const { channelSlot, submittedAt, promise, decidedAt, furthest, first, undecided } = column
  for (let i = 0; i < positions.length; i++) {
    const p = positions[i]!
    const slot = channelSlot[p]!
    const promisedBy = submittedAt[p]! + promise[slot]!
    const decidedTime = decidedAt[p]!
    const isDecided = !Number.isNaN(decidedTime)
    total[slot]!++
    reached[slot * stages + furthest[p]!]!++
    if (!Number.isNaN(first[p]!)) responded[slot]!++
    if (isDecided) {
      decided[slot]!++
      due[slot]!++
      if (decidedTime <= promisedBy) onTime[slot]!++
    } else if (undecided[p] === 1 && promisedBy < nowMicros) due[slot]!++
  }
  const [firstStretches, decisionStretches] = [stretchesOf(responded), stretchesOf(decided)]
  const firsts = reused('firsts', firstStretches.sum)
  const decisions = reused('decisions', decisionStretches.sum)
  const [firstFill, decisionFill] = [
    firstStretches.starts.slice(),
    decisionStretches.starts.slice(),
  ]
  const decisionDays = column.decisions
  for (let i = 0; i < positions.length; i++) {
    const p = positions[i]!
    const slot = channelSlot[p]!
    const days = first[p]!
    if (!Number.isNaN(days)) firsts[firstFill[slot]!++] = days
    if (!Number.isNaN(decidedAt[p]!)) decisions[decisionFill[slot]!++] = decisionDays[p]!
  }
  const median = (values: Float64Array, from: number, count: number) =>
    tenths(medianOf(values.subarray(from, from + count)))
  // Each channel's medians first: the scope's then reorders the whole arrays.
  const perSlot = Array.from(
    { length: slots },
    (_, slot): Timing => ({
      total: total[slot]!,
      medianFirstResponseDays: median(firsts, firstStretches.starts[slot]!, responded[slot]!),
      medianDecisionDays: median(decisions, decisionStretches.starts[slot]!, decided[slot]!),
      decidedOnTime: onTime[slot]!,
      promiseDue: due[slot]!,
    }),
  )
  const sum = (counts: Uint32Array) => counts.reduce((n, count) => n + count, 0)
  const overall: Timing = {
    total: positions.length,
    medianFirstResponseDays: tenths(medianOf(firsts)),
    medianDecisionDays: tenths(medianOf(decisions)),
    decidedOnTime: sum(onTime),
    promiseDue: sum(due),
  }
  /** Rows of a slot whose furthest stage is at or past `stage` (enum order). */
  const reachedIn = (slot: number, stage: string) => {
    let n = 0
    const from = applicationStatuses.indexOf(stage as (typeof applicationStatuses)[number])
    for (let s = from; s < stages; s++) n += reached[slot * stages + s]!
    return n
  }
  return { overall, perSlot, reachedIn, slotOf: column.slotOfChannel }
}

/** Values with rows in scope, most first, then by value in code-point order (`collate "C"`). */
function countsOf(bitmaps: ReadonlyMap<string, Bitmap>, scope: Bitmap) {
  return [...bitmaps]
    .map(([value, bitmap]) => ({ value, count: scope.andCardinality(bitmap) }))
    .filter((row) => row.count > 0)
    .sort((a, b) => b.count - a.count || compareCodePoints(a.value, b.value))
}

/** The Monday (India's calendar) of the week a day falls in. */
function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay()
  return addDays(date, -((weekday + 6) % 7))
}

/** Every figure of the applications in the dashboard's scope, from the index. */
export function figuresFromIndex(index: ApplicationIndex, scope: DashboardScope) {
  const { start, end } = periodBounds(scope)
  const channels = index.valueBitmaps('channelId')
  const channelRows = (channelId: string) => channels.get(channelId) ?? new RoaringBitmap32()
  let rows = index.submittedBetween(start.getTime(), end.getTime())
  if (scope.channelId) rows = RoaringBitmap32.and(rows, channelRows(scope.channelId.toLowerCase()))
  const nowMicros = scope.now.getTime() * 1000

  const statuses = index.valueBitmaps('status')
  const byStatus = applicationStatuses.map((status) => ({
    status,
    count: rows.andCardinality(statuses.get(status) ?? new RoaringBitmap32()),
  }))

  const positions = rows.toUint32Array(reused('positions', rows.size))
  const walked = walk(index, positions, nowMicros)
  const perChannel = [...channels.keys()].flatMap((channelId) => {
    const slot = walked.slotOf.get(channelId)
    const timing = slot === undefined ? undefined : walked.perSlot[slot]
    if (slot === undefined || !timing?.total) return []
    const funnel = Object.fromEntries(
      funnelStages.map((stage) => [stage, walked.reachedIn(slot, stage)]),
    )
    return [{ channelId, ...funnel, ...timing }]
  }) as ApplicationFigures['perChannel']

  // Weeks of the period (India's weeks have no daylight saving: seven whole days each). Without a
  // channel, a week's count is a stretch of the submission order; with one, its rows are counted.
  const mondays: string[] = []
  for (let monday = mondayOf(scope.from); monday <= scope.to; monday = addDays(monday, 7)) {
    mondays.push(monday)
  }
  const firstWeek = periodBounds({ from: mondays[0]!, to: mondays[0]! }).start.getTime()
  const weekly = mondays.map((monday) => ({ week: monday, count: 0 }))
  if (scope.channelId) {
    const { submittedAt } = index.timing()
    for (const p of positions) {
      weekly[Math.floor((submittedAt[p]! / 1000 - firstWeek) / week)]!.count++
    }
  } else {
    weekly.forEach((row, i) => {
      const begins = Math.max(firstWeek + i * week, start.getTime())
      row.count = index.countSubmittedBetween(
        begins,
        Math.min(firstWeek + (i + 1) * week, end.getTime()),
      )
    })
  }

  let overdue = index.overdueAt(scope.now.getTime())
  if (scope.channelId)
    overdue = RoaringBitmap32.and(overdue, channelRows(scope.channelId.toLowerCase()))

  return {
    byStatus,
    perChannel,
    overall: walked.overall,
    weekly,
    sectors: countsOf(index.valueBitmaps('sectors'), rows),
    states: countsOf(index.valueBitmaps('headquarters'), rows),
    overdue: overdue.size,
  } satisfies ApplicationFigures
}

/** The dashboard through the index, or 'no-channel' when the channel is not the organisation's. */
export async function dashboardThroughIndex(db: Database, scope: DashboardScope) {
  const channels = await dashboardChannels(db, scope.organisationId)
  const chosen = scope.channelId ? channels.find((c) => c.id === scope.channelId) : undefined
  if (scope.channelId && !chosen) return 'no-channel' as const
  const [index, reviewers] = await Promise.all([
    applicationIndexes(db).get(scope.organisationId),
    reviewerActivity(db, scope),
  ])
  return assembleDashboard(channels, chosen, figuresFromIndex(index, scope), reviewers)
}
