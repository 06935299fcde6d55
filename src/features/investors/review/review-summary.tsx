import { DpiitBadge, StartupIndiaBadge } from '@/components/startup-india'
import { Card } from '@/components/ui/card'
import { channelFit } from '@/domain/applications/fit'
import { startupIndiaEligibility } from '@/domain/startups/startup-india'
import { indiaDate } from '@/lib/calendar'
import { formatRupees, plural } from '@/lib/format'

import type { FullProfile, ReviewApplication } from './types'

const whole = (n: number | null | undefined) => (n == null ? null : n.toLocaleString('en-IN'))
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
  const { profile } = data
  const traction = profile.tractionIp
  const runway = data.profile.businessTeam.runwayMonths
  const facts: [string, string | null][] = [
    ['Stage', profile.developmentStage],
    ['Revenue', profile.revenueStage],
    ['Raising', formatRupees(profile.plannedRaise) || null],
    ['Customers', whole(traction.customers)],
    ['Users', whole(traction.users)],
    ['Monthly revenue', formatRupees(traction.monthlyRevenue) || null],
    [
      'Monthly growth',
      traction.monthlyGrowthPercent != null ? `${traction.monthlyGrowthPercent}%` : null,
    ],
    ['Runway', runway != null ? `${runway} months` : null],
  ]
  const shown = facts.filter((fact): fact is [string, string] => Boolean(fact[1]))
  const eligibility = startupIndiaEligibility(
    { ...profile, annualTurnover: profile.businessTeam.annualTurnover ?? null },
    indiaDate(new Date()),
  )
  return (
    <Card className="mb-6 p-4 sm:p-5" role="region" aria-label="Summary">
      <p className="mb-3 flex flex-wrap gap-2">
        {profile.dpiitNumber && <DpiitBadge />}
        <StartupIndiaBadge eligibility={eligibility} />
      </p>
      {shown.length > 0 ? (
        <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-4">
          {shown.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
              <dd className="mt-0.5 text-sm font-semibold break-words text-ink tabular-nums">
                {value}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-muted">
          {profile.name} has not filled in its stage, raise or traction yet.
        </p>
      )}
      {applications && applications.length > 0 && (
        <ul
          className="mt-4 space-y-1.5 border-t border-line pt-3 text-sm"
          aria-label="Fit and ratings"
        >
          {applications.map((a) => {
            const fit = channelFit(a.channel.criteria, profile)
            return (
              <li key={a.id} className="flex flex-wrap gap-x-4 gap-y-0.5">
                <span className="min-w-0 font-medium text-ink">{a.channel.title}</span>
                <span className="text-muted">
                  {fit.considered === 0
                    ? 'No criteria set'
                    : `Fit ${fit.score}% (${fit.matched} of ${fit.considered} criteria)`}
                </span>
                <span className="text-muted">{ratingText(a.ratings)}</span>
              </li>
            )
          })}
        </ul>
      )}
    </Card>
  )
}

function ratingText(ratings: ReviewApplication['ratings']): string {
  if (ratings.mine && ratings.average != null) {
    const count = ratings.othersCount + 1
    const calibrated = ratings.calibration?.score
    return `Team ${score(ratings.average)} of 5${
      calibrated == null ? '' : `, calibrated ${score(calibrated)}`
    } (${plural(count, 'rating')}) · yours ${score(ratings.mine.overall)}`
  }
  if (ratings.othersCount > 0) {
    return `${plural(ratings.othersCount, 'teammate')} rated: rate it to see`
  }
  return 'Not rated yet'
}
