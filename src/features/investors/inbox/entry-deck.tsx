import { Download, ExternalLink, FileText } from 'lucide-react'
import { useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { PdfDeckViewer } from '@/components/deck-viewer/deck-viewer'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { fileUrl } from '@/domain/startups/file-rules'
import { cn } from '@/lib/cn'
import { formatBytes } from '@/lib/format'

import type { InboxEntry } from './types'

/** The PDFs that came with the email, read page by page in the app like an application's deck. */
export function EntryDeck({
  decks,
  name,
  claimed,
}: {
  decks: InboxEntry['decks']
  name: string
  claimed: boolean
}) {
  const intl = useIntl()
  const headingId = useId()
  const [chosen, setChosen] = useState(0)
  const deck = decks[chosen] ?? decks[0]
  return (
    <Card className="p-4 sm:p-6" role="region" aria-labelledby={headingId}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-ink">
          <FileText className="size-5 text-muted" aria-hidden="true" />
          <FormattedMessage
            id="deals.deck.heading"
            values={{ many: decks.length > 1 ? 'yes' : 'no' }}
          />
        </h2>
        {deck && (
          <div className="flex flex-wrap gap-2">
            <a
              href={fileUrl(deck.fileId, { download: true })}
              className={buttonVariants({ variant: 'secondary', size: 'sm' })}
            >
              <Download aria-hidden="true" />
              <FormattedMessage id="deals.deck.download" />
            </a>
            <a
              href={fileUrl(deck.fileId)}
              target="_blank"
              rel="noopener"
              className={buttonVariants({ variant: 'ghost', size: 'sm' })}
            >
              <ExternalLink aria-hidden="true" />
              <FormattedMessage id="deals.deck.openNewTab" />
            </a>
          </div>
        )}
      </div>
      {decks.length > 1 && (
        <div
          role="group"
          aria-label={intl.formatMessage({ id: 'deals.deck.choose' })}
          className="mt-3 flex flex-wrap gap-2"
          translate="no"
        >
          {decks.map((d, index) => (
            <button
              key={d.fileId}
              type="button"
              aria-pressed={index === chosen}
              onClick={() => setChosen(index)}
              className={cn(
                'rounded-md border px-2.5 py-1 text-sm',
                index === chosen
                  ? 'border-brand-600 bg-brand-50 text-brand-700'
                  : 'border-line text-ink hover:bg-surface',
              )}
            >
              {d.name}
            </button>
          ))}
        </div>
      )}
      {deck ? (
        <>
          <p className="mt-2 text-xs text-muted">
            <FormattedMessage
              id="deals.deck.facts"
              values={{
                name: <span translate="no">{deck.name}</span>,
                size: formatBytes(deck.byteSize),
                paged: deck.pageCount ? 'yes' : 'no',
                pages: deck.pageCount ?? 0,
              }}
            />
          </p>
          <PdfDeckViewer
            key={deck.fileId}
            fileId={deck.fileId}
            title={intl.formatMessage({ id: 'deals.deck.title' }, { name })}
            className="mt-4"
          />
        </>
      ) : (
        <p className="mt-3 text-sm text-muted">
          <FormattedMessage id="deals.deck.none" values={{ claimed: claimed ? 'yes' : 'no' }} />
        </p>
      )}
    </Card>
  )
}
