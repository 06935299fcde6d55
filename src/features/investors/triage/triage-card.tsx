import { Check, CircleDashed, ExternalLink, Link2, Minus, X } from 'lucide-react'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'

import { ApplicationStatusBadge } from '@/components/application-status-badge'
import { PdfDeckViewer } from '@/components/deck-viewer/deck-viewer'
import { Card } from '@/components/ui/card'
import { channelFit, type FitCriterion, type FitOutcome } from '@/domain/applications/fit'
import { formatScore } from '@/domain/applications/ratings'
import { fileUrl } from '@/domain/startups/file-rules'
import type { ApplicationListRow } from '@/features/investors/applications/types'
import { Answers } from '@/features/investors/review/answers'
import { shownOptionsOr } from '@/features/investors/review/criteria-summary'
import type { FullProfile, ReviewApplication } from '@/features/investors/review/types'
import { cn } from '@/lib/cn'
import type { MessageId } from '@/lib/i18n/catalog'
import { shownDate } from '@/lib/i18n/dates'
import { optionLabel } from '@/lib/i18n/option-labels'
import { shownRupees } from '@/lib/i18n/rupees'
import type { ApplicationStatus } from '@/lib/options'

/** How a criterion fares, as an icon with its name read out. */
function OutcomeIcon({ outcome }: { outcome: FitOutcome }) {
  const intl = useIntl()
  switch (outcome) {
    case 'match':
      return (
        <Check
          className="size-4 text-emerald-600"
          aria-label={intl.formatMessage({ id: 'review.triage.card.met' })}
        />
      )
    case 'mismatch':
      return (
        <X
          className="size-4 text-red-600"
          aria-label={intl.formatMessage({ id: 'review.triage.card.notMet' })}
        />
      )
    case 'missing':
      return (
        <CircleDashed
          className="size-4 text-muted"
          aria-label={intl.formatMessage({ id: 'review.triage.card.notKnown' })}
        />
      )
    case 'open':
      return (
        <Minus
          className="size-4 text-muted"
          aria-label={intl.formatMessage({ id: 'review.triage.card.any' })}
        />
      )
  }
}

/** The criteria of a channel, by name. */
const criterionNames: Record<FitCriterion, MessageId> = {
  sectors: 'review.criteria.sectors',
  developmentStage: 'review.criteria.developmentStage',
  headquarters: 'review.criteria.headquarters',
  businessTypes: 'review.criteria.businessTypes',
  plannedRaise: 'review.criteria.plannedRaise',
}

/** The space before a sentence that follows another on the same line. */
const space = ' '
/** In place of a score not given yet. */
const noScore = '—'

/** The bounds of a raise the channel looks for; an open bound is an ellipsis. */
const openBound = '…'
/** Between the bounds of a raise. */
const rangeDash = ' – '

function Section({
  title,
  children,
  className,
}: {
  title: string
  children: ReactNode
  className?: string
}) {
  return (
    <div className={cn('min-w-0', className)}>
      <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">{title}</h3>
      <div className="mt-1.5">{children}</div>
    </div>
  )
}

function Facts({ items }: { items: [MessageId, string | null | undefined, 'wide'?][] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm">
      {items
        .filter(([, value]) => value)
        .map(([label, value, wide]) => (
          <div key={label} className={cn('min-w-0', wide && 'col-span-2')}>
            <dt className="text-xs text-muted">
              <FormattedMessage id={label} />
            </dt>
            <dd className={cn('text-ink', !wide && 'truncate')} title={value ?? undefined}>
              {value}
            </dd>
          </div>
        ))}
    </dl>
  )
}

/** What the channel asks for on one criterion, as the investor reads it. */
function wantedText(
  intl: IntlShape,
  criterion: FitCriterion,
  c: ReviewApplication['channel']['criteria'],
) {
  switch (criterion) {
    case 'sectors':
      return shownOptionsOr(intl, 'sectors', c.sectors, 3)
    case 'developmentStage':
      return shownOptionsOr(intl, 'developmentStages', c.developmentStages, 3)
    case 'headquarters':
      return shownOptionsOr(intl, 'headquarters', c.headquarters, 3)
    case 'businessTypes':
      return shownOptionsOr(intl, 'businessTypes', c.businessTypes)
    case 'plannedRaise':
      return [c.raiseMin, c.raiseMax]
        .map((v) => (v == null ? openBound : shownRupees(intl, v)))
        .join(rangeDash)
  }
}

/** Option values in the page's language, joined by commas. */
const shownList = (intl: IntlShape, list: 'sectors' | 'businessTypes', values: readonly string[]) =>
  values.map((value) => optionLabel(intl, list, value)).join(', ')

/**
 * One application as triage shows it, in three columns that fit a 1280 × 800 screen: the startup
 * and how it fits, the answers, and the deck's first page with the team's ratings.
 */
export function TriageCard({
  row,
  status,
  stageName,
  quickRating,
  review,
  profile,
}: {
  row: ApplicationListRow
  /** The status as triage shows it: an action waiting to be sent already counts. */
  status: ApplicationStatus
  /** The fund's stage it is in, likewise. */
  stageName?: string

  /** A quick rating waiting to be sent, shown in place of the saved one. */
  quickRating: number | null
  review: ReviewApplication | undefined
  profile: FullProfile | undefined
}) {
  const intl = useIntl()
  const startup = profile?.profile
  const fit = review ? channelFit(review.channel.criteria, row) : null
  const mine = quickRating !== null ? quickRating * 10 : (review?.ratings.mine?.overall ?? null)
  return (
    <Card className="grid min-h-0 flex-1 gap-5 overflow-hidden p-4 lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)_18rem] lg:p-5">
      <div
        className="flex min-h-0 min-w-0 flex-col gap-4 overflow-y-auto"
        tabIndex={0}
        role="region"
        aria-label={intl.formatMessage({ id: 'review.triage.card.startup' })}
      >
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2
              className="min-w-0 text-xl font-semibold wrap-anywhere text-ink"
              id="triage-startup"
              translate="no"
            >
              {row.startupName}
            </h2>
            <ApplicationStatusBadge status={status} stageName={stageName} />
          </div>
          {row.oneLiner && (
            <p className="mt-1 text-sm text-ink/90" translate="no">
              {row.oneLiner}
            </p>
          )}
          <p className="mt-1 text-xs text-muted">
            <FormattedMessage
              id="review.triage.card.submitted"
              values={{ channel: row.channel.title, date: shownDate(intl, row.submittedAt) }}
            />
            {row.waiting && (
              <span className={cn(row.overdue && 'font-medium text-red-700')}>
                {space}
                <FormattedMessage
                  id="review.triage.card.waiting"
                  values={{ days: row.waiting.days, promise: row.waiting.promise }}
                />
              </span>
            )}
          </p>
        </div>
        <Facts
          items={[
            ['review.triage.card.sectors', shownList(intl, 'sectors', row.sectors), 'wide'],
            [
              'review.triage.card.stage',
              row.developmentStage && optionLabel(intl, 'developmentStages', row.developmentStage),
            ],
            [
              'review.triage.card.headquarters',
              [
                startup?.city,
                row.headquarters && optionLabel(intl, 'headquarters', row.headquarters),
              ]
                .filter(Boolean)
                .join(', '),
            ],
            ['review.triage.card.business', shownList(intl, 'businessTypes', row.businessTypes)],
            [
              'review.triage.card.raising',
              row.plannedRaise ? shownRupees(intl, row.plannedRaise) : null,
            ],
            [
              'review.triage.card.revenue',
              startup?.revenueStage && optionLabel(intl, 'revenueStages', startup.revenueStage),
            ],
            [
              'review.triage.card.team',
              startup?.teamSize
                ? intl.formatMessage({ id: 'review.common.people' }, { count: startup.teamSize })
                : null,
            ],
            [
              'review.triage.card.founded',
              startup?.foundedOn ? shownDate(intl, startup.foundedOn) : null,
            ],
          ]}
        />
        {fit && fit.considered > 0 && (
          <Section
            title={intl.formatMessage({ id: 'review.triage.card.fit' }, { score: fit.score })}
          >
            <ul className="space-y-0.5 text-sm">
              {fit.criteria
                .filter((c) => c.outcome !== 'open')
                .map((c) => (
                  <li key={c.criterion} className="flex items-start gap-1.5">
                    <span className="mt-0.5 shrink-0">
                      <OutcomeIcon outcome={c.outcome} />
                    </span>
                    <span className="min-w-0 text-ink/90">
                      <FormattedMessage id={criterionNames[c.criterion]} />
                      <span className="text-muted">
                        {space}
                        <FormattedMessage
                          id="review.triage.card.looksFor"
                          values={{
                            wanted: wantedText(intl, c.criterion, review!.channel.criteria),
                          }}
                        />
                      </span>
                    </span>
                  </li>
                ))}
            </ul>
          </Section>
        )}
      </div>

      <div
        className="min-h-0 min-w-0 overflow-y-auto lg:border-l lg:border-line lg:pl-5"
        tabIndex={0}
        role="region"
        aria-label={intl.formatMessage({ id: 'review.common.answers' })}
      >
        <Section title={intl.formatMessage({ id: 'review.common.answers' })}>
          {review ? (
            <Answers answers={review.answers} />
          ) : (
            <p className="text-sm text-muted">
              <FormattedMessage id="review.common.loading" />
            </p>
          )}
        </Section>
      </div>

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
    </Card>
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
