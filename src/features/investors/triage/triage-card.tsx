import { Check, CircleDashed, ExternalLink, Link2, Minus, X } from 'lucide-react'
import type { ReactNode } from 'react'

import { ApplicationStatusBadge } from '@/components/application-status-badge'
import { PdfDeckViewer } from '@/components/deck-viewer/deck-viewer'
import { Card } from '@/components/ui/card'
import { channelFit, orList, type FitCriterion, type FitOutcome } from '@/domain/applications/fit'
import { formatScore } from '@/domain/applications/ratings'
import { fileUrl } from '@/domain/startups/file-rules'
import type { ApplicationListRow } from '@/features/investors/applications/types'
import { Answers } from '@/features/investors/review/answers'
import type { FullProfile, ReviewApplication } from '@/features/investors/review/types'
import { cn } from '@/lib/cn'
import { formatDate, formatRupees, plural } from '@/lib/format'
import type { ApplicationStatus } from '@/lib/options'

const outcomeIcon: Record<FitOutcome, ReactNode> = {
  match: <Check className="size-4 text-emerald-600" aria-label="Met" />,
  mismatch: <X className="size-4 text-red-600" aria-label="Not met" />,
  missing: <CircleDashed className="size-4 text-muted" aria-label="Not known" />,
  open: <Minus className="size-4 text-muted" aria-label="Any" />,
}

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

function Facts({ items }: { items: [string, string | null | undefined, 'wide'?][] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm">
      {items
        .filter(([, value]) => value)
        .map(([label, value, wide]) => (
          <div key={label} className={cn('min-w-0', wide && 'col-span-2')}>
            <dt className="text-xs text-muted">{label}</dt>
            <dd className={cn('text-ink', !wide && 'truncate')} title={value ?? undefined}>
              {value}
            </dd>
          </div>
        ))}
    </dl>
  )
}

/** What the channel asks for on one criterion, as the investor reads it. */
function wantedText(criterion: FitCriterion, c: ReviewApplication['channel']['criteria']) {
  switch (criterion) {
    case 'sectors':
      return orList(c.sectors, 'or', 3)
    case 'developmentStage':
      return orList(c.developmentStages, 'or', 3)
    case 'headquarters':
      return orList(c.headquarters, 'or', 3)
    case 'businessTypes':
      return orList(c.businessTypes)
    case 'plannedRaise':
      return [c.raiseMin, c.raiseMax].map((v) => (v == null ? '…' : formatRupees(v))).join(' – ')
  }
}

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
  const startup = profile?.profile
  const fit = review ? channelFit(review.channel.criteria, row) : null
  const mine = quickRating !== null ? quickRating * 10 : (review?.ratings.mine?.overall ?? null)
  return (
    <Card className="grid min-h-0 flex-1 gap-5 overflow-hidden p-4 lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)_18rem] lg:p-5">
      <div
        className="flex min-h-0 min-w-0 flex-col gap-4 overflow-y-auto"
        tabIndex={0}
        role="region"
        aria-label="The startup and its fit"
      >
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2
              className="min-w-0 text-xl font-semibold wrap-anywhere text-ink"
              id="triage-startup"
            >
              {row.startupName}
            </h2>
            <ApplicationStatusBadge status={status} stageName={stageName} />
          </div>
          {row.oneLiner && <p className="mt-1 text-sm text-ink/90">{row.oneLiner}</p>}
          <p className="mt-1 text-xs text-muted">
            {row.channel.title} · submitted {formatDate(row.submittedAt)}
            {row.waiting && (
              <span className={cn(row.overdue && 'font-medium text-red-700')}>
                {' '}
                · waiting {plural(row.waiting.days, 'day')}, answer promised in{' '}
                {plural(row.waiting.promise, 'day')}
              </span>
            )}
          </p>
        </div>
        <Facts
          items={[
            ['Sectors', row.sectors.join(', '), 'wide'],
            ['Stage', row.developmentStage],
            ['Headquarters', [startup?.city, row.headquarters].filter(Boolean).join(', ')],
            ['Business', row.businessTypes.join(', ')],
            ['Raising', row.plannedRaise ? formatRupees(row.plannedRaise) : null],
            ['Revenue', startup?.revenueStage],
            ['Team', startup?.teamSize ? `${startup.teamSize} people` : null],
            ['Founded', startup?.foundedOn ? formatDate(startup.foundedOn) : null],
          ]}
        />
        {fit && fit.considered > 0 && (
          <Section title={`Fit with the channel · ${fit.score}%`}>
            <ul className="space-y-0.5 text-sm">
              {fit.criteria
                .filter((c) => c.outcome !== 'open')
                .map((c) => (
                  <li key={c.criterion} className="flex items-start gap-1.5">
                    <span className="mt-0.5 shrink-0">{outcomeIcon[c.outcome]}</span>
                    <span className="min-w-0 text-ink/90">
                      {c.label}
                      <span className="text-muted">
                        {' '}
                        · the channel looks for {wantedText(c.criterion, review!.channel.criteria)}
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
        aria-label="Answers"
      >
        <Section title="Answers">
          {review ? (
            <Answers answers={review.answers} />
          ) : (
            <p className="text-sm text-muted">Loading…</p>
          )}
        </Section>
      </div>

      <div
        className="flex min-h-0 min-w-0 flex-col gap-4 overflow-y-auto lg:border-l lg:border-line lg:pl-5"
        tabIndex={0}
        role="region"
        aria-label="Deck, founders and ratings"
      >
        <Section title="Pitch deck">
          {startup?.deckFileId ? (
            <>
              <PdfDeckViewer
                fileId={startup.deckFileId}
                title={`Pitch deck of ${row.startupName}`}
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
                Whole deck <ExternalLink className="size-3" aria-hidden="true" />
              </a>
            </>
          ) : (
            <p className="text-sm text-muted">{profile ? 'No deck uploaded.' : 'Loading…'}</p>
          )}
        </Section>
        <Section title="Founders">
          {profile ? (
            <ul className="space-y-2 text-sm">
              {profile.founders.map((f) => (
                <li key={f.id} className="min-w-0">
                  <p className="flex items-center gap-1.5 font-medium text-ink">
                    {f.name}
                    {f.linkedin && (
                      <a
                        href={f.linkedin}
                        target="_blank"
                        rel="noopener noreferrer nofollow"
                        tabIndex={-1}
                        className="text-brand-600"
                        aria-label={`${f.name} on LinkedIn`}
                      >
                        <Link2 className="size-3.5" aria-hidden="true" />
                      </a>
                    )}
                  </p>
                  {f.title && <p className="text-xs text-muted">{f.title}</p>}
                  {(f.experience || f.bio) && (
                    <p className="line-clamp-2 text-xs text-ink/80">{f.experience || f.bio}</p>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted">Loading…</p>
          )}
        </Section>
        <Section title="Ratings">
          <p className="text-sm text-ink" data-testid="triage-my-rating">
            Yours:{' '}
            <span className="font-semibold tabular-nums">
              {mine !== null ? formatScore(mine) : '—'}
            </span>
            {quickRating !== null && <span className="text-muted"> (saving)</span>}
          </p>
          {review && (
            <p className="text-xs text-muted">
              {review.ratings.average !== null
                ? `Team average ${formatScore(review.ratings.average)} from ${review.ratings.othersCount + 1}${
                    review.ratings.calibration?.score != null
                      ? ` · calibrated ${formatScore(review.ratings.calibration.score)}, adjusted for each reviewer’s usual scoring`
                      : ''
                  }`
                : review.ratings.othersCount > 0
                  ? `${review.ratings.othersCount} teammates rated; rate to see`
                  : 'No teammate has rated it'}
            </p>
          )}
        </Section>
      </div>
    </Card>
  )
}
