import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Handshake, UserPlus } from 'lucide-react'
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { PanelError, PanelLoading } from '@/components/ui/panel-states'
import { useTRPC } from '@/lib/trpc'

import { InviteDialog } from './invite-dialog'
import { CommittedProgress, ConsentBadge } from './room-figures'

/**
 * The review screen's deal-room panel: the rooms the fund is in for this startup, and "Invite a
 * co-investor", which opens one for the startup's round when the fund leads none.
 */
export function StartupDealRooms({
  startupOrgId,
  startupName,
  hasApplications,
}: {
  startupOrgId: string
  startupName: string
  /** Applied to the fund: it deals with the startup itself, and may lead a round of it. */
  hasApplications: boolean
}) {
  const trpc = useTRPC()
  const intl = useIntl()
  const headingId = useId()
  const list = useQuery(trpc.investors.dealRooms.list.queryOptions({ show: 'all' }))
  const rooms = (list.data ?? []).filter((room) => room.startup.organisationId === startupOrgId)
  const led = rooms.filter((room) => room.role === 'lead' && !room.closedAt)
  // Seen only through another fund's room: the founders agreed to that fund's co-investors, not
  // to the funds those would bring (decision 0047), so there is no round to lead here.
  const onlyShared = !hasApplications && rooms.length > 0 && rooms.every((r) => r.role !== 'lead')

  return (
    <Card className="space-y-4 p-5" role="region" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-ink">
            <Handshake className="size-4 text-brand-600" aria-hidden="true" />
            <FormattedMessage id="deals.common.dealRooms" />
          </h2>
          <p className="mt-1 text-sm text-muted">
            <FormattedMessage id="deals.startupRooms.intro" values={{ startup: startupName }} />
          </p>
        </div>
        {list.isSuccess && !onlyShared && (
          <InviteDialog
            startupOrgId={startupOrgId}
            startupName={startupName}
            rooms={led.map((room) => ({ id: room.id, roundName: room.roundName }))}
            trigger={
              <Button variant="secondary" size="sm">
                <UserPlus aria-hidden="true" />
                <FormattedMessage id="deals.common.inviteCoInvestor" />
              </Button>
            }
          />
        )}
      </div>
      {list.isPending ? (
        <PanelLoading
          label={intl.formatMessage({ id: 'deals.startupRooms.loading' })}
          lines={['h-5 w-2/3', 'h-4 w-1/2']}
        />
      ) : list.isError ? (
        <PanelError
          message={intl.formatMessage({ id: 'deals.startupRooms.failed' })}
          onRetry={() => void list.refetch()}
        />
      ) : rooms.length === 0 ? (
        <p className="text-sm text-muted">
          <FormattedMessage id="deals.startupRooms.none" values={{ startup: startupName }} />
        </p>
      ) : (
        <ul className="divide-y divide-line">
          {rooms.map((room) => (
            <li key={room.id} className="space-y-2 py-3 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-center gap-2">
                <Link
                  to="/investors/deal-rooms/$roomId"
                  params={{ roomId: room.id }}
                  className="font-medium text-brand-700 hover:underline"
                  translate="no"
                >
                  {room.roundName}
                </Link>
                <span className="text-sm text-muted">
                  <FormattedMessage
                    id="deals.startupRooms.role"
                    values={{
                      lead: room.role === 'lead' ? 'yes' : 'no',
                      leadName: room.lead.name,
                      closed: room.closedAt ? 'yes' : 'no',
                    }}
                  />
                </span>
                {room.consent && <ConsentBadge consent={room.consent} />}
              </div>
              {room.committedTotal !== null && (
                <CommittedProgress
                  committed={room.committedTotal}
                  sought={room.amountSought}
                  compact
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
