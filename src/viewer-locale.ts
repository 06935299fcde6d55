import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'

import { localeFromCookies, localeOfRequest, type DisplayLocale } from '@/lib/i18n/locales'

/**
 * The language a page renders in: the server resolves the request's (its `lang` cookie, else
 * `Accept-Language`, else English) and writes it as `<html lang>`; the browser, hydrating that
 * page, reads it back from there, so both render the same words.
 */
export const initialLocale = createIsomorphicFn()
  .server((): DisplayLocale => {
    // Outside a request (a unit test rendering a route's head, a script), English.
    let request: Request
    try {
      request = getRequest()
    } catch {
      return 'en'
    }
    return localeOfRequest(request.headers)
  })
  .client((): DisplayLocale => {
    const lang = document.documentElement.lang
    return lang === 'hi' || lang === 'en-XA' ? lang : 'en'
  })

/**
 * In the browser: whether the language chosen (the `lang` cookie, which signing in sets to the
 * person's saved choice) is not the one this page was rendered in. Then the next screen is loaded
 * whole, rendered by the server in that language, rather than by the router in this one.
 */
export function pageLanguageIsStale(): boolean {
  const chosen = localeFromCookies(document.cookie)
  return chosen !== null && chosen !== document.documentElement.lang
}
