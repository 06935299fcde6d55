import { Link } from '@tanstack/react-router'
import { Clock, Lock } from 'lucide-react'

import { formatDate } from '@/lib/format'

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
  const startup = room.startup.name
  const invitation = room.invitation
  if (room.role === 'lead' || room.consent === 'accepted') return null
  if (room.consent === 'withdrawn') {
    return (
      <div role="status" className={`rounded-xl border p-4 text-sm ${tone.quiet}`}>
        <p className="flex items-center gap-2 font-medium">
          <Lock className="size-4 shrink-0" aria-hidden="true" />
          {startup}’s founders withdrew the share with your fund.
        </p>
        <p className="mt-1 text-muted">
          You keep the profile as it was shared, without the deck, and this room’s thread. The live
          profile and its files are no longer shared, and your fund’s commitment no longer counts
          towards the total.
        </p>
        <Link
          to="/investors/applications/$startupId"
          params={{ startupId: room.startup.organisationId }}
          className="mt-2 inline-block font-medium text-brand-700 hover:underline"
        >
          The profile as shared
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
        {room.consent === 'pending'
          ? `${startup}’s founders are deciding whether to share this deal with your fund.`
          : `${startup}’s founders chose not to share this deal with your fund.`}
      </p>
      <p className="mt-1">
        {room.lead.name} invited your fund to co-invest
        {invitation?.invitedByName ? ` (${invitation.invitedByName}` : ''}
        {invitation?.invitedByName ? `, ${formatDate(invitation.invitedAt)})` : ''}.{' '}
        {room.consent === 'pending'
          ? 'Until the founders agree you see the startup’s name, the lead, the note and the round’s figures: no profile, no deck, no thread. You are told when they answer.'
          : 'You see only the invitation and the round’s figures.'}
      </p>
      {invitation?.note && (
        <blockquote className="mt-3 border-l-2 border-amber-300 pl-3 whitespace-pre-wrap italic">
          {invitation.note}
        </blockquote>
      )}
    </div>
  )
}
