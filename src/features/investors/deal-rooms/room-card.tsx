import { Link } from '@tanstack/react-router'
import { useId } from 'react'

import { Card } from '@/components/ui/card'
import { formatDate, formatRupees } from '@/lib/format'

import { CommittedProgress, ConsentBadge } from './room-figures'
import type { DealRoomSummary } from './types'

/** One room in a list: the startup and round, who leads, the founders' answer and the total. */
export function RoomCard({
  room,
  showStartupLink = true,
}: {
  room: DealRoomSummary
  showStartupLink?: boolean
}) {
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
            >
              {room.startup.name} · {room.roundName}
            </Link>
          </h2>
          <p className="mt-0.5 text-sm text-muted">
            {room.role === 'lead' ? 'Your fund leads' : `Led by ${room.lead.name}`} · opened{' '}
            {formatDate(room.createdAt)}
            {room.closedAt && ` · closed ${formatDate(room.closedAt)}`}
          </p>
        </div>
        {room.consent && <ConsentBadge consent={room.consent} />}
      </div>
      {room.committedTotal !== null ? (
        <CommittedProgress committed={room.committedTotal} sought={room.amountSought} compact />
      ) : (
        <p className="text-sm text-ink">
          Raising {formatRupees(room.amountSought)}
          {room.leadCheque ? `, ${room.lead.name} intends ${formatRupees(room.leadCheque)}` : ''}
        </p>
      )}
      {room.invitationNote && room.consent === 'pending' && (
        <p className="line-clamp-2 text-sm text-muted italic">“{room.invitationNote}”</p>
      )}
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <Link
          to="/investors/deal-rooms/$roomId"
          params={{ roomId: room.id }}
          className="font-medium text-brand-700 hover:underline"
          aria-label={`Open the room: ${room.startup.name}, ${room.roundName}`}
        >
          Open the room
        </Link>
        {shared && showStartupLink && (
          <Link
            to="/investors/applications/$startupId"
            params={{ startupId: room.startup.organisationId }}
            className="font-medium text-brand-700 hover:underline"
          >
            {room.startup.name}’s profile
          </Link>
        )}
      </div>
    </Card>
  )
}
