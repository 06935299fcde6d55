import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  carryBlocks,
  compareCodePoints,
  mergeInto,
  sortAll,
  sortInSteps,
  stretchOf,
  type SortColumns,
} from './sort-orders'

/** A shuffled order of `n` positions (a seeded Fisher–Yates shuffle). */
function shuffled(n: number, seed: number): Uint32Array {
  const order = Uint32Array.from({ length: n }, (_, i) => i)
  let state = seed
  for (let i = n - 1; i > 0; i--) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0
    const j = state % (i + 1)
    ;[order[i], order[j]] = [order[j]!, order[i]!]
  }
  return order
}

describe('stretches of an order', () => {
  it('hold exactly the positions at those places, across blocks and once blocks are kept', () => {
    // Orders of several 16,384-place blocks, so that stretches cover whole blocks and ends.
    const orders = [shuffled(70_000, 7), shuffled(40_000, 11)]
    fc.assert(
      fc.property(
        fc.constantFrom(...orders),
        fc.nat({ max: 70_000 }),
        fc.nat({ max: 70_000 }),
        (order, a, b) => {
          const [from, to] = [Math.min(a, b, order.length), Math.min(Math.max(a, b), order.length)]
          const expected = Array.from(order.subarray(from, to)).sort((x, y) => x - y)
          expect(Array.from(stretchOf(order, from, to))).toEqual(expected)
        },
      ),
      { numRuns: 60 },
    )
  })

  it('stay exact in an order that replaces another, with the blocks the two share carried over', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 70_000 }),
        fc.nat({ max: 500 }),
        fc.nat({ max: 71_000 }),
        fc.nat({ max: 71_000 }),
        (at, added, a, b) => {
          const before = shuffled(70_000, 13)
          // Every block of the order it replaces is kept.
          stretchOf(before, 0, before.length)
          // The new order: the same up to `at`, then new positions, then the rest.
          const fresh = Uint32Array.from({ length: added }, (_, i) => 70_000 + i)
          const after = new Uint32Array(before.length + added)
          after.set(before.subarray(0, at))
          after.set(fresh, at)
          after.set(before.subarray(at), at + added)
          carryBlocks(before, after)
          const [from, to] = [Math.min(a, b, after.length), Math.min(Math.max(a, b), after.length)]
          const expected = Array.from(after.subarray(from, to)).sort((x, y) => x - y)
          expect(Array.from(stretchOf(after, from, to))).toEqual(expected)
        },
      ),
      { numRuns: 40 },
    )
  })

  it('is empty for an empty stretch', () => {
    const order = shuffled(50_000, 3)
    expect(stretchOf(order, 20_000, 20_000).size).toBe(0)
    expect(stretchOf(order, 30_000, 20_000).size).toBe(0)
  })
})

describe('merging new rows into the orders', () => {
  it('gives each order exactly what sorting all the rows afresh gives', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            name: fc.constantFrom('asha', 'Bharat', 'chai', 'dhruv', 'éclair', ''),
            at: fc.integer({ min: 0, max: 5 }),
            raise: fc.option(fc.integer({ min: 0, max: 4 }), { nil: Number.NaN }),
          }),
          { minLength: 1, maxLength: 80 },
        ),
        fc.nat(),
        (rows, cut) => {
          const columns: SortColumns = {
            size: rows.length,
            compareIds: (a, b) => a - b,
            compareNames: (a, b) => compareCodePoints(rows[a]!.name, rows[b]!.name),
            submittedAt: Float64Array.from(rows, (row) => row.at),
            raise: Float64Array.from(rows, (row) => row.raise),
          }
          // The first rows sorted, the rest merged in.
          const first = cut % rows.length
          const before = sortAll({ ...columns, size: first })
          const added = Array.from({ length: rows.length - first }, (_, i) => first + i)
          const merged = mergeInto(before, added, columns)
          const afresh = sortAll(columns)
          for (const sort of Object.keys(afresh) as (keyof typeof afresh)[]) {
            expect(Array.from(merged[sort]), sort).toEqual(Array.from(afresh[sort]))
          }
        },
      ),
      { numRuns: 300 },
    )
  })
})

describe('sorting in steps', () => {
  /** Runs the steps to the end; its result and how many times it handed the event loop back. */
  function run(task: Generator<void, Uint32Array>) {
    let steps = 0
    for (;;) {
      const next = task.next()
      if (next.done) return { sorted: next.value, steps }
      steps++
    }
  }

  it('sorts as one sort does, runs and their merges of any length, ties kept in order', () => {
    fc.assert(
      fc.property(
        // Keys with many ties, over lengths around the run length (2,048) and its multiples.
        fc.integer({ min: 0, max: 9_000 }),
        fc.integer({ min: 1, max: 50 }),
        fc.nat(),
        (n, distinct, seed) => {
          const keys = Uint32Array.from(shuffled(n, seed), (p) => p % distinct)
          const byKey = (a: number, b: number) => keys[a]! - keys[b]!
          const positions = shuffled(n, seed + 1)
          const { sorted } = run(sortInSteps(positions, byKey))
          // A stable sort: ties in the order they were given.
          expect(Array.from(sorted)).toEqual(Array.from(positions).sort(byKey))
        },
      ),
      { numRuns: 60 },
    )
  })

  it('leaves what it was given as it was, and hands back the event loop on a large sort', () => {
    const positions = shuffled(100_000, 5)
    const given = positions.slice()
    const { sorted, steps } = run(sortInSteps(positions, (a, b) => a - b))
    expect(positions).toEqual(given)
    expect(Array.from(sorted)).toEqual(Array.from({ length: 100_000 }, (_, i) => i))
    // 49 runs of 2,048 sorted, then about 100,000 × 6 comparisons 8,192 at a time.
    expect(steps).toBeGreaterThan(49 + 60)
  })
})
