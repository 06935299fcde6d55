import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Check, ListPlus, Plus } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { Button } from '@/components/ui/button'
import { DeferredPopover } from '@/components/ui/deferred-popover'
import { Input } from '@/components/ui/input'
import { PanelEmpty, PanelError, PanelLoading } from '@/components/ui/panel-states'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'
import { trpcFieldErrors } from '@/lib/trpc-errors'

/** Puts the startup on the team's lists, or takes it off; a new list can be made on the spot. */
export function AddToList({
  startupOrgId,
  startupName,
}: {
  startupOrgId: string
  startupName: string
}) {
  const intl = useIntl()
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const lists = useQuery({
    ...trpc.investors.lists.list.queryOptions({ startupOrgId }),
    enabled: open,
  })
  const addEntry = useMutation(trpc.investors.lists.addEntry.mutationOptions())
  const removeEntry = useMutation(trpc.investors.lists.removeEntry.mutationOptions())
  const [busyId, setBusyId] = useState<string | null>(null)

  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.investors.lists.pathKey() })

  async function toggle(listId: string, name: string, on: boolean) {
    setBusyId(listId)
    try {
      if (on) await addEntry.mutateAsync({ listId, startupOrgId })
      else await removeEntry.mutateAsync({ listId, startupOrgId })
      toast.success(
        intl.formatMessage(
          { id: on ? 'review.lists.added' : 'review.lists.removed' },
          { list: name },
        ),
      )
    } catch (error) {
      toast.error(
        error instanceof Error && error.message
          ? error.message
          : intl.formatMessage({ id: 'review.lists.changeFailed' }),
      )
    } finally {
      setBusyId(null)
      await refresh()
    }
  }

  const onCount = lists.data?.filter((l) => l.containsStartup).length ?? 0

  return (
    <ListsPopover
      open={open}
      onOpenChange={setOpen}
      name={startupName}
      summary={
        lists.data
          ? intl.formatMessage(
              { id: 'review.lists.summary' },
              { startup: startupName, on: onCount, total: lists.data.length },
            )
          : ''
      }
      lists={lists}
      isOn={(list) => list.containsStartup}
      count={(list) => list.entryCount}
      busyId={busyId}
      onToggle={toggle}
      onCreated={async (listId, name) => {
        await addEntry.mutateAsync({ listId, startupOrgId })
        toast.success(
          intl.formatMessage({ id: 'review.lists.created' }, { list: name, startup: startupName }),
        )
        await refresh()
      }}
    />
  )
}

type ListChoice = { id: string; name: string }

/**
 * "Add to list": the team's lists as checkboxes, ticked where the startup (or Inbox entry) is on
 * them, and a new list made on the spot.
 */
export function ListsPopover<L extends ListChoice>({
  open,
  onOpenChange,
  name,
  summary,
  lists,
  isOn,
  count,
  busyId,
  onToggle,
  onCreated,
}: {
  /** Controlled: the lists are read only once it opens. */
  open: boolean
  onOpenChange: (open: boolean) => void
  name: string
  summary: string
  lists: { isPending: boolean; isError: boolean; data?: readonly L[]; refetch: () => unknown }
  isOn: (list: L) => boolean
  count?: (list: L) => number
  busyId: string | null
  onToggle: (listId: string, listName: string, on: boolean) => Promise<void>
  onCreated: (listId: string, listName: string) => Promise<void>
}) {
  const intl = useIntl()
  return (
    <DeferredPopover
      open={open}
      onOpenChange={onOpenChange}
      trigger={(props) => (
        <Button variant="secondary" size="sm" {...props}>
          <ListPlus aria-hidden="true" />
          <FormattedMessage id="review.lists.add" />
        </Button>
      )}
      align="end"
      sideOffset={6}
      collisionPadding={12}
      className="z-40 w-[min(22rem,calc(100vw-1.5rem))] rounded-2xl border border-line bg-white p-4 shadow-xl focus:outline-none"
      aria-label={intl.formatMessage({ id: 'review.lists.label' }, { name })}
    >
      <p className="text-sm font-semibold text-ink">
        <FormattedMessage id="review.lists.title" />
      </p>
      <p className="mt-0.5 text-xs text-muted">
        <FormattedMessage id="review.lists.intro" values={{ summary }} />
      </p>
      <div className="mt-3 max-h-64 overflow-y-auto">
        {lists.isPending ? (
          <PanelLoading
            label={intl.formatMessage({ id: 'review.lists.loading' })}
            lines={['h-8 w-full', 'h-8 w-5/6']}
          />
        ) : lists.isError ? (
          <PanelError
            message={intl.formatMessage({ id: 'review.lists.loadFailed' })}
            onRetry={() => void lists.refetch()}
          />
        ) : !lists.data || lists.data.length === 0 ? (
          <PanelEmpty>
            <FormattedMessage id="review.lists.empty" />
          </PanelEmpty>
        ) : (
          <ul className="space-y-1">
            {lists.data.map((list) => (
              <li key={list.id}>
                <label className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-sm hover:bg-surface">
                  <input
                    type="checkbox"
                    className="size-4 rounded border-line accent-brand-600"
                    checked={isOn(list)}
                    disabled={busyId === list.id}
                    onChange={(event) => void onToggle(list.id, list.name, event.target.checked)}
                  />
                  <span className="min-w-0 flex-1 truncate text-ink" translate="no">
                    {list.name}
                  </span>
                  {count && (
                    <span className="text-xs text-muted">{intl.formatNumber(count(list))}</span>
                  )}
                </label>
              </li>
            ))}
          </ul>
        )}
      </div>
      <NewListForm onCreated={onCreated} />
    </DeferredPopover>
  )
}

export function NewListForm({
  onCreated,
}: {
  onCreated: (listId: string, name: string) => Promise<void>
}) {
  const intl = useIntl()
  const trpc = useTRPC()
  const create = useMutation(trpc.investors.lists.create.mutationOptions())
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const id = useId()

  async function submit(event: FormEvent) {
    event.preventDefault()
    setError(null)
    try {
      const created = await create.mutateAsync({ name })
      setName('')
      await onCreated(created.id, name.trim())
    } catch (failure) {
      setError(
        trpcFieldErrors(failure).name?.[0] ??
          (failure instanceof Error && failure.message
            ? failure.message
            : intl.formatMessage({ id: 'review.lists.createFailed' })),
      )
    }
  }

  return (
    <form
      method="post"
      onSubmit={(event) => void submit(event)}
      className="mt-3 border-t border-line pt-3"
      noValidate
    >
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        <FormattedMessage id="review.lists.new" />
      </label>
      <div className="mt-1.5 flex gap-2">
        <Input
          id={id}
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder={intl.formatMessage({ id: 'review.lists.newPlaceholder' })}
          maxLength={80}
          className="h-9"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button
          type="submit"
          size="sm"
          className="h-9"
          disabled={create.isPending || name.trim().length === 0}
        >
          {create.isPending ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
          <FormattedMessage id="review.lists.create" />
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </form>
  )
}
