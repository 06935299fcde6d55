import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'

import { BackLink } from '@/components/back-link'
import { DetailSkeleton } from '@/components/detail-skeleton'
import { ErrorPanel } from '@/components/error-panel'
import { Card } from '@/components/ui/card'
import { RoomScreen } from '@/features/investors/deal-rooms/room-screen'
import { loadOrNotFound } from '@/lib/load-or-not-found'
import { useTRPC } from '@/lib/trpc'

export const Route = createFileRoute('/investors/deal-rooms/$roomId')({
  // A room the fund is not in is not found, exactly as one that does not exist (decision 0047).
  loader: ({ context, params }) =>
    loadOrNotFound(() =>
      context.queryClient.ensureQueryData(
        context.trpc.investors.dealRooms.get.queryOptions({ roomId: params.roomId }),
      ),
    ),
  pendingComponent: () => <DetailSkeleton />,
  errorComponent: ErrorPanel,
  notFoundComponent: RoomNotFound,
  component: DealRoomScreen,
})

function DealRoomScreen() {
  const { roomId } = Route.useParams()
  const { session } = Route.useRouteContext()
  const trpc = useTRPC()
  const { data } = useSuspenseQuery(trpc.investors.dealRooms.get.queryOptions({ roomId }))
  return (
    <>
      <BackLink to="/investors/deal-rooms">All deal rooms</BackLink>
      <RoomScreen
        room={data}
        viewer={{ organisationId: session.membership.organisationId, userId: session.user.id }}
      />
    </>
  )
}

function RoomNotFound() {
  return (
    <>
      <BackLink to="/investors/deal-rooms">All deal rooms</BackLink>
      <Card className="p-8 text-center">
        <h1 className="text-lg font-semibold text-ink">Deal room not found</h1>
        <p className="mt-2 text-sm text-muted">
          No deal room your fund is in has this address: it does not exist, or your fund was not
          invited to it.
        </p>
      </Card>
    </>
  )
}
