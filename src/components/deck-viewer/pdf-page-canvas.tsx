import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist'
import { useEffect, useRef, useState } from 'react'

import { cn } from '@/lib/cn'

/** The text of a page as pdf.js reads it, lines kept; empty for a page that is only an image. */
async function textOf(document: PDFDocumentProxy, pageNumber: number): Promise<string> {
  const page = await document.getPage(pageNumber)
  const content = await page.getTextContent()
  return content.items
    .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
    .join('')
    .replace(/[ \t]+\n/g, '\n')
    .trim()
}

/** Most of the window, so a whole page is in view with the controls below it. */
const windowShare = 0.72

/**
 * One page of a PDF drawn on a canvas as wide as its container allows and no taller than
 * `maxHeight` (by default most of the window), sharp on high-density screens. Reports when it is drawn and the page's text (the
 * viewer's text alternative).
 */
export function PdfPageCanvas({
  document,
  pageNumber,
  maxHeight,
  label,
  onDrawn,
  onText,
  className,
}: {
  document: PDFDocumentProxy
  pageNumber: number
  maxHeight?: number
  label: string
  onDrawn: (drawn: boolean) => void
  onText?: (text: string) => void
  className?: string
}) {
  const frame = useRef<HTMLDivElement>(null)
  const canvas = useRef<HTMLCanvasElement>(null)
  const [width, setWidth] = useState(0)

  useEffect(() => {
    const element = frame.current
    if (!element) return
    const observer = new ResizeObserver(([entry]) => {
      setWidth(Math.floor(entry?.contentRect.width ?? 0))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  useEffect(() => {
    if (!onText) return
    let cancelled = false
    textOf(document, pageNumber)
      .then((text) => !cancelled && onText(text))
      .catch(() => !cancelled && onText(''))
    return () => {
      cancelled = true
    }
  }, [document, pageNumber, onText])

  useEffect(() => {
    const target = canvas.current
    if (!target || width === 0) return
    let cancelled = false
    let task: RenderTask | undefined
    onDrawn(false)
    document
      .getPage(pageNumber)
      .then((page) => {
        if (cancelled) return
        const natural = page.getViewport({ scale: 1 })
        const tallest = maxHeight ?? Math.max(320, Math.round(window.innerHeight * windowShare))
        const scale = Math.min(width / natural.width, tallest / natural.height)
        const ratio = window.devicePixelRatio || 1
        const viewport = page.getViewport({ scale: scale * ratio })
        target.width = Math.floor(viewport.width)
        target.height = Math.floor(viewport.height)
        target.style.width = `${Math.floor(natural.width * scale)}px`
        target.style.height = `${Math.floor(natural.height * scale)}px`
        task = page.render({ canvas: target, viewport })
        return task.promise.then(() => !cancelled && onDrawn(true))
      })
      // A render cancelled by the next page, or a page pdf.js cannot draw, leaves it undrawn.
      .catch(() => undefined)
    return () => {
      cancelled = true
      task?.cancel()
    }
  }, [document, pageNumber, width, maxHeight, onDrawn])

  return (
    <div ref={frame} className={cn('flex w-full justify-center', className)}>
      <canvas
        ref={canvas}
        role="img"
        aria-label={label}
        className="max-w-full rounded-md bg-white shadow-sm ring-1 ring-line"
      />
    </div>
  )
}
