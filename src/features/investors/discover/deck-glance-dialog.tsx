import type { RefObject } from 'react'

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
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={button}
      size="2xl"
      closeButton
      title={`Pitch deck of ${startupName}`}
      description="Page by page; the arrow keys turn pages while the deck has focus."
    >
      {open && <PdfDeckViewer fileId={fileId} title={`Pitch deck of ${startupName}`} recordViews />}
    </Modal>
  )
}
