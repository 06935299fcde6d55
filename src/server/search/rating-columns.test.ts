import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { calibratedFromSums, tendencyOf } from '@/domain/applications/calibration'

import { RatingColumns } from './rating-columns'

const teammates = ['user-a', 'user-b', 'user-c', 'user-d']
// Two teammates with a habit, one below the minimum (counts raw), one never rated enough.
const tendencies = new Map([
  ['user-a', tendencyOf(25, { team: -25, market: -10, product: 0, traction: -30, fit: -5 })],
  ['user-b', tendencyOf(40, { team: 20, market: 12, product: 8, traction: 16, fit: 4 })],
  ['user-c', tendencyOf(3, { team: 3, market: 3, product: 3, traction: 3, fit: 3 })],
])

const write = fc.record({
  position: fc.nat(30),
  // A removed row, or its ratings as they are now: who, and when each was saved (a few days).
  ratings: fc.option(
    fc.uniqueArray(fc.record({ id: fc.constantFrom(...teammates), at: fc.nat(9) }), {
      selector: (r) => r.id,
      maxLength: 4,
    }),
  ),
  scoreSum: fc.nat(100),
})
type Ratings = { id: string; at: number }[]

describe('the ratings the index keeps', () => {
  it('after rows are rated, re-rated and removed, hold what the last write said', () => {
    fc.assert(
      fc.property(fc.array(write, { maxLength: 80 }), (writes) => {
        const columns = new RatingColumns()
        const last = new Map<number, { ratings: Ratings; raters: string[]; scoreSum: number }>()
        for (const { position, ratings, scoreSum } of writes) {
          if (ratings === null) {
            columns.clear(position)
            last.delete(position)
          } else {
            // Each write gives new strings, as the database's rows do.
            const raters = ratings.map((r) => `${r.id}`)
            columns.set(position, { raters, ratedAt: ratings.map((r) => r.at), scoreSum })
            last.set(position, { ratings, raters, scoreSum })
          }
        }
        for (const teammate of teammates) {
          const expected = [...last]
            .filter(([, row]) => row.raters.includes(teammate))
            .map(([position]) => position)
            .sort((a, b) => a - b)
          expect(columns.ratedBy(teammate).toArray()).toEqual(expected)
        }
        // Saved from day 3 to day 7, over the even positions and over all: each teammate's count.
        const savedOver = (positions: number[]) => {
          const saved = new Map<string, number>()
          for (const position of positions) {
            for (const r of last.get(position)?.ratings ?? []) {
              if (r.at >= 3 && r.at < 7) saved.set(r.id, (saved.get(r.id) ?? 0) + 1)
            }
          }
          return saved
        }
        const even = [...Array(31).keys()].filter((p) => p % 2 === 0)
        expect(columns.savedBetween(even, 3, 7)).toEqual(savedOver(even))
        expect(columns.savedBetween(undefined, 3, 7)).toEqual(savedOver([...last.keys()]))
        const positions = [...last.keys()]
        const scores = columns.calibratedAt(positions, tendencies)
        for (const position of positions) {
          const { raters, scoreSum } = last.get(position)!
          expect(scores.get(position)).toBe(
            calibratedFromSums(scoreSum, raters, tendencies) ?? undefined,
          )
        }
      }),
    )
  })

  it('score a rated row from its raters: a harsh one lifted, a lenient one lowered, a raw one as given', () => {
    const columns = new RatingColumns()
    columns.set(0, { raters: ['user-a'], ratedAt: [0], scoreSum: 15 }) // 3 each; A's offsets sum to −2.8: 3.56
    columns.set(1, { raters: ['user-b'], ratedAt: [0], scoreSum: 15 }) // B's sum to +1.5: 2.7
    columns.set(2, { raters: ['user-c'], ratedAt: [0], scoreSum: 15 }) // C counts raw: 3.0
    columns.set(3, { raters: [], ratedAt: [], scoreSum: 0 })
    expect([...columns.calibratedAt([0, 1, 2, 3], tendencies)]).toEqual([
      [0, 36],
      [1, 27],
      [2, 30],
    ])
  })
})
