import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useIntl } from 'react-intl'

import { ListsPopover } from '@/features/investors/review/add-to-list'
import { serverMessage } from '@/lib/form-errors'
import { toast } from '@/lib/toast'
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
  const intl = useIntl()
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
      toast.success(
        intl.formatMessage(
          { id: adding ? 'review.lists.added' : 'review.lists.removed' },
          { list: listName },
        ),
      )
    } catch (error) {
      toast.error(serverMessage(error, intl.formatMessage({ id: 'review.lists.changeFailed' })))
    } finally {
      setBusyId(null)
      await refresh()
    }
  }

  return (
    <ListsPopover
      open={open}
      onOpenChange={setOpen}
      name={name}
      summary={intl.formatMessage({ id: 'deals.inbox.lists.summary' }, { name, count: on.size })}
      lists={lists}
      isOn={(list) => on.has(list.id)}
      busyId={busyId}
      onToggle={toggle}
      onCreated={async (listId, listName) => {
        await add.mutateAsync({ entryId, listId })
        toast.success(
          intl.formatMessage({ id: 'review.lists.created' }, { list: listName, startup: name }),
        )
        await refresh()
      }}
    />
  )
}
