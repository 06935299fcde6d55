import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type MouseEvent } from 'react'
import { toast } from 'sonner'

import { Button } from '@/components/ui/button'
import { Modal, ModalActions, ModalClose } from '@/components/ui/modal'
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
    <Modal
      kind="alertdialog"
      size="md"
      open={open}
      onOpenChange={setOpen}
      busy={pending}
      trigger={
        <Button type="button" variant={move.variant === 'danger' ? 'secondary' : move.variant}>
          {move.label}
        </Button>
      }
      title={move.title}
      description={move.effect}
    >
      <ModalActions>
        <ModalClose>
          <Button variant="secondary" disabled={pending}>
            Cancel
          </Button>
        </ModalClose>
        <Button
          variant={move.variant === 'danger' ? 'danger' : 'primary'}
          disabled={pending}
          onClick={(event) => void confirm(event)}
        >
          {pending ? 'Working…' : move.label}
        </Button>
      </ModalActions>
    </Modal>
  )
}
