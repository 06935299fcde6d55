import { useState, type ReactElement } from 'react'
import { useIntl } from 'react-intl'

import { Modal } from '@/components/ui/modal'

import { InviteForm } from './invite-form'
import { OpenRoomForm } from './open-room-form'

/**
 * "Invite a co-investor": opens the fund's room for the startup's round when it leads none yet,
 * then invites a public fund into it. Given rooms, it goes straight to the invitation.
 */
export function InviteDialog({
  trigger,
  startupOrgId,
  startupName,
  rooms,
  allowNewRound = true,
}: {
  trigger: ReactElement
  startupOrgId: string
  startupName: string
  /** The open rooms the fund leads for this startup. */
  rooms: readonly { id: string; roundName: string }[]
  allowNewRound?: boolean
}) {
  const intl = useIntl()
  const [open, setOpen] = useState(false)
  // A room opened in this dialog comes first, before the ones the list knew of.
  const [opened, setOpened] = useState<{ id: string; roundName: string } | null>(null)
  const [step, setStep] = useState<'round' | 'invite'>(rooms.length > 0 ? 'invite' : 'round')
  const known = opened ? [opened, ...rooms.filter((room) => room.id !== opened.id)] : rooms

  function change(next: boolean) {
    setOpen(next)
    if (!next) {
      setOpened(null)
      setStep(rooms.length > 0 ? 'invite' : 'round')
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={change}
      trigger={trigger}
      title={
        step === 'round'
          ? intl.formatMessage({ id: 'deals.inviteDialog.title.round' }, { startup: startupName })
          : intl.formatMessage({ id: 'deals.common.inviteCoInvestor' })
      }
      description={
        step === 'round'
          ? intl.formatMessage({ id: 'deals.inviteDialog.description.round' })
          : intl.formatMessage(
              { id: 'deals.inviteDialog.description.invite' },
              { startup: startupName },
            )
      }
    >
      {step === 'round' ? (
        <OpenRoomForm
          startupOrgId={startupOrgId}
          startupName={startupName}
          onOpened={(room) => {
            setOpened(room)
            setStep('invite')
          }}
          onCancel={() => change(false)}
        />
      ) : (
        <InviteForm
          key={known[0]?.id}
          rooms={known}
          startupName={startupName}
          onInvited={() => change(false)}
          onCancel={() => change(false)}
          onOpenAnother={allowNewRound ? () => setStep('round') : undefined}
        />
      )}
    </Modal>
  )
}
