import type { inferRouterOutputs } from '@trpc/server'

import type { AppRouter } from '@/server/trpc/root'

type Outputs = inferRouterOutputs<AppRouter>['investors']['channels']

export type ChannelSummary = Outputs['list'][number]
export type ChannelDetail = Outputs['get']
export type ChannelRecord = ChannelDetail['channel']
