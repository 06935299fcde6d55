import type { RefObject } from 'react'
import { useIntl } from 'react-intl'

import { PdfDeckViewer } from '@/components/deck-viewer/deck-viewer'
import { Modal } from '@/components/ui/modal'

/** The dialog of `DeckGlance`, loaded when someone reaches for its button. */
export default function DeckGlanceDialog({
  fileId,
  startupName,
  open,
  onOpenChange,
  button,
}: {
  fileId: string
  startupName: string
  open: boolean
  onOpenChange: (open: boolean) => void
  button: RefObject<HTMLButtonElement | null>
}) {
  const intl = useIntl()
  const title = intl.formatMessage({ id: 'investor.deckGlance.title' }, { name: startupName })
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={button}
      size="2xl"
      closeButton
      title={title}
      description={intl.formatMessage({ id: 'investor.deckGlance.description' })}
    >
      {open && <PdfDeckViewer fileId={fileId} title={title} recordViews />}
    </Modal>
  )
}
