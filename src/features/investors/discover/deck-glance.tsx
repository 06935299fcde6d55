import { FileText } from 'lucide-react'
import { useState } from 'react'

import { PdfDeckViewer } from '@/components/deck-viewer/deck-viewer'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'

/**
 * A startup's deck read from Discover without leaving the list: the pdf.js viewer in a dialog,
 * its pages read reported like on the review screen (decision 0034).
 */
export function DeckGlance({ fileId, startupName }: { fileId: string; startupName: string }) {
  const [open, setOpen] = useState(false)
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      size="2xl"
      closeButton
      title={`Pitch deck of ${startupName}`}
      description="Page by page; the arrow keys turn pages while the deck has focus."
      trigger={
        <Button size="sm" variant="secondary">
          <FileText aria-hidden="true" /> Deck<span className="sr-only"> of {startupName}</span>
        </Button>
      }
    >
      {open && <PdfDeckViewer fileId={fileId} title={`Pitch deck of ${startupName}`} recordViews />}
    </Modal>
  )
}
