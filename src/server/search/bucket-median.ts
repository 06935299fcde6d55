/**
 * Medians of many groups at once (the dashboard's channels, and all of them together) without
 * sorting or even moving their values. Each value falls in one of a few thousand buckets ordered
 * as the values are: 128 per doubling, read from the value's own floating-point bits. One walk
 * over the rows counts each group's buckets; the counts say which bucket holds a group's middle
 * values; a second walk picks the values of those few buckets only, and the middle ones are
 * chosen among them. The result is exactly `percentile_cont(0.5)`, as PostgreSQL computes it.
 */

const perDoubling = 128
/** Values below this (zero, negative ones) share the first bucket. */
const smallest = 2 ** -16
/** Values from this one up share the last bucket. */
const largest = 2 ** 12

/** How many buckets hold values. */
export const buckets = Math.log2(largest / smallest) * perDoubling + 2
/** The bucket of a missing value (NaN): it is counted, but in no group's median. */
export const noValue = buckets
/** A group's stretch of a histogram: its buckets, and its missing values. */
export const histogramWidth = buckets + 1

const bits = new Float64Array(1)
const words = new Uint32Array(bits.buffer)
/** Which of the two 32-bit words holds the sign, the exponent and the mantissa's start. */
const highWord = new Uint8Array(new Float64Array([1]).buffer)[7] === 0x3f ? 1 : 0
/**
 * The high word of a positive double is its exponent (11 bits) then its mantissa's first 20 bits;
 * without the last 13 of those, what is left orders it among 128 steps per doubling.
 */
const keyOf = (value: number) => {
  bits[0] = value
  return words[highWord]! >>> 13
}
const firstKey = keyOf(smallest)

/** The bucket a value falls in: a larger value never falls in an earlier bucket. */
export function bucketOf(value: number): number {
  if (Number.isNaN(value)) return noValue
  if (!(value >= smallest)) return 0
  if (value >= largest) return buckets - 1
  return keyOf(value) - firstKey + 1
}

/** The k-th smallest of `values` (0-based), moving values around: a quickselect. */
export function select(values: Float64Array, k: number, n = values.length): number {
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

/** `percentile_cont(0.5)` of n values, given a way to find the k-th smallest of them. */
export function interpolatedMedian(n: number, kth: (k: number) => number): number | null {
  if (n === 0) return null
  const place = 0.5 * (n - 1)
  const [low, high] = [Math.floor(place), Math.ceil(place)]
  const first = kth(low)
  const second = high === low ? first : kth(high)
  return first === second ? first : first + (second - first) * (place - low)
}

/** Where one of the middle values lies: its bucket, and how many values lie before the bucket. */
type Place = { bucket: number; before: number }

function locate(histogram: Uint32Array, from: number, k: number): Place {
  let before = 0
  for (let bucket = 0; bucket < buckets; bucket++) {
    const count = histogram[from + bucket]!
    if (before + count > k) return { bucket, before }
    before += count
  }
  throw new RangeError(`No value of rank ${k} in the histogram`)
}

/**
 * One measure's medians, per group and over all groups. `histograms` holds each group's counts:
 * group g's bucket b at `g × histogramWidth + b`. The second walk hands back each value whose cell
 * (the same index) is `wanted`, with `add`.
 */
export class BucketMedians {
  /** 1 for each cell whose values the medians need. */
  readonly wanted: Uint8Array
  private readonly counts: number[]
  /** Where each group's middle values lie, by their rank. */
  private readonly middles: Map<number, Place>[]
  private readonly overallMiddles: Map<number, Place>
  private readonly total: number
  private readonly picked = new Map<number, number[]>()

  constructor(
    histograms: Uint32Array,
    private readonly groups: number,
  ) {
    this.wanted = new Uint8Array(groups * histogramWidth)
    const overall = new Uint32Array(histogramWidth)
    this.counts = []
    for (let g = 0; g < groups; g++) {
      const from = g * histogramWidth
      let count = 0
      for (let b = 0; b < buckets; b++) {
        const n = histograms[from + b]!
        count += n
        overall[b]! += n
      }
      this.counts.push(count)
    }
    this.total = this.counts.reduce((sum, n) => sum + n, 0)
    this.middles = this.counts.map((n, g) => {
      const places = middlesOf(n, histograms, g * histogramWidth)
      for (const { bucket } of places.values()) this.wanted[g * histogramWidth + bucket] = 1
      return places
    })
    this.overallMiddles = middlesOf(this.total, overall, 0)
    for (const { bucket } of this.overallMiddles.values()) {
      for (let g = 0; g < groups; g++) this.wanted[g * histogramWidth + bucket] = 1
    }
  }

  /** A value of a wanted cell, from the second walk. */
  add(cell: number, value: number): void {
    const values = this.picked.get(cell)
    if (values) values.push(value)
    else this.picked.set(cell, [value])
  }

  /** The median of one group's values. */
  of(group: number): number | null {
    return this.median(this.counts[group]!, this.middles[group]!, (bucket) =>
      Float64Array.from(this.picked.get(group * histogramWidth + bucket) ?? []),
    )
  }

  /** The median of every group's values together. */
  overall(): number | null {
    return this.median(this.total, this.overallMiddles, (bucket) => {
      const values: number[] = []
      for (let g = 0; g < this.groups; g++) {
        for (const value of this.picked.get(g * histogramWidth + bucket) ?? []) values.push(value)
      }
      return Float64Array.from(values)
    })
  }

  private median(
    n: number,
    middles: Map<number, Place>,
    valuesIn: (bucket: number) => Float64Array,
  ) {
    const inBucket = new Map<number, Float64Array>()
    return interpolatedMedian(n, (k) => {
      const { bucket, before } = middles.get(k)!
      let values = inBucket.get(bucket)
      if (!values) inBucket.set(bucket, (values = valuesIn(bucket)))
      return select(values, k - before)
    })
  }
}

/** Where the middle value or values (by rank, 0-based) of n counted values lie. */
function middlesOf(n: number, histogram: Uint32Array, from: number): Map<number, Place> {
  const middles = new Map<number, Place>()
  if (n === 0) return middles
  const place = 0.5 * (n - 1)
  for (const k of [Math.floor(place), Math.ceil(place)]) {
    middles.set(k, locate(histogram, from, k))
  }
  return middles
}
