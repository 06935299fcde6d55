import { useState, type MouseEvent, type ReactElement, type ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

import { Button } from '@/components/ui/button'
import { Modal, ModalActions, ModalClose } from '@/components/ui/modal'

type ConfirmDialogProps = {
  /** The button that opens the dialog. */
  trigger: ReactElement
  title: string
  description: ReactNode
  confirmLabel: string
  pendingLabel?: string
  /** Runs when confirmed; the dialog stays open (and busy) until it settles, then closes. */
  onConfirm: () => Promise<unknown>
  /** The confirming button's look: danger (the default) for a destructive step. */
  confirmVariant?: 'danger' | 'primary'
}

/** Asks before a destructive (or far-reaching) step, with the safe choice focused first. */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  pendingLabel,
  onConfirm,
  confirmVariant = 'danger',
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false)
  const [pending, setPending] = useState(false)

  async function confirm(event: MouseEvent) {
    event.preventDefault()
    setPending(true)
    try {
      await onConfirm()
    } finally {
      setPending(false)
      setOpen(false)
    }
  }

  return (
    <Modal
      kind="alertdialog"
      size="md"
      open={open}
      onOpenChange={setOpen}
      busy={pending}
      trigger={trigger}
      title={title}
      description={description}
    >
      <ModalActions>
        <ModalClose>
          <Button variant="secondary" disabled={pending}>
            <FormattedMessage id="shared.dialog.cancel" />
          </Button>
        </ModalClose>
        <Button variant={confirmVariant} disabled={pending} onClick={confirm}>
          {pending ? (pendingLabel ?? confirmLabel) : confirmLabel}
        </Button>
      </ModalActions>
    </Modal>
  )
}
