import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { z } from 'zod'

import { actionsFromParam } from '@/domain/audit/list'
import { AuditFilters } from '@/features/admin/audit-filters'
import { AuditTable } from '@/features/admin/audit-table'
import { ErrorPanel } from '@/components/error-panel'
import { ListScreenSkeleton } from '@/features/admin/list-controls'
import { ListScreen, showWholeList } from '@/features/admin/list-screen'
import { listRoute, pageParam, searchTextParam } from '@/features/admin/search-params'
import { calendarDate } from '@/lib/calendar'
import { useTRPC } from '@/lib/trpc'

// A hand-edited or stale URL shows the log with what it can read, never an error.
const dayParam = z
  .string()
  .optional()
  .catch(undefined)
  .transform((value) => calendarDate(value) ?? undefined)

const searchSchema = z
  .object({
    action: z
      .string()
      .optional()
      .catch(undefined)
      .transform((value) => actionsFromParam(value)?.join(',')),
    actor: searchTextParam,
    org: searchTextParam,
    from: dayParam,
    to: dayParam,
    page: pageParam,
  })
  .transform((search) =>
    search.from && search.to && search.from > search.to ? { ...search, to: undefined } : search,
  )
type Search = z.output<typeof searchSchema>

function listInput({ action, actor, org, from, to, page }: Search) {
  return { actions: actionsFromParam(action), actor, organisation: org, from, to, page }
}

export const Route = createFileRoute('/admin/audit')({
  ...listRoute(searchSchema),
  pendingComponent: ListScreenSkeleton,
  errorComponent: ErrorPanel,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(
      context.trpc.admin.audit.list.queryOptions(listInput(deps)),
    ),
  component: AuditScreen,
})

function AuditScreen() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const trpc = useTRPC()
  const { data, isPlaceholderData } = useQuery(
    trpc.admin.audit.list.queryOptions(listInput(search), { placeholderData: keepPreviousData }),
  )
  const filtered = Boolean(search.action || search.actor || search.org || search.from || search.to)

  return (
    <ListScreen
      title="Audit log"
      description="Who did what, when and from where: sign-ins, membership and role changes, access-request decisions, application status changes and exports. Newest first; dates filter by India’s calendar day. Events are kept as written: never changed or deleted."
      filters={
        <AuditFilters
          value={search}
          onApply={(filters) => navigate({ search: { ...filters, page: 1 } })}
        />
      }
      data={data}
      noun={['event', 'events']}
      emptyTitle={filtered ? 'No events match these filters.' : 'Nothing has been recorded yet.'}
      emptyAction={showWholeList(
        'Show every event',
        filtered,
        'Events appear here as people sign in, change their teams, decide and export.',
      )}
    >
      {(rows) => <AuditTable rows={rows} busy={isPlaceholderData} />}
    </ListScreen>
  )
}
