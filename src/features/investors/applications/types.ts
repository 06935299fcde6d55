import type { inferRouterOutputs } from '@trpc/server'

import type { AppRouter } from '@/server/trpc/root'

export type ApplicationList = inferRouterOutputs<AppRouter>['investors']['applications']['list']
export type ApplicationListRow = ApplicationList['rows'][number]
export type ChannelOption = ApplicationList['channels'][number]
/** One of the fund's stages, as the list names them (its key is a `status` value). */
export type StageOption = ApplicationList['stages'][number]
export type SavedView = inferRouterOutputs<AppRouter>['investors']['savedViews']['list'][number]
