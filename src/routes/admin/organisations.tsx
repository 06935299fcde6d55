import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useIntl } from 'react-intl'
import { z } from 'zod'

import { KindBadge } from '@/features/admin/badges'
import { DateTime } from '@/features/admin/date-time'
import {
  FilterBar,
  KindFilter,
  ResultsTable,
  SearchForm,
  table,
} from '@/features/admin/list-controls'
import { ErrorPanel } from '@/components/error-panel'
import { ListScreenSkeleton } from '@/features/admin/list-controls'
import { ListScreen, showWholeList } from '@/features/admin/list-screen'
import { listRoute, pageParam, searchTextParam } from '@/features/admin/search-params'
import { cn } from '@/lib/cn'
import { translatedOptions } from '@/lib/i18n/option-labels'
import { organisationKinds } from '@/lib/options'
import { useTRPC } from '@/lib/trpc'

const searchSchema = z.object({
  q: searchTextParam,
  kind: z.enum(organisationKinds).optional().catch(undefined),
  page: pageParam,
})

export const Route = createFileRoute('/admin/organisations')({
  ...listRoute(searchSchema),
  pendingComponent: ListScreenSkeleton,
  errorComponent: ErrorPanel,
  // Only the list's own keys: the URL may carry others (a campaign tag), which the procedure refuses.
  loaderDeps: ({ search: { q, kind, page } }) => ({ q, kind, page }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(context.trpc.admin.organisations.list.queryOptions(deps)),
  component: OrganisationsScreen,
})

function OrganisationsScreen() {
  const intl = useIntl()
  const search = Route.useSearch()
  const trpc = useTRPC()
  const { data, isPlaceholderData } = useQuery(
    trpc.admin.organisations.list.queryOptions(
      { q: search.q, kind: search.kind, page: search.page },
      { placeholderData: keepPreviousData },
    ),
  )
  const filtered = Boolean(search.q || search.kind)

  return (
    <ListScreen
      title={intl.formatMessage({ id: 'admin.organisations.title' })}
      description={intl.formatMessage({ id: 'admin.organisations.description' })}
      filters={
        <FilterBar>
          <SearchForm
            label={intl.formatMessage({ id: 'admin.organisations.search' })}
            placeholder={intl.formatMessage({ id: 'admin.organisations.search.placeholder' })}
            value={search.q}
          />
          <KindFilter value={search.kind} options={translatedOptions(intl, 'organisationKinds')} />
        </FilterBar>
      }
      data={data}
      noun="admin.organisations.count"
      emptyTitle={intl.formatMessage({
        id: filtered ? 'admin.organisations.empty.search' : 'admin.organisations.empty',
      })}
      emptyAction={showWholeList(
        intl.formatMessage({ id: 'admin.organisations.showAll' }),
        filtered,
      )}
    >
      {(rows) => (
        <ResultsTable
          caption={intl.formatMessage({ id: 'admin.organisations.title' })}
          busy={isPlaceholderData}
          className="min-w-[36rem]"
          columns={[
            { label: intl.formatMessage({ id: 'admin.organisations.column.name' }) },
            { label: intl.formatMessage({ id: 'admin.organisations.column.slug' }) },
            { label: intl.formatMessage({ id: 'admin.organisations.column.kind' }) },
            {
              label: intl.formatMessage({ id: 'admin.organisations.column.members' }),
              className: 'text-right',
            },
            { label: intl.formatMessage({ id: 'admin.organisations.column.created' }) },
          ]}
        >
          {rows.map((organisation) => (
            <tr key={organisation.id} className={table.row}>
              <td className={cn(table.td, 'font-medium text-ink')} translate="no">
                {organisation.name}
              </td>
              <td className={cn(table.td, 'font-mono text-xs break-all text-muted')} translate="no">
                {organisation.slug}
              </td>
              <td className={table.td}>
                <KindBadge kind={organisation.kind} />
              </td>
              <td className={cn(table.td, 'text-right tabular-nums')}>
                {intl.formatNumber(organisation.members)}
              </td>
              <td className={cn(table.td, 'whitespace-nowrap text-muted')}>
                <DateTime value={organisation.createdAt} />
              </td>
            </tr>
          ))}
        </ResultsTable>
      )}
    </ListScreen>
  )
}
