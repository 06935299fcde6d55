import type { inferRouterOutputs } from '@trpc/server'

import type { AppRouter } from '@/server/trpc/root'

type Startups = inferRouterOutputs<AppRouter>['startups']

export type MatchingChannel = Startups['channels']['matching'][number]
export type ApplyPage = Startups['channels']['get']
export type SharedProfile = ApplyPage['share']
export type OwnApplication = Startups['applications']['list'][number]
export type DeckViews = Startups['deckViews']['get']
export type ApplicationDeckViews = DeckViews['applications'][number]
