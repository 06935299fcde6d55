import type { inferRouterOutputs } from '@trpc/server'

import type { AppRouter } from '@/server/trpc/root'

type Outputs = inferRouterOutputs<AppRouter>['startups']['profile']

export type Founder = Outputs['get']['founders'][number]
export type Teammate = Outputs['teammates'][number]
/** The founder dialog: closed, adding one, or editing one. */
export type Editing = { mode: 'add' } | { mode: 'edit'; founder: Founder } | null
