/** The triage card's third column: the deck's first page, the founders and the ratings. */
import { ExternalLink, Link2 } from 'lucide-react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'

import { PdfDeckViewer } from '@/components/deck-viewer/deck-viewer'
import { formatScore } from '@/domain/applications/ratings'
import { fileUrl } from '@/domain/startups/file-rules'
import type { ApplicationListRow } from '@/features/investors/applications/types'
import type { FullProfile, ReviewApplication } from '@/features/investors/review/types'

import { Section } from './triage-section'

/** The space before a sentence that follows another on the same line. */
const space = ' '
/** In place of a score not given yet. */
const noScore = '—'

/** The deck, the founders, and the viewer's and the team's ratings of one application. */
export function TriageDeckAndRatings({
  row,
  quickRating,
  review,
  profile,
}: {
  row: ApplicationListRow
  /** A quick rating waiting to be sent, shown in place of the saved one. */
  quickRating: number | null
  review: ReviewApplication | undefined
  profile: FullProfile | undefined
}) {
  const intl = useIntl()
  const startup = profile?.profile
  const mine = quickRating !== null ? quickRating * 10 : (review?.ratings.mine?.overall ?? null)
  return (
    <div
      className="flex min-h-0 min-w-0 flex-col gap-4 overflow-y-auto lg:border-l lg:border-line lg:pl-5"
      tabIndex={0}
      role="region"
      aria-label={intl.formatMessage({ id: 'review.triage.card.deckAndRatings' })}
    >
      <Section title={intl.formatMessage({ id: 'review.common.pitchDeck' })}>
        {startup?.deckFileId ? (
          <>
            <PdfDeckViewer
              fileId={startup.deckFileId}
              title={intl.formatMessage(
                { id: 'review.common.pitchDeckOf' },
                { startup: row.startupName },
              )}
              firstPageOnly
              recordViews
              maxHeight={170}
            />
            <a
              href={fileUrl(startup.deckFileId)}
              target="_blank"
              rel="noopener"
              tabIndex={-1}
              className="mt-1 inline-flex items-center gap-1 text-xs font-medium text-brand-700 hover:underline"
            >
              <FormattedMessage id="review.triage.card.wholeDeck" />
              <ExternalLink className="size-3" aria-hidden="true" />
            </a>
          </>
        ) : (
          <p className="text-sm text-muted">
            <FormattedMessage
              id={profile ? 'review.triage.card.noDeck' : 'review.common.loading'}
            />
          </p>
        )}
      </Section>
      <Section title={intl.formatMessage({ id: 'review.common.founders' })}>
        {profile ? (
          <ul className="space-y-2 text-sm">
            {profile.founders.map((f) => (
              <li key={f.id} className="min-w-0">
                <p className="flex items-center gap-1.5 font-medium text-ink">
                  <span translate="no">{f.name}</span>
                  {f.linkedin && (
                    <a
                      href={f.linkedin}
                      target="_blank"
                      rel="noopener noreferrer nofollow"
                      tabIndex={-1}
                      className="text-brand-600"
                      aria-label={intl.formatMessage(
                        { id: 'review.triage.card.onLinkedIn' },
                        { name: f.name },
                      )}
                    >
                      <Link2 className="size-3.5" aria-hidden="true" />
                    </a>
                  )}
                </p>
                {f.title && (
                  <p className="text-xs text-muted" translate="no">
                    {f.title}
                  </p>
                )}
                {(f.experience || f.bio) && (
                  <p className="line-clamp-2 text-xs text-ink/80" translate="no">
                    {f.experience || f.bio}
                  </p>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">
            <FormattedMessage id="review.common.loading" />
          </p>
        )}
      </Section>
      <Section title={intl.formatMessage({ id: 'review.common.ratings' })}>
        <p className="text-sm text-ink" data-testid="triage-my-rating">
          <FormattedMessage
            id="review.triage.card.yours"
            values={{
              score: mine !== null ? formatScore(mine) : noScore,
              b: (chunks) => <span className="font-semibold tabular-nums">{chunks}</span>,
            }}
          />
          {quickRating !== null && (
            <span className="text-muted">
              {space}
              <FormattedMessage id="review.triage.card.saving" />
            </span>
          )}
        </p>
        {review && <p className="text-xs text-muted">{teamRatingText(intl, review.ratings)}</p>}
      </Section>
    </div>
  )
}

/** The team's ratings as the viewer may see them: the average once they have rated. */
function teamRatingText(intl: IntlShape, ratings: ReviewApplication['ratings']): string {
  if (ratings.average !== null) {
    const values = { average: formatScore(ratings.average), count: ratings.othersCount + 1 }
    return ratings.calibration?.score != null
      ? intl.formatMessage(
          { id: 'review.triage.card.teamAverageCalibrated' },
          { ...values, calibrated: formatScore(ratings.calibration.score) },
        )
      : intl.formatMessage({ id: 'review.triage.card.teamAverage' }, values)
  }
  return ratings.othersCount > 0
    ? intl.formatMessage({ id: 'review.triage.card.othersRated' }, { count: ratings.othersCount })
    : intl.formatMessage({ id: 'review.triage.card.noneRated' })
}
