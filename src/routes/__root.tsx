import { createRootRouteWithContext, HeadContent, Scripts } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import { IntlProvider } from 'react-intl'

import { NotFound } from '@/components/not-found'
import { SiteLayout } from '@/components/site-layout'
import { TimeZoneProvider } from '@/components/time-zone'
import { Toaster } from '@/components/ui/toaster'
import { installChunkReload } from '@/lib/chunk-reload'
import type { RouterContext } from '@/lib/router-context'
import appCss from '@/styles.css?url'
import { catalogOf, loadCatalog } from '@/lib/i18n/catalog'
import { intlLocales } from '@/lib/i18n/locales'
import { pageIntl } from '@/lib/i18n/page-intl'
import { initialLocale } from '@/viewer-locale'
import { initialTimeZone } from '@/viewer-time-zone'

export const Route = createRootRouteWithContext<RouterContext>()({
  // The page's catalog is loaded before it renders: on the server here, in the browser before
  // hydration (src/client.tsx). Both are kept once loaded.
  beforeLoad: async () => {
    await loadCatalog(initialLocale())
  },
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { title: 'Sangam' },
      {
        name: 'description',
        content: pageIntl().formatMessage({ id: 'app.meta.description' }),
      },
      { name: 'theme-color', content: '#4338ca' },
    ],
    links: [
      { rel: 'stylesheet', href: appCss },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    ],
  }),
  shellComponent: RootDocument,
  // An address that matches no route at all still gets the site's header, navigation and footer.
  notFoundComponent: () => (
    <SiteLayout>
      <NotFound />
    </SiteLayout>
  ),
})

function RootDocument({ children }: { children: ReactNode }) {
  useEffect(() => {
    // Browser tests wait for this marker before typing, so forms never submit natively.
    document.documentElement.dataset.hydrated = 'true'
    return installChunkReload()
  }, [])
  const locale = initialLocale()
  return (
    <html lang={locale}>
      <head>
        <HeadContent />
      </head>
      <body className="min-h-screen bg-white font-sans">
        <IntlProvider
          locale={intlLocales[locale]}
          defaultLocale="en-IN"
          messages={catalogOf(locale)}
        >
          <TimeZoneProvider initial={initialTimeZone()}>{children}</TimeZoneProvider>
          <Toaster />
        </IntlProvider>
        <Scripts />
      </body>
    </html>
  )
}
