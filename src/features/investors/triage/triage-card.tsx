import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'

import { ApplicationStatusBadge } from '@/components/application-status-badge'
import { Card } from '@/components/ui/card'
import { channelFit } from '@/domain/applications/fit'
import type { ApplicationListRow } from '@/features/investors/applications/types'
import { Answers } from '@/features/investors/review/answers'
import type { FullProfile, ReviewApplication } from '@/features/investors/review/types'
import { cn } from '@/lib/cn'
import type { MessageId } from '@/lib/i18n/catalog'
import { shownDate } from '@/lib/i18n/dates'
import { optionLabel } from '@/lib/i18n/option-labels'
import { shownRupees } from '@/lib/i18n/rupees'
import type { ApplicationStatus } from '@/lib/options'

import { TriageDeckAndRatings } from './triage-deck-ratings'
import { TriageFit } from './triage-fit'
import { Section } from './triage-section'

/** The space before a sentence that follows another on the same line. */
const space = ' '

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
              values={{
                // The channel's title: data, never translated.
                channel: <span translate="no">{row.channel.title}</span>,
                date: shownDate(intl, row.submittedAt),
              }}
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
        {fit && fit.considered > 0 && <TriageFit fit={fit} criteria={review!.channel.criteria} />}
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

      <TriageDeckAndRatings row={row} quickRating={quickRating} review={review} profile={profile} />
    </Card>
  )
}
