import { describe, expect, it } from 'vitest'

import { averageOf, formatScore, overallOf, ratingSchema } from './ratings'

const applicationId = '0b6f3c0e-8d9a-4a51-9f0e-6b7f2d1c9a10'

describe('ratings', () => {
  it('score overall as the mean of the dimensions in tenths, rounded', () => {
    expect(overallOf({ team: 4, market: 3, product: 5, traction: 2, fit: 4 })).toBe(36)
    expect(overallOf({ team: 5, market: 5, product: 5, traction: 5, fit: 4 })).toBe(48)
    expect(overallOf({ team: 1, market: 1, product: 1, traction: 1, fit: 1 })).toBe(10)
    expect(formatScore(36)).toBe('3.6')
    expect(formatScore(40)).toBe('4.0')
  })

  it('average overall scores, and have none without ratings', () => {
    expect(averageOf([36, 44])).toBe(40)
    expect(averageOf([36, 44, 45])).toBe(42)
    expect(averageOf([])).toBeNull()
  })

  it('accept whole scores from 1 to 5 and an optional comment, trimmed', () => {
    const parsed = ratingSchema.parse({
      applicationId,
      scores: { team: 1, market: 2, product: 3, traction: 4, fit: 5 },
      comment: '  Strong team.  ',
    })
    expect(parsed.comment).toBe('Strong team.')
    expect(
      ratingSchema.parse({ applicationId, scores: parsed.scores, comment: '   ' }).comment,
    ).toBeUndefined()
  })

  it('name the dimension that is missing, out of range or not whole', () => {
    const result = ratingSchema.safeParse({
      applicationId,
      scores: { team: 0, market: 6, product: 2.5, traction: 3 },
    })
    expect(result.success).toBe(false)
    const messages = Object.fromEntries(
      result.error!.issues.map((i) => [i.path.join('.'), i.message]),
    )
    expect(messages).toEqual({
      'scores.team': 'Score Team from 1 to 5.',
      'scores.market': 'Score Market from 1 to 5.',
      'scores.product': 'Score Product with a whole number from 1 to 5.',
      'scores.fit': 'Score Fit with the channel from 1 to 5.',
    })
  })
})
