import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'
import { useIntl } from 'react-intl'

import { onToasterWanted, toasterWanted, wantToaster } from '@/lib/toast'

import { toasterSettings } from './toaster-settings'

const ToasterLayer = lazy(() => import('./toaster-layer'))
/** sonner's way of naming the hotkey in the region's label ("alt+T"). */
const hotkeyLabel = toasterSettings.hotkey.join('+').replace(/Key/g, '').replace(/Digit/g, '')
/** What the first use of the page looks like: any of these loads the toaster's code. */
const firstUse = ['keydown', 'pointerdown', 'touchstart', 'focusin'] as const

/**
 * The notices' live region, on every page from the server's first render, so a screen reader
 * knows it before anything is announced in it. sonner's toaster (`toaster-layer.tsx`) takes its
 * place at the page's first use or first notice, with the same region and label (decision 0045).
 */
export function Toaster() {
  const label = useIntl().formatMessage({ id: 'app.toasts' })
  const regionLabel = `${label} ${hotkeyLabel}`
  const wanted = useSyncExternalStore(onToasterWanted, toasterWanted, () => false)
  useEffect(() => {
    const options = { capture: true, passive: true }
    for (const type of firstUse) document.addEventListener(type, wantToaster, options)
    return () => {
      for (const type of firstUse) document.removeEventListener(type, wantToaster, options)
    }
  }, [])
  const region = (
    <section
      aria-label={regionLabel}
      tabIndex={-1}
      aria-live="polite"
      aria-relevant="additions text"
      aria-atomic="false"
    />
  )
  if (!wanted) return region
  return (
    <Suspense fallback={region}>
      <ToasterLayer label={label} />
    </Suspense>
  )
}
