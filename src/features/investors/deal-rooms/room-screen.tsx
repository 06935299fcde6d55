import { Link } from '@tanstack/react-router'
import { ExternalLink, Lock, UserPlus } from 'lucide-react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'

import { Button } from '@/components/ui/button'
import { Badge, Card } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { serverMessage } from '@/lib/form-errors'
import { shownDate } from '@/lib/i18n/dates'
import { shownRupees } from '@/lib/i18n/rupees'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'

import { InterestDialog } from './interest-dialog'
import { InviteDialog } from './invite-dialog'
import { CommittedProgress, InterestLine, roomTitle } from './room-figures'
import { RoomFunds } from './room-funds'
import { RoomNotice } from './room-notice'
import { RoomThread } from './room-thread'
import type { DealRoom } from './types'

/** A fund's or a startup's name in a sentence of the page: data, never translated. */
const untranslated = (name: string) => <span translate="no">{name}</span>

/** A deal room as the viewer's fund reads it (decision 0047): the round, its funds and thread. */
export function RoomScreen({
  room,
  viewer,
}: {
  room: DealRoom
  viewer: { organisationId: string; userId: string }
}) {
  const intl = useIntl()
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
            {lead ? (
              <FormattedMessage id="deals.room.leadsThis" />
            ) : (
              <FormattedMessage
                id="deals.room.ledBy"
                values={{ leadName: untranslated(room.lead.name) }}
              />
            )}
          </p>
          <h1 className="mt-1 text-2xl font-semibold text-ink" translate="no">
            {roomTitle(room.startup.name, room.roundName)}
          </h1>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
            <span>
              <FormattedMessage
                id="deals.room.opened"
                values={{ date: shownDate(intl, room.createdAt) }}
              />
            </span>
            {room.closedAt && (
              <Badge className="bg-surface text-ink ring-1 ring-line">
                <Lock className="mr-1 size-3" aria-hidden="true" />
                <FormattedMessage
                  id="deals.room.closed"
                  values={{ date: shownDate(intl, room.closedAt) }}
                />
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
              trigger={
                <Button>
                  <FormattedMessage id="deals.room.stateInterest" />
                </Button>
              }
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
                      <FormattedMessage id="deals.common.inviteCoInvestor" />
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
            <dt className="text-xs font-medium text-muted">
              <FormattedMessage id="deals.common.amountSought" />
            </dt>
            <dd className="mt-0.5 text-lg font-semibold text-ink tabular-nums">
              {shownRupees(intl, room.amountSought)}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-muted">
              <FormattedMessage
                id="deals.room.leadCheque"
                values={{ leadName: untranslated(room.lead.name) }}
              />
            </dt>
            <dd className="mt-0.5 text-lg font-semibold text-ink tabular-nums">
              {room.leadCheque ? (
                shownRupees(intl, room.leadCheque)
              ) : (
                <FormattedMessage id="deals.room.notStated" />
              )}
            </dd>
          </div>
        </dl>
        <div className="space-y-3">
          {room.committedTotal !== null ? (
            <CommittedProgress committed={room.committedTotal} sought={room.amountSought} />
          ) : (
            <p className="text-sm text-muted">
              <FormattedMessage id="deals.room.totalHidden" />
            </p>
          )}
          {own && (
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
              <FormattedMessage id={angelNetwork ? 'deals.room.ownLine' : 'deals.room.fundLine'} />
              <InterestLine status={current.status} amount={current.amount} />
            </p>
          )}
          {shared && (
            <Link
              to="/investors/applications/$startupId"
              params={{ startupId: room.startup.organisationId }}
              className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
            >
              <FormattedMessage
                id="deals.room.openProfile"
                values={{ startup: room.startup.name }}
              />
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
              readOnlyReason={intl.formatMessage({
                id: room.closedAt
                  ? 'deals.room.readOnly.closed'
                  : room.consent === 'withdrawn'
                    ? 'deals.room.readOnly.withdrawn'
                    : 'deals.room.readOnly.notShared',
              })}
            />
          )}
        </div>
      )}
    </div>
  )
}

function CloseRound({ roomId }: { roomId: string }) {
  const trpc = useTRPC()
  const intl = useIntl()
  const queryClient = useQueryClient()
  const close = useMutation(trpc.investors.dealRooms.close.mutationOptions())
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary">
          <FormattedMessage id="deals.room.close.trigger" />
        </Button>
      }
      title={intl.formatMessage({ id: 'deals.room.close.title' })}
      description={intl.formatMessage({ id: 'deals.room.close.description' })}
      confirmLabel={intl.formatMessage({ id: 'deals.room.close.confirm' })}
      pendingLabel={intl.formatMessage({ id: 'deals.room.close.pending' })}
      onConfirm={async () => {
        try {
          await close.mutateAsync({ roomId })
          await queryClient.invalidateQueries({ queryKey: trpc.investors.dealRooms.pathKey() })
          toast.success(intl.formatMessage({ id: 'deals.room.close.done' }))
        } catch (error) {
          toast.error(serverMessage(error, intl.formatMessage({ id: 'deals.room.close.failed' })))
        }
      }}
    />
  )
}
