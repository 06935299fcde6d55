import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { TriangleAlert } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'

import { PageHeader } from '@/components/area-shell'
import { DetailSkeleton } from '@/components/detail-skeleton'
import { ErrorPanel } from '@/components/error-panel'
import { Card } from '@/components/ui/card'
import { parseDashboardSearch } from '@/domain/investors/dashboard'
import { EmptyState } from '@/features/admin/list-controls'
import {
  BreakdownCard,
  FunnelCard,
  StatusCard,
  TimingCard,
  WeeklyCard,
} from '@/features/investors/dashboard/figures'
import { ReviewersCard } from '@/features/investors/dashboard/reviewers-card'
import { ScoringHabitsCard } from '@/features/investors/dashboard/scoring-habits-card'
import { DealRoomsCard } from '@/features/investors/dashboard/deal-rooms-card'
import { ResponsivenessCard } from '@/features/investors/dashboard/responsiveness-card'
import { PeriodBar } from '@/features/investors/dashboard/period-bar'
import { Summary } from '@/features/investors/dashboard/summary'
import { shownDate } from '@/lib/i18n/dates'
import { loadOrNotFound } from '@/lib/load-or-not-found'
import { useTRPC } from '@/lib/trpc'

type DashboardSearch = { from?: string; to?: string; channelId?: string }

/** The page's heading and what it shows, in the page's language. */
function DashboardHeader() {
  const intl = useIntl()
  return (
    <PageHeader
      title={intl.formatMessage({ id: 'pipeline.dashboard.title' })}
      description={intl.formatMessage({ id: 'pipeline.dashboard.description' })}
    />
  )
}

export const Route = createFileRoute('/investors/dashboard')({
  validateSearch: (raw: Record<string, unknown>): DashboardSearch => {
    const text = (value: unknown) =>
      typeof value === 'string' || typeof value === 'number' ? String(value) : undefined
    return { from: text(raw.from), to: text(raw.to), channelId: text(raw.channelId) }
  },
  loaderDeps: ({ search }) => search,
  // A channel that is not the organisation's (or not an id at all) is not found.
  loader: async ({ context, deps }) => {
    const { from, to, channelId } = parseDashboardSearch(deps, new Date())
    // The responsiveness card loads alongside and is awaited too, found or not: a query still
    // pending when the server sends the page renders nothing there, then hydrates with its data
    // (React's #418). Its failure (prefetch never throws) only leaves the card out.
    const responsiveness = Promise.all([
      context.queryClient.prefetchQuery(
        context.trpc.investors.dashboard.responsiveness.queryOptions(),
      ),
      context.queryClient.prefetchQuery(
        context.trpc.investors.dealRooms.list.queryOptions({ show: 'all' }),
      ),
    ])
    try {
      return await loadOrNotFound(() =>
        context.queryClient.ensureQueryData(
          context.trpc.investors.dashboard.get.queryOptions({ from, to, channelId }),
        ),
      )
    } finally {
      await responsiveness
    }
  },
  pendingComponent: () => (
    <>
      <DashboardHeader />
      <DetailSkeleton />
    </>
  ),
  errorComponent: ErrorPanel,
  notFoundComponent: ChannelNotFound,
  component: DashboardScreen,
})

function DashboardScreen() {
  const intl = useIntl()
  const trpc = useTRPC()
  const navigate = useNavigate({ from: Route.fullPath })
  const search = Route.useSearch()
  const { session } = Route.useRouteContext()
  const { from, to, channelId, fixed } = parseDashboardSearch(search, new Date())
  const scope = { from, to, channelId }
  const query = useQuery({
    ...trpc.investors.dashboard.get.queryOptions(scope),
    placeholderData: keepPreviousData,
  })
  const data = query.data
  if (!data) return null
  const channelTitle = data.channels.find((c) => c.id === channelId)?.title

  return (
    <>
      <DashboardHeader />
      <PeriodBar
        scope={scope}
        channels={data.channels}
        onChange={(next) =>
          void navigate({
            search: { from: next.from, to: next.to, channelId: next.channelId },
            replace: true,
          })
        }
      />
      {fixed && (
        <p
          role="status"
          className="mb-4 flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {intl.formatMessage({ id: 'pipeline.dashboard.fixedPeriod' })}
        </p>
      )}
      <p className="mb-4 text-sm text-muted" aria-live="polite">
        {intl.formatMessage(
          { id: 'pipeline.dashboard.scope' },
          {
            from: shownDate(intl, `${from}T00:00:00Z`),
            to: shownDate(intl, `${to}T00:00:00Z`),
            hasChannel: channelTitle ? 'yes' : 'no',
            // The channel's title: data, never translated.
            channel: <span translate="no">{channelTitle ?? ''}</span>,
            updating: query.isPlaceholderData ? 'yes' : 'no',
          },
        )}
      </p>
      <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
        <Summary data={data} scope={scope} />
        <ResponsivenessCard organisationName={session.membership.organisationName} />
        <DealRoomsCard />
        {data.total === 0 ? (
          <NothingToChart hasChannels={data.channels.length > 0} />
        ) : (
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <WeeklyCard data={data} scope={scope} />
            <StatusCard data={data} scope={scope} />
            <ReviewersCard data={data} />
            <ScoringHabitsCard data={data} />
            <FunnelCard data={data} scope={scope} />
            <TimingCard data={data} />
            <BreakdownCard
              title={intl.formatMessage({ id: 'pipeline.dashboard.bySector' })}
              description={intl.formatMessage({ id: 'pipeline.dashboard.bySectorDescription' })}
              rows={data.sectors}
              filterKey="sectors"
              scope={scope}
            />
            <BreakdownCard
              title={intl.formatMessage({ id: 'pipeline.dashboard.byState' })}
              description={intl.formatMessage({ id: 'pipeline.dashboard.byStateDescription' })}
              rows={data.states}
              filterKey="headquarters"
              scope={scope}
            />
          </div>
        )}
      </div>
    </>
  )
}

/** No application in the period: words instead of charts with empty axes. */
function NothingToChart({ hasChannels }: { hasChannels: boolean }) {
  const intl = useIntl()
  return hasChannels ? (
    <EmptyState title={intl.formatMessage({ id: 'pipeline.dashboard.nothingInPeriod' })}>
      {intl.formatMessage({ id: 'pipeline.dashboard.nothingInPeriodBody' })}
    </EmptyState>
  ) : (
    <EmptyState title={intl.formatMessage({ id: 'pipeline.dashboard.noneYet' })}>
      <FormattedMessage
        id="pipeline.dashboard.noneYetBody"
        values={{
          link: (chunks) => (
            <Link to="/investors/channels" className="font-medium text-brand-600 hover:underline">
              {chunks}
            </Link>
          ),
        }}
      />
    </EmptyState>
  )
}

function ChannelNotFound() {
  const intl = useIntl()
  return (
    <Card className="p-8 text-center">
      <h1 className="text-lg font-semibold text-ink">
        {intl.formatMessage({ id: 'pipeline.dashboard.channelNotFound' })}
      </h1>
      <p className="mt-2 text-sm text-muted">
        {intl.formatMessage({ id: 'pipeline.dashboard.channelNotFoundBody' })}
      </p>
      <Link
        to="/investors/dashboard"
        className="mt-4 inline-block font-medium text-brand-600 hover:underline"
      >
        {intl.formatMessage({ id: 'pipeline.dashboard.allChannelsLink' })}
      </Link>
    </Card>
  )
}
