import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useIntl } from 'react-intl'
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
  const intl = useIntl()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const trpc = useTRPC()
  const { data, isPlaceholderData } = useQuery(
    trpc.admin.audit.list.queryOptions(listInput(search), { placeholderData: keepPreviousData }),
  )
  const filtered = Boolean(search.action || search.actor || search.org || search.from || search.to)

  return (
    <ListScreen
      title={intl.formatMessage({ id: 'admin.audit.title' })}
      description={intl.formatMessage({ id: 'admin.audit.description' })}
      filters={
        <AuditFilters
          value={search}
          onApply={(filters) => navigate({ search: { ...filters, page: 1 } })}
        />
      }
      data={data}
      noun="admin.audit.count"
      emptyTitle={intl.formatMessage({
        id: filtered ? 'admin.audit.empty.filtered' : 'admin.audit.empty',
      })}
      emptyAction={showWholeList(
        intl.formatMessage({ id: 'admin.audit.showAll' }),
        filtered,
        intl.formatMessage({ id: 'admin.audit.empty.hint' }),
      )}
    >
      {(rows) => <AuditTable rows={rows} busy={isPlaceholderData} />}
    </ListScreen>
  )
}
