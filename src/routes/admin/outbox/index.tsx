import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { z } from 'zod'

import { ErrorPanel } from '@/components/error-panel'
import { EmailStatusBadge } from '@/features/admin/badges'
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
import { useTRPC } from '@/lib/trpc'

const searchSchema = z.object({ q: searchTextParam, page: pageParam })

export const Route = createFileRoute('/admin/outbox/')({
  ...listRoute(searchSchema),
  pendingComponent: ListScreenSkeleton,
  errorComponent: ErrorPanel,
  // Only the list's own keys: the URL may carry others (a campaign tag), which the procedure refuses.
  loaderDeps: ({ search: { q, page } }) => ({ q, page }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(context.trpc.admin.outbox.list.queryOptions(deps)),
  component: OutboxScreen,
})

function OutboxScreen() {
  const intl = useIntl()
  const search = Route.useSearch()
  const trpc = useTRPC()
  const { data, isPlaceholderData } = useQuery(
    trpc.admin.outbox.list.queryOptions(
      { q: search.q, page: search.page },
      { placeholderData: keepPreviousData },
    ),
  )

  return (
    <ListScreen
      title={intl.formatMessage({ id: 'admin.outbox.title' })}
      description={intl.formatMessage({ id: 'admin.outbox.description' })}
      filters={
        <FilterBar>
          <SearchForm
            label={intl.formatMessage({ id: 'admin.outbox.search' })}
            placeholder={intl.formatMessage({ id: 'admin.outbox.search.placeholder' })}
            value={search.q}
          />
        </FilterBar>
      }
      data={data}
      noun="admin.outbox.count"
      emptyTitle={
        search.q
          ? intl.formatMessage({ id: 'admin.outbox.empty.search' }, { q: search.q })
          : intl.formatMessage({ id: 'admin.outbox.empty' })
      }
      emptyAction={showWholeList(
        intl.formatMessage({ id: 'admin.outbox.showAll' }),
        Boolean(search.q),
        intl.formatMessage({ id: 'admin.outbox.empty.hint' }),
      )}
    >
      {(rows) => (
        <ResultsTable
          caption={intl.formatMessage({ id: 'admin.outbox.caption' })}
          busy={isPlaceholderData}
          columns={[
            { label: intl.formatMessage({ id: 'admin.outbox.column.subject' }) },
            { label: intl.formatMessage({ id: 'admin.outbox.column.to' }) },
            { label: intl.formatMessage({ id: 'admin.outbox.column.status' }) },
            { label: intl.formatMessage({ id: 'admin.outbox.column.created' }) },
          ]}
        >
          {rows.map((email) => (
            <tr key={email.id} className={cn(table.row, 'hover:bg-surface')}>
              <td className={cn(table.td, 'max-w-80')}>
                <Link
                  to="/admin/outbox/$id"
                  params={{ id: email.id }}
                  className="font-medium wrap-anywhere text-brand-600 hover:underline"
                  translate="no"
                >
                  {email.subject}
                </Link>
                <p className="mt-0.5 font-mono text-xs text-muted" translate="no">
                  {email.template}
                </p>
              </td>
              <td className={cn(table.td, 'break-all text-ink')} translate="no">
                {email.to}
              </td>
              <td className={table.td}>
                <EmailStatusBadge status={email.status} />
                {email.attempts > 1 && (
                  <p className="mt-1 text-xs whitespace-nowrap text-muted">
                    <FormattedMessage
                      id="admin.outbox.attempts"
                      values={{ count: email.attempts }}
                    />
                  </p>
                )}
                {email.lastError && (
                  <p
                    className="mt-1 line-clamp-2 max-w-56 text-xs wrap-anywhere text-red-700"
                    title={email.lastError}
                    translate="no"
                  >
                    {email.lastError}
                  </p>
                )}
              </td>
              <td className={cn(table.td, 'whitespace-nowrap text-muted')}>
                <DateTime value={email.createdAt} withTime />
              </td>
            </tr>
          ))}
        </ResultsTable>
      )}
    </ListScreen>
  )
}
