import { useMutation, useQueryClient } from '@tanstack/react-query'
import { AlertDialog } from 'radix-ui'
import { useState, type MouseEvent } from 'react'
import { toast } from 'sonner'

import { Button } from '@/components/ui/button'
import { channelStatusMoves } from '@/domain/channels/schemas'
import type { ChannelStatus } from '@/lib/options'
import { useTRPC } from '@/lib/trpc'

type Move = {
  label: string
  title: string
  effect: string
  done: string
  variant: 'primary' | 'secondary' | 'danger'
}

function describeMove(from: ChannelStatus, to: ChannelStatus): Move {
  switch (to) {
    case 'open':
      return from === 'closed'
        ? {
            label: 'Reopen channel',
            title: 'Reopen this channel?',
            effect:
              'Startups can apply again. If the channel is listed it reappears for every startup; the closing date still applies.',
            done: 'Channel reopened',
            variant: 'primary',
          }
        : {
            label: 'Open channel',
            title: 'Open this channel?',
            effect:
              'Startups can start applying. A listed channel appears for every startup on Sangam; an unlisted one only for people with the link. Save your changes first.',
            done: 'Channel opened',
            variant: 'primary',
          }
    case 'closed':
      return {
        label: 'Close channel',
        title: 'Close this channel?',
        effect:
          'No new applications are accepted. Applications already received stay in your pipeline, and you can reopen the channel later.',
        done: 'Channel closed',
        variant: 'secondary',
      }
    case 'archived':
      return {
        label: 'Archive channel',
        title: 'Archive this channel?',
        effect:
          'The channel is put away for good: it no longer accepts applications and cannot be reopened. Its applications stay available.',
        done: 'Channel archived',
        variant: 'danger',
      }
    default:
      return {
        label: 'Move to draft',
        title: 'Move to draft?',
        effect: 'The channel stops accepting applications.',
        done: 'Channel moved to draft',
        variant: 'secondary',
      }
  }
}

export function ChannelStatusActions({ id, status }: { id: string; status: ChannelStatus }) {
  const moves: readonly ChannelStatus[] = channelStatusMoves[status]
  if (moves.length === 0) {
    return <p className="text-sm text-muted">Archived channels cannot change status.</p>
  }
  return (
    <div className="flex flex-wrap gap-2">
      {moves.map((to) => (
        <StatusMoveButton key={to} id={id} from={status} to={to} />
      ))}
    </div>
  )
}

function StatusMoveButton({
  id,
  from,
  to,
}: {
  id: string
  from: ChannelStatus
  to: ChannelStatus
}) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const mutation = useMutation(trpc.investors.channels.setStatus.mutationOptions())
  const [open, setOpen] = useState(false)
  const move = describeMove(from, to)

  async function confirm(event: MouseEvent) {
    event.preventDefault()
    try {
      await mutation.mutateAsync({ id, status: to })
      toast.success(move.done)
      setOpen(false)
    } catch (error) {
      toast.error(
        error instanceof Error && error.message
          ? error.message
          : 'We could not change the status. Please try again.',
      )
      setOpen(false)
    } finally {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.investors.channels.get.queryKey({ id }) }),
        queryClient.invalidateQueries({ queryKey: trpc.investors.channels.list.queryKey() }),
      ])
    }
  }

  const pending = mutation.isPending
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialog.Trigger asChild>
        <Button type="button" variant={move.variant === 'danger' ? 'secondary' : move.variant}>
          {move.label}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold text-ink">
            {move.title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted">
            {move.effect}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={pending}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button
                variant={move.variant === 'danger' ? 'danger' : 'primary'}
                disabled={pending}
                onClick={(event) => void confirm(event)}
              >
                {pending ? 'Working…' : move.label}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
