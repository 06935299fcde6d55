import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { z } from 'zod'

import { PageHeader } from '@/components/area-shell'
import { ErrorPanel } from '@/components/error-panel'
import { EmptyState, ListSkeleton } from '@/features/admin/list-controls'
import { RoomCard } from '@/features/investors/deal-rooms/room-card'
import { cn } from '@/lib/cn'
import { useTRPC } from '@/lib/trpc'

const title = 'Deal rooms'
const description =
  'Rounds your fund leads with co-investors, and rounds other funds invited you into. A startup’s founders decide what each co-investor sees.'

const views = {
  all: 'All',
  led: 'You lead',
  invited: 'Invited',
  shared: 'Shared with you',
} as const
type View = keyof typeof views

const empty: Record<View, string> = {
  all: 'Open one from a startup’s page with “Invite a co-investor”, or wait for another fund to invite yours.',
  led: 'Open one from a startup’s page with “Invite a co-investor”.',
  invited: 'When another fund invites yours into a round, it shows here.',
  shared: 'Deals whose founders agreed to share them with your fund show here.',
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
      <PageHeader title={title} description={description} />
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
  const list = useQuery(trpc.investors.dealRooms.list.queryOptions({ show: view }))

  return (
    <>
      <PageHeader title={title} description={description} />
      <nav aria-label="Which deal rooms" className="mb-4 overflow-x-auto">
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
                {views[key]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {!list.data ? (
        <ListSkeleton rows={3} />
      ) : list.data.length === 0 ? (
        <EmptyState title="No deal rooms here yet">{empty[view]}</EmptyState>
      ) : (
        <ol aria-label="Deal rooms" className="space-y-3">
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
