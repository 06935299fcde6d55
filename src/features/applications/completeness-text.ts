import type { IntlShape } from 'react-intl'

import type { PartScore } from '@/domain/startups/completeness'
import type { MessageId } from '@/lib/i18n/catalog'

/*
 * The parts of a profile and the fields still missing (src/domain/startups/completeness.ts), in
 * the page's language: the domain names them in English, keyed by part and by field; the
 * catalog's English is the domain's own words (completeness-text.test.ts holds them together).
 */

export const partTitles = {
  profile: 'apply.completeness.part.profile',
  founders: 'apply.completeness.part.founders',
  marketPositioning: 'apply.completeness.part.marketPositioning',
  businessTeam: 'apply.completeness.part.businessTeam',
  tractionIp: 'apply.completeness.part.tractionIp',
} as const satisfies Record<PartScore['key'], MessageId>

/** A part's title: 'Startup profile', 'Founders'… */
export function partTitle(intl: IntlShape, key: PartScore['key']): string {
  return intl.formatMessage({ id: partTitles[key] })
}

function isFieldMessage(intl: IntlShape, id: string): id is MessageId {
  return Object.hasOwn(intl.messages, id)
}

/** A missing field's name ('One-liner'); a field the catalog does not know keeps its own label. */
export function missingLabel(intl: IntlShape, missing: PartScore['missing'][number]): string {
  const id = `apply.completeness.field.${missing.field}`
  return isFieldMessage(intl, id) ? intl.formatMessage({ id }) : missing.label
}
