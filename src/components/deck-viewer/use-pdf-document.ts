import type { PDFDocumentProxy } from 'pdfjs-dist'
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url'
import { useEffect, useState } from 'react'

type PdfJs = typeof import('pdfjs-dist')

let pdfjs: Promise<PdfJs> | undefined

/**
 * pdf.js, loaded the first time a deck is shown rather than with the page. Its legacy build reads
 * decks in the older browsers many investors still use; its worker is a file of the build.
 */
function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs').then((module) => {
    module.GlobalWorkerOptions.workerSrc = workerUrl
    return module
  })
  return pdfjs
}

export type PdfDocumentState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; document: PDFDocumentProxy }

/** The PDF at `url`, opened in the browser; closed again when the URL changes or the viewer goes. */
export function usePdfDocument(url: string): PdfDocumentState {
  const [state, setState] = useState<{ url: string; value: PdfDocumentState }>({
    url,
    value: { status: 'loading' },
  })

  useEffect(() => {
    let cancelled = false
    let destroy: (() => Promise<void>) | undefined
    loadPdfJs()
      .then((lib) => {
        if (cancelled) return
        const task = lib.getDocument({ url, withCredentials: true, isEvalSupported: false })
        destroy = () => task.destroy()
        return task.promise.then((document) => {
          if (!cancelled) setState({ url, value: { status: 'ready', document } })
        })
      })
      .catch(() => {
        if (!cancelled) setState({ url, value: { status: 'failed' } })
      })
    return () => {
      cancelled = true
      void destroy?.().catch(() => undefined)
    }
  }, [url])

  // Until the new URL's document is open, the old one's state is not this URL's.
  return state.url === url ? state.value : { status: 'loading' }
}
