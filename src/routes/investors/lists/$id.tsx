import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { Download, Mail, Pencil, Trash2 } from 'lucide-react'
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'

import { PageHeader } from '@/components/area-shell'
import { BackLink } from '@/components/back-link'
import { DetailSkeleton } from '@/components/detail-skeleton'
import { ErrorPanel } from '@/components/error-panel'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { ListEntry } from '@/features/investors/lists/list-entry'
import { ListFormDialog } from '@/features/investors/lists/list-form-dialog'
import { loadOrNotFound } from '@/lib/load-or-not-found'
import { shownDate } from '@/lib/i18n/dates'
import type { ListInboxEntry } from '@/features/investors/inbox/types'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'

/** The list's sorts, each with its label's message. */
const sorts = {
  added: 'investor.list.sort.added',
  name: 'investor.list.sort.name',
  fit: 'investor.list.sort.fit',
  raise: 'investor.list.sort.raise',
} as const
type ListSort = keyof typeof sorts

export const Route = createFileRoute('/investors/lists/$id')({
  validateSearch: z.object({
    sort: z.enum(['added', 'name', 'fit', 'raise']).optional().catch(undefined),
  }),
  loaderDeps: ({ search }) => ({ sort: search.sort ?? 'added' }),
  loader: ({ context, params, deps }) =>
    loadOrNotFound(() =>
      context.queryClient.ensureQueryData(
        context.trpc.investors.lists.get.queryOptions({ id: params.id, sort: deps.sort }),
      ),
    ),
  pendingComponent: () => <DetailSkeleton sections={2} />,
  errorComponent: ErrorPanel,
  notFoundComponent: ListNotFound,
  component: ListScreen,
})

function ListScreen() {
  const intl = useIntl()
  const { id } = Route.useParams()
  const search = Route.useSearch()
  const sort: ListSort = search.sort ?? 'added'
  const navigate = useNavigate({ from: Route.fullPath })
  const trpc = useTRPC()
  const sortId = useId()
  const { data: list } = useSuspenseQuery(trpc.investors.lists.get.queryOptions({ id, sort }))
  const remove = useMutation(trpc.investors.lists.delete.mutationOptions())

  return (
    <>
      <BackLink to="/investors/lists">
        <FormattedMessage id="investor.list.allLists" />
      </BackLink>
      <PageHeader
        title={list.name}
        ownTitle
        description={list.description ?? intl.formatMessage({ id: 'investor.list.description' })}
        ownDescription={Boolean(list.description)}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="secondary">
              <a href={`/api/lists/${list.id}/export?sort=${sort}`} download>
                <Download aria-hidden="true" /> <FormattedMessage id="investor.list.export" />
              </a>
            </Button>
            <ListFormDialog
              list={list}
              trigger={
                <Button variant="secondary">
                  <Pencil aria-hidden="true" /> <FormattedMessage id="investor.list.edit" />
                </Button>
              }
            />
            <ConfirmDialog
              trigger={
                <Button variant="ghost" className="text-red-700 hover:bg-red-50">
                  <Trash2 aria-hidden="true" /> <FormattedMessage id="investor.list.delete" />
                </Button>
              }
              title={intl.formatMessage({ id: 'investor.list.delete.title' }, { name: list.name })}
              description={intl.formatMessage({ id: 'investor.list.delete.description' })}
              confirmLabel={intl.formatMessage({ id: 'investor.list.delete.confirm' })}
              pendingLabel={intl.formatMessage({ id: 'investor.list.delete.pending' })}
              onConfirm={async () => {
                await remove.mutateAsync({ id: list.id })
                toast.success(
                  intl.formatMessage({ id: 'investor.list.delete.done' }, { name: list.name }),
                )
                await navigate({ to: '/investors/lists' })
              }}
            />
          </div>
        }
      />

      {list.inboxEntries.length > 0 && <InboxOnList entries={list.inboxEntries} />}
      {list.entries.length === 0 ? (
        <Card className="p-8 text-center text-sm text-muted">
          <p className="font-medium text-ink">
            <FormattedMessage id="investor.list.empty.title" />
          </p>
          <p className="mt-2">
            <FormattedMessage
              id="investor.list.empty.body"
              values={{
                link: (chunks) => (
                  <Link to="/investors" className="font-medium text-brand-600 hover:underline">
                    {chunks}
                  </Link>
                ),
              }}
            />
          </p>
        </Card>
      ) : (
        <>
          <div className="mb-4 flex items-center justify-between gap-3">
            <p className="text-sm text-muted">
              <FormattedMessage
                id="investor.common.startups"
                values={{ count: list.entries.length }}
              />
            </p>
            <div className="flex items-center gap-2">
              <label htmlFor={sortId} className="text-sm text-muted">
                <FormattedMessage id="investor.list.sort" />
              </label>
              <select
                id={sortId}
                value={sort}
                onChange={(event) =>
                  void navigate({
                    search: {
                      sort:
                        event.target.value === 'added'
                          ? undefined
                          : (event.target.value as ListSort),
                    },
                    resetScroll: false,
                  })
                }
                className="h-9 rounded-lg border border-line bg-white px-3 text-sm text-ink shadow-xs focus:border-brand-500 focus:ring-3 focus:ring-brand-100 focus:outline-none"
              >
                {(Object.keys(sorts) as ListSort[]).map((key) => (
                  <option key={key} value={key}>
                    {intl.formatMessage({ id: sorts[key] })}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {list.entries.some((entry) => entry.scores) && (
            <p className="mb-3 text-xs text-muted">
              <FormattedMessage id="investor.list.scoresNote" />
            </p>
          )}
          <ol
            aria-label={intl.formatMessage({ id: 'investor.list.entriesLabel' })}
            className="space-y-3"
          >
            {list.entries.map((entry) => (
              <li key={entry.startupOrgId}>
                <ListEntry
                  key={`${entry.startupOrgId}-${entry.note ?? ''}`}
                  listId={list.id}
                  entry={entry}
                />
              </li>
            ))}
          </ol>
        </>
      )}
    </>
  )
}

/** Deals received by email on the list, until their founders claim them and their startups come. */
function InboxOnList({ entries }: { entries: readonly ListInboxEntry[] }) {
  const intl = useIntl()
  const headingId = useId()
  return (
    <Card className="mb-6 p-4 sm:p-5" role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-ink">
        <Mail className="size-4 text-muted" aria-hidden="true" />
        <FormattedMessage id="investor.list.inbox.title" />
      </h2>
      <p className="mt-0.5 text-xs text-muted">
        <FormattedMessage id="investor.list.inbox.description" />
      </p>
      <ul className="mt-3 divide-y divide-line">
        {entries.map((entry) => (
          <li
            key={entry.entryId}
            className="flex flex-wrap items-baseline justify-between gap-2 py-2"
          >
            <Link
              to="/investors/inbox/$entryId"
              params={{ entryId: entry.entryId }}
              search={entry.status === 'new' ? {} : { status: entry.status }}
              className="min-w-0 font-medium text-brand-700 hover:underline"
              translate="no"
            >
              {entry.startupName ?? entry.subject}
            </Link>
            <span className="text-xs text-muted">
              <FormattedMessage
                id="investor.list.inbox.received"
                values={{ status: entry.status, date: shownDate(intl, entry.receivedAt) }}
              />
            </span>
          </li>
        ))}
      </ul>
    </Card>
  )
}

function ListNotFound() {
  return (
    <Card className="p-8 text-center">
      <h1 className="text-lg font-semibold text-ink">
        <FormattedMessage id="investor.list.notFound.title" />
      </h1>
      <p className="mt-2 text-sm text-muted">
        <FormattedMessage id="investor.list.notFound.body" />
      </p>
      <Link
        to="/investors/lists"
        className="mt-4 inline-block font-medium text-brand-600 hover:underline"
      >
        <FormattedMessage id="investor.list.notFound.back" />
      </Link>
    </Card>
  )
}
