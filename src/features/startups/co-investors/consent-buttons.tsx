import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { ownWords } from '@/components/own-words'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { shownDate } from '@/lib/i18n/dates'

import type { RoomInvitation, StartupRoom } from './types'
import { endsInS, useSetConsent, type ConsentAnswer } from './use-consent'

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
function SharingTerms({ fund: name }: { fund: string }) {
  const fund = ownWords(name, 'fund')
  return (
    <span className="block space-y-2">
      <span className="block">
        <FormattedMessage id="deals.consent.terms.share" values={{ fund }} />
      </span>
      <span className="block">
        <FormattedMessage id="deals.consent.terms.withdraw" values={{ fund }} />
      </span>
    </span>
  )
}

export function AcceptButton({ label, ...props }: AnswerProps & { label?: string }) {
  const intl = useIntl()
  const fund = props.invitation.name
  return (
    <AnswerDialog
      {...props}
      answer="accepted"
      label={label ?? intl.formatMessage({ id: 'deals.consent.accept' })}
      variant="primary"
      title={intl.formatMessage({ id: 'deals.consent.accept.title' }, { fund })}
      description={<SharingTerms fund={fund} />}
      confirmLabel={intl.formatMessage({ id: 'deals.consent.accept.confirm' })}
      pendingLabel={intl.formatMessage({ id: 'deals.consent.accept.pending' })}
    />
  )
}

export function DeclineButton(props: AnswerProps) {
  const intl = useIntl()
  const fund = props.invitation.name
  const lead = props.room.lead.name
  const decline = intl.formatMessage({ id: 'deals.consent.decline' })
  return (
    <AnswerDialog
      {...props}
      answer="declined"
      label={decline}
      variant="secondary"
      title={intl.formatMessage(
        { id: 'deals.consent.decline.title' },
        { leadName: lead.trim(), endsInS: endsInS(lead) },
      )}
      description={
        <FormattedMessage
          id="deals.consent.decline.description"
          values={{ fund: ownWords(fund, 'fund'), leadName: ownWords(lead, 'leadName') }}
        />
      }
      confirmLabel={decline}
      pendingLabel={intl.formatMessage({ id: 'deals.consent.decline.pending' })}
    />
  )
}

export function WithdrawButton(props: AnswerProps) {
  const intl = useIntl()
  const fund = props.invitation.name
  const since = shownDate(intl, props.invitation.decidedAt)
  const withdraw = intl.formatMessage({ id: 'deals.consent.withdraw' })
  return (
    <AnswerDialog
      {...props}
      answer="withdrawn"
      label={withdraw}
      variant="secondary"
      title={intl.formatMessage({ id: 'deals.consent.withdraw.title' }, { fund })}
      description={
        <FormattedMessage
          id="deals.consent.withdraw.description"
          values={{ fund: ownWords(fund, 'fund'), dated: since ? 'yes' : 'no', since }}
        />
      }
      confirmLabel={withdraw}
      pendingLabel={intl.formatMessage({ id: 'deals.consent.withdraw.pending' })}
    />
  )
}
