import type { inferRouterOutputs } from '@trpc/server'

import type { AppRouter } from '@/server/trpc/root'

export type ApplicationList = inferRouterOutputs<AppRouter>['investors']['applications']['list']
export type ApplicationListRow = ApplicationList['rows'][number]
export type ChannelOption = ApplicationList['channels'][number]
export type SavedView = inferRouterOutputs<AppRouter>['investors']['savedViews']['list'][number]
