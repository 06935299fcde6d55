import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { ListChecks, Plus } from 'lucide-react'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { PageHeader } from '@/components/area-shell'
import { ErrorPanel } from '@/components/error-panel'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ListSkeleton } from '@/features/admin/list-controls'
import { ListFormDialog } from '@/features/investors/lists/list-form-dialog'
import { shownDate } from '@/lib/i18n/dates'
import { useTRPC } from '@/lib/trpc'

export const Route = createFileRoute('/investors/lists/')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(context.trpc.investors.lists.list.queryOptions()),
  pendingComponent: () => (
    <>
      <ListsHeader />
      <ListSkeleton rows={3} />
    </>
  ),
  errorComponent: ErrorPanel,
  component: ListsScreen,
})

/** The page's heading, the same while it loads. */
function ListsHeader({ actions }: { actions?: ReactNode }) {
  const intl = useIntl()
  return (
    <PageHeader
      title={intl.formatMessage({ id: 'investor.lists.title' })}
      description={intl.formatMessage({ id: 'investor.lists.description' })}
      actions={actions}
    />
  )
}

function ListsScreen() {
  const intl = useIntl()
  const trpc = useTRPC()
  const navigate = useNavigate()
  const { data: lists } = useSuspenseQuery(trpc.investors.lists.list.queryOptions())
  const newList = (
    <ListFormDialog
      trigger={
        <Button>
          <Plus aria-hidden="true" /> <FormattedMessage id="investor.lists.new" />
        </Button>
      }
      onSaved={(id) => void navigate({ to: '/investors/lists/$id', params: { id } })}
    />
  )
  return (
    <>
      <ListsHeader actions={lists.length > 0 && newList} />
      {lists.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 p-8 text-center sm:p-10">
          <span className="rounded-full bg-brand-50 p-3 text-brand-600">
            <ListChecks className="size-6" aria-hidden="true" />
          </span>
          <h2 className="text-base font-semibold text-ink">
            <FormattedMessage id="investor.lists.empty.title" />
          </h2>
          <p className="max-w-md text-sm text-muted">
            <FormattedMessage id="investor.lists.empty.body" />
          </p>
          {newList}
        </Card>
      ) : (
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
          {lists.map((list) => (
            <li key={list.id}>
              <Card className="h-full p-5 transition-shadow hover:shadow-md">
                <h2 className="text-base font-semibold text-ink" translate="no">
                  <Link
                    to="/investors/lists/$id"
                    params={{ id: list.id }}
                    className="hover:text-brand-700 hover:underline"
                  >
                    {list.name}
                  </Link>
                </h2>
                {list.description && (
                  <p className="mt-1 line-clamp-2 text-sm text-muted" translate="no">
                    {list.description}
                  </p>
                )}
                <p className="mt-3 text-xs text-muted">
                  <FormattedMessage
                    id="investor.lists.summary"
                    values={{ count: list.entryCount, date: shownDate(intl, list.updatedAt) }}
                  />
                </p>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
