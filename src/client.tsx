import { StartClient } from '@tanstack/react-start/client'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'

import { catalogPartsFor, loadCatalog } from '@/lib/i18n/catalog'
import { speakIn } from '@/lib/i18n/said'
import { initialLocale } from '@/viewer-locale'

// A Hindi page's catalog is a module of its own, and an area's or the public pages' words a part
// of their own: they are loaded before hydration, so the first render in the browser has the
// words the server rendered.
await loadCatalog(initialLocale(), catalogPartsFor(window.location.pathname))
// A form's checks (the domain's schemas) speak the page's language.
speakIn(initialLocale)

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StartClient />
    </StrictMode>,
  )
})
