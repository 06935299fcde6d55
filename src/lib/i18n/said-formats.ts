import { formatDate } from '@/lib/format'

import { intlLocales } from './locales'
import { rupeesSaidBy } from './rupees'
import { said, saidLocale } from './said'

/*
 * Amounts and days inside a sentence `said` makes outside React (the server's answers, the
 * domain's sentences), in the same language: what `shownRupees` and `shownDate` (./rupees.ts,
 * ./dates.ts) do with react-intl's `intl`.
 */

/** An amount in rupees in the current language (`rupeesSaidBy`, ./rupees.ts). */
export function saidRupees(amount: number): string {
  return rupeesSaidBy(said, amount)
}

const hindiDays = new Map<string, Intl.DateTimeFormat>()

/**
 * A day as the current language writes it, in India: 'Jan 5, 2025' in English (`formatDate`),
 * '5 जनवरी 2025' in Hindi; '' for no date.
 */
export function saidDate(value: Date | string | null | undefined): string {
  const english = formatDate(value)
  const locale = saidLocale()
  if (!english || locale === 'en' || value == null) return english
  const tag = intlLocales[locale]
  let format = hindiDays.get(tag)
  if (!format) {
    format = new Intl.DateTimeFormat(tag, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    })
    hindiDays.set(tag, format)
  }
  return format.format(value instanceof Date ? value : new Date(value))
}
