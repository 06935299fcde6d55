import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { ListChecks, Plus } from 'lucide-react'

import { PageHeader } from '@/components/area-shell'
import { ErrorPanel } from '@/components/error-panel'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ListSkeleton } from '@/features/admin/list-controls'
import { ListFormDialog } from '@/features/investors/lists/list-form-dialog'
import { formatDate, plural } from '@/lib/format'
import { useTRPC } from '@/lib/trpc'

const title = 'Lists'
const description = 'Named lists of startups your team keeps, with a note per entry.'

export const Route = createFileRoute('/investors/lists/')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(context.trpc.investors.lists.list.queryOptions()),
  pendingComponent: () => (
    <>
      <PageHeader title={title} description={description} />
      <ListSkeleton rows={3} />
    </>
  ),
  errorComponent: ErrorPanel,
  component: ListsScreen,
})

function ListsScreen() {
  const trpc = useTRPC()
  const navigate = useNavigate()
  const { data: lists } = useSuspenseQuery(trpc.investors.lists.list.queryOptions())
  const newList = (
    <ListFormDialog
      trigger={
        <Button>
          <Plus aria-hidden="true" /> New list
        </Button>
      }
      onSaved={(id) => void navigate({ to: '/investors/lists/$id', params: { id } })}
    />
  )
  return (
    <>
      <PageHeader title={title} description={description} actions={lists.length > 0 && newList} />
      {lists.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 p-8 text-center sm:p-10">
          <span className="rounded-full bg-brand-50 p-3 text-brand-600">
            <ListChecks className="size-6" aria-hidden="true" />
          </span>
          <h2 className="text-base font-semibold text-ink">No lists yet</h2>
          <p className="max-w-md text-sm text-muted">
            Keep startups worth a second look together: a list per theme, trip or partner meeting,
            shared with your team, with a note on each.
          </p>
          {newList}
        </Card>
      ) : (
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
          {lists.map((list) => (
            <li key={list.id}>
              <Card className="h-full p-5 transition-shadow hover:shadow-md">
                <h2 className="text-base font-semibold text-ink">
                  <Link
                    to="/investors/lists/$id"
                    params={{ id: list.id }}
                    className="hover:text-brand-700 hover:underline"
                  >
                    {list.name}
                  </Link>
                </h2>
                {list.description && (
                  <p className="mt-1 line-clamp-2 text-sm text-muted">{list.description}</p>
                )}
                <p className="mt-3 text-xs text-muted">
                  {plural(list.entryCount, 'startup')} · updated {formatDate(list.updatedAt)}
                </p>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
