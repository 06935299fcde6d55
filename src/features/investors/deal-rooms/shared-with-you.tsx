import { Link } from '@tanstack/react-router'
import { Handshake } from 'lucide-react'
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { Card } from '@/components/ui/card'

import { CommittedProgress } from './room-figures'
import type { DealRoomSummary } from './types'

/**
 * Discover's "Shared with you": the deals other funds brought the fund into whose founders agreed
 * to share them (decision 0047), each with the startup's page and the room.
 */
export function SharedWithYou({ rooms }: { rooms: readonly DealRoomSummary[] }) {
  const intl = useIntl()
  const headingId = useId()
  if (rooms.length === 0) return null
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-ink">
            <Handshake className="size-4 text-brand-600" aria-hidden="true" />
            <FormattedMessage id="deals.shared.heading" />
          </h2>
          <p className="text-sm text-muted">
            <FormattedMessage id="deals.shared.intro" />
          </p>
        </div>
        <Link
          to="/investors/deal-rooms"
          search={{ show: 'shared' }}
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          <FormattedMessage id="deals.shared.all" />
        </Link>
      </div>
      <ul
        aria-label={intl.formatMessage({ id: 'deals.shared.heading' })}
        className="grid gap-3 md:grid-cols-2"
      >
        {rooms.map((room) => (
          <li key={room.id}>
            <Card className="h-full space-y-2 p-4">
              <p className="font-semibold text-ink">
                <Link
                  to="/investors/applications/$startupId"
                  params={{ startupId: room.startup.organisationId }}
                  search={{ from: 'discover' }}
                  className="hover:text-brand-700 hover:underline"
                  translate="no"
                >
                  {room.startup.name}
                </Link>
              </p>
              <p className="text-xs text-muted">
                <FormattedMessage
                  id="deals.shared.meta"
                  values={{
                    round: room.roundName,
                    leadName: room.lead.name,
                    closed: room.closedAt ? 'yes' : 'no',
                  }}
                />
              </p>
              {room.committedTotal !== null && (
                <CommittedProgress
                  committed={room.committedTotal}
                  sought={room.amountSought}
                  compact
                />
              )}
              <Link
                to="/investors/deal-rooms/$roomId"
                params={{ roomId: room.id }}
                aria-label={intl.formatMessage(
                  { id: 'deals.common.openRoom.label' },
                  { startup: room.startup.name, round: room.roundName },
                )}
                className="inline-block text-sm font-medium text-brand-700 hover:underline"
              >
                <FormattedMessage id="deals.common.openRoom" />
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  )
}
