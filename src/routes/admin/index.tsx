import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { z } from 'zod'

import { ErrorPanel } from '@/components/error-panel'
import { AccessRequestCard } from '@/features/admin/access-request-card'
import {
  FilterBar,
  KindFilter,
  SearchForm,
  ListScreenSkeleton,
} from '@/features/admin/list-controls'
import { EmptyListLink, ListScreen } from '@/features/admin/list-screen'
import { listRoute, pageParam, searchTextParam } from '@/features/admin/search-params'
import { cn } from '@/lib/cn'
import { accessRequestKindOptions, accessRequestKinds } from '@/lib/options'
import { useTRPC } from '@/lib/trpc'

const statusFilters = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
] as const
type StatusFilter = (typeof statusFilters)[number]['value']

const searchSchema = z.object({
  status: z.enum(['pending', 'approved', 'rejected', 'all']).default('pending').catch('pending'),
  kind: z.enum(accessRequestKinds).optional().catch(undefined),
  q: searchTextParam,
  page: pageParam,
})
type Search = z.output<typeof searchSchema>

function listInput({ status, kind, q, page }: Search) {
  return { status: status === 'all' ? undefined : status, kind, q, page }
}

export const Route = createFileRoute('/admin/')({
  ...listRoute(searchSchema, { status: 'pending', page: 1 }),
  pendingComponent: ListScreenSkeleton,
  errorComponent: ErrorPanel,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(
      context.trpc.admin.accessRequests.list.queryOptions(listInput(deps)),
    ),
  component: AccessRequestsScreen,
})

const emptyTitles: Record<StatusFilter, string> = {
  pending: 'No requests are waiting for review.',
  approved: 'No approved requests yet.',
  rejected: 'No rejected requests.',
  all: 'No one has requested access yet.',
}

function AccessRequestsScreen() {
  const search = Route.useSearch()
  const trpc = useTRPC()
  const { data, isPlaceholderData } = useQuery(
    trpc.admin.accessRequests.list.queryOptions(listInput(search), {
      placeholderData: keepPreviousData,
    }),
  )
  const filtered = Boolean(search.q || search.kind)

  return (
    <ListScreen
      title="Access requests"
      description="People who asked to join Sangam. Approving creates their organisation and emails them an invitation; rejecting emails them your message."
      filters={
        <>
          <nav aria-label="Filter by status" className="mb-4 overflow-x-auto">
            <ul className="inline-flex gap-1 rounded-xl border border-line bg-white p-1 shadow-sm">
              {statusFilters.map((filter) => {
                const active = filter.value === search.status
                return (
                  <li key={filter.value}>
                    <Link
                      from={Route.fullPath}
                      search={(prev) => ({ ...prev, status: filter.value, page: 1 })}
                      aria-current={active ? 'page' : undefined}
                      className={cn(
                        'block rounded-lg px-3 py-1.5 text-sm font-medium whitespace-nowrap',
                        active
                          ? 'bg-brand-600 text-white shadow-sm'
                          : 'text-muted hover:bg-surface hover:text-ink',
                      )}
                    >
                      {filter.label}
                    </Link>
                  </li>
                )
              })}
            </ul>
          </nav>
          <FilterBar>
            <SearchForm
              label="Search requests"
              placeholder="Name, email or organisation"
              value={search.q}
            />
            <KindFilter value={search.kind} options={accessRequestKindOptions} />
          </FilterBar>
        </>
      }
      data={data}
      noun={['request', 'requests']}
      emptyTitle={filtered ? 'No requests match your search.' : emptyTitles[search.status]}
      emptyAction={({ beyond }) =>
        beyond ? (
          <EmptyListLink from={Route.fullPath} search={(prev) => ({ ...prev, page: 1 })}>
            Go to the first page
          </EmptyListLink>
        ) : filtered ? (
          <EmptyListLink
            from={Route.fullPath}
            search={(prev) => ({ ...prev, q: undefined, kind: undefined, page: 1 })}
          >
            Clear the search and kind filter
          </EmptyListLink>
        ) : search.status === 'pending' ? (
          'New requests from the request-access form appear here.'
        ) : null
      }
    >
      {(rows) => (
        <ul
          aria-label="Access requests"
          aria-busy={isPlaceholderData}
          className={cn('space-y-4 transition-opacity', isPlaceholderData && 'opacity-60')}
        >
          {rows.map((request) => (
            <li key={request.id}>
              <AccessRequestCard request={request} showStatus={search.status === 'all'} />
            </li>
          ))}
        </ul>
      )}
    </ListScreen>
  )
}
