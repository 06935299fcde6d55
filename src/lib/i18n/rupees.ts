import type { IntlShape } from 'react-intl'

import { formatRupees } from '@/lib/format'

/** Says a message of the rupee amounts: react-intl's `formatMessage`, or `said` outside React. */
type SayAmount = (
  id: 'shared.rupees.crore' | 'shared.rupees.lakh',
  values: { amount: string },
) => string

/**
 * An amount in rupees as `formatRupees` gives it ('₹50 L', '₹1.5 Cr', '₹45,000'), with the lakh
 * and crore said by `say` ('₹50 लाख', '₹1.5 करोड़' in Hindi).
 */
export function rupeesSaidBy(say: SayAmount, amount: number): string {
  const text = formatRupees(amount)
  const unit = /^(.*)\u00a0(L|Cr)$/.exec(text)
  if (!unit) return text
  return say(unit[2] === 'Cr' ? 'shared.rupees.crore' : 'shared.rupees.lakh', { amount: unit[1]! })
}

/** An amount in rupees in the page's language (`rupeesSaidBy`). */
export function shownRupees(intl: IntlShape, amount: number): string {
  return rupeesSaidBy((id, values) => intl.formatMessage({ id }, values), amount)
}

/** A cheque size as `formatRupeeRange` gives it ('₹50 L – ₹2 Cr', 'From ₹50 L'), translated. */
export function shownRupeeRange(intl: IntlShape, min: number | null, max: number | null): string {
  if (min != null && max != null) {
    return intl.formatMessage(
      { id: 'shared.rupees.range' },
      { min: shownRupees(intl, min), max: shownRupees(intl, max) },
    )
  }
  if (min != null) {
    return intl.formatMessage({ id: 'shared.rupees.from' }, { amount: shownRupees(intl, min) })
  }
  if (max != null) {
    return intl.formatMessage({ id: 'shared.rupees.upTo' }, { amount: shownRupees(intl, max) })
  }
  return ''
}
