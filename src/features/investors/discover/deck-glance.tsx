import { FileText } from 'lucide-react'
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react'
import { useIntl } from 'react-intl'

import { Button } from '@/components/ui/button'
import { useOnDemand } from '@/lib/use-on-demand'

const loadDialog = () => import('./deck-glance-dialog')
const DeckGlanceDialog = lazy(loadDialog)

/**
 * A startup's deck read from Discover without leaving the list: the pdf.js viewer in a dialog,
 * its pages read reported like on the review screen (decision 0034). The dialog and the viewer
 * load when someone reaches for the button (pointer over it, focus or touch), not with the list
 * (decision 0045).
 */
export function DeckGlance({ fileId, startupName }: { fileId: string; startupName: string }) {
  const intl = useIntl()
  const label = intl.formatMessage(
    { id: 'investor.deckGlance.button' },
    {
      // The startup's name: data, never translated.
      name: <span translate="no">{startupName}</span>,
      hidden: (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>,
    },
  )
  const button = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const { wanted, want, reach } = useOnDemand(loadDialog)
  return (
    <>
      <Button
        ref={button}
        size="sm"
        variant="secondary"
        aria-haspopup="dialog"
        aria-expanded={open}
        {...reach}
        onClick={() => {
          want()
          setOpen(true)
        }}
      >
        <FileText aria-hidden="true" /> {label}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <DeckGlanceDialog
            fileId={fileId}
            startupName={startupName}
            open={open}
            onOpenChange={setOpen}
            button={button}
          />
        </Suspense>
      )}
    </>
  )
}
