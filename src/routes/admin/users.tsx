import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
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
import { memberRoleLabels } from '@/lib/options'
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
      title="Users"
      description="Everyone with a Sangam account, newest first, with the organisation they belong to."
      filters={
        <FilterBar>
          <SearchForm label="Search users" placeholder="Name or email" value={search.q} />
        </FilterBar>
      }
      data={data}
      noun={['user', 'users']}
      emptyTitle={search.q ? `No users match “${search.q}”.` : 'No users yet.'}
      emptyAction={showWholeList('Show all users', Boolean(search.q))}
    >
      {(rows) => (
        <ResultsTable
          caption="Users"
          busy={isPlaceholderData}
          columns={[
            { label: 'User' },
            { label: 'Account' },
            { label: 'Organisation' },
            { label: 'Joined', className: 'whitespace-nowrap' },
          ]}
        >
          {rows.map((user) => (
            <tr key={user.id} className={table.row}>
              <td className={table.td}>
                <p className="font-medium text-ink">{user.name}</p>
                <a
                  href={`mailto:${user.email}`}
                  className="text-sm break-all text-brand-600 hover:underline"
                >
                  {user.email}
                </a>
              </td>
              <td className={table.td}>
                <div className="flex flex-wrap gap-1.5">
                  {user.emailVerified ? (
                    <Badge className="bg-emerald-50 text-emerald-800">Verified</Badge>
                  ) : (
                    <Badge className="bg-slate-100 text-slate-700">Not verified</Badge>
                  )}
                  {user.isAdmin && <Badge className="bg-brand-600 text-white">Admin</Badge>}
                </div>
              </td>
              <td className={table.td}>
                {user.organisationName ? (
                  <>
                    <p className="text-ink">{user.organisationName}</p>
                    <div className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-muted">
                      {user.organisationKind && <KindBadge kind={user.organisationKind} />}
                      {user.role && <span>{memberRoleLabels[user.role]}</span>}
                    </div>
                  </>
                ) : (
                  <span className="text-muted">No organisation</span>
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
