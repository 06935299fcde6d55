import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
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
import type { MessageId } from '@/lib/i18n/catalog'
import { translatedOptions } from '@/lib/i18n/option-labels'
import { accessRequestKinds } from '@/lib/options'
import { useTRPC } from '@/lib/trpc'

const statusFilters = [
  { value: 'pending', label: 'admin.requests.status.pending' },
  { value: 'approved', label: 'admin.requests.status.approved' },
  { value: 'rejected', label: 'admin.requests.status.rejected' },
  { value: 'all', label: 'admin.requests.status.all' },
] as const satisfies readonly { value: string; label: MessageId }[]
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

const emptyTitles: Record<StatusFilter, MessageId> = {
  pending: 'admin.requests.empty.pending',
  approved: 'admin.requests.empty.approved',
  rejected: 'admin.requests.empty.rejected',
  all: 'admin.requests.empty.all',
}

function AccessRequestsScreen() {
  const intl = useIntl()
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
      title={intl.formatMessage({ id: 'admin.requests.title' })}
      description={intl.formatMessage({ id: 'admin.requests.description' })}
      filters={
        <>
          <nav
            aria-label={intl.formatMessage({ id: 'admin.requests.status.nav' })}
            className="mb-4 overflow-x-auto"
          >
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
                      <FormattedMessage id={filter.label} />
                    </Link>
                  </li>
                )
              })}
            </ul>
          </nav>
          <FilterBar>
            <SearchForm
              label={intl.formatMessage({ id: 'admin.requests.search' })}
              placeholder={intl.formatMessage({ id: 'admin.requests.search.placeholder' })}
              value={search.q}
            />
            <KindFilter
              value={search.kind}
              options={translatedOptions(intl, 'accessRequestKinds')}
            />
          </FilterBar>
        </>
      }
      data={data}
      noun="admin.requests.count"
      emptyTitle={intl.formatMessage({
        id: filtered ? 'admin.requests.empty.filtered' : emptyTitles[search.status],
      })}
      emptyAction={({ beyond }) =>
        beyond ? (
          <EmptyListLink from={Route.fullPath} search={(prev) => ({ ...prev, page: 1 })}>
            <FormattedMessage id="admin.requests.empty.firstPage" />
          </EmptyListLink>
        ) : filtered ? (
          <EmptyListLink
            from={Route.fullPath}
            search={(prev) => ({ ...prev, q: undefined, kind: undefined, page: 1 })}
          >
            <FormattedMessage id="admin.requests.empty.clear" />
          </EmptyListLink>
        ) : search.status === 'pending' ? (
          <FormattedMessage id="admin.requests.empty.hint" />
        ) : null
      }
    >
      {(rows) => (
        <ul
          aria-label={intl.formatMessage({ id: 'admin.requests.list' })}
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
