import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ListPlus } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'

import { Button } from '@/components/ui/button'
import { DeferredPopover } from '@/components/ui/deferred-popover'
import { PanelEmpty, PanelError, PanelLoading } from '@/components/ui/panel-states'
import { NewListForm } from '@/features/investors/review/add-to-list'
import { serverMessage } from '@/lib/form-errors'
import { useTRPC } from '@/lib/trpc'

/**
 * Puts the entry on the team's lists, or takes it off. Once the founder claims it, their startup
 * takes the entry's place on those lists.
 */
export function EntryLists({
  entryId,
  name,
  onLists,
}: {
  entryId: string
  name: string
  onLists: readonly { id: string; name: string }[]
}) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const lists = useQuery({ ...trpc.investors.lists.list.queryOptions(), enabled: open })
  const add = useMutation(trpc.investors.inbox.addToList.mutationOptions())
  const remove = useMutation(trpc.investors.inbox.removeFromList.mutationOptions())
  const [busyId, setBusyId] = useState<string | null>(null)
  const on = new Set(onLists.map((list) => list.id))

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.investors.inbox.get.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.investors.lists.pathKey() }),
    ])

  async function toggle(listId: string, listName: string, adding: boolean) {
    setBusyId(listId)
    try {
      if (adding) await add.mutateAsync({ entryId, listId })
      else await remove.mutateAsync({ entryId, listId })
      toast.success(adding ? `Added to ${listName}` : `Removed from ${listName}`)
    } catch (error) {
      toast.error(serverMessage(error, 'We could not change the list. Please try again.'))
    } finally {
      setBusyId(null)
      await refresh()
    }
  }

  return (
    <DeferredPopover
      open={open}
      onOpenChange={setOpen}
      trigger={(props) => (
        <Button variant="secondary" size="sm" {...props}>
          <ListPlus aria-hidden="true" />
          Add to list
        </Button>
      )}
      align="end"
      sideOffset={6}
      collisionPadding={12}
      className="z-40 w-[min(22rem,calc(100vw-1.5rem))] rounded-2xl border border-line bg-white p-4 shadow-xl focus:outline-none"
      aria-label={`Lists for ${name}`}
    >
      <p className="text-sm font-semibold text-ink">Lists</p>
      <p className="mt-0.5 text-xs text-muted">Shared with your team.</p>
      <div className="mt-3 max-h-64 overflow-y-auto">
        {lists.isPending ? (
          <PanelLoading label="Loading your lists…" lines={['h-8 w-full', 'h-8 w-5/6']} />
        ) : lists.isError ? (
          <PanelError
            message="We could not load your lists."
            onRetry={() => void lists.refetch()}
          />
        ) : lists.data.length === 0 ? (
          <PanelEmpty>No lists yet: create the first one below.</PanelEmpty>
        ) : (
          <ul className="space-y-1">
            {lists.data.map((list) => (
              <li key={list.id}>
                <label className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-sm hover:bg-surface">
                  <input
                    type="checkbox"
                    className="size-4 rounded border-line accent-brand-600"
                    checked={on.has(list.id)}
                    disabled={busyId === list.id}
                    onChange={(event) => void toggle(list.id, list.name, event.target.checked)}
                  />
                  <span className="min-w-0 flex-1 truncate text-ink">{list.name}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </div>
      <NewListForm
        onCreated={async (listId, listName) => {
          await add.mutateAsync({ entryId, listId })
          toast.success(`Created ${listName} with ${name} on it`)
          await refresh()
        }}
      />
    </DeferredPopover>
  )
}
