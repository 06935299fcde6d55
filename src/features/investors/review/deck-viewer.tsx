import { Download, ExternalLink, FileText } from 'lucide-react'
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { PdfDeckViewer } from '@/components/deck-viewer/deck-viewer'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { fileUrl } from '@/domain/startups/file-rules'

/**
 * The startup's pitch deck, read page by page in the app (pdf.js), with a download and a new-tab
 * link. The pages the reviewer reads, and for how long, are reported for the founders, who see
 * them summed for the whole organisation (decision 0034).
 */
export function DeckViewer({
  deckFileId,
  startupName,
}: {
  deckFileId: string | null
  startupName: string
}) {
  const intl = useIntl()
  const id = useId()
  return (
    <Card className="p-4 sm:p-6" role="region" aria-labelledby={id}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-ink">
          <FileText className="size-5 text-muted" aria-hidden="true" />
          <FormattedMessage id="review.common.pitchDeck" />
        </h2>
        {deckFileId && (
          <div className="flex flex-wrap gap-2">
            <a
              href={fileUrl(deckFileId, { download: true })}
              className={buttonVariants({ variant: 'secondary', size: 'sm' })}
            >
              <Download aria-hidden="true" />
              <FormattedMessage id="review.deck.download" />
            </a>
            <a
              href={fileUrl(deckFileId)}
              target="_blank"
              rel="noopener"
              className={buttonVariants({ variant: 'ghost', size: 'sm' })}
            >
              <ExternalLink aria-hidden="true" />
              <FormattedMessage id="review.deck.openInNewTab" />
            </a>
          </div>
        )}
      </div>
      {deckFileId ? (
        <PdfDeckViewer
          key={deckFileId}
          fileId={deckFileId}
          title={intl.formatMessage({ id: 'review.common.pitchDeckOf' }, { startup: startupName })}
          recordViews
          className="mt-4"
        />
      ) : (
        <p className="mt-3 text-sm text-muted">
          <FormattedMessage id="review.deck.none" values={{ startup: startupName }} />
        </p>
      )}
    </Card>
  )
}
