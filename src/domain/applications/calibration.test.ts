import { describe, expect, it } from 'vitest'

import {
  calibratedOverall,
  calibrationMinimum,
  describeTendency,
  fitTendencies,
  tendencyOf,
} from './calibration'
import { averageOf, overallOf, ratingDimensions, type RatingScores } from './ratings'
import { plantedWorld, spearman } from '../../../tests/support/planted-raters'

const all = (n: number): RatingScores => ({ team: n, market: n, product: n, traction: n, fit: n })

describe('calibrated team scores', () => {
  it('recovers the planted order better than the raw average, for a harsh, a lenient and a noisy rater', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const world = plantedWorld(seed)
      const tendencies = fitTendencies(world.ratings)
      const raw: number[] = []
      const calibrated: number[] = []
      for (const id of world.applicationIds) {
        const ratings = world.ratings.filter((r) => r.applicationId === id)
        raw.push(averageOf(ratings.map((r) => overallOf(r.scores)))!)
        calibrated.push(calibratedOverall(ratings, tendencies)!)
      }
      const truth = world.applicationIds.map((id) => world.truth.get(id)!)
      const before = spearman(raw, truth)
      const after = spearman(calibrated, truth)
      expect(after, `seed ${seed}: raw ${before.toFixed(3)}`).toBeGreaterThan(before + 0.03)
      // The planted biases are found: harsh about −1, lenient about +1 on every dimension.
      for (const d of ratingDimensions) {
        expect(tendencies.get('harsh')!.offsets![d]).toBeLessThan(-0.5)
        expect(tendencies.get('lenient')!.offsets![d]).toBeGreaterThan(0.5)
        expect(Math.abs(tendencies.get('noisy')!.offsets![d])).toBeLessThan(0.35)
      }
    }
  })

  it('counts a lone rater raw: with no teammate on the same applications there is no tendency', () => {
    const ratings = Array.from({ length: 30 }, (_, i) => ({
      applicationId: `a${i}`,
      userId: 'solo',
      scores: all(2),
    }))
    const tendencies = fitTendencies(ratings)
    expect(tendencies.get('solo')).toBeUndefined()
    expect(calibratedOverall([ratings[0]!], tendencies)).toBe(20)
  })

  it('changes nothing when everyone gives the same score', () => {
    const ratings = Array.from({ length: 25 }, (_, i) =>
      ['asha', 'ravi'].map((userId) => ({ applicationId: `a${i}`, userId, scores: all(4) })),
    ).flat()
    const tendencies = fitTendencies(ratings)
    expect(tendencies.get('asha')!.offsets).toEqual(all(0))
    expect(calibratedOverall(ratings.slice(0, 2), tendencies)).toBe(40)
  })

  it('keeps ties as ties: two applications rated alike by the same pair stay equal', () => {
    const ratings = Array.from({ length: 25 }, (_, i) => [
      { applicationId: `a${i}`, userId: 'harsh', scores: all(2) },
      { applicationId: `a${i}`, userId: 'kind', scores: all(4) },
    ]).flat()
    const tendencies = fitTendencies(ratings)
    expect(tendencies.get('harsh')!.offsets!.team).toBe(-1)
    const first = calibratedOverall(ratings.slice(0, 2), tendencies)
    expect(calibratedOverall(ratings.slice(2, 4), tendencies)).toBe(first)
    expect(first).toBe(30)
  })

  it('counts a member with too few shared ratings raw, and says so', () => {
    const few = Array.from({ length: calibrationMinimum - 1 }, (_, i) => [
      { applicationId: `a${i}`, userId: 'new', scores: all(1) },
      { applicationId: `a${i}`, userId: 'old', scores: all(3) },
    ]).flat()
    const tendencies = fitTendencies(few)
    expect(tendencies.get('new')).toEqual({ shared: calibrationMinimum - 1, offsets: null })
    expect(calibratedOverall(few.slice(0, 2), tendencies)).toBe(20)
    expect(describeTendency(tendencies.get('new')!)).toBe(
      `Counts raw: ${calibrationMinimum - 1} of ${calibrationMinimum} shared ratings needed.`,
    )
  })

  it('stays on the 1–5 scale', () => {
    const tendencies = new Map([['kind', tendencyOf(40, all(-60))]])
    expect(tendencies.get('kind')!.offsets!.fit).toBe(-1.5)
    expect(calibratedOverall([{ userId: 'kind', scores: all(5) }], tendencies)).toBe(50)
    expect(calibratedOverall([], tendencies)).toBeNull()
  })

  it('describes the widest difference from the team in one sentence', () => {
    expect(
      describeTendency(tendencyOf(40, { team: 4, market: -8, product: 0, traction: -32, fit: 2 })),
    ).toBe('Scores 0.8 lower than the team on Traction.')
    expect(describeTendency(tendencyOf(20, { ...all(0), team: 10 }))).toBe(
      'Scores 0.5 higher than the team on Team.',
    )
    expect(describeTendency(tendencyOf(20, all(1)))).toBe('Scores in line with the team.')
  })
})
