import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { BucketMedians, bucketOf, histogramWidth, noValue } from './bucket-median'

/** percentile_cont(0.5) by sorting, as PostgreSQL defines it. */
function reference(values: number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const place = 0.5 * (sorted.length - 1)
  const [first, second] = [sorted[Math.floor(place)]!, sorted[Math.ceil(place)]!]
  return first === second ? first : first + (second - first) * (place - Math.floor(place))
}

/** -0 as 0: a number of days has one zero (toBe compares with Object.is, which tells them apart). */
const zeroUnsigned = (median: number | null) => (median === null ? null : median + 0)

/** Days as the dashboard meets them, and the edges of the buckets: ties, zero, tiny, huge, none. */
const value = fc.oneof(
  fc.integer({ min: 0, max: 5 }),
  fc.double({ min: 0, max: 400, noNaN: true }),
  fc.double({ min: -1, max: 2 ** -15, noNaN: true }),
  fc.double({ min: 2 ** 11, max: 1e9, noNaN: true }),
  fc.constantFrom(2 ** -16, 2 ** 12, 2 ** 12 - 1e-9, 1, 1 + 2 ** -7, 1 - 1e-12, Number.NaN),
)

describe('medians from buckets', () => {
  it('puts a larger value in the same bucket or a later one, and a missing value in none', () => {
    fc.assert(
      fc.property(value, value, (a, b) => {
        if (Number.isNaN(a) || Number.isNaN(b)) {
          expect(bucketOf(Number.NaN)).toBe(noValue)
          return
        }
        const [low, high] = a <= b ? [a, b] : [b, a]
        expect(bucketOf(low)).toBeLessThanOrEqual(bucketOf(high))
        expect(bucketOf(high)).toBeLessThan(noValue)
      }),
      { numRuns: 5000 },
    )
  })

  it('is percentile_cont(0.5) of each group and of all groups, with two walks over the values', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(value, { maxLength: 60 }), { minLength: 1, maxLength: 5 }),
        (groups) => {
          const histograms = new Uint32Array(groups.length * histogramWidth)
          const cells = groups.map((values, g) =>
            values.map((v) => g * histogramWidth + bucketOf(v)),
          )
          for (const cell of cells.flat()) histograms[cell]!++
          const medians = new BucketMedians(histograms, groups.length)
          groups.forEach((values, g) =>
            values.forEach((v, i) => {
              if (medians.wanted[cells[g]![i]!] === 1) medians.add(cells[g]![i]!, v)
            }),
          )
          const present = groups.map((values) => values.filter((v) => !Number.isNaN(v)))
          present.forEach((values, g) =>
            expect(zeroUnsigned(medians.of(g))).toBe(zeroUnsigned(reference(values))),
          )
          expect(zeroUnsigned(medians.overall())).toBe(zeroUnsigned(reference(present.flat())))
        },
      ),
      { numRuns: 1000 },
    )
  })
})
