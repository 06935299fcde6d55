import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type MouseEvent } from 'react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'

import { Button } from '@/components/ui/button'
import { Modal, ModalActions, ModalClose } from '@/components/ui/modal'
import { channelStatusMoves } from '@/domain/channels/schemas'
import type { ChannelStatus } from '@/lib/options'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'

type Move = {
  label: string
  title: string
  effect: string
  done: string
  variant: 'primary' | 'secondary' | 'danger'
}

type MoveName = 'reopen' | 'open' | 'close' | 'archive' | 'draft'

/** A move's words: its button, the confirmation's title and effect, and the toast once done. */
function moveWords(intl: IntlShape, name: MoveName) {
  return {
    label: intl.formatMessage({ id: `investor.statusMove.${name}.label` }),
    title: intl.formatMessage({ id: `investor.statusMove.${name}.title` }),
    effect: intl.formatMessage({ id: `investor.statusMove.${name}.effect` }),
    done: intl.formatMessage({ id: `investor.statusMove.${name}.done` }),
  }
}

function describeMove(intl: IntlShape, from: ChannelStatus, to: ChannelStatus): Move {
  switch (to) {
    case 'open':
      return from === 'closed'
        ? { ...moveWords(intl, 'reopen'), variant: 'primary' }
        : { ...moveWords(intl, 'open'), variant: 'primary' }
    case 'closed':
      return { ...moveWords(intl, 'close'), variant: 'secondary' }
    case 'archived':
      return { ...moveWords(intl, 'archive'), variant: 'danger' }
    default:
      return { ...moveWords(intl, 'draft'), variant: 'secondary' }
  }
}

export function ChannelStatusActions({ id, status }: { id: string; status: ChannelStatus }) {
  const moves: readonly ChannelStatus[] = channelStatusMoves[status]
  if (moves.length === 0) {
    return (
      <p className="text-sm text-muted">
        <FormattedMessage id="investor.statusMove.archived" />
      </p>
    )
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
  const intl = useIntl()
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const mutation = useMutation(trpc.investors.channels.setStatus.mutationOptions())
  const [open, setOpen] = useState(false)
  const move = describeMove(intl, from, to)

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
          : intl.formatMessage({ id: 'investor.statusMove.failed' }),
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
            <FormattedMessage id="investor.common.cancel" />
          </Button>
        </ModalClose>
        <Button
          variant={move.variant === 'danger' ? 'danger' : 'primary'}
          disabled={pending}
          onClick={(event) => void confirm(event)}
        >
          {pending ? intl.formatMessage({ id: 'investor.statusMove.working' }) : move.label}
        </Button>
      </ModalActions>
    </Modal>
  )
}
