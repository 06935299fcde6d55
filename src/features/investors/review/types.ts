import type { inferRouterOutputs } from '@trpc/server'

import type { AppRouter } from '@/server/trpc/root'

type Outputs = inferRouterOutputs<AppRouter>['investors']

export type FullProfile = Outputs['applications']['fullProfile']
export type ReviewApplication = Outputs['applications']['forStartup'][number]
export type ApplicationRatings = ReviewApplication['ratings']
export type TimelineEvent = ReviewApplication['timeline'][number]
export type ChannelCriteria = ReviewApplication['channel']['criteria']
