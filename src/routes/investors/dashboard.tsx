import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { TriangleAlert } from 'lucide-react'

import { PageHeader } from '@/components/area-shell'
import { DetailSkeleton } from '@/components/detail-skeleton'
import { ErrorPanel } from '@/components/error-panel'
import { Card } from '@/components/ui/card'
import { parseDashboardSearch } from '@/domain/investors/dashboard'
import { EmptyState } from '@/features/admin/list-controls'
import {
  BreakdownCard,
  FunnelCard,
  ReviewersCard,
  StatusCard,
  TimingCard,
  WeeklyCard,
} from '@/features/investors/dashboard/figures'
import { ScoringHabitsCard } from '@/features/investors/dashboard/scoring-habits-card'
import { DealRoomsCard } from '@/features/investors/dashboard/deal-rooms-card'
import { ResponsivenessCard } from '@/features/investors/dashboard/responsiveness-card'
import { PeriodBar } from '@/features/investors/dashboard/period-bar'
import { Summary } from '@/features/investors/dashboard/summary'
import { formatDate } from '@/lib/format'
import { loadOrNotFound } from '@/lib/load-or-not-found'
import { useTRPC } from '@/lib/trpc'

type DashboardSearch = { from?: string; to?: string; channelId?: string }

const title = 'Dashboard'
const description =
  'Your pipeline over a period: applications by stage and week, the funnel per channel through your own stages, sectors and states, how fast your team answers, and who did what.'

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
      <PageHeader title={title} description={description} />
      <DetailSkeleton />
    </>
  ),
  errorComponent: ErrorPanel,
  notFoundComponent: ChannelNotFound,
  component: DashboardScreen,
})

function DashboardScreen() {
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
      <PageHeader title={title} description={description} />
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
          The address held a period that is not one, so this shows the last 12 months.
        </p>
      )}
      <p className="mb-4 text-sm text-muted" aria-live="polite">
        {formatDate(`${from}T00:00:00Z`)} – {formatDate(`${to}T00:00:00Z`)}
        {channelTitle ? ` · ${channelTitle}` : ' · all channels'}
        {query.isPlaceholderData ? ' · updating…' : ''}
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
              title="By sector"
              description="An application counts once in each of its sectors."
              rows={data.sectors}
              filterKey="sectors"
              scope={scope}
            />
            <BreakdownCard
              title="By state"
              description="Where the startups have their headquarters."
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
  return hasChannels ? (
    <EmptyState title="No applications in this period">
      The charts appear once applications arrive. Choose a longer period, or all channels.
    </EmptyState>
  ) : (
    <EmptyState title="No applications yet">
      Applications to your channels are charted here.{' '}
      <Link to="/investors/channels" className="font-medium text-brand-600 hover:underline">
        Open a channel
      </Link>{' '}
      to receive them.
    </EmptyState>
  )
}

function ChannelNotFound() {
  return (
    <Card className="p-8 text-center">
      <h1 className="text-lg font-semibold text-ink">Channel not found</h1>
      <p className="mt-2 text-sm text-muted">
        The dashboard was asked for a channel that is not one of your organisation’s.
      </p>
      <Link
        to="/investors/dashboard"
        className="mt-4 inline-block font-medium text-brand-600 hover:underline"
      >
        Dashboard for all channels
      </Link>
    </Card>
  )
}
