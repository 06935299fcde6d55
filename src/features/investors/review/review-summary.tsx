import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'

import { DpiitBadge, StartupIndiaBadge } from '@/components/startup-india'
import { Card } from '@/components/ui/card'
import { channelFit } from '@/domain/applications/fit'
import { startupIndiaEligibility } from '@/domain/startups/startup-india'
import { indiaDate } from '@/lib/calendar'
import type { MessageId } from '@/lib/i18n/catalog'
import { optionLabel } from '@/lib/i18n/option-labels'
import { shownRupees } from '@/lib/i18n/rupees'

import type { FullProfile, ReviewApplication } from './types'

const whole = (intl: IntlShape, n: number | null | undefined) =>
  n == null ? null : intl.formatNumber(n)
const score = (tenths: number) => (tenths / 10).toFixed(1)

/**
 * What a reviewer needs before scrolling (issue 15): stage, raise and the traction numbers, then,
 * per application, its fit with the channel and the team's ratings as the viewer may see them.
 * Everything here is also in the sections below; this is the one-glance version.
 */
export function ReviewSummary({
  data,
  applications,
}: {
  data: FullProfile
  applications: readonly ReviewApplication[] | undefined
}) {
  const intl = useIntl()
  const { profile } = data
  const traction = profile.tractionIp
  const runway = data.profile.businessTeam.runwayMonths
  const facts: [MessageId, string | null][] = [
    [
      'review.summary.stage',
      profile.developmentStage && optionLabel(intl, 'developmentStages', profile.developmentStage),
    ],
    [
      'review.summary.revenue',
      profile.revenueStage && optionLabel(intl, 'revenueStages', profile.revenueStage),
    ],
    [
      'review.summary.raising',
      profile.plannedRaise == null ? null : shownRupees(intl, profile.plannedRaise) || null,
    ],
    ['review.summary.customers', whole(intl, traction.customers)],
    ['review.summary.users', whole(intl, traction.users)],
    [
      'review.summary.monthlyRevenue',
      traction.monthlyRevenue == null ? null : shownRupees(intl, traction.monthlyRevenue) || null,
    ],
    [
      'review.summary.monthlyGrowth',
      traction.monthlyGrowthPercent != null ? `${traction.monthlyGrowthPercent}%` : null,
    ],
    [
      'review.summary.runway',
      runway != null ? intl.formatMessage({ id: 'review.common.months' }, { count: runway }) : null,
    ],
  ]
  const shown = facts.filter((fact): fact is [MessageId, string] => Boolean(fact[1]))
  const eligibility = startupIndiaEligibility(
    { ...profile, annualTurnover: profile.businessTeam.annualTurnover ?? null },
    indiaDate(new Date()),
  )
  return (
    <Card
      className="mb-6 p-4 sm:p-5"
      role="region"
      aria-label={intl.formatMessage({ id: 'review.summary.label' })}
    >
      <p className="mb-3 flex flex-wrap gap-2">
        {profile.dpiitNumber && <DpiitBadge />}
        <StartupIndiaBadge eligibility={eligibility} />
      </p>
      {shown.length > 0 ? (
        <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-4">
          {shown.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-xs font-medium tracking-wide text-muted uppercase">
                <FormattedMessage id={label} />
              </dt>
              <dd className="mt-0.5 text-sm font-semibold break-words text-ink tabular-nums">
                {value}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-muted">
          <FormattedMessage id="review.summary.empty" values={{ startup: profile.name }} />
        </p>
      )}
      {applications && applications.length > 0 && (
        <ul
          className="mt-4 space-y-1.5 border-t border-line pt-3 text-sm"
          aria-label={intl.formatMessage({ id: 'review.summary.fitAndRatings' })}
        >
          {applications.map((a) => {
            const fit = channelFit(a.channel.criteria, profile)
            return (
              <li key={a.id} className="flex flex-wrap gap-x-4 gap-y-0.5">
                <span className="min-w-0 font-medium text-ink" translate="no">
                  {a.channel.title}
                </span>
                <span className="text-muted">
                  {fit.considered === 0
                    ? intl.formatMessage({ id: 'review.summary.noCriteria' })
                    : intl.formatMessage(
                        { id: 'review.summary.fit' },
                        { score: fit.score, matched: fit.matched, considered: fit.considered },
                      )}
                </span>
                <span className="text-muted">{ratingText(intl, a.ratings)}</span>
              </li>
            )
          })}
        </ul>
      )}
    </Card>
  )
}

function ratingText(intl: IntlShape, ratings: ReviewApplication['ratings']): string {
  if (ratings.mine && ratings.average != null) {
    const count = ratings.othersCount + 1
    const calibrated = ratings.calibration?.score
    const values = {
      average: score(ratings.average),
      count,
      mine: score(ratings.mine.overall),
    }
    return calibrated == null
      ? intl.formatMessage({ id: 'review.summary.rating' }, values)
      : intl.formatMessage(
          { id: 'review.summary.ratingCalibrated' },
          { ...values, calibrated: score(calibrated) },
        )
  }
  if (ratings.othersCount > 0) {
    return intl.formatMessage({ id: 'review.summary.othersRated' }, { count: ratings.othersCount })
  }
  return intl.formatMessage({ id: 'review.summary.notRated' })
}
