import type { inferRouterOutputs } from '@trpc/server'

import type { AppRouter } from '@/server/trpc/root'

type DealRooms = inferRouterOutputs<AppRouter>['startups']['dealRooms']

/** The startup's deal rooms as its founders read them (decision 0047), with the pre-approval. */
export type StartupDealRooms = DealRooms['list']
export type StartupRoom = StartupDealRooms['rooms'][number]
export type RoomInvitation = StartupRoom['invitations'][number]
