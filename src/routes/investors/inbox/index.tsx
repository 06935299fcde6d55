import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { z } from 'zod'

import { PageHeader } from '@/components/area-shell'
import { ErrorPanel } from '@/components/error-panel'
import { EmptyState, ListSkeleton } from '@/features/admin/list-controls'
import { EntryRow } from '@/features/investors/inbox/entry-row'
import { InboxTabs } from '@/features/investors/inbox/inbox-tabs'
import { inboxTabs } from '@/domain/intake/inbox'
import type { IntakeStatus } from '@/domain/intake/intake'
import type { MessageId } from '@/lib/i18n/catalog'
import { pageIntl } from '@/lib/i18n/page-intl'
import { useTRPC } from '@/lib/trpc'

const empty: Record<IntakeStatus, MessageId> = {
  new: 'deals.inbox.empty.new',
  invited: 'deals.inbox.empty.invited',
  claimed: 'deals.inbox.empty.claimed',
  not_for_us: 'deals.inbox.empty.not_for_us',
  archived: 'deals.inbox.empty.archived',
}

/** The Inbox's heading and what it holds, with the page's actions. */
function InboxHeader({ actions }: { actions?: ReactNode }) {
  const intl = useIntl()
  return (
    <PageHeader
      title={intl.formatMessage({ id: 'deals.inbox.title' })}
      description={intl.formatMessage({ id: 'deals.inbox.description' })}
      actions={actions}
    />
  )
}

export const Route = createFileRoute('/investors/inbox/')({
  validateSearch: z.object({ status: z.enum(inboxTabs).optional().catch(undefined) }),
  loaderDeps: ({ search }) => ({ status: search.status ?? ('new' as const) }),
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(context.trpc.investors.inbox.list.queryOptions(deps)),
      context.queryClient.ensureQueryData(context.trpc.investors.inbox.counts.queryOptions()),
    ]),
  head: () => ({ meta: [{ title: pageIntl().formatMessage({ id: 'deals.inbox.pageTitle' }) }] }),
  pendingComponent: () => (
    <>
      <InboxHeader />
      <ListSkeleton rows={4} />
    </>
  ),
  errorComponent: ErrorPanel,
  component: InboxScreen,
})

function InboxScreen() {
  const { status: chosen } = Route.useSearch()
  const status: IntakeStatus = chosen ?? 'new'
  const trpc = useTRPC()
  const intl = useIntl()
  const list = useQuery(trpc.investors.inbox.list.queryOptions({ status }))
  const counts = useQuery(trpc.investors.inbox.counts.queryOptions())
  const entries = list.data?.entries

  return (
    <>
      <InboxHeader
        actions={
          entries && entries.length > 0 ? (
            <Link
              to="/investors/inbox/$entryId"
              params={{ entryId: entries[0]!.id }}
              search={status === 'new' ? {} : { status }}
              className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              <FormattedMessage id="deals.inbox.triage" />
            </Link>
          ) : null
        }
      />
      <InboxTabs current={status} counts={counts.data} />
      {!entries ? (
        <ListSkeleton rows={4} />
      ) : entries.length === 0 ? (
        <EmptyState title={intl.formatMessage({ id: 'deals.inbox.empty.title' })}>
          {intl.formatMessage({ id: empty[status] })}
        </EmptyState>
      ) : (
        <ol aria-label={intl.formatMessage({ id: 'deals.inbox.entries' })} className="space-y-2">
          {entries.map((entry) => (
            <li key={entry.id}>
              <EntryRow entry={entry} tab={status} />
            </li>
          ))}
        </ol>
      )}
    </>
  )
}
