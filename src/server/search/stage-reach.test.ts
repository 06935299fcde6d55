import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { applicationStatuses } from '@/lib/options'

import { ApplicationIndex, type IndexedApplication } from './application-index'

/** Keys a fund has used: the defaults', stages it added, and one it archived long ago. */
const keys = [
  'in_review',
  'first-call',
  'shortlisted',
  'ಪಾಲುದಾರ-ಭೇಟಿ',
  'due_diligence',
  'old-stage',
]

const drawn = fc.record({
  entered: fc.subarray(keys),
  furthestStatus: fc.constantFrom(...applicationStatuses),
})
type Drawn = typeof drawn extends fc.Arbitrary<infer T> ? T : never

function rowOf(n: number, { entered, furthestStatus }: Drawn): IndexedApplication {
  return {
    id: `${n.toString(16).padStart(8, '0')}-0000-4000-8000-000000000000`,
    channelId: '11111111-1111-4111-8111-111111111111',
    status: 'submitted',
    stageKey: null,
    enteredStageKeys: entered,
    sectors: [],
    businessTypes: [],
    customerInteractions: [],
    developmentStage: null,
    headquarters: null,
    plannedRaise: null,
    dpiitRecognised: false,
    startupIndia: 'unknown',
    startupIndiaUntil: null,
    submittedAt: 1_700_000_000_000_000 + n,
    decidedAt: null,
    firstResponseDays: null,
    decisionDays: null,
    furthestStatus,
    responseDays: 14,
    nameKey: `startup ${n}`,
    searchText: `startup ${n}`,
    scoreSum: 0,
    raters: [],
    ratedAt: [],
  }
}

/**
 * The funnel's rule written out row by row (the SQL's `funnelColumn`): a stage is reached by the
 * rows that entered it or any stage after it in `order`, or got as far as accepted; the last step
 * is accepted alone.
 */
function reference(rows: readonly Drawn[], order: readonly string[]): number[] {
  const accepted = (row: Drawn) =>
    applicationStatuses.indexOf(row.furthestStatus) >= applicationStatuses.indexOf('accepted')
  return [
    ...order.map(
      (_, i) =>
        rows.filter((row) => accepted(row) || order.slice(i).some((k) => row.entered.includes(k)))
          .length,
    ),
    rows.filter(accepted).length,
  ]
}

/**
 * The counts the dashboard makes from the index's column of furthest steps over the rows in scope:
 * a stage's count is the rows whose furthest step is it or a later one (step 0, submitted, is
 * every row and is left out here).
 */
function reachedOf(index: ApplicationIndex, order: readonly string[], scope: number[]) {
  const column = index.furthestStepColumn(order)
  const atStep = new Array<number>(order.length + 2).fill(0)
  for (const p of scope) atStep[column[p]!]!++
  return atStep.slice(1).map((_, i) => atStep.slice(i + 1).reduce((n, count) => n + count, 0))
}

/** The fund's active stages in some order: a few of the keys, shuffled. */
const orderArbitrary = fc.shuffledSubarray(keys.slice(0, 5))

describe('the stages each row entered (the funnel in the index)', () => {
  it('counts each stage reached as the rule says, for any order of the fund’s stages', () => {
    fc.assert(
      fc.property(
        fc.array(drawn, { maxLength: 60 }),
        orderArbitrary,
        fc.array(fc.boolean(), { maxLength: 60 }),
        (drawnRows, order, inScope) => {
          const index = new ApplicationIndex(drawnRows.map((d, n) => rowOf(n, d)))
          // Positions are given in the order rows were added.
          const scope = drawnRows.flatMap((_, n) => ((inScope[n] ?? true) ? [n] : []))
          expect(reachedOf(index, order, scope)).toEqual(
            reference(
              drawnRows.filter((_, n) => inScope[n] ?? true),
              order,
            ),
          )
        },
      ),
      { numRuns: 300 },
    )
  })

  it('after rows are added, moved and removed in place, and the stages reordered, still counts by the rule', () => {
    fc.assert(
      fc.property(
        fc.array(drawn, { minLength: 1, maxLength: 40 }),
        fc.array(drawn, { maxLength: 10 }),
        fc.array(fc.tuple(fc.nat(), drawn), { maxLength: 20 }),
        fc.array(fc.nat(), { maxLength: 5 }),
        orderArbitrary,
        orderArbitrary,
        (drawnRows, added, moves, removals, before, after) => {
          const index = new ApplicationIndex(drawnRows.map((d, n) => rowOf(n, d)))
          const rows = [...drawnRows]
          const all = () => rows.map((_, n) => n)
          expect(reachedOf(index, before, all())).toEqual(reference(rows, before))
          // New applications take the next positions.
          index.upsert(added.map((d, i) => rowOf(rows.length + i, d)))
          rows.push(...added)
          // A move writes the row again: the stages it entered grow, its furthest status moves.
          for (const [pick, next] of moves) {
            const n = pick % rows.length
            rows[n] = {
              entered: [...new Set([...rows[n]!.entered, ...next.entered])],
              furthestStatus: next.furthestStatus,
            }
            index.upsert([rowOf(n, rows[n]!)])
          }
          const gone = new Set(removals.map((pick) => pick % rows.length))
          index.remove([...gone].map((n) => rowOf(n, rows[n]!).id))
          const kept = all().filter((n) => !gone.has(n))
          // The same order as before the changes: worked out again, not the column of then.
          expect(reachedOf(index, before, all())).toEqual(
            reference(
              kept.map((n) => rows[n]!),
              before,
            ),
          )
          // A reorder (or a rename) writes no row: the order is only read when counting. Removed
          // rows keep their positions in the sort orders, so a scope may still hold them.
          expect(reachedOf(index, after, all())).toEqual(
            reference(
              kept.map((n) => rows[n]!),
              after,
            ),
          )
        },
      ),
      { numRuns: 300 },
    )
  })
})
