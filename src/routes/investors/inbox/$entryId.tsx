import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import { z } from 'zod'

import { BackLink } from '@/components/back-link'
import { DetailSkeleton } from '@/components/detail-skeleton'
import { ErrorPanel } from '@/components/error-panel'
import { Card } from '@/components/ui/card'
import { inboxTabs } from '@/domain/intake/inbox'
import { EntryScreen } from '@/features/investors/inbox/entry-screen'
import { pageIntl } from '@/lib/i18n/page-intl'
import { loadOrNotFound } from '@/lib/load-or-not-found'
import { useTRPC } from '@/lib/trpc'

export const Route = createFileRoute('/investors/inbox/$entryId')({
  // The tab the entry was opened from: j and k move through it.
  validateSearch: z.object({ status: z.enum(inboxTabs).optional().catch(undefined) }),
  // Another fund's entry is not found, exactly as one that does not exist (decision 0048).
  loader: ({ context, params }) =>
    loadOrNotFound(() =>
      context.queryClient.ensureQueryData(
        context.trpc.investors.inbox.get.queryOptions({ entryId: params.entryId }),
      ),
    ),
  head: () => ({ meta: [{ title: pageIntl().formatMessage({ id: 'deals.inbox.pageTitle' }) }] }),
  pendingComponent: () => <DetailSkeleton />,
  errorComponent: ErrorPanel,
  notFoundComponent: EntryNotFound,
  component: EntryRoute,
})

function EntryRoute() {
  const { entryId } = Route.useParams()
  const { status } = Route.useSearch()
  const { session } = Route.useRouteContext()
  const tab = status ?? 'new'
  const trpc = useTRPC()
  const { data } = useSuspenseQuery(trpc.investors.inbox.get.queryOptions({ entryId }))
  const list = useQuery(trpc.investors.inbox.list.queryOptions({ status: tab }))
  return (
    <>
      <BackLink to="/investors/inbox" search={tab === 'new' ? {} : { status: tab }}>
        <FormattedMessage id="deals.inbox.title" />
      </BackLink>
      <EntryScreen
        key={entryId}
        entry={data}
        tab={tab}
        tabEntries={list.data?.entries}
        fundName={session.membership.organisationName}
      />
    </>
  )
}

function EntryNotFound() {
  return (
    <>
      <BackLink to="/investors/inbox">
        <FormattedMessage id="deals.inbox.title" />
      </BackLink>
      <Card className="p-8 text-center">
        <h1 className="text-lg font-semibold text-ink">
          <FormattedMessage id="deals.entry.notFound.title" />
        </h1>
        <p className="mt-2 text-sm text-muted">
          <FormattedMessage id="deals.entry.notFound.body" />
        </p>
      </Card>
    </>
  )
}
