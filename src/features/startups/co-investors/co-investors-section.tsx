import { Link } from '@tanstack/react-router'
import { Handshake } from 'lucide-react'
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { ownWords } from '@/components/own-words'
import { Badge, Card } from '@/components/ui/card'
import { cn } from '@/lib/cn'
import { shownDate } from '@/lib/i18n/dates'
import { optionLabel } from '@/lib/i18n/option-labels'
import { shownRupees } from '@/lib/i18n/rupees'
import type { DealRoomInterest } from '@/lib/options'

import { AcceptButton, DeclineButton, WithdrawButton } from './consent-buttons'
import type { RoomInvitation, StartupDealRooms, StartupRoom } from './types'
import { endsInS } from './use-consent'

/**
 * "Co-investor requests" on the founders' home (decision 0047): funds that want to bring another
 * fund into the startup's round ask here first; the founders accept or decline, see each round's
 * funds with their stated status and the committed total, and withdraw a share. Never a fund's
 * amount, its notes or the funds' thread.
 */
export function CoInvestorsSection({ data }: { data: StartupDealRooms }) {
  const intl = useIntl()
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
          <FormattedMessage id="deals.coInvestors.heading" />
        </h2>
        <p className="mt-1 max-w-prose text-sm text-muted">
          <FormattedMessage id="deals.coInvestors.intro" />
        </p>
      </div>

      {data.rooms.length === 0 ? (
        <Card className="p-5 text-sm text-muted sm:p-6" data-testid="co-investors-empty">
          <FormattedMessage
            id="deals.coInvestors.empty"
            values={{
              hint: () => <PreApprovalHint on={data.preApproval.coInvestorsOfAppliedFunds} />,
            }}
          />
        </Card>
      ) : (
        <>
          {requests.length > 0 && (
            <ul
              className="space-y-3"
              aria-label={intl.formatMessage({ id: 'deals.coInvestors.requests' })}
            >
              {requests.map(({ room, invitation }) => (
                <li key={`${room.id}:${invitation.organisationId}`}>
                  <Request room={room} invitation={invitation} />
                </li>
              ))}
            </ul>
          )}
          <ul
            className={cn('grid gap-4', data.rooms.length > 1 && 'lg:grid-cols-2')}
            aria-label={intl.formatMessage({ id: 'deals.coInvestors.rounds' })}
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
    <FormattedMessage
      id="deals.coInvestors.preApproval"
      values={{
        on: on ? 'yes' : 'no',
        link: (chunks) => (
          <Link
            to="/startups/settings"
            hash="co-investor-sharing"
            className="font-medium text-brand-600 hover:underline"
          >
            {chunks}
          </Link>
        ),
      }}
    />
  )
}

/** The round's name and figures, and when the request came. */
function RequestFigures({ room, invitation }: { room: StartupRoom; invitation: RoomInvitation }) {
  const intl = useIntl()
  return (
    <FormattedMessage
      id="deals.coInvestors.request.figures"
      values={{
        round: ownWords(room.roundName, 'round'),
        sought: shownRupees(intl, room.amountSought),
        cheque: room.leadCheque ? 'yes' : 'no',
        leadName: ownWords(room.lead.name, 'leadName'),
        leadCheque: room.leadCheque ? shownRupees(intl, room.leadCheque) : '',
        committed: shownRupees(intl, room.committedTotal),
        date: shownDate(intl, invitation.invitedAt),
      }}
    />
  )
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
          <FormattedMessage
            id="deals.coInvestors.request"
            values={{
              leadName: ownWords(room.lead.name, 'leadName'),
              fund: ownWords(invitation.name, 'fund'),
            }}
          />
        </p>
        <p className="text-sm text-muted">
          <RequestFigures room={room} invitation={invitation} />
        </p>
        {invitation.invitationNote && (
          <figure className="rounded-xl bg-surface p-3 text-sm">
            <figcaption className="text-xs font-medium text-muted">
              <FormattedMessage
                id="deals.coInvestors.request.note"
                values={{
                  leadName: ownWords(room.lead.name.trim(), 'leadName'),
                  endsInS: endsInS(room.lead.name),
                }}
              />
            </figcaption>
            <blockquote className="mt-1 whitespace-pre-line text-ink" translate="no">
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
  const intl = useIntl()
  return (
    <Badge className={cn('shrink-0', status ? interestTones[status] : 'bg-slate-50 text-muted')}>
      {status
        ? optionLabel(intl, 'dealRoomInterests', status)
        : intl.formatMessage({ id: 'deals.coInvestors.notStated' })}
    </Badge>
  )
}

/** A round: its figures, the funds in it with their stated status, and the shares to withdraw. */
function Round({ room }: { room: StartupRoom }) {
  const intl = useIntl()
  const headingId = useId()
  const committed = shownRupees(intl, room.committedTotal)
  const sought = shownRupees(intl, room.amountSought)
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
              <FormattedMessage
                id="deals.coInvestors.round.heading"
                values={{
                  round: ownWords(room.roundName, 'round'),
                  leadName: ownWords(room.lead.name, 'leadName'),
                }}
              />
            </h3>
            <p className="text-sm text-muted">
              <FormattedMessage
                id="deals.coInvestors.round.raising"
                values={{
                  sought,
                  cheque: room.leadCheque ? 'yes' : 'no',
                  leadName: ownWords(room.lead.name, 'leadName'),
                  leadCheque: room.leadCheque ? shownRupees(intl, room.leadCheque) : '',
                }}
              />
            </p>
          </div>
          {room.closedAt && (
            <Badge className="bg-slate-100 text-slate-700">
              <FormattedMessage id="deals.coInvestors.round.closed" />
            </Badge>
          )}
        </div>

        <div>
          <p className="flex flex-wrap justify-between gap-x-3 text-sm">
            <span className="font-medium text-ink">
              <FormattedMessage
                id="deals.coInvestors.round.committed"
                values={{ amount: committed }}
              />
            </span>
            <span className="text-muted">
              <FormattedMessage id="deals.coInvestors.round.ofSought" values={{ amount: sought }} />
            </span>
          </p>
          <div
            role="progressbar"
            aria-label={intl.formatMessage(
              { id: 'deals.coInvestors.round.progress' },
              { round: room.roundName },
            )}
            aria-valuetext={intl.formatMessage(
              { id: 'deals.figures.committedOf' },
              { committed, sought },
            )}
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
            <FormattedMessage id="deals.coInvestors.round.funds" />
          </h4>
          <ul
            className="mt-2 divide-y divide-line"
            aria-label={intl.formatMessage(
              { id: 'deals.coInvestors.round.fundsIn' },
              { round: room.roundName },
            )}
          >
            <li className="flex items-center justify-between gap-3 py-2">
              <span className="min-w-0">
                <span className="block text-sm font-medium text-ink" translate="no">
                  {room.lead.name}
                </span>
                <span className="block text-xs text-muted">
                  <FormattedMessage id="deals.coInvestors.round.leads" />
                </span>
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
            <FormattedMessage
              id="deals.coInvestors.round.waiting"
              values={{
                names: ownWords(waiting.map((i) => i.name).join(', '), 'names'),
              }}
            />
          </p>
        )}

        {notShared.length > 0 && (
          <div>
            <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">
              <FormattedMessage id="deals.coInvestors.round.notShared" />
            </h4>
            <ul
              className="mt-2 divide-y divide-line"
              aria-label={intl.formatMessage(
                { id: 'deals.coInvestors.round.notSharedIn' },
                { round: room.roundName },
              )}
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
  const intl = useIntl()
  const nameId = useId()
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-2">
      <span className="min-w-0">
        <span id={nameId} className="block text-sm font-medium text-ink" translate="no">
          {invitation.name}
        </span>
        <span className="block text-xs text-muted">
          <FormattedMessage
            id="deals.coInvestors.shared"
            values={{
              preApproved: invitation.preApproved ? 'yes' : 'no',
              date: shownDate(intl, invitation.decidedAt),
            }}
          />
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
  const intl = useIntl()
  const nameId = useId()
  const when = shownDate(intl, invitation.decidedAt)
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-2">
      <span className="min-w-0">
        <span id={nameId} className="block text-sm font-medium text-ink" translate="no">
          {invitation.name}
        </span>
        <span className="block text-xs text-muted">
          <FormattedMessage
            id={
              invitation.consent === 'declined'
                ? 'deals.coInvestors.declined'
                : 'deals.coInvestors.withdrew'
            }
            values={{ dated: when ? 'yes' : 'no', date: when }}
          />
        </span>
      </span>
      {!room.closedAt && (
        <AcceptButton
          room={room}
          invitation={invitation}
          describedBy={nameId}
          label={intl.formatMessage({ id: 'deals.coInvestors.shareAgain' })}
        />
      )}
    </li>
  )
}
