import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { medianOf } from './dashboard'

/** percentile_cont(0.5) by sorting, as PostgreSQL defines it. */
function reference(values: number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const place = 0.5 * (sorted.length - 1)
  const [first, second] = [sorted[Math.floor(place)]!, sorted[Math.ceil(place)]!]
  return first === second ? first : first + (second - first) * (place - Math.floor(place))
}

describe('the median of the dashboard', () => {
  it('is percentile_cont(0.5) of the first n values, with ties and odd and even counts', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(fc.integer({ min: 0, max: 5 }), fc.double({ min: 0, max: 400, noNaN: true })),
        ),
        fc.nat(),
        (values, extra) => {
          // Values past n are left alone (the columns are filled up to a count).
          const buffer = Float64Array.from([
            ...values,
            ...Array.from({ length: extra % 4 }, () => -1),
          ])
          expect(medianOf(buffer, values.length)).toBe(reference(values))
        },
      ),
      { numRuns: 1000 },
    )
  })
})
