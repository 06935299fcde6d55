import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { Card } from '@/components/ui/card'
import { shownDate } from '@/lib/i18n/dates'
import { shownRupees } from '@/lib/i18n/rupees'

import { CommittedProgress, ConsentBadge, roomTitle } from './room-figures'
import type { DealRoomSummary } from './types'

/** A note as the lead wrote it, in quotation marks. */
function quoted(note: string): string {
  return `“${note}”`
}

/** One room in a list: the startup and round, who leads, the founders' answer and the total. */
export function RoomCard({
  room,
  showStartupLink = true,
}: {
  room: DealRoomSummary
  showStartupLink?: boolean
}) {
  const intl = useIntl()
  const headingId = useId()
  const shared = room.role === 'lead' || room.consent === 'accepted'
  return (
    <Card className="space-y-3 p-4 sm:p-5" role="article" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold text-ink">
            <Link
              to="/investors/deal-rooms/$roomId"
              params={{ roomId: room.id }}
              className="hover:underline"
              translate="no"
            >
              {roomTitle(room.startup.name, room.roundName)}
            </Link>
          </h2>
          <p className="mt-0.5 text-sm text-muted">
            <FormattedMessage
              id="deals.roomCard.meta"
              values={{
                lead: room.role === 'lead' ? 'yes' : 'no',
                leadName: room.lead.name,
                opened: shownDate(intl, room.createdAt),
                closed: room.closedAt ? 'yes' : 'no',
                closedOn: shownDate(intl, room.closedAt),
              }}
            />
          </p>
        </div>
        {room.consent && <ConsentBadge consent={room.consent} />}
      </div>
      {room.committedTotal !== null ? (
        <CommittedProgress committed={room.committedTotal} sought={room.amountSought} compact />
      ) : (
        <p className="text-sm text-ink">
          <FormattedMessage
            id="deals.roomCard.raising"
            values={{
              sought: shownRupees(intl, room.amountSought),
              cheque: room.leadCheque ? 'yes' : 'no',
              leadName: room.lead.name,
              leadCheque: room.leadCheque ? shownRupees(intl, room.leadCheque) : '',
            }}
          />
        </p>
      )}
      {room.invitationNote && room.consent === 'pending' && (
        <p className="line-clamp-2 text-sm text-muted italic" translate="no">
          {quoted(room.invitationNote)}
        </p>
      )}
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <Link
          to="/investors/deal-rooms/$roomId"
          params={{ roomId: room.id }}
          className="font-medium text-brand-700 hover:underline"
          aria-label={intl.formatMessage(
            { id: 'deals.common.openRoom.label' },
            { startup: room.startup.name, round: room.roundName },
          )}
        >
          <FormattedMessage id="deals.common.openRoom" />
        </Link>
        {shared && showStartupLink && (
          <Link
            to="/investors/applications/$startupId"
            params={{ startupId: room.startup.organisationId }}
            className="font-medium text-brand-700 hover:underline"
          >
            <FormattedMessage id="deals.roomCard.profile" values={{ startup: room.startup.name }} />
          </Link>
        )}
      </div>
    </Card>
  )
}
