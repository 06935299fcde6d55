import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { ArrowRight, CheckCircle2, Eye, EyeOff, Globe, Lock } from 'lucide-react'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { PageHeader } from '@/components/area-shell'
import { DetailSkeleton } from '@/components/detail-skeleton'
import { ErrorPanel } from '@/components/error-panel'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { DeckAttention } from '@/features/applications/deck-attention'
import { MatchingChannels } from '@/features/applications/matching-channels'
import { OwnApplications } from '@/features/applications/own-applications'
import { CoInvestorsSection } from '@/features/startups/co-investors/co-investors-section'
import type { PartScore } from '@/domain/startups/completeness'
import { missingLabel, partOfNext, partTitle } from '@/features/startups/completeness-labels'
import { cn } from '@/lib/cn'
import { loadEvery } from '@/lib/load-or-not-found'
import { useTRPC } from '@/lib/trpc'

export const Route = createFileRoute('/startups/')({
  loader: ({ context }) =>
    loadEvery([
      context.queryClient.ensureQueryData(context.trpc.startups.profile.get.queryOptions()),
      context.queryClient.ensureQueryData(context.trpc.startups.channels.matching.queryOptions()),
      context.queryClient.ensureQueryData(context.trpc.startups.applications.list.queryOptions()),
      context.queryClient.ensureQueryData(context.trpc.startups.deckViews.get.queryOptions()),
      context.queryClient.ensureQueryData(context.trpc.startups.dealRooms.list.queryOptions()),
    ]),
  pendingComponent: () => <DetailSkeleton sections={5} />,
  errorComponent: ErrorPanel,
  component: StartupHome,
})

/** Where each part is edited; the three full-profile parts open at their own section. */
const partHash: Partial<Record<PartScore['key'], string>> = {
  marketPositioning: 'market-positioning',
  businessTeam: 'business-team',
  tractionIp: 'traction-ip',
}

function StartupHome() {
  const intl = useIntl()
  const trpc = useTRPC()
  const { data } = useSuspenseQuery(trpc.startups.profile.get.queryOptions())
  const { data: matching } = useSuspenseQuery(trpc.startups.channels.matching.queryOptions())
  const { data: applications } = useSuspenseQuery(trpc.startups.applications.list.queryOptions())
  const { data: deckViews } = useSuspenseQuery(trpc.startups.deckViews.get.queryOptions())
  const { data: dealRooms } = useSuspenseQuery(trpc.startups.dealRooms.list.queryOptions())
  const { profile, completeness } = data
  const nextPart = partOfNext(completeness.parts, completeness.next)
  const startupProfileLink = (chunks: ReactNode[]) => (
    <Link to="/startups/startup-profile" className="font-medium text-brand-600 hover:underline">
      {chunks}
    </Link>
  )

  return (
    <>
      <PageHeader
        title={profile.name}
        ownTitle
        description={intl.formatMessage({ id: 'founder.home.description' })}
      />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card className="p-5 sm:p-6">
          <section aria-labelledby="completeness-heading">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <h2 id="completeness-heading" className="text-lg font-semibold text-ink">
                <FormattedMessage id="founder.home.completeness" />
              </h2>
              <p
                className="text-3xl font-semibold text-ink tabular-nums"
                data-testid="overall-completeness"
              >
                {intl.formatNumber(completeness.percent / 100, { style: 'percent' })}
              </p>
            </div>
            <Bar
              percent={completeness.percent}
              label={intl.formatMessage({ id: 'founder.home.overall' })}
              className="mt-3"
            />

            {completeness.next ? (
              <div className="mt-5 flex flex-col gap-3 rounded-xl bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-sm text-brand-900">
                  <FormattedMessage
                    id="founder.home.nextIn"
                    values={{
                      part: nextPart ? partTitle(intl, nextPart.key) : completeness.next.part,
                      b: (chunks) => <span className="font-medium">{chunks}</span>,
                    }}
                  />
                </p>
                <Link
                  to={completeness.next.screen}
                  hash={nextPart ? partHash[nextPart.key] : undefined}
                  className={cn(buttonVariants({ size: 'md' }), 'shrink-0')}
                  data-testid="next-step"
                >
                  <FormattedMessage
                    id="founder.home.next"
                    values={{ item: missingLabel(intl, completeness.next) }}
                  />
                  <ArrowRight aria-hidden="true" />
                </Link>
              </div>
            ) : (
              <p
                className="mt-5 flex items-center gap-2 rounded-xl bg-emerald-50 p-4 text-sm font-medium text-emerald-800"
                data-testid="profile-complete"
              >
                <CheckCircle2 className="size-5 shrink-0" aria-hidden="true" />
                <FormattedMessage id="founder.home.complete" />
              </p>
            )}

            <ul
              className="mt-6 divide-y divide-line"
              aria-label={intl.formatMessage({ id: 'founder.home.byPart' })}
            >
              {completeness.parts.map((part) => (
                <li key={part.key} className="py-3 first:pt-0 last:pb-0">
                  <Link
                    to={part.screen}
                    hash={partHash[part.key]}
                    className="group block rounded-lg focus-visible:outline-2"
                    data-testid={`part-${part.key}`}
                  >
                    <div className="flex items-center justify-between gap-3 text-sm">
                      <span className="font-medium text-ink group-hover:text-brand-700 group-hover:underline">
                        {partTitle(intl, part.key)}
                      </span>
                      <span className="text-muted tabular-nums">
                        <FormattedMessage
                          id="founder.home.partCount"
                          values={{ filled: part.filled, total: part.total, percent: part.percent }}
                        />
                      </span>
                    </div>
                    <Bar percent={part.percent} className="mt-2" />
                    {part.missing.length > 0 && (
                      <p className="mt-1.5 truncate text-xs text-muted">
                        <FormattedMessage
                          id="founder.home.missing"
                          values={{
                            items: part.missing.map((m) => missingLabel(intl, m)).join(', '),
                          }}
                        />
                      </p>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </Card>

        <div className="space-y-6">
          <Card className="p-5 sm:p-6">
            <section aria-labelledby="visibility-heading" className="space-y-4">
              <h2 id="visibility-heading" className="text-lg font-semibold text-ink">
                <FormattedMessage id="founder.home.visibility" />
              </h2>
              <Status
                icon={profile.isPublic ? Globe : Lock}
                title={intl.formatMessage({
                  id: profile.isPublic ? 'founder.home.publicOn' : 'founder.home.publicOff',
                })}
              >
                {profile.isPublic ? (
                  <FormattedMessage
                    id="founder.home.publicOnBody"
                    values={{
                      slug: profile.slug,
                      link: (chunks) => (
                        <Link
                          to="/company/$slug"
                          params={{ slug: profile.slug }}
                          className="font-medium break-all text-brand-600 hover:underline"
                          data-testid="public-page-link"
                        >
                          {chunks}
                        </Link>
                      ),
                    }}
                  />
                ) : (
                  <FormattedMessage
                    id="founder.home.publicOffBody"
                    values={{ slug: profile.slug, link: startupProfileLink }}
                  />
                )}
              </Status>
              <Status
                icon={profile.isDiscoverable ? Eye : EyeOff}
                title={intl.formatMessage({
                  id: profile.isDiscoverable
                    ? 'founder.home.discoverable'
                    : 'founder.home.notDiscoverable',
                })}
              >
                {profile.isDiscoverable ? (
                  <FormattedMessage id="founder.home.discoverableBody" />
                ) : (
                  <FormattedMessage
                    id="founder.home.notDiscoverableBody"
                    values={{ link: startupProfileLink }}
                  />
                )}
              </Status>
            </section>
          </Card>
        </div>
      </div>

      <div className="mt-10 space-y-10">
        <CoInvestorsSection data={dealRooms} />
        <OwnApplications applications={applications} deckViews={deckViews} />
        <DeckAttention views={deckViews} />
        <MatchingChannels channels={matching} />
      </div>
    </>
  )
}

function Status({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof Globe
  title: string
  children: ReactNode
}) {
  return (
    <div className="flex gap-3">
      <Icon className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
      <div className="min-w-0">
        <p className="text-sm font-medium text-ink">{title}</p>
        <p className="mt-0.5 text-sm text-muted">{children}</p>
      </div>
    </div>
  )
}

function Bar({
  percent,
  label,
  className,
}: {
  percent: number
  label?: string
  className?: string
}) {
  return (
    <div
      role={label ? 'progressbar' : undefined}
      aria-label={label}
      aria-valuemin={label ? 0 : undefined}
      aria-valuemax={label ? 100 : undefined}
      aria-valuenow={label ? percent : undefined}
      aria-hidden={label ? undefined : true}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-brand-50', className)}
    >
      <div
        className={cn('h-full rounded-full', percent >= 100 ? 'bg-emerald-500' : 'bg-brand-600')}
        style={{ width: `${Math.min(100, Math.max(0, percent))}%` }}
      />
    </div>
  )
}
