import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat'

import { catalogOf, isCatalogLoaded, type MessageId } from './catalog'
import { intlLocales, type DisplayLocale } from './locales'

/**
 * Words said outside React in the language of the person they are for: what a schema says of bad
 * input (in the browser as the form checks it, on the server as a procedure checks it again), and
 * the server's errors shown to people. Which language that is depends on where the code runs, so
 * the entry points tell: the server's entry reads it from the request being handled, the browser's
 * from the page (decision 0050). Outside both (tests, scripts, jobs), English.
 */
let currentLocale: () => DisplayLocale = () => 'en'

export function speakIn(locale: () => DisplayLocale): void {
  currentLocale = locale
}

const formats = new Map<string, IntlMessageFormat>()

/** A message of the catalogs, formatted in the current language: `said('rule.list.name')`. */
export function said(id: MessageId, values?: Record<string, PrimitiveType>): string {
  const locale = currentLocale()
  const key = `${locale}:${id}`
  let format = formats.get(key)
  if (!format) {
    const message = catalogOf(locale)[id]
    format = new IntlMessageFormat(message ?? '', intlLocales[locale])
    // Until a language's catalog (or the part with this message) has loaded, not to be kept.
    if (isCatalogLoaded(locale) && message !== undefined) formats.set(key, format)
  }
  return String(format.format(values))
}

/** The language `said` speaks now: for what it formats beside its messages (dates). */
export function saidLocale(): DisplayLocale {
  return currentLocale()
}

/**
 * The same said when it is needed, not when the code is loaded: for a schema's `error`
 * (`z.string({ error: saying('rule.list.name') })`), which zod asks for at each failed check.
 */
export function saying(id: MessageId, values?: Record<string, PrimitiveType>): () => string {
  return () => said(id, values)
}
