import { createIntl, createIntlCache, type IntlShape } from 'react-intl'

import { initialLocale } from '@/viewer-locale'

import { catalogOf, isCatalogLoaded } from './catalog'
import { intlLocales, type DisplayLocale } from './locales'

const cache = createIntlCache()
const made = new Map<DisplayLocale, IntlShape>()

/**
 * The page's formatter outside React: a route's `head()` (its title and description) and loaders.
 * Same language and catalog as the page's provider; the root's `beforeLoad` has loaded it first.
 */
export function pageIntl(): IntlShape {
  const locale = initialLocale()
  let intl = made.get(locale)
  if (!intl) {
    intl = createIntl(
      { locale: intlLocales[locale], defaultLocale: 'en-IN', messages: catalogOf(locale) },
      cache,
    )
    if (isCatalogLoaded(locale)) made.set(locale, intl)
  }
  return intl
}
