import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { stretchOf } from './sort-orders'

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

  it('is empty for an empty stretch', () => {
    const order = shuffled(50_000, 3)
    expect(stretchOf(order, 20_000, 20_000).size).toBe(0)
    expect(stretchOf(order, 30_000, 20_000).size).toBe(0)
  })
})
