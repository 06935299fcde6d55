/**
 * The investor dashboard's figures from the organisation's in-memory applications index: the same
 * numbers as the SQL aggregates of src/server/db/queries/dashboard.ts (the reference, tested equal),
 * from bitmaps and typed columns instead of a scan of every application in the period. The
 * teammates' activity (events, notes, ratings) and the channel list still come from the database.
 */
import roaring from 'roaring'

import { addDays, periodBounds } from '@/lib/calendar'

import type { Database } from '@/server/db/client'
import {
  assembleDashboard,
  dashboardChannels,
  dashboardOf,
  reviewerActivity,
  statusFiguresOf,
  type ApplicationFigures,
  type DashboardScope,
} from '@/server/db/queries/dashboard'
import { funnelStepsOf } from '@/server/db/queries/dashboard-funnel'
import { listStages, type StageRow } from '@/server/db/queries/pipeline'
import type { ApplicationIndex } from './application-index'
import { BucketMedians, histogramWidth } from './bucket-median'
import { micros } from './indexed-application'
import { tallies, tallyBits } from './outcome-columns'
import { applicationIndexes } from './registry'
import { compareCodePoints } from './sort-orders'

const { RoaringBitmap32 } = roaring
type Bitmap = InstanceType<typeof RoaringBitmap32>

const week = 7 * 86_400_000

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
  tallies: new Uint32Array(0),
  firstResponses: new Uint32Array(0),
  decisions: new Uint32Array(0),
}

function reused(key: keyof typeof scratch, length: number): Uint32Array {
  if (scratch[key].length < length) scratch[key] = new Uint32Array(Math.ceil(length * 1.25))
  return scratch[key].subarray(0, length)
}

/**
 * Every channel's funnel and response times, and the whole scope's, from the rows in scope
 * (`positions`; `overdue` those of them past their promise) and the fund's active stages in its
 * order (`stageKeys`). A first walk only counts: each channel's codes (a row's tally,
 * outcome-columns.ts, and the furthest funnel step it reached, stage-reach.ts) and the buckets of
 * its response times; a second picks the few response times the medians need (bucket-median.ts).
 * Both are counted loops over typed columns; the first has no branch that depends on the row, the
 * second's test is rarely true: at a million rows, a walk that tested each row's times spent most
 * of its time on mispredicted branches.
 */
function walk(
  index: ApplicationIndex,
  positions: Uint32Array,
  overdue: Bitmap,
  stageKeys: readonly string[],
) {
  const { channelSlot, slots: slotCount, slotOfChannel, outcomes } = index.timing()
  const slots = Math.max(slotCount, 1)
  // A code is a tally and a furthest step: submitted (0), each stage, accepted.
  const steps = stageKeys.length + 2
  const codes = tallies * steps
  const furthest = index.furthestStepColumn(stageKeys)
  const counts = reused('tallies', slots * codes).fill(0)
  const firstHistograms = reused('firstResponses', slots * histogramWidth).fill(0)
  const decisionHistograms = reused('decisions', slots * histogramWidth).fill(0)
  const { tally, firstResponseBucket, decisionBucket } = outcomes
  for (let i = 0; i < positions.length; i++) {
    const p = positions[i]!
    const slot = channelSlot[p]!
    counts[slot * codes + furthest[p]! * tallies + tally[p]!]!++
    firstHistograms[slot * histogramWidth + firstResponseBucket[p]!]!++
    decisionHistograms[slot * histogramWidth + decisionBucket[p]!]!++
  }
  const firsts = new BucketMedians(firstHistograms, slots)
  const decisions = new BucketMedians(decisionHistograms, slots)
  const [wantedFirst, wantedDecision] = [firsts.wanted, decisions.wanted]
  const { firstResponseDays, decisionDays } = outcomes
  for (let i = 0; i < positions.length; i++) {
    const p = positions[i]!
    const from = channelSlot[p]! * histogramWidth
    const first = from + firstResponseBucket[p]!
    if (wantedFirst[first] === 1) firsts.add(first, firstResponseDays[p]!)
    const decision = from + decisionBucket[p]!
    if (wantedDecision[decision] === 1) decisions.add(decision, decisionDays[p]!)
  }

  // Each slot's counts from its tallies. Promises settled are the decisions and the overdue rows
  // not decided (a decision is final, so none is both; counted as the SQL's `or` would anyway).
  const { decided, onTime } = tallyBits
  const overdueIn = new Uint32Array(slots)
  for (const p of overdue.toUint32Array()) {
    if ((tally[p]! & decided) === 0) overdueIn[channelSlot[p]!]!++
  }
  const sums = Array.from({ length: slots }, (_, slot) => {
    const sum = { total: 0, decided: 0, onTime: 0, reached: new Array<number>(steps).fill(0) }
    for (let code = 0; code < codes; code++) {
      const n = counts[slot * codes + code]!
      const bits = code % tallies
      sum.total += n
      if (bits & decided) sum.decided += n
      if (bits & onTime) sum.onTime += n
      sum.reached[(code - bits) / tallies]! += n
    }
    // A step is reached by the rows whose furthest step is it or one after it.
    for (let step = steps - 2; step >= 0; step--) sum.reached[step]! += sum.reached[step + 1]!
    return sum
  })
  const perSlot = sums.map(
    (sum, slot): Timing => ({
      total: sum.total,
      medianFirstResponseDays: tenths(firsts.of(slot)),
      medianDecisionDays: tenths(decisions.of(slot)),
      decidedOnTime: sum.onTime,
      promiseDue: sum.decided + overdueIn[slot]!,
    }),
  )
  const overall: Timing = {
    total: positions.length,
    medianFirstResponseDays: tenths(firsts.overall()),
    medianDecisionDays: tenths(decisions.overall()),
    decidedOnTime: perSlot.reduce((n, timing) => n + timing.decidedOnTime, 0),
    promiseDue: perSlot.reduce((n, timing) => n + timing.promiseDue, 0),
  }
  /** Each slot's count per step of the funnel, as the SQL's `funnelColumn` counts them. */
  const reachedIn = (slot: number) => sums[slot]!.reached
  return { overall, perSlot, reachedIn, slotOf: slotOfChannel }
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
export function figuresFromIndex(
  index: ApplicationIndex,
  scope: DashboardScope,
  stages: readonly StageRow[],
) {
  const { start, end } = periodBounds(scope)
  const channels = index.valueBitmaps('channelId')
  const channelRows = (channelId: string) => channels.get(channelId) ?? new RoaringBitmap32()
  let rows = index.submittedBetween(start.getTime(), end.getTime())
  if (scope.channelId) rows = RoaringBitmap32.and(rows, channelRows(scope.channelId.toLowerCase()))

  // The status bitmaps are by the status filter's value (a stage's key, or the status).
  const byValue = new Map<string, number>()
  for (const [value, bitmap] of index.valueBitmaps('status')) {
    byValue.set(value, rows.andCardinality(bitmap))
  }
  const byStatus = statusFiguresOf(byValue, stages)

  let overdue = index.overdueAt(scope.now.getTime())
  if (scope.channelId)
    overdue = RoaringBitmap32.and(overdue, channelRows(scope.channelId.toLowerCase()))
  const positions = rows.toUint32Array(reused('positions', rows.size))
  // The funnel's stages between submitted and accepted, in the fund's order of this call.
  const stageKeys = funnelStepsOf(stages)
    .slice(1, -1)
    .map((step) => step.key)
  const walked = walk(index, positions, RoaringBitmap32.and(overdue, rows), stageKeys)
  const perChannel = [...channels.keys()].flatMap((channelId) => {
    const slot = walked.slotOf.get(channelId)
    const timing = slot === undefined ? undefined : walked.perSlot[slot]
    if (slot === undefined || !timing?.total) return []
    return [{ channelId, ...timing, reached: walked.reachedIn(slot) }]
  }) satisfies ApplicationFigures['perChannel']

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

/**
 * The dashboard through the index, or from PostgreSQL while this server has none for the
 * organisation (registry.ts); 'no-channel' when the channel is not the organisation's.
 */
export async function dashboardThroughIndex(db: Database, scope: DashboardScope) {
  const index = await applicationIndexes(db).get(scope.organisationId)
  if (!index) return dashboardOf(db, scope)
  // The stages are read at every call, with the channels: a stage renamed, reordered or archived
  // a moment ago shapes this answer (the index holds no order of stages to go stale).
  const inChannel = scope.channelId
    ? index.valueBitmaps('channelId').get(scope.channelId.toLowerCase())
    : undefined
  const { start, end } = periodBounds(scope)
  const [channels, reviewers, stages] = await Promise.all([
    dashboardChannels(db, scope.organisationId),
    reviewerActivity(
      db,
      scope,
      index.ratings.savedBetween(
        scope.channelId ? (inChannel ?? []) : undefined,
        micros(start.getTime()),
        micros(end.getTime()),
      ),
    ),
    listStages(db, scope.organisationId),
  ])
  const chosen = scope.channelId ? channels.find((c) => c.id === scope.channelId) : undefined
  if (scope.channelId && !chosen) return 'no-channel' as const
  return assembleDashboard(
    channels,
    chosen,
    figuresFromIndex(index, scope, stages),
    reviewers,
    stages,
  )
}
