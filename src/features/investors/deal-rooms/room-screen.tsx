import { Link } from '@tanstack/react-router'
import { ExternalLink, Lock, UserPlus } from 'lucide-react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'

import { Button } from '@/components/ui/button'
import { Badge, Card } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { serverMessage } from '@/lib/form-errors'
import { formatDate, formatRupees } from '@/lib/format'
import { useTRPC } from '@/lib/trpc'

import { InterestDialog } from './interest-dialog'
import { InviteDialog } from './invite-dialog'
import { CommittedProgress, InterestLine } from './room-figures'
import { RoomFunds } from './room-funds'
import { RoomNotice } from './room-notice'
import { RoomThread } from './room-thread'
import type { DealRoom } from './types'

/** A deal room as the viewer's fund reads it (decision 0047): the round, its funds and thread. */
export function RoomScreen({
  room,
  viewer,
}: {
  room: DealRoom
  viewer: { organisationId: string; userId: string }
}) {
  const lead = room.role === 'lead'
  const shared = lead || room.consent === 'accepted'
  const canAct = shared && !room.closedAt
  const own = room.funds?.find((fund) => fund.organisationId === viewer.organisationId)
  const angelNetwork = own?.members ? own.name : undefined
  const ownLine = angelNetwork
    ? (own?.members?.find((member) => member.userId === viewer.userId) ?? null)
    : own
  const current = { status: ownLine?.status ?? null, amount: ownLine?.amount ?? null }

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm text-muted">
            {lead ? 'Your fund leads this room' : `Led by ${room.lead.name}`}
          </p>
          <h1 className="mt-1 text-2xl font-semibold text-ink">
            {room.startup.name} · {room.roundName}
          </h1>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
            <span>Opened {formatDate(room.createdAt)}</span>
            {room.closedAt && (
              <Badge className="bg-surface text-ink ring-1 ring-line">
                <Lock className="mr-1 size-3" aria-hidden="true" />
                Closed {formatDate(room.closedAt)}
              </Badge>
            )}
          </div>
        </div>
        {canAct && (
          <div className="flex flex-wrap gap-2">
            <InterestDialog
              roomId={room.id}
              current={current}
              asMemberOf={angelNetwork}
              trigger={<Button>State your interest</Button>}
            />
            {lead && (
              <>
                <InviteDialog
                  startupOrgId={room.startup.organisationId}
                  startupName={room.startup.name}
                  rooms={[{ id: room.id, roundName: room.roundName }]}
                  allowNewRound={false}
                  trigger={
                    <Button variant="secondary">
                      <UserPlus aria-hidden="true" />
                      Invite a co-investor
                    </Button>
                  }
                />
                <CloseRound roomId={room.id} />
              </>
            )}
          </div>
        )}
      </header>

      <RoomNotice room={room} />

      <Card className="grid gap-5 p-5 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-1">
          <div>
            <dt className="text-xs font-medium text-muted">Amount sought</dt>
            <dd className="mt-0.5 text-lg font-semibold text-ink tabular-nums">
              {formatRupees(room.amountSought)}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-muted">{room.lead.name}’s intended cheque</dt>
            <dd className="mt-0.5 text-lg font-semibold text-ink tabular-nums">
              {room.leadCheque ? formatRupees(room.leadCheque) : 'Not stated'}
            </dd>
          </div>
        </dl>
        <div className="space-y-3">
          {room.committedTotal !== null ? (
            <CommittedProgress committed={room.committedTotal} sought={room.amountSought} />
          ) : (
            <p className="text-sm text-muted">
              The committed total is shown to the funds the deal is shared with.
            </p>
          )}
          {own && (
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
              {angelNetwork ? 'Your own line:' : 'Your fund’s line:'}
              <InterestLine status={current.status} amount={current.amount} />
            </p>
          )}
          {shared && (
            <Link
              to="/investors/applications/$startupId"
              params={{ startupId: room.startup.organisationId }}
              className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
            >
              Open {room.startup.name}’s profile
              <ExternalLink className="size-3.5" aria-hidden="true" />
            </Link>
          )}
        </div>
      </Card>

      {(room.funds || room.thread) && (
        <div className="grid items-start gap-6 lg:grid-cols-2">
          {room.funds && (
            <RoomFunds
              funds={room.funds}
              invitations={room.invitations}
              ownOrgId={viewer.organisationId}
            />
          )}
          {room.thread && (
            <RoomThread
              roomId={room.id}
              thread={room.thread}
              canPost={canAct}
              readOnlyReason={
                room.closedAt
                  ? 'The round is closed; the thread is kept as it was.'
                  : room.consent === 'withdrawn'
                    ? 'The founders withdrew their consent: this is the thread up to then.'
                    : 'Only the funds the deal is shared with post here.'
              }
            />
          )}
        </div>
      )}
    </div>
  )
}

function CloseRound({ roomId }: { roomId: string }) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const close = useMutation(trpc.investors.dealRooms.close.mutationOptions())
  return (
    <ConfirmDialog
      trigger={<Button variant="secondary">Close round</Button>}
      title="Close this round?"
      description="Every fund’s interest becomes final and no one can be invited. The founders can no longer withdraw what they shared."
      confirmLabel="Close the round"
      pendingLabel="Closing…"
      onConfirm={async () => {
        try {
          await close.mutateAsync({ roomId })
          await queryClient.invalidateQueries({ queryKey: trpc.investors.dealRooms.pathKey() })
          toast.success('Round closed')
        } catch (error) {
          toast.error(serverMessage(error, 'We could not close the round. Please try again.'))
        }
      }}
    />
  )
}
