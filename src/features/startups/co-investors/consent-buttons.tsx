import type { ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { formatDate, possessive } from '@/lib/format'

import type { RoomInvitation, StartupRoom } from './types'
import { useSetConsent, type ConsentAnswer } from './use-consent'

type AnswerProps = {
  room: StartupRoom
  invitation: RoomInvitation
  /** The id of the sentence the button acts on, read out after the button's name. */
  describedBy?: string
}

/**
 * A button that asks before it answers: the dialog says what the answer shares or ends, and
 * stays open (busy) until the server has answered.
 */
function AnswerDialog({
  answer,
  label,
  variant,
  title,
  description,
  confirmLabel,
  pendingLabel,
  room,
  invitation,
  describedBy,
}: AnswerProps & {
  answer: ConsentAnswer
  label: string
  variant: 'primary' | 'secondary'
  title: string
  description: ReactNode
  confirmLabel: string
  pendingLabel: string
}) {
  const setConsent = useSetConsent()
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant={variant} aria-describedby={describedBy}>
          {label}
        </Button>
      }
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      pendingLabel={pendingLabel}
      confirmVariant={answer === 'accepted' ? 'primary' : 'danger'}
      onConfirm={() => setConsent(answer, room, invitation)}
    />
  )
}

/** What accepting shares, and what a withdrawal leaves the fund: the founders read it first. */
function SharingTerms({ fund }: { fund: string }) {
  return (
    <span className="block space-y-2">
      <span className="block">
        {fund} will see your full profile and your pitch deck, live: as they are now and as you
        change them, like a fund you applied to. Its views of your deck are reported to you.
      </span>
      <span className="block">
        You can withdraw consent here at any time until the round closes. {fund} then loses your
        live profile and deck at once, and keeps only a snapshot of your profile as you shared it,
        without the deck.
      </span>
    </span>
  )
}

export function AcceptButton({ label = 'Accept', ...props }: AnswerProps & { label?: string }) {
  const fund = props.invitation.name
  return (
    <AnswerDialog
      {...props}
      answer="accepted"
      label={label}
      variant="primary"
      title={`Share your profile and deck with ${fund}?`}
      description={<SharingTerms fund={fund} />}
      confirmLabel="Accept and share"
      pendingLabel="Sharing…"
    />
  )
}

export function DeclineButton(props: AnswerProps) {
  const fund = props.invitation.name
  const lead = props.room.lead.name
  return (
    <AnswerDialog
      {...props}
      answer="declined"
      label="Decline"
      variant="secondary"
      title={`Decline ${possessive(lead)} request?`}
      description={`${fund} will not see your profile or deck. ${lead} and ${fund} are told you declined. You can still share with ${fund} later from this page.`}
      confirmLabel="Decline"
      pendingLabel="Declining…"
    />
  )
}

export function WithdrawButton(props: AnswerProps) {
  const fund = props.invitation.name
  const since = formatDate(props.invitation.decidedAt)
  return (
    <AnswerDialog
      {...props}
      answer="withdrawn"
      label="Withdraw consent"
      variant="secondary"
      title={`Withdraw consent for ${fund}?`}
      description={`${fund} loses your live profile and deck at once. It keeps a snapshot of your profile as you shared it${since ? ` on ${since}` : ''}, without the deck, and the room’s discussion it took part in. You can share again later.`}
      confirmLabel="Withdraw consent"
      pendingLabel="Withdrawing…"
    />
  )
}
