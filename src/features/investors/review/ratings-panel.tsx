import { EyeOff, Star } from 'lucide-react'
import { useId, useState } from 'react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'

import { Button } from '@/components/ui/button'
import { formatScore, ratingDimensions, type RatingDimension } from '@/domain/applications/ratings'
import { shownDate } from '@/lib/i18n/dates'

import { CalibratedScore } from './calibrated-score'
import { RatingForm, type RatingTarget } from './rating-form'
import type { ApplicationRatings } from './types'

const nounOf = (target: RatingTarget) =>
  'applicationId' in target ? 'application' : 'entryId' in target ? 'deal' : 'startup'

/** "Team 4 · Market 3 · … · Fit 5", the dimensions' short names in the page's language. */
function scoresLine(intl: IntlShape, scores: Partial<Record<RatingDimension, number>>): string {
  return ratingDimensions
    .map(
      (d) => `${intl.formatMessage({ id: `review.rating.short.${d}` })}\u00a0${scores[d] ?? '–'}`,
    )
    .join(' · ')
}

/** A teammate's comment, in their own words, between quotation marks. */
const quoted = (comment: string) => `“${comment}”`

/** Between the scores and the date of the viewer's rating: punctuation. */
const separator = ' · '

/**
 * The viewer's rating of one application (or of a startup that has not applied) and, once they
 * have rated, their teammates' ratings and the average. Until then only how many teammates rated
 * is shown, so nobody anchors on others.
 */
export function RatingsPanel({
  target,
  ratings,
  fitSummary,
  fitMatch,
}: {
  target: RatingTarget
  ratings: ApplicationRatings
  /** The channel's criteria (or the thesis) in words, shown beside the "fit" dimension. */
  fitSummary: string
  /** "Meets 3 of 4 criteria", when the channel has criteria. */
  fitMatch?: string
}) {
  const intl = useIntl()
  const [editing, setEditing] = useState(false)
  const headingId = useId()
  const noun = nounOf(target)

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-line p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-ink">
          <Star className="size-4 text-saffron-500" aria-hidden="true" />
          <FormattedMessage id="review.common.ratings" />
        </h3>
        {ratings.average !== null && (
          <p className="text-sm text-ink">
            <FormattedMessage
              id="review.ratings.teamAverage"
              values={{
                average: formatScore(ratings.average),
                count: ratings.othersCount + 1,
                strong: (chunks) => <strong className="text-base">{chunks}</strong>,
                muted: (chunks) => <span className="text-muted">{chunks}</span>,
              }}
            />
          </p>
        )}
      </div>
      {ratings.calibration?.score != null && <CalibratedScore calibration={ratings.calibration} />}

      {ratings.others === null ? (
        <p className="mt-2 flex items-start gap-2 text-sm text-muted">
          <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {ratings.othersCount === 0
            ? intl.formatMessage({ id: 'review.ratings.noneYet' }, { noun })
            : intl.formatMessage({ id: 'review.ratings.hidden' }, { count: ratings.othersCount })}
        </p>
      ) : ratings.others.length === 0 ? (
        <p className="mt-2 text-sm text-muted">
          <FormattedMessage id="review.ratings.noneYet" values={{ noun }} />
        </p>
      ) : (
        <ul
          className="mt-3 divide-y divide-line"
          aria-label={intl.formatMessage({ id: 'review.ratings.others' })}
        >
          {ratings.others.map((r) => (
            <li key={r.userId} className="py-2">
              <div className="flex items-baseline justify-between gap-3">
                <span className="truncate text-sm font-medium text-ink" translate="no">
                  {r.name}
                </span>
                <span className="shrink-0 text-sm font-semibold text-ink">
                  {formatScore(r.overall)}
                </span>
              </div>
              <p className="text-xs text-muted">{scoresLine(intl, r.scores)}</p>
              {r.comment && (
                <p className="mt-1 text-sm text-ink/90" translate="no">
                  {quoted(r.comment)}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}

      {ratings.mine && !editing ? (
        <div className="mt-3 rounded-lg bg-surface p-3">
          <div className="flex items-baseline justify-between gap-3">
            <span className="text-sm font-medium text-ink">
              <FormattedMessage id="review.ratings.yours" />
            </span>
            <span className="text-sm font-semibold text-ink">
              {formatScore(ratings.mine.overall)}
            </span>
          </div>
          <p className="text-xs text-muted">
            {scoresLine(intl, ratings.mine.scores)}
            {separator}
            <span className="whitespace-nowrap">{shownDate(intl, ratings.mine.updatedAt)}</span>
          </p>
          {ratings.mine.comment && (
            <p className="mt-1 text-sm text-ink/90" translate="no">
              {quoted(ratings.mine.comment)}
            </p>
          )}
          <Button
            variant="link"
            size="sm"
            className="mt-1 h-auto px-0"
            onClick={() => setEditing(true)}
          >
            <FormattedMessage id="review.ratings.change" />
          </Button>
        </div>
      ) : !editing ? (
        <Button size="sm" className="mt-3" onClick={() => setEditing(true)}>
          <FormattedMessage id="review.ratings.rate" values={{ noun }} />
        </Button>
      ) : (
        <RatingForm
          target={target}
          initial={ratings.mine}
          fitSummary={fitSummary}
          fitMatch={fitMatch}
          onSaved={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      )}
    </section>
  )
}
