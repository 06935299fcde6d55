import { Link } from '@tanstack/react-router'
import { Handshake } from 'lucide-react'
import { useId } from 'react'

import { Badge, Card } from '@/components/ui/card'
import { cn } from '@/lib/cn'
import { formatDate, formatRupees, possessive } from '@/lib/format'
import { dealRoomInterestLabels, type DealRoomInterest } from '@/lib/options'

import { AcceptButton, DeclineButton, WithdrawButton } from './consent-buttons'
import type { RoomInvitation, StartupDealRooms, StartupRoom } from './types'

/**
 * "Co-investor requests" on the founders' home (decision 0047): funds that want to bring another
 * fund into the startup's round ask here first; the founders accept or decline, see each round's
 * funds with their stated status and the committed total, and withdraw a share. Never a fund's
 * amount, its notes or the funds' thread.
 */
export function CoInvestorsSection({ data }: { data: StartupDealRooms }) {
  const requests = data.rooms.flatMap((room) =>
    room.invitations
      .filter((invitation) => invitation.consent === 'pending' && !room.closedAt)
      .map((invitation) => ({ room, invitation })),
  )

  return (
    <section
      id="co-investors"
      aria-labelledby="co-investors-heading"
      className="scroll-mt-24 space-y-4"
    >
      <div>
        <h2
          id="co-investors-heading"
          className="flex items-center gap-2 text-lg font-semibold text-ink"
        >
          <Handshake className="size-5 text-brand-600" aria-hidden="true" />
          Co-investor requests
        </h2>
        <p className="mt-1 max-w-prose text-sm text-muted">
          A fund leading your round can ask to bring in other funds to invest beside it. Nothing
          about you is shared with them until you accept, and you can withdraw consent later.
        </p>
      </div>

      {data.rooms.length === 0 ? (
        <Card className="p-5 text-sm text-muted sm:p-6" data-testid="co-investors-empty">
          No co-investor requests yet. When a fund you applied to, or one that found you on Sangam,
          wants to share your profile with a co-investor, you decide here.{' '}
          <PreApprovalHint on={data.preApproval.coInvestorsOfAppliedFunds} />
        </Card>
      ) : (
        <>
          {requests.length > 0 && (
            <ul className="space-y-3" aria-label="Requests waiting for your answer">
              {requests.map(({ room, invitation }) => (
                <li key={`${room.id}:${invitation.organisationId}`}>
                  <Request room={room} invitation={invitation} />
                </li>
              ))}
            </ul>
          )}
          <ul
            className={cn('grid gap-4', data.rooms.length > 1 && 'lg:grid-cols-2')}
            aria-label="Your rounds with co-investors"
          >
            {data.rooms.map((room) => (
              <li key={room.id} className="min-w-0">
                <Round room={room} />
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted">
            <PreApprovalHint on={data.preApproval.coInvestorsOfAppliedFunds} />
          </p>
        </>
      )}
    </section>
  )
}

function PreApprovalHint({ on }: { on: boolean }) {
  return (
    <>
      {on
        ? 'Co-investors of funds you applied to see your profile without asking you first: '
        : 'To let co-investors of funds you applied to see your profile without asking you each time, use '}
      <Link
        to="/startups/settings"
        hash="co-investor-sharing"
        className="font-medium text-brand-600 hover:underline"
      >
        {on ? 'change it in settings' : 'the setting in settings'}
      </Link>
      .
    </>
  )
}

function roundFigures(room: StartupRoom) {
  const parts = [`raising ${formatRupees(room.amountSought)}`]
  if (room.leadCheque) parts.push(`${room.lead.name} intends ${formatRupees(room.leadCheque)}`)
  parts.push(`${formatRupees(room.committedTotal)} committed so far`)
  return `${room.roundName}: ${parts.join(', ')}`
}

/** One invitation waiting for the founders: who asks, for whom, why, and the round. */
function Request({ room, invitation }: { room: StartupRoom; invitation: RoomInvitation }) {
  const sentenceId = useId()
  return (
    <Card
      className="border-saffron-400 bg-saffron-100/40 p-4 sm:p-5"
      data-testid="co-investor-request"
    >
      <article aria-labelledby={sentenceId} className="space-y-3">
        <p id={sentenceId} className="font-medium text-ink">
          {room.lead.name} wants to share your profile and deck with {invitation.name} to co-invest
        </p>
        <p className="text-sm text-muted">
          {roundFigures(room)}. Asked {formatDate(invitation.invitedAt)}.
        </p>
        {invitation.invitationNote && (
          <figure className="rounded-xl bg-surface p-3 text-sm">
            <figcaption className="text-xs font-medium text-muted">
              {possessive(room.lead.name)} note
            </figcaption>
            <blockquote className="mt-1 whitespace-pre-line text-ink">
              {invitation.invitationNote}
            </blockquote>
          </figure>
        )}
        <div className="flex flex-wrap gap-2">
          <AcceptButton room={room} invitation={invitation} describedBy={sentenceId} />
          <DeclineButton room={room} invitation={invitation} describedBy={sentenceId} />
        </div>
      </article>
    </Card>
  )
}

const interestTones: Record<DealRoomInterest, string> = {
  interested: 'bg-sky-50 text-sky-800',
  committed: 'bg-emerald-50 text-emerald-800',
  passed: 'bg-slate-100 text-slate-600',
}

function InterestBadge({ status }: { status: DealRoomInterest | null }) {
  return (
    <Badge className={cn('shrink-0', status ? interestTones[status] : 'bg-slate-50 text-muted')}>
      {status ? dealRoomInterestLabels[status] : 'Not stated yet'}
    </Badge>
  )
}

/** A round: its figures, the funds in it with their stated status, and the shares to withdraw. */
function Round({ room }: { room: StartupRoom }) {
  const headingId = useId()
  const shared = room.invitations.filter((i) => i.consent === 'accepted')
  const waiting = room.invitations.filter((i) => i.consent === 'pending')
  const notShared = room.invitations.filter(
    (i) => i.consent === 'declined' || i.consent === 'withdrawn',
  )
  const percent =
    room.amountSought > 0 ? Math.min(100, (room.committedTotal / room.amountSought) * 100) : 0

  return (
    <Card className="h-full p-4 sm:p-5" data-testid="co-investor-round">
      <article aria-labelledby={headingId} className="space-y-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={headingId} className="font-semibold text-ink">
              {room.roundName}, led by {room.lead.name}
            </h3>
            <p className="text-sm text-muted">
              Raising {formatRupees(room.amountSought)}
              {room.leadCheque
                ? ` · ${room.lead.name} intends ${formatRupees(room.leadCheque)}`
                : ''}
            </p>
          </div>
          {room.closedAt && <Badge className="bg-slate-100 text-slate-700">Round closed</Badge>}
        </div>

        <div>
          <p className="flex flex-wrap justify-between gap-x-3 text-sm">
            <span className="font-medium text-ink">
              {formatRupees(room.committedTotal)} committed
            </span>
            <span className="text-muted">of {formatRupees(room.amountSought)} sought</span>
          </p>
          <div
            role="progressbar"
            aria-label={`Committed of the amount sought in ${room.roundName}`}
            aria-valuetext={`${formatRupees(room.committedTotal)} committed of ${formatRupees(room.amountSought)} sought`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(percent)}
            className="mt-2 h-2 w-full overflow-hidden rounded-full bg-brand-50"
          >
            <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
          </div>
        </div>

        <div>
          <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">
            Funds in this round
          </h4>
          <ul className="mt-2 divide-y divide-line" aria-label={`Funds in ${room.roundName}`}>
            <li className="flex items-center justify-between gap-3 py-2">
              <span className="min-w-0">
                <span className="block text-sm font-medium text-ink">{room.lead.name}</span>
                <span className="block text-xs text-muted">Leads the round</span>
              </span>
              <InterestBadge status={room.lead.status} />
            </li>
            {shared.map((invitation) => (
              <SharedFund key={invitation.organisationId} room={room} invitation={invitation} />
            ))}
          </ul>
        </div>

        {waiting.length > 0 && (
          <p className="text-sm text-muted">
            Waiting for your answer: {waiting.map((i) => i.name).join(', ')}.
          </p>
        )}

        {notShared.length > 0 && (
          <div>
            <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">Not shared</h4>
            <ul
              className="mt-2 divide-y divide-line"
              aria-label={`Not shared in ${room.roundName}`}
            >
              {notShared.map((invitation) => (
                <NotSharedFund
                  key={invitation.organisationId}
                  room={room}
                  invitation={invitation}
                />
              ))}
            </ul>
          </div>
        )}
      </article>
    </Card>
  )
}

function SharedFund({ room, invitation }: { room: StartupRoom; invitation: RoomInvitation }) {
  const nameId = useId()
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-2">
      <span className="min-w-0">
        <span id={nameId} className="block text-sm font-medium text-ink">
          {invitation.name}
        </span>
        <span className="block text-xs text-muted">
          {invitation.preApproved
            ? `Shared through your pre-approval, ${formatDate(invitation.decidedAt)}`
            : `Shared with your consent, ${formatDate(invitation.decidedAt)}`}
        </span>
      </span>
      <span className="flex items-center gap-2">
        <InterestBadge status={invitation.status} />
        {!room.closedAt && (
          <WithdrawButton room={room} invitation={invitation} describedBy={nameId} />
        )}
      </span>
    </li>
  )
}

function NotSharedFund({ room, invitation }: { room: StartupRoom; invitation: RoomInvitation }) {
  const nameId = useId()
  const when = formatDate(invitation.decidedAt)
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-2">
      <span className="min-w-0">
        <span id={nameId} className="block text-sm font-medium text-ink">
          {invitation.name}
        </span>
        <span className="block text-xs text-muted">
          {invitation.consent === 'declined'
            ? `You declined${when ? ` on ${when}` : ''}`
            : `You withdrew consent${when ? ` on ${when}` : ''}`}
        </span>
      </span>
      {!room.closedAt && (
        <AcceptButton
          room={room}
          invitation={invitation}
          describedBy={nameId}
          label="Share again"
        />
      )}
    </li>
  )
}
