import { averageOf } from '@/domain/applications/ratings'
import { calibratedOverall, type Tendency } from '@/domain/applications/calibration'

import { applicationRating, startupRating, user } from '@/server/db/schema'

export type RatingRow = {
  applicationId?: string
  userId: string
  name: string
  scores: Record<string, number>
  overall: number
  comment: string | null
  updatedAt: Date
}

/** What a teammate's rating shows, from either kind of rating (of an application, of a startup). */
export function ratingColumns(rating: typeof applicationRating | typeof startupRating) {
  return {
    userId: rating.userId,
    name: user.name,
    scores: rating.scores,
    overall: rating.overall,
    comment: rating.comment,
    updatedAt: rating.updatedAt,
  }
}

/**
 * A teammate's view of the ratings of one application. Ratings are blind: until the viewer has
 * rated, they learn only how many teammates have; afterwards every rating, the average and, for
 * an application's ratings (`tendencies` given), the calibrated score (docs/decisions/0049) with
 * the names of the teammates who count raw.
 */
export function ratingsView(
  rows: RatingRow[],
  viewerId: string,
  tendencies?: ReadonlyMap<string, Tendency>,
) {
  const mine = rows.find((r) => r.userId === viewerId) ?? null
  const others = rows.filter((r) => r.userId !== viewerId)
  const strip = ({ applicationId: _, ...rest }: RatingRow) => rest
  const calibration =
    mine && tendencies
      ? {
          score: calibratedOverall(rows, tendencies),
          countedRaw: rows.filter((r) => !tendencies.get(r.userId)?.offsets).map((r) => r.name),
        }
      : null
  return {
    mine: mine ? strip(mine) : null,
    othersCount: others.length,
    others: mine ? others.map(strip) : null,
    average: mine ? averageOf(rows.map((r) => r.overall)) : null,
    calibration,
  }
}
