/**
 * Calibrated team scores (docs/decisions/0049). Some teammates score harshly and some leniently,
 * so a raw team average rewards whoever drew the lenient reader. A teammate's *tendency* is how
 * much higher or lower than the teammates who rated the same applications they score, on average,
 * per dimension, over the ratings they saved in the last 12 months. A calibrated score takes each
 * rating less its rater's tendency before averaging. A teammate with fewer than
 * `calibrationMinimum` ratings shared with someone else counts raw.
 *
 * The database keeps the sums a tendency is made of (table `rating_tendency`, kept by triggers);
 * `fitTendencies` computes the same from a list of ratings, for the tests and the experiments.
 */
import { said } from '@/lib/i18n/said'

import { ratingDimensions, type RatingDimension } from './ratings'

/** Shared ratings a teammate needs in the window before their tendency is taken off. */
export const calibrationMinimum = 20
/** The window: the current month (UTC) and the 11 before it. */
export const calibrationWindowMonths = 12

/** What a calibrated score means, in a sentence. */
export function calibrationExplanation(): string {
  return said('rule.calibration.explanation')
}

export type Offsets = Record<RatingDimension, number>

export type Tendency = {
  /** Their ratings in the window of applications a teammate rated too. */
  shared: number
  /** Their mean score less the application's mean, per dimension; null below the minimum. */
  offsets: Offsets | null
}

/** A tendency from the sums the database keeps: shared ratings and summed differences. */
export function tendencyOf(shared: number, sums: Offsets): Tendency {
  if (shared < calibrationMinimum) return { shared, offsets: null }
  return {
    shared,
    offsets: Object.fromEntries(ratingDimensions.map((d) => [d, sums[d] / shared])) as Offsets,
  }
}

/** A teammate's offsets summed over the dimensions, in their order (0 when they count raw). */
function offsetTotal(tendency: Tendency | undefined): number {
  let total = 0
  if (tendency?.offsets) for (const d of ratingDimensions) total += tendency.offsets[d]
  return total
}

const clamp = (n: number) => Math.min(5, Math.max(1, n))

/**
 * The sum of a rating's five scores, as the database keeps it (`application_rating.score_total`):
 * a missing or non-numeric score counts 0.
 */
export function scoreTotal(scores: Record<string, unknown>): number {
  let total = 0
  for (const d of ratingDimensions) {
    const score = scores[d]
    if (typeof score === 'number' && Number.isFinite(score)) total += score
  }
  return Math.round(total)
}

/**
 * The team's calibrated overall score in tenths (10..50) from what a list query sums up: the sum
 * of the ratings' score totals and their raters' ids. It is the mean, over the dimensions and the
 * ratings, of each score less its rater's offset (none for a teammate who counts raw), kept within
 * the 1–5 scale. Offsets are added in the ids' order, so every caller gets the very same number
 * for the same ratings.
 */
export function calibratedFromSums(
  scoreSum: number,
  raterIds: readonly string[],
  tendencies: ReadonlyMap<string, Tendency>,
): number | null {
  const sorted = [...raterIds].sort()
  return calibratedFromSorted(scoreSum, sorted.length, (i) =>
    offsetTotal(tendencies.get(sorted[i]!)),
  )
}

/** Each teammate's offsets summed over the dimensions (absent: counts raw, 0). */
export function offsetTotalsOf(tendencies: ReadonlyMap<string, Tendency>): Map<string, number> {
  return new Map([...tendencies].map(([id, tendency]) => [id, offsetTotal(tendency)]))
}

/**
 * `calibratedFromSums` for `raters` raters already in id order (`Array.prototype.sort`'s), the
 * i-th's offsets' total given by `offsetTotalOf(i)`: the index scores thousands of rows from its
 * columns with the totals worked out once.
 */
export function calibratedFromSorted(
  scoreSum: number,
  raters: number,
  offsetTotalOf: (i: number) => number,
): number | null {
  if (raters === 0) return null
  let offsets = 0
  for (let i = 0; i < raters; i++) offsets += offsetTotalOf(i)
  const mean = (scoreSum - offsets) / (ratingDimensions.length * raters)
  return Math.round(clamp(mean) * 10)
}

/** The team's calibrated overall score in tenths (10..50), or null without ratings. */
export function calibratedOverall(
  ratings: readonly { userId: string; scores: Record<string, unknown> }[],
  tendencies: ReadonlyMap<string, Tendency>,
): number | null {
  return calibratedFromSums(
    ratings.reduce((sum, r) => sum + scoreTotal(r.scores), 0),
    ratings.map((r) => r.userId),
    tendencies,
  )
}

/**
 * Tendencies computed afresh from ratings (all inside the window), the way the database's sums
 * are kept: a rating counts when its application has another rater, and adds its score less the
 * application's mean score on each dimension.
 */
export function fitTendencies(
  ratings: readonly { applicationId: string; userId: string; scores: Record<string, number> }[],
): Map<string, Tendency> {
  const byApplication = new Map<string, (typeof ratings)[number][]>()
  for (const r of ratings) {
    const group = byApplication.get(r.applicationId)
    if (group) group.push(r)
    else byApplication.set(r.applicationId, [r])
  }
  const sums = new Map<string, { shared: number; sums: Offsets }>()
  for (const group of byApplication.values()) {
    if (group.length < 2) continue
    for (const r of group) {
      let entry = sums.get(r.userId)
      if (!entry) {
        entry = { shared: 0, sums: { team: 0, market: 0, product: 0, traction: 0, fit: 0 } }
        sums.set(r.userId, entry)
      }
      entry.shared++
      for (const d of ratingDimensions) {
        const mean = group.reduce((a, g) => a + (g.scores[d] ?? 0), 0) / group.length
        entry.sums[d] += (r.scores[d] ?? 0) - mean
      }
    }
  }
  return new Map([...sums].map(([userId, s]) => [userId, tendencyOf(s.shared, s.sums)]))
}

/**
 * One sentence for the dashboard: the dimension where a teammate differs most from the team,
 * "Scores 0.8 lower than the team on Traction", or that they score in line with it (within 0.2).
 */
export function describeTendency(tendency: Tendency): string {
  if (!tendency.offsets) {
    return said('rule.calibration.raw', { shared: tendency.shared, minimum: calibrationMinimum })
  }
  const offsets = tendency.offsets
  const widest = ratingDimensions.reduce((a, b) =>
    Math.abs(offsets[b]) > Math.abs(offsets[a]) ? b : a,
  )
  const by = offsets[widest]
  if (Math.abs(by) < 0.2) return said('rule.calibration.inLine')
  return said('rule.calibration.differs', {
    by: Math.abs(by).toFixed(1),
    direction: by < 0 ? 'lower' : 'higher',
    dimension: said(`review.rating.short.${widest}`),
  })
}
