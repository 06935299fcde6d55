import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'

import { isToasterWanted, onToasterWanted, wantToaster } from './toast'

const ToasterLayer = lazy(() => import('./toaster-layer'))

/**
 * Where toasts show. Its live region and sonner load on the page's first key or pointer press
 * (toasts follow what someone does, so the region is there before the toast they cause), or on
 * the first toast, whichever comes first: not with the page (decision 0045).
 */
export function Toaster() {
  const wanted = useSyncExternalStore(onToasterWanted, isToasterWanted, () => false)
  useEffect(() => {
    if (wanted) return
    const events = ['pointerdown', 'keydown'] as const
    const want = () => wantToaster()
    for (const event of events) window.addEventListener(event, want, { capture: true, once: true })
    return () => {
      for (const event of events) window.removeEventListener(event, want, { capture: true })
    }
  }, [wanted])
  return wanted ? (
    <Suspense fallback={null}>
      <ToasterLayer />
    </Suspense>
  ) : null
}
