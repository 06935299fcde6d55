import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Handshake } from 'lucide-react'
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { Card } from '@/components/ui/card'
import { CommittedProgress, roomTitle } from '@/features/investors/deal-rooms/room-figures'
import { shownRupees } from '@/lib/i18n/rupees'
import { useTRPC } from '@/lib/trpc'

/**
 * The fund's deal rooms at a glance (decision 0047): how many deals other funds shared with it,
 * and what is committed in the open rounds it leads. Not bound to the dashboard's period: a room
 * is live until its lead closes it. Nothing shows until the fund is in a room.
 */
export function DealRoomsCard() {
  const trpc = useTRPC()
  const intl = useIntl()
  const headingId = useId()
  const list = useQuery(trpc.investors.dealRooms.list.queryOptions({ show: 'all' }))
  const rooms = list.data ?? []
  if (rooms.length === 0) return null
  const shared = rooms.filter((room) => room.role === 'co_investor' && room.consent === 'accepted')
  const waiting = rooms.filter((room) => room.role === 'co_investor' && room.consent === 'pending')
  const led = rooms.filter((room) => room.role === 'lead' && !room.closedAt)
  const committed = led.reduce((sum, room) => sum + (room.committedTotal ?? 0), 0)
  const sought = led.reduce((sum, room) => sum + room.amountSought, 0)

  return (
    <Card className="mb-6 p-5" role="region" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-ink">
          <Handshake className="size-4 text-brand-600" aria-hidden="true" />
          <FormattedMessage id="deals.common.dealRooms" />
        </h2>
        <Link
          to="/investors/deal-rooms"
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          <FormattedMessage id="deals.common.allDealRooms" />
        </Link>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-3">
        <div>
          <dt className="text-xs font-medium text-muted">
            <FormattedMessage id="deals.card.sharedWithYou" />
          </dt>
          <dd className="mt-1 text-2xl font-semibold text-ink tabular-nums">
            <Link
              to="/investors/deal-rooms"
              search={{ show: 'shared' }}
              className="hover:underline"
            >
              {intl.formatNumber(shared.length)}
            </Link>
          </dd>
          {waiting.length > 0 && (
            <dd className="mt-1 text-xs text-muted">
              <FormattedMessage id="deals.card.waiting" values={{ count: waiting.length }} />
            </dd>
          )}
        </div>
        <div>
          <dt className="text-xs font-medium text-muted">
            <FormattedMessage id="deals.card.openLed" />
          </dt>
          <dd className="mt-1 text-2xl font-semibold text-ink tabular-nums">
            <Link to="/investors/deal-rooms" search={{ show: 'led' }} className="hover:underline">
              {intl.formatNumber(led.length)}
            </Link>
          </dd>
        </div>
        <div className="col-span-2 lg:col-span-1">
          <dt className="text-xs font-medium text-muted">
            <FormattedMessage id="deals.card.committedLed" />
          </dt>
          <dd className="mt-1 text-2xl font-semibold text-ink tabular-nums">
            {shownRupees(intl, committed)}
          </dd>
          <dd className="mt-1 text-xs text-muted">
            <FormattedMessage
              id="deals.card.ofSought"
              values={{ amount: shownRupees(intl, sought) }}
            />
          </dd>
        </div>
      </dl>
      {led.length > 0 && (
        <ul
          aria-label={intl.formatMessage({ id: 'deals.card.roundsYouLead' })}
          className="mt-4 space-y-3 border-t border-line pt-4"
        >
          {led.slice(0, 5).map((room) => (
            <li key={room.id}>
              <Link
                to="/investors/deal-rooms/$roomId"
                params={{ roomId: room.id }}
                className="text-sm font-medium text-brand-700 hover:underline"
                translate="no"
              >
                {roomTitle(room.startup.name, room.roundName)}
              </Link>
              <CommittedProgress
                committed={room.committedTotal ?? 0}
                sought={room.amountSought}
                compact
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
