import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useIntl } from 'react-intl'

import { Button } from '@/components/ui/button'
import { serverMessage } from '@/lib/form-errors'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'

/** Puts the startups of the selected applications on one of the organisation's lists. */
export function AddSelectedToList({
  startupOrgIds,
  onDone,
}: {
  startupOrgIds: readonly string[]
  onDone: () => void
}) {
  const intl = useIntl()
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const id = useId()
  const [listId, setListId] = useState('')
  const lists = useQuery(trpc.investors.lists.list.queryOptions())
  const add = useMutation(trpc.investors.lists.addEntries.mutationOptions())
  const unique = [...new Set(startupOrgIds)]

  async function submit() {
    const list = lists.data?.find((l) => l.id === listId)
    if (!list) return
    try {
      const { added, alreadyThere } = await add.mutateAsync({ listId, startupOrgIds: unique })
      await queryClient.invalidateQueries({ queryKey: trpc.investors.lists.pathKey() })
      toast.success(
        intl.formatMessage({ id: 'pipeline.bulk.added' }, { added, list: list.name, alreadyThere }),
      )
      onDone()
    } catch (error) {
      toast.error(serverMessage(error, intl.formatMessage({ id: 'pipeline.bulk.addFailed' })))
    }
  }

  if (lists.data && lists.data.length === 0) return null
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {intl.formatMessage({ id: 'pipeline.bulk.listLabel' })}
      </label>
      <select
        id={id}
        value={listId}
        onChange={(event) => setListId(event.target.value)}
        disabled={add.isPending || !lists.data}
        className="h-9 min-w-0 flex-1 rounded-lg border border-line bg-white px-3 text-sm text-ink shadow-xs focus:border-brand-500 focus:ring-3 focus:ring-brand-100 focus:outline-none sm:w-48 sm:flex-none"
      >
        <option value="">{intl.formatMessage({ id: 'pipeline.bulk.listPlaceholder' })}</option>
        {lists.data?.map((list) => (
          <option key={list.id} value={list.id} translate="no">
            {list.name}
          </option>
        ))}
      </select>
      <Button
        type="button"
        size="sm"
        variant="secondary"
        className="h-9"
        disabled={!listId || add.isPending}
        onClick={() => void submit()}
      >
        {intl.formatMessage({ id: add.isPending ? 'pipeline.bulk.adding' : 'pipeline.bulk.add' })}
      </Button>
    </div>
  )
}
