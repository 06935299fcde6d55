import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { z } from 'zod'

import { Badge } from '@/components/ui/card'
import { ErrorPanel } from '@/components/error-panel'
import { KindBadge } from '@/features/admin/badges'
import { DateTime } from '@/features/admin/date-time'
import {
  FilterBar,
  ResultsTable,
  SearchForm,
  table,
  ListScreenSkeleton,
} from '@/features/admin/list-controls'
import { ListScreen, showWholeList } from '@/features/admin/list-screen'
import { listRoute, pageParam, searchTextParam } from '@/features/admin/search-params'
import { cn } from '@/lib/cn'
import { optionLabel } from '@/lib/i18n/option-labels'
import { useTRPC } from '@/lib/trpc'

const searchSchema = z.object({ q: searchTextParam, page: pageParam })

export const Route = createFileRoute('/admin/users')({
  ...listRoute(searchSchema),
  pendingComponent: ListScreenSkeleton,
  errorComponent: ErrorPanel,
  // Only the list's own keys: the URL may carry others (a campaign tag), which the procedure refuses.
  loaderDeps: ({ search: { q, page } }) => ({ q, page }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(context.trpc.admin.users.list.queryOptions(deps)),
  component: UsersScreen,
})

function UsersScreen() {
  const intl = useIntl()
  const search = Route.useSearch()
  const trpc = useTRPC()
  const { data, isPlaceholderData } = useQuery(
    trpc.admin.users.list.queryOptions(
      { q: search.q, page: search.page },
      { placeholderData: keepPreviousData },
    ),
  )

  return (
    <ListScreen
      title={intl.formatMessage({ id: 'admin.users.title' })}
      description={intl.formatMessage({ id: 'admin.users.description' })}
      filters={
        <FilterBar>
          <SearchForm
            label={intl.formatMessage({ id: 'admin.users.search' })}
            placeholder={intl.formatMessage({ id: 'admin.users.search.placeholder' })}
            value={search.q}
          />
        </FilterBar>
      }
      data={data}
      noun="admin.users.count"
      emptyTitle={
        search.q
          ? intl.formatMessage({ id: 'admin.users.empty.search' }, { q: search.q })
          : intl.formatMessage({ id: 'admin.users.empty' })
      }
      emptyAction={showWholeList(
        intl.formatMessage({ id: 'admin.users.showAll' }),
        Boolean(search.q),
      )}
    >
      {(rows) => (
        <ResultsTable
          caption={intl.formatMessage({ id: 'admin.users.title' })}
          busy={isPlaceholderData}
          columns={[
            { label: intl.formatMessage({ id: 'admin.users.column.user' }) },
            { label: intl.formatMessage({ id: 'admin.users.column.account' }) },
            { label: intl.formatMessage({ id: 'admin.users.column.organisation' }) },
            {
              label: intl.formatMessage({ id: 'admin.users.column.joined' }),
              className: 'whitespace-nowrap',
            },
          ]}
        >
          {rows.map((user) => (
            <tr key={user.id} className={table.row}>
              <td className={table.td}>
                <p className="font-medium text-ink" translate="no">
                  {user.name}
                </p>
                <a
                  href={`mailto:${user.email}`}
                  className="text-sm break-all text-brand-600 hover:underline"
                  translate="no"
                >
                  {user.email}
                </a>
              </td>
              <td className={table.td}>
                <div className="flex flex-wrap gap-1.5">
                  {user.emailVerified ? (
                    <Badge className="bg-emerald-50 text-emerald-800">
                      <FormattedMessage id="admin.users.verified" />
                    </Badge>
                  ) : (
                    <Badge className="bg-slate-100 text-slate-700">
                      <FormattedMessage id="admin.users.notVerified" />
                    </Badge>
                  )}
                  {user.isAdmin && (
                    <Badge className="bg-brand-600 text-white">
                      <FormattedMessage id="admin.users.admin" />
                    </Badge>
                  )}
                </div>
              </td>
              <td className={table.td}>
                {user.organisationName ? (
                  <>
                    <p className="text-ink" translate="no">
                      {user.organisationName}
                    </p>
                    <div className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-muted">
                      {user.organisationKind && <KindBadge kind={user.organisationKind} />}
                      {user.role && <span>{optionLabel(intl, 'memberRoles', user.role)}</span>}
                    </div>
                  </>
                ) : (
                  <span className="text-muted">
                    <FormattedMessage id="admin.users.noOrganisation" />
                  </span>
                )}
              </td>
              <td className={cn(table.td, 'whitespace-nowrap text-muted')}>
                <DateTime value={user.createdAt} />
              </td>
            </tr>
          ))}
        </ResultsTable>
      )}
    </ListScreen>
  )
}
