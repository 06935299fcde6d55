/** The team's notes on an Inbox entry. */
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { NotesCard } from '@/features/investors/review/notes-panel'
import { useTRPC } from '@/lib/trpc'

import type { InboxEntry } from './types'

export function EntryNotes({ entry, name }: { entry: InboxEntry; name: string }) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const add = useMutation(trpc.investors.inbox.addNote.mutationOptions())
  const remove = useMutation(trpc.investors.inbox.removeNote.mutationOptions())
  return (
    <NotesCard
      subjectName={name}
      notes={{ isPending: false, isError: false, data: entry.notes, refetch: () => undefined }}
      adding={add.isPending}
      onAdd={(body) => add.mutateAsync({ entryId: entry.id, body })}
      onRemove={(id) => remove.mutateAsync({ id })}
      refresh={() =>
        queryClient.invalidateQueries({ queryKey: trpc.investors.inbox.get.pathKey() })
      }
    />
  )
}
