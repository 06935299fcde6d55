import { z } from 'zod'
import { saying } from '@/lib/i18n/said'

/**
 * What a teammate scores an application on, 1–5 each. The last dimension is judged against the
 * channel's own criteria, which the rating form shows next to it.
 */
export const ratingDimensions = ['team', 'market', 'product', 'traction', 'fit'] as const
export type RatingDimension = (typeof ratingDimensions)[number]

export const ratingDimensionLabels = {
  team: 'Team',
  market: 'Market',
  product: 'Product',
  traction: 'Traction',
  fit: 'Fit with the channel',
} as const satisfies Record<RatingDimension, string>

/** For one-line summaries: "Team 4 · Market 3 · … · Fit 5". */
export const ratingDimensionShortLabels = {
  team: 'Team',
  market: 'Market',
  product: 'Product',
  traction: 'Traction',
  fit: 'Fit',
} as const satisfies Record<RatingDimension, string>

export const ratingDimensionHints = {
  team: 'Founders’ experience, completeness of the team, ability to execute.',
  market: 'Size and growth of the market, and how well they understand it.',
  product: 'Strength and differentiation of the product or solution.',
  traction: 'Customers, revenue, growth and other evidence so far.',
  fit: 'How well the startup fits this channel’s criteria.',
} as const satisfies Record<RatingDimension, string>

/** 1 = weak, 5 = outstanding: the words the radio buttons read out. */
export const scoreLabels = {
  1: 'Weak',
  2: 'Below par',
  3: 'Fair',
  4: 'Strong',
  5: 'Outstanding',
} as const

export const ratingCommentLimit = 1000

function scoreSchema(dimension: RatingDimension) {
  const label = ratingDimensionLabels[dimension]
  return z
    .number({
      error: (issue) =>
        issue.input === undefined
          ? `Score ${label} from 1 to 5.`
          : `Score ${label} with a number from 1 to 5.`,
    })
    .int({ error: saying('rule.rating.scoreWholeNumber', { label }) })
    .min(1, { error: saying('rule.rating.score', { label }) })
    .max(5, { error: saying('rule.rating.score', { label }) })
}

export const ratingScoresSchema = z.object(
  Object.fromEntries(ratingDimensions.map((d) => [d, scoreSchema(d)])) as Record<
    RatingDimension,
    ReturnType<typeof scoreSchema>
  >,
  { error: saying('rule.rating.scoreEveryDimension') },
)
export type RatingScores = z.output<typeof ratingScoresSchema>

export const ratingCommentSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .string()
    .trim()
    .max(ratingCommentLimit, {
      error: saying('rule.rating.keepCommentUnderCharacters', { ratingCommentLimit }),
    })
    .optional(),
)

export const ratingSchema = z.object({
  applicationId: z.uuid({ error: saying('rule.rating.notValidApplicationId') }),
  scores: ratingScoresSchema,
  comment: ratingCommentSchema,
})
/** A rating of a startup that has not applied to the organisation (found in Discover). */
export const startupRatingSchema = z.object({
  startupOrgId: z.uuid({ error: saying('rule.id.startup') }),
  scores: ratingScoresSchema,
  comment: ratingCommentSchema,
})
export type RatingInput = z.input<typeof ratingSchema>

/** The overall score in tenths (10..50): the mean of the dimensions, rounded to one decimal. */
export function overallOf(scores: RatingScores): number {
  const values = ratingDimensions.map((d) => scores[d])
  return Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10)
}

/** The mean of several overall scores, in tenths; null when there are none. */
export function averageOf(overalls: readonly number[]): number | null {
  if (overalls.length === 0) return null
  return Math.round(overalls.reduce((a, b) => a + b, 0) / overalls.length)
}

/** 37 → '3.7'. */
export function formatScore(tenths: number): string {
  return (tenths / 10).toFixed(1)
}
