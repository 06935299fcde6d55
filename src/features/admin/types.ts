import type { inferRouterOutputs } from '@trpc/server'

import type { AppRouter } from '@/server/trpc/root'

type AdminOutputs = inferRouterOutputs<AppRouter>['admin']

export type AccessRequestRow = AdminOutputs['accessRequests']['list']['rows'][number]
export type AdminUserRow = AdminOutputs['users']['list']['rows'][number]
export type AdminOrganisationRow = AdminOutputs['organisations']['list']['rows'][number]
export type OutboxRow = AdminOutputs['outbox']['list']['rows'][number]
export type AuditRow = AdminOutputs['audit']['list']['rows'][number]
