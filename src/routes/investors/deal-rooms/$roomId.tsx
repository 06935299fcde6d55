import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'

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
      <BackLink to="/investors/deal-rooms">
        <FormattedMessage id="deals.common.allDealRooms" />
      </BackLink>
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
      <BackLink to="/investors/deal-rooms">
        <FormattedMessage id="deals.common.allDealRooms" />
      </BackLink>
      <Card className="p-8 text-center">
        <h1 className="text-lg font-semibold text-ink">
          <FormattedMessage id="deals.room.notFound.title" />
        </h1>
        <p className="mt-2 text-sm text-muted">
          <FormattedMessage id="deals.room.notFound.body" />
        </p>
      </Card>
    </>
  )
}
