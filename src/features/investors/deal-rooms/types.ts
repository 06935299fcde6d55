import type { inferRouterOutputs } from '@trpc/server'

import type { AppRouter } from '@/server/trpc/root'

type Outputs = inferRouterOutputs<AppRouter>['investors']['dealRooms']

export type DealRoom = Outputs['get']
export type DealRoomFund = NonNullable<DealRoom['funds']>[number]
export type DealRoomPost = NonNullable<DealRoom['thread']>[number]
export type DealRoomInvitation = NonNullable<DealRoom['invitations']>[number]
export type DealRoomSummary = Outputs['list'][number]
export type FundMatch = Outputs['findFunds'][number]
