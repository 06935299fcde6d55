import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { z } from 'zod'

import { PageHeader } from '@/components/area-shell'
import { ErrorPanel } from '@/components/error-panel'
import { EmptyState, ListSkeleton } from '@/features/admin/list-controls'
import { EntryRow } from '@/features/investors/inbox/entry-row'
import { InboxTabs } from '@/features/investors/inbox/inbox-tabs'
import { inboxTabs } from '@/domain/intake/inbox'
import type { IntakeStatus } from '@/domain/intake/intake'
import { useTRPC } from '@/lib/trpc'

const title = 'Inbox'
const description =
  'Decks and intros your team forwards to your intake address. Private to your fund until a founder claims their deal.'

const empty: Record<IntakeStatus, string> = {
  new: 'Forward a founder’s email with its deck to your intake address (Settings → Deal intake by email), and it shows here.',
  invited: 'Entries whose founders you invited to claim their deal show here until they do.',
  claimed: 'Entries whose founders claimed them show here, linked to their startup.',
  not_for_us: 'Entries you answered “Not for us” show here.',
  archived: 'Entries you archived show here.',
}

export const Route = createFileRoute('/investors/inbox/')({
  validateSearch: z.object({ status: z.enum(inboxTabs).optional().catch(undefined) }),
  loaderDeps: ({ search }) => ({ status: search.status ?? ('new' as const) }),
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(context.trpc.investors.inbox.list.queryOptions(deps)),
      context.queryClient.ensureQueryData(context.trpc.investors.inbox.counts.queryOptions()),
    ]),
  head: () => ({ meta: [{ title: 'Inbox · Sangam' }] }),
  pendingComponent: () => (
    <>
      <PageHeader title={title} description={description} />
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
  const list = useQuery(trpc.investors.inbox.list.queryOptions({ status }))
  const counts = useQuery(trpc.investors.inbox.counts.queryOptions())
  const entries = list.data?.entries

  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          entries && entries.length > 0 ? (
            <Link
              to="/investors/inbox/$entryId"
              params={{ entryId: entries[0]!.id }}
              search={status === 'new' ? {} : { status }}
              className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              Triage this tab →
            </Link>
          ) : null
        }
      />
      <InboxTabs current={status} counts={counts.data} />
      {!entries ? (
        <ListSkeleton rows={4} />
      ) : entries.length === 0 ? (
        <EmptyState title="Nothing here yet">{empty[status]}</EmptyState>
      ) : (
        <ol aria-label="Entries" className="space-y-2">
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
