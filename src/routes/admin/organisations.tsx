import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { createFileRoute, Link, stripSearchParams, useNavigate } from '@tanstack/react-router'
import { z } from 'zod'

import { PageHeader } from '@/components/area-shell'
import { ErrorPanel } from '@/components/error-panel'
import { KindBadge } from '@/features/admin/badges'
import { DateTime } from '@/features/admin/date-time'
import {
  EmptyState,
  FilterBar,
  ListScreenSkeleton,
  ListSkeleton,
  Pagination,
  SearchForm,
  SelectFilter,
  table,
} from '@/features/admin/list-controls'
import { listDefaults, pageParam, searchTextParam } from '@/features/admin/search-params'
import { cn } from '@/lib/cn'
import { organisationKindOptions, organisationKinds } from '@/lib/options'
import { useTRPC } from '@/lib/trpc'

const searchSchema = z.object({
  q: searchTextParam,
  kind: z.enum(organisationKinds).optional().catch(undefined),
  page: pageParam,
})

export const Route = createFileRoute('/admin/organisations')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams(listDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(context.trpc.admin.organisations.list.queryOptions(deps)),
  pendingComponent: ListScreenSkeleton,
  errorComponent: ErrorPanel,
  component: OrganisationsScreen,
})

function OrganisationsScreen() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const trpc = useTRPC()
  const { data, isPlaceholderData } = useQuery(
    trpc.admin.organisations.list.queryOptions(search, { placeholderData: keepPreviousData }),
  )
  const filtered = Boolean(search.q || search.kind)

  return (
    <>
      <PageHeader
        title="Organisations"
        description="Every startup and investor organisation on Sangam, newest first."
      />
      <FilterBar>
        <SearchForm
          label="Search organisations"
          placeholder="Name or slug"
          value={search.q}
          onSearch={(q) => navigate({ search: (prev) => ({ ...prev, q, page: 1 }) })}
        />
        <SelectFilter
          label="Kind"
          allLabel="Startups and investors"
          value={search.kind}
          options={organisationKindOptions}
          onChange={(kind) => navigate({ search: (prev) => ({ ...prev, kind, page: 1 }) })}
        />
      </FilterBar>

      {!data ? (
        <ListSkeleton />
      ) : data.rows.length === 0 ? (
        <EmptyState
          title={
            data.page > 1 && data.total > 0
              ? `There is no page ${data.page}.`
              : filtered
                ? 'No organisations match your search.'
                : 'No organisations yet.'
          }
        >
          {(filtered || data.page > 1) && (
            <Link
              from={Route.fullPath}
              search={{}}
              className="font-medium text-brand-600 hover:underline"
            >
              Show all organisations
            </Link>
          )}
        </EmptyState>
      ) : (
        <>
          <div className={cn(table.wrapper, isPlaceholderData && 'opacity-60')}>
            <table className={cn(table.table, 'min-w-[36rem]')} aria-busy={isPlaceholderData}>
              <caption className="sr-only">Organisations</caption>
              <thead className={table.head}>
                <tr>
                  <th scope="col" className={table.th}>
                    Name
                  </th>
                  <th scope="col" className={table.th}>
                    Slug
                  </th>
                  <th scope="col" className={table.th}>
                    Kind
                  </th>
                  <th scope="col" className={cn(table.th, 'text-right')}>
                    Members
                  </th>
                  <th scope="col" className={table.th}>
                    Created
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.rows.map((organisation) => (
                  <tr key={organisation.id} className={table.row}>
                    <td className={cn(table.td, 'font-medium text-ink')}>{organisation.name}</td>
                    <td className={cn(table.td, 'font-mono text-xs break-all text-muted')}>
                      {organisation.slug}
                    </td>
                    <td className={table.td}>
                      <KindBadge kind={organisation.kind} />
                    </td>
                    <td className={cn(table.td, 'text-right tabular-nums')}>
                      {organisation.members.toLocaleString('en-IN')}
                    </td>
                    <td className={cn(table.td, 'whitespace-nowrap text-muted')}>
                      <DateTime value={organisation.createdAt} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={data.page}
            pageCount={data.pageCount}
            total={data.total}
            noun={['organisation', 'organisations']}
          />
        </>
      )}
    </>
  )
}
