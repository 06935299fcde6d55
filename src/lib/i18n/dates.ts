import type { IntlShape } from 'react-intl'

import { formatDate } from '@/lib/format'

/**
 * A day as the page's language writes it, in India: 'Jan 5, 2025' in English (the app's date
 * format, docs/contract.md), '5 जनवरी 2025' in Hindi; '' for no date, as `formatDate`.
 */
export function shownDate(intl: IntlShape, value: Date | string | null | undefined): string {
  const english = formatDate(value)
  if (!english || !intl.locale.startsWith('hi') || value == null) return english
  return intl.formatDate(value, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  })
}
