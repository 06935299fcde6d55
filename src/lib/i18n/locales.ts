/**
 * The languages Sangam speaks (docs/decisions/0050): English, the default, and Hindi. A person's
 * language is their saved choice, else the `lang` cookie the switch sets, else the first of these
 * their browser's `Accept-Language` names, else English.
 */
export const locales = ['en', 'hi'] as const
export type Locale = (typeof locales)[number]

/**
 * What a page can be rendered in: a language, or the pseudo-locale the browser tests use to find
 * words left outside the catalogs (every catalog word stretched and accented; `lang=en-XA`).
 */
export type DisplayLocale = Locale | 'en-XA'

export const defaultLocale: Locale = 'en'
export const LOCALE_COOKIE = 'lang'
/** A year: the choice outlives sessions, as a language choice should. */
export const localeCookieMaxAge = 365 * 24 * 60 * 60

/** Each language's name in itself, as the switch shows it. */
export const localeNames: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' }

/**
 * The `Intl` locale behind each: Indian English and Hindi as written in India, both with Indian
 * digit grouping (12,34,567) and Latin digits. The pseudo-locale formats numbers and dates as Hindi
 * does, so that only words that bypass the catalogs and `Intl` read as plain English in it.
 */
export const intlLocales: Record<DisplayLocale, string> = {
  en: 'en-IN',
  hi: 'hi-IN',
  'en-XA': 'hi-IN',
}

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'hi'
}

function isDisplayLocale(value: unknown): value is DisplayLocale {
  return isLocale(value) || value === 'en-XA'
}

/** The language a `Cookie` header (or `document.cookie`) chose, or null. */
export function localeFromCookies(cookies: string | null | undefined): DisplayLocale | null {
  const value = cookies?.match(/(?:^|;\s*)lang=([^;]*)/)?.[1]
  return isDisplayLocale(value) ? value : null
}

/**
 * The first of Sangam's languages an `Accept-Language` header prefers, by q-value then order
 * (`hi-IN,hi;q=0.9,en;q=0.8` → hi), or null when it names neither.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null
  let best: { locale: Locale; q: number } | null = null
  for (const part of header.slice(0, 512).split(',')) {
    const [range = '', ...params] = part.trim().split(';')
    const language = range.trim().toLowerCase().split('-')[0]
    if (!isLocale(language)) continue
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const q = qParam ? Number(qParam.slice(2)) : 1
    if (!Number.isFinite(q) || q <= 0) continue
    if (!best || q > best.q) best = { locale: language, q }
  }
  return best?.locale ?? null
}

/** The language of a request: its cookie, else its `Accept-Language`, else English. */
export function localeOfRequest(headers: Headers): DisplayLocale {
  return (
    localeFromCookies(headers.get('cookie')) ??
    localeFromAcceptLanguage(headers.get('accept-language')) ??
    defaultLocale
  )
}

/** The `lang` cookie that keeps a choice, as a `Set-Cookie` value. */
export function localeCookie(locale: Locale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${localeCookieMaxAge}; SameSite=Lax${secure ? '; Secure' : ''}`
}
