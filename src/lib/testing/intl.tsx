// For screen and render tests only: never imported by the app.
import type { ReactNode } from 'react'
import { IntlProvider } from 'react-intl'

import { en } from '@/lib/i18n/messages/en'
import { hi } from '@/lib/i18n/messages/hi'
import { intlLocales, type Locale } from '@/lib/i18n/locales'

/**
 * The words of a screen under test, as the app's root gives them (src/routes/__root.tsx). A
 * message that cannot be formatted fails the test rather than showing its id.
 */
export function TestIntl({ locale = 'en', children }: { locale?: Locale; children: ReactNode }) {
  return (
    <IntlProvider
      locale={intlLocales[locale]}
      defaultLocale="en-IN"
      messages={locale === 'hi' ? hi : en}
      onError={(error) => {
        throw error
      }}
    >
      {children}
    </IntlProvider>
  )
}
