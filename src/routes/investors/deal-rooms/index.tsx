import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useIntl } from 'react-intl'
import { z } from 'zod'

import { PageHeader } from '@/components/area-shell'
import { ErrorPanel } from '@/components/error-panel'
import { EmptyState, ListSkeleton } from '@/features/admin/list-controls'
import { RoomCard } from '@/features/investors/deal-rooms/room-card'
import { cn } from '@/lib/cn'
import type { MessageId } from '@/lib/i18n/catalog'
import { useTRPC } from '@/lib/trpc'

const views = {
  all: 'deals.list.view.all',
  led: 'deals.list.view.led',
  invited: 'deals.list.view.invited',
  shared: 'deals.list.view.shared',
} as const satisfies Record<string, MessageId>
type View = keyof typeof views

const empty: Record<View, MessageId> = {
  all: 'deals.list.empty.all',
  led: 'deals.list.empty.led',
  invited: 'deals.list.empty.invited',
  shared: 'deals.list.empty.shared',
}

/** The page's heading and what it lists. */
function DealRoomsHeader() {
  const intl = useIntl()
  return (
    <PageHeader
      title={intl.formatMessage({ id: 'deals.common.dealRooms' })}
      description={intl.formatMessage({ id: 'deals.list.description' })}
    />
  )
}

export const Route = createFileRoute('/investors/deal-rooms/')({
  validateSearch: z.object({
    show: z.enum(['led', 'invited', 'shared']).optional().catch(undefined),
  }),
  loaderDeps: ({ search }): { show: View } => ({ show: search.show ?? 'all' }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(context.trpc.investors.dealRooms.list.queryOptions(deps)),
  pendingComponent: () => (
    <>
      <DealRoomsHeader />
      <ListSkeleton rows={3} />
    </>
  ),
  errorComponent: ErrorPanel,
  component: DealRoomsScreen,
})

function DealRoomsScreen() {
  const { show } = Route.useSearch()
  const view: View = show ?? 'all'
  const trpc = useTRPC()
  const intl = useIntl()
  const list = useQuery(trpc.investors.dealRooms.list.queryOptions({ show: view }))

  return (
    <>
      <DealRoomsHeader />
      <nav
        aria-label={intl.formatMessage({ id: 'deals.list.views' })}
        className="mb-4 overflow-x-auto"
      >
        <ul className="flex min-w-max gap-1 rounded-lg border border-line bg-white p-1">
          {(Object.keys(views) as View[]).map((key) => (
            <li key={key}>
              <Link
                to="/investors/deal-rooms"
                search={key === 'all' ? {} : { show: key }}
                aria-current={key === view ? 'page' : undefined}
                className={cn(
                  'block rounded-md px-3 py-1.5 text-sm font-medium',
                  key === view ? 'bg-brand-600 text-white' : 'text-ink hover:bg-brand-50',
                )}
              >
                {intl.formatMessage({ id: views[key] })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {!list.data ? (
        <ListSkeleton rows={3} />
      ) : list.data.length === 0 ? (
        <EmptyState title={intl.formatMessage({ id: 'deals.list.empty.title' })}>
          {intl.formatMessage({ id: empty[view] })}
        </EmptyState>
      ) : (
        <ol aria-label={intl.formatMessage({ id: 'deals.common.dealRooms' })} className="space-y-3">
          {list.data.map((room) => (
            <li key={room.id}>
              <RoomCard room={room} />
            </li>
          ))}
        </ol>
      )}
    </>
  )
}
