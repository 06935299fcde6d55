import { Link } from '@tanstack/react-router'
import { Clock, Lock } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'

import { shownDate } from '@/lib/i18n/dates'

import type { DealRoom } from './types'

const tone = {
  waiting: 'border-amber-200 bg-amber-50 text-amber-950',
  quiet: 'border-line bg-surface text-ink',
}

/**
 * What an invited fund is told of its place in the room: waiting for the founders (and so seeing
 * only the round), declined, or shared and since withdrawn (a snapshot, no deck). Nothing for the
 * lead or a fund the deal is shared with.
 */
export function RoomNotice({ room }: { room: DealRoom }) {
  const intl = useIntl()
  const startup = room.startup.name
  const invitation = room.invitation
  if (room.role === 'lead' || room.consent === 'accepted') return null
  if (room.consent === 'withdrawn') {
    return (
      <div role="status" className={`rounded-xl border p-4 text-sm ${tone.quiet}`}>
        <p className="flex items-center gap-2 font-medium">
          <Lock className="size-4 shrink-0" aria-hidden="true" />
          <FormattedMessage id="deals.notice.withdrawn.title" values={{ startup }} />
        </p>
        <p className="mt-1 text-muted">
          <FormattedMessage id="deals.notice.withdrawn.body" />
        </p>
        <Link
          to="/investors/applications/$startupId"
          params={{ startupId: room.startup.organisationId }}
          className="mt-2 inline-block font-medium text-brand-700 hover:underline"
        >
          <FormattedMessage id="deals.notice.withdrawn.link" />
        </Link>
      </div>
    )
  }
  return (
    <div
      role="status"
      className={`rounded-xl border p-4 text-sm ${room.consent === 'pending' ? tone.waiting : tone.quiet}`}
    >
      <p className="flex items-center gap-2 font-medium">
        <Clock className="size-4 shrink-0" aria-hidden="true" />
        <FormattedMessage
          id={
            room.consent === 'pending'
              ? 'deals.notice.pending.title'
              : 'deals.notice.declined.title'
          }
          values={{ startup }}
        />
      </p>
      <p className="mt-1">
        <FormattedMessage
          id="deals.notice.invited"
          values={{
            leadName: room.lead.name,
            by: invitation?.invitedByName ? 'yes' : 'no',
            inviter: invitation?.invitedByName ?? '',
            date: invitation ? shownDate(intl, invitation.invitedAt) : '',
            pending: room.consent === 'pending' ? 'yes' : 'no',
          }}
        />
      </p>
      {invitation?.note && (
        <blockquote
          className="mt-3 border-l-2 border-amber-300 pl-3 whitespace-pre-wrap italic"
          translate="no"
        >
          {invitation.note}
        </blockquote>
      )}
    </div>
  )
}
