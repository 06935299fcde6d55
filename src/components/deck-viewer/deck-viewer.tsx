import { ChevronLeft, ChevronRight, Download } from 'lucide-react'
import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { Button, buttonVariants } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/card'
import { fileUrl } from '@/domain/startups/file-rules'
import { cn } from '@/lib/cn'

import { PdfPageCanvas } from './pdf-page-canvas'
import { useDeckViewReports } from './use-deck-view-reports'
import { usePdfDocument } from './use-pdf-document'

type Props = {
  fileId: string
  /** What the deck is, for assistive technology, in the page's language: "Pitch deck of Krishi Setu". */
  title: string
  /** Only the first page, small and without controls: a glance, as in a list of applications. */
  firstPageOnly?: boolean
  /** Report the pages seen and for how long (decision 0034): for investors reading a startup's deck. */
  recordViews?: boolean
  /** The tallest a page is drawn, in pixels (default: most of the window, or 240 for the first page). */
  maxHeight?: number
  className?: string
}

const turnKeys: Record<string, (page: number, count: number) => number> = {
  ArrowLeft: (page) => page - 1,
  ArrowUp: (page) => page - 1,
  PageUp: (page) => page - 1,
  ArrowRight: (page) => page + 1,
  ArrowDown: (page) => page + 1,
  PageDown: (page) => page + 1,
  Home: () => 1,
  End: (_, count) => count,
}

/**
 * A PDF deck read in the page, one page at a time, with pdf.js: previous and next buttons, the
 * arrow keys while it has focus, the page's text for screen readers and anyone who prefers it,
 * and a download when the deck cannot be drawn here.
 */
export function PdfDeckViewer({
  fileId,
  title,
  firstPageOnly = false,
  recordViews = false,
  maxHeight,
  className,
}: Props) {
  const intl = useIntl()
  const pdf = usePdfDocument(fileUrl(fileId))
  const [page, setPage] = useState(1)
  const [drawn, setDrawn] = useState(false)
  const [text, setText] = useState<string | null>(null)
  const tallest = maxHeight ?? (firstPageOnly ? 240 : undefined)
  const region = useRef<HTMLElement>(null)
  const statusId = useId()
  const count = pdf.status === 'ready' ? pdf.document.numPages : null

  // A new deck starts at its first page.
  const [shownFile, setShownFile] = useState(fileId)
  if (shownFile !== fileId) {
    setShownFile(fileId)
    setPage(1)
    setText(null)
  }

  useDeckViewReports({
    enabled: recordViews,
    fileId,
    pageCount: count,
    page,
    drawn,
    viewer: region,
  })

  const onText = useCallback((value: string) => setText(value), [])
  const turnTo = (next: number) => {
    if (!count) return
    const bounded = Math.min(count, Math.max(1, next))
    if (bounded === page) return
    setText(null)
    setPage(bounded)
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const turn = turnKeys[event.key]
    if (!turn || !count || event.altKey || event.ctrlKey || event.metaKey) return
    event.preventDefault()
    turnTo(turn(page, count))
  }

  const pageLabel = count
    ? intl.formatMessage({ id: 'shared.deck.page' }, { page, count })
    : intl.formatMessage({ id: 'shared.deck.loading' })
  // English reads the title inside a sentence ("First page of the pitch deck of …"); Hindi
  // starts its sentence with it, as given.
  const titleInside = intl.locale.startsWith('hi') ? title : lower(title)
  const canvas =
    pdf.status === 'ready' ? (
      <PdfPageCanvas
        document={pdf.document}
        pageNumber={firstPageOnly ? 1 : page}
        maxHeight={tallest}
        label={
          firstPageOnly
            ? intl.formatMessage({ id: 'shared.deck.firstPage' }, { title: titleInside })
            : intl.formatMessage({ id: 'shared.deck.pageLabel' }, { title, page, count })
        }
        onDrawn={setDrawn}
        onText={onText}
      />
    ) : pdf.status === 'loading' ? (
      <div
        role="status"
        className="flex w-full justify-center"
        aria-label={intl.formatMessage({ id: 'shared.deck.loading' })}
      >
        <Skeleton
          className={cn('aspect-[3/4] w-full max-w-sm', !tallest && 'max-h-[72vh]')}
          style={tallest ? { maxHeight: tallest } : undefined}
        />
      </div>
    ) : (
      <div role="alert" className="rounded-lg bg-surface p-4 text-sm text-ink">
        <p>
          <FormattedMessage id="shared.deck.failed" />
        </p>
        <a
          href={fileUrl(fileId, { download: true })}
          className={cn(buttonVariants({ variant: 'secondary', size: 'sm' }), 'mt-3')}
        >
          <Download aria-hidden="true" />
          <FormattedMessage id="shared.deck.download" />
        </a>
      </div>
    )

  if (firstPageOnly) {
    return (
      <figure className={cn('space-y-2', className)} ref={region}>
        {canvas}
        {text && (
          // The deck's own words.
          <figcaption className="sr-only" translate="no">
            {text}
          </figcaption>
        )}
      </figure>
    )
  }

  return (
    <section
      ref={region}
      aria-label={intl.formatMessage({ id: 'shared.deck.viewer' }, { title })}
      aria-describedby={statusId}
      aria-keyshortcuts="ArrowLeft ArrowRight Home End"
      // Focusable, so the arrow keys turn its pages.
      tabIndex={0}
      onKeyDown={onKeyDown}
      className={cn(
        'rounded-xl border border-line bg-surface p-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:p-3',
        className,
      )}
      data-testid="deck-viewer"
    >
      {canvas}
      <div className="mt-3 flex items-center justify-between gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-label={intl.formatMessage({ id: 'shared.deck.previousPage' })}
          aria-disabled={!count || page <= 1}
          onClick={() => turnTo(page - 1)}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
        >
          <ChevronLeft aria-hidden="true" />
          <span className="hidden sm:inline">
            <FormattedMessage id="shared.deck.previous" />
          </span>
        </Button>
        <p
          id={statusId}
          aria-live="polite"
          className="text-center text-sm text-muted tabular-nums"
          data-testid="deck-page"
        >
          {pageLabel}
          <span className="hidden md:inline" aria-hidden="true">
            <FormattedMessage id="shared.deck.turnHint" />
          </span>
        </p>
        <Button
          variant="secondary"
          size="sm"
          aria-label={intl.formatMessage({ id: 'shared.deck.nextPage' })}
          aria-disabled={!count || page >= count}
          onClick={() => turnTo(page + 1)}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
        >
          <span className="hidden sm:inline">
            <FormattedMessage id="shared.deck.next" />
          </span>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      {count !== null && (
        <details className="mt-3 rounded-lg bg-white px-3 py-2 text-sm">
          <summary className="cursor-pointer font-medium text-ink">
            <FormattedMessage id="shared.deck.pageText" values={{ page }} />
          </summary>
          <p
            className="mt-2 whitespace-pre-line text-ink"
            data-testid="deck-page-text"
            translate={text ? 'no' : undefined}
          >
            {text === null
              ? intl.formatMessage({ id: 'shared.deck.reading' })
              : text || intl.formatMessage({ id: 'shared.deck.noText' })}
          </p>
        </details>
      )}
    </section>
  )
}

function lower(text: string) {
  return text.charAt(0).toLowerCase() + text.slice(1)
}
