import { useEffect, useRef, type RefObject } from 'react'

import { deckViewLimits, deckViewsPath } from '@/domain/startups/deck-views'

import { PageTimeLog } from './page-time'

/** Sends a report so that it survives the page being closed; nothing is retried. */
function post(body: string) {
  if (navigator.sendBeacon?.(deckViewsPath, body)) return
  void fetch(deckViewsPath, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
  }).catch(() => undefined)
}

/**
 * Records the time each page of the deck is on screen and reports it (decision 0034): every half
 * minute while open, and when the tab goes to the back, the page is left or the viewer closes.
 * A page counts as shown while it is drawn, at least half the viewer is in view and the tab is in
 * front. Does nothing unless `enabled`.
 */
export function useDeckViewReports({
  enabled,
  fileId,
  pageCount,
  page,
  drawn,
  viewer,
}: {
  enabled: boolean
  fileId: string
  pageCount: number | null
  page: number
  drawn: boolean
  viewer: RefObject<HTMLElement | null>
}) {
  const log = useRef<PageTimeLog | null>(null)
  const state = useRef({ page, drawn, inView: false, pageCount })

  useEffect(() => {
    if (!enabled) return
    const times = new PageTimeLog()
    log.current = times
    const shown = () =>
      state.current.drawn && state.current.inView && document.visibilityState === 'visible'
    const sync = () => times.show(state.current.page, shown())
    const send = () => {
      const count = state.current.pageCount
      if (!count) return
      const limit = Math.min(count, deckViewLimits.pages)
      for (;;) {
        const pages = times.take().filter((entry) => entry.page <= limit)
        if (pages.length === 0) return
        post(JSON.stringify({ fileId, pageCount: limit, pages }))
      }
    }
    const report = () => {
      sync()
      send()
    }
    const onVisibility = () => (document.visibilityState === 'hidden' ? report() : sync())
    const observer = new IntersectionObserver(
      ([entry]) => {
        state.current.inView = (entry?.intersectionRatio ?? 0) >= 0.5
        sync()
      },
      { threshold: [0, 0.5, 1] },
    )
    if (viewer.current) observer.observe(viewer.current)
    document.addEventListener('visibilitychange', onVisibility)
    window.addEventListener('pagehide', report)
    const timer = window.setInterval(report, deckViewLimits.reportEveryMs)
    return () => {
      observer.disconnect()
      document.removeEventListener('visibilitychange', onVisibility)
      window.removeEventListener('pagehide', report)
      window.clearInterval(timer)
      times.show(null, false)
      send()
      log.current = null
    }
  }, [enabled, fileId, viewer])

  // A turn of the page, or the page drawn, closes the time of what was shown before.
  useEffect(() => {
    Object.assign(state.current, { page, drawn, pageCount })
    log.current?.show(page, drawn && state.current.inView && document.visibilityState === 'visible')
  }, [page, drawn, pageCount])
}
