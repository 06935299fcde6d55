import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useEffect, useMemo } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { z } from 'zod'

import { BackLink } from '@/components/back-link'
import { DetailSkeleton } from '@/components/detail-skeleton'
import { ErrorPanel } from '@/components/error-panel'
import { Button } from '@/components/ui/button'
import { Card, Skeleton } from '@/components/ui/card'
import { PanelError } from '@/components/ui/panel-states'
import { AddToList } from '@/features/investors/review/add-to-list'
import { ApplicationCard } from '@/features/investors/review/application-card'
import { AssignControl } from '@/features/investors/review/assign-control'
import { StartupDealRooms } from '@/features/investors/deal-rooms/startup-deal-rooms'
import { DeckViewer } from '@/features/investors/review/deck-viewer'
import { NotesPanel } from '@/features/investors/review/notes-panel'
import { ProfileSections } from '@/features/investors/review/profile-sections'
import { RatingsPanel } from '@/features/investors/review/ratings-panel'
import { ListNavigation } from '@/features/investors/review/list-navigation'
import { ReviewHeader } from '@/features/investors/review/review-header'
import { ReviewSummary } from '@/features/investors/review/review-summary'
import { canonicalApplicationSearch } from '@/domain/applications/search-params'
import { rememberReturnFocus } from '@/lib/return-focus'
import { shownDate } from '@/lib/i18n/dates'
import { useTRPC } from '@/lib/trpc'
import { loadOrNotFound } from '@/lib/load-or-not-found'

export const Route = createFileRoute('/investors/applications/$startupId')({
  // The list the reviewer came from, as its query string: previous/next and the way back.
  // `from=discover`: opened from Discover, which the sidebar and the way back then name.
  validateSearch: z.object({
    list: z.string().max(4000).optional().catch(undefined),
    from: z.literal('discover').optional().catch(undefined),
  }),
  loader: async ({ context, params }) => {
    const startupOrgId = params.startupId
    const { queryClient, trpc } = context
    // The review panels load alongside the full profile and are awaited with it, so the server
    // renders what the client hydrates; their failures (prefetch never throws) show in their own
    // panels, only the full profile's fails the screen (docs/contract.md, "Routes"). They are
    // awaited on Not Found too: a panel still pending when the page is sent is streamed as a
    // promise, and its later rejection reaches the browser as an uncaught "redacted" error.
    const panels = Promise.all([
      queryClient.prefetchQuery(
        trpc.investors.applications.forStartup.queryOptions({ startupOrgId }),
      ),
      queryClient.prefetchQuery(
        trpc.investors.applications.notes.list.queryOptions({ startupOrgId }),
      ),
    ])
    try {
      await loadOrNotFound(() =>
        queryClient.ensureQueryData(
          trpc.investors.applications.fullProfile.queryOptions({ startupOrgId }),
        ),
      )
    } finally {
      await panels
    }
  },
  pendingComponent: () => <DetailSkeleton />,
  errorComponent: ErrorPanel,
  // Its own, so an unknown startup shows inside the investors' layout, not the public site's.
  notFoundComponent: StartupNotFound,
  component: ApplicationDetail,
})

function StartupNotFound() {
  const intl = useIntl()
  return (
    <>
      <BackLink to="/investors/applications">
        {intl.formatMessage({ id: 'pipeline.startup.allApplications' })}
      </BackLink>
      <Card className="p-8 text-center">
        <h1 className="text-lg font-semibold text-ink">
          {intl.formatMessage({ id: 'pipeline.startup.notFound' })}
        </h1>
        <p className="mt-2 text-sm text-muted">
          {intl.formatMessage({ id: 'pipeline.startup.notFoundBody' })}
        </p>
      </Card>
    </>
  )
}

function ApplicationDetail() {
  const { startupId } = Route.useParams()
  const { list, from } = Route.useSearch()
  const { session } = Route.useRouteContext()
  const intl = useIntl()
  const trpc = useTRPC()
  useEffect(() => rememberReturnFocus(startupId), [startupId])
  const listSearch = useMemo(
    () =>
      list === undefined
        ? undefined
        : canonicalApplicationSearch(Object.fromEntries(new URLSearchParams(list))),
    [list],
  )
  const { data } = useSuspenseQuery(
    trpc.investors.applications.fullProfile.queryOptions({ startupOrgId: startupId }),
  )
  const applications = useQuery(
    trpc.investors.applications.forStartup.queryOptions({ startupOrgId: startupId }),
  )
  const { profile, asSubmitted, asShared } = data

  return (
    <>
      {asSubmitted && (
        <div
          role="status"
          className="mb-6 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <p className="font-medium">
            {intl.formatMessage(
              { id: 'pipeline.startup.withdrew' },
              {
                startup: profile.name,
                channel: asSubmitted.channelTitle,
                date: shownDate(intl, asSubmitted.withdrawnAt),
              },
            )}
          </p>
          <p className="mt-1">
            {intl.formatMessage(
              { id: 'pipeline.startup.asSubmitted' },
              { date: shownDate(intl, asSubmitted.submittedAt) },
            )}
          </p>
        </div>
      )}
      {asShared && (
        <div
          role="status"
          className="mb-6 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <p className="font-medium">
            {intl.formatMessage(
              { id: 'pipeline.startup.shareWithdrawn' },
              { startup: profile.name, date: shownDate(intl, asShared.withdrawnAt) },
            )}
          </p>
          <p className="mt-1">
            <FormattedMessage
              id="pipeline.startup.asShared"
              values={{
                lead: asShared.leadName,
                round: asShared.roundName,
                date: shownDate(intl, asShared.sharedAt),
                link: (chunks) => (
                  <Link
                    to="/investors/deal-rooms/$roomId"
                    params={{ roomId: asShared.roomId }}
                    className="font-medium underline"
                  >
                    {chunks}
                  </Link>
                ),
              }}
            />
          </p>
        </div>
      )}
      <ReviewHeader
        profile={profile}
        listSearch={listSearch}
        fromDiscover={from === 'discover'}
        navigation={
          list !== undefined && <ListNavigation key={startupId} startupId={startupId} list={list} />
        }
        actions={
          <>
            {applications.data && applications.data.length > 0 && (
              <AssignControl applications={applications.data} />
            )}
            <AddToList startupOrgId={startupId} startupName={profile.name} />
          </>
        }
      />
      <ReviewSummary data={data} applications={applications.data} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-1">
          {applications.isPending ? (
            <Card
              className="space-y-3 p-6"
              aria-busy="true"
              aria-label={intl.formatMessage({ id: 'pipeline.startup.loadingApplications' })}
            >
              <Skeleton className="h-5 w-56" />
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-24 w-full" />
            </Card>
          ) : applications.isError ? (
            <Card role="alert" className="border-red-200 bg-red-50 p-6">
              <p className="text-sm font-medium text-red-800">
                {intl.formatMessage({ id: 'pipeline.startup.loadFailed' })}
              </p>
              <Button
                variant="secondary"
                size="sm"
                className="mt-3"
                onClick={() => void applications.refetch()}
              >
                {intl.formatMessage({ id: 'pipeline.startup.tryAgain' })}
              </Button>
            </Card>
          ) : applications.data.length === 0 ? (
            <Card className="space-y-4 p-6">
              <div>
                <h2 className="text-base font-semibold text-ink">
                  {intl.formatMessage({ id: 'pipeline.startup.noApplications' })}
                </h2>
                <p className="mt-1 text-sm text-muted">
                  {intl.formatMessage(
                    { id: 'pipeline.startup.noApplicationsBody' },
                    { startup: profile.name },
                  )}
                </p>
              </div>
              <StartupRatings startupOrgId={startupId} />
            </Card>
          ) : (
            applications.data.map((application) => (
              <ApplicationCard
                key={application.id}
                application={application}
                startupName={profile.name}
                profile={profile}
                founderNames={data.founders.map((f) => f.name)}
                investorName={session.membership.organisationName}
              />
            ))
          )}
        </div>
        <div className="min-w-0 space-y-6 lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:self-start">
          <NotesPanel startupOrgId={startupId} startupName={profile.name} />
          {!asSubmitted && !asShared && (
            <StartupDealRooms
              startupOrgId={startupId}
              startupName={profile.name}
              hasApplications={(applications.data ?? []).some((a) => a.status !== 'withdrawn')}
            />
          )}
        </div>
        <div className="min-w-0 lg:col-start-1">
          <DeckViewer deckFileId={profile.deckFileId} startupName={profile.name} />
        </div>
        <div className="min-w-0 lg:col-start-1">
          <ProfileSections data={data} />
        </div>
      </div>
    </>
  )
}

/** The team's ratings of a startup that has not applied: the same blind ratings as an application's. */
function StartupRatings({ startupOrgId }: { startupOrgId: string }) {
  const intl = useIntl()
  const trpc = useTRPC()
  const ratings = useQuery(
    trpc.investors.applications.startupRatings.queryOptions({ startupOrgId }),
  )
  if (ratings.isPending) return <Skeleton className="h-24 w-full" />
  if (ratings.isError) {
    return (
      <PanelError
        message={intl.formatMessage({ id: 'pipeline.startup.ratingsFailed' })}
        onRetry={() => void ratings.refetch()}
      />
    )
  }
  return (
    <RatingsPanel
      target={{ startupOrgId }}
      ratings={ratings.data}
      fitSummary={intl.formatMessage({ id: 'pipeline.startup.fitSummary' })}
    />
  )
}
