/**
 * A team whose reviewers have known habits, for the calibration tests (docs/decisions/0049): each
 * application has a planted quality per dimension, and each reviewer scores it with their bias and
 * noise, rounded to the 1–5 scale. A harsh reviewer scores a point low, a lenient one a point high,
 * a noisy one is right on average but scatters; five more are fair and steady. Most applications
 * get two readers, some three, some one.
 */
import { ratingDimensions, type RatingScores } from '@/domain/applications/ratings'

export type PlantedRating = { applicationId: string; userId: string; scores: RatingScores }

export const plantedRaters = [
  { id: 'harsh', bias: -1, noise: 0.4 },
  { id: 'lenient', bias: 1, noise: 0.4 },
  { id: 'noisy', bias: 0, noise: 1.1 },
  { id: 'fair-1', bias: 0.1, noise: 0.4 },
  { id: 'fair-2', bias: -0.1, noise: 0.4 },
  { id: 'fair-3', bias: 0, noise: 0.4 },
  { id: 'fair-4', bias: 0.2, noise: 0.4 },
  { id: 'fair-5', bias: -0.2, noise: 0.4 },
] as const

/** A seeded generator (mulberry32): the same world for the same seed. */
function random(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function plantedWorld(seed: number, applications = 400) {
  const next = random(seed)
  const normal = () => {
    const u = Math.max(next(), 1e-12)
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next())
  }
  const applicationIds = Array.from({ length: applications }, (_, i) => `application-${i}`)
  const truth = new Map<string, number>()
  const ratings: PlantedRating[] = []
  for (const applicationId of applicationIds) {
    const base = 3 + 0.8 * normal()
    const quality = Object.fromEntries(
      ratingDimensions.map((d) => [d, base + 0.4 * normal()]),
    ) as Record<(typeof ratingDimensions)[number], number>
    truth.set(applicationId, ratingDimensions.reduce((a, d) => a + quality[d], 0) / 5)
    const draw = next()
    const readers = draw < 0.1 ? 1 : draw < 0.75 ? 2 : 3
    const chosen = [...plantedRaters].sort(() => next() - 0.5).slice(0, readers)
    for (const rater of chosen) {
      const scores = Object.fromEntries(
        ratingDimensions.map((d) => [
          d,
          Math.min(5, Math.max(1, Math.round(quality[d] + rater.bias + rater.noise * normal()))),
        ]),
      ) as RatingScores
      ratings.push({ applicationId, userId: rater.id, scores })
    }
  }
  return { applicationIds, truth, ratings }
}

/** Spearman's rank correlation, ties ranked at their mean rank. */
export function spearman(xs: readonly number[], ys: readonly number[]): number {
  const rank = (values: readonly number[]) => {
    const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0])
    const ranks = new Array<number>(values.length)
    for (let i = 0; i < order.length; ) {
      let j = i
      while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++
      for (let k = i; k <= j; k++) ranks[order[k]![1]] = (i + j) / 2
      i = j + 1
    }
    return ranks
  }
  const rx = rank(xs)
  const ry = rank(ys)
  const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length
  const mx = mean(rx)
  const my = mean(ry)
  let num = 0
  let dx = 0
  let dy = 0
  for (let i = 0; i < rx.length; i++) {
    num += (rx[i]! - mx) * (ry[i]! - my)
    dx += (rx[i]! - mx) ** 2
    dy += (ry[i]! - my) ** 2
  }
  return num / Math.sqrt(dx * dy)
}
