import type { IntlShape } from 'react-intl'

import { shownRupees } from '@/lib/i18n/rupees'
import { optionLabel, type OptionListName } from '@/lib/i18n/option-labels'

import type { ChannelCriteria } from './types'

/**
 * "A", "A or B", "A, B or C", and "A, B, C, D or 5 more" for long lists, in the page's language
 * (as `orList` of the fit module says it in English).
 */
export function shownOrList(intl: IntlShape, items: readonly string[], limit = 4): string {
  if (items.length <= 1) return items[0] ?? ''
  if (items.length > limit + 1) {
    return intl.formatMessage(
      { id: 'review.orList.more' },
      { items: items.slice(0, limit).join(', '), count: items.length - limit },
    )
  }
  return intl.formatMessage(
    { id: 'review.orList.or' },
    { items: items.slice(0, -1).join(', '), last: items.at(-1) },
  )
}

/** Option values in the page's language, as an "or" list. */
export function shownOptionsOr(
  intl: IntlShape,
  list: OptionListName,
  values: readonly string[],
  limit = 4,
): string {
  return shownOrList(
    intl,
    values.map((value) => optionLabel(intl, list, value)),
    limit,
  )
}

/** A channel's criteria in one line, for the "fit" rating: "Agriculture or Energy · Launched · ₹1 Cr–₹5 Cr". */
export function criteriaSummary(intl: IntlShape, criteria: ChannelCriteria): string {
  const { raiseMin: min, raiseMax: max } = criteria
  const raise =
    min != null && max != null
      ? intl.formatMessage(
          { id: 'review.criteria.raising' },
          { min: shownRupees(intl, min), max: shownRupees(intl, max) },
        )
      : min != null
        ? intl.formatMessage(
            { id: 'review.criteria.raisingAtLeast' },
            { amount: shownRupees(intl, min) },
          )
        : max != null
          ? intl.formatMessage(
              { id: 'review.criteria.raisingUpTo' },
              { amount: shownRupees(intl, max) },
            )
          : ''
  const parts = [
    shownOptionsOr(intl, 'sectors', criteria.sectors, 3),
    shownOptionsOr(intl, 'developmentStages', criteria.developmentStages, 3),
    criteria.headquarters.length
      ? intl.formatMessage(
          { id: 'review.criteria.in' },
          { places: shownOptionsOr(intl, 'headquarters', criteria.headquarters, 3) },
        )
      : '',
    shownOptionsOr(intl, 'businessTypes', criteria.businessTypes),
    raise,
  ].filter(Boolean)
  return parts.length ? parts.join(' · ') : intl.formatMessage({ id: 'review.criteria.open' })
}
