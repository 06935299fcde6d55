import type { IntlShape } from 'react-intl'

import type { PartScore } from '@/domain/startups/completeness'
import type { MessageId } from '@/lib/i18n/catalog'

// The completeness of a profile comes from the domain (and the server) with English labels; on
// screen its parts and missing items are named by their keys, in the page's language.

function isMessageId(intl: IntlShape, id: string): id is MessageId {
  return Object.hasOwn(intl.messages, id)
}

/** A part's name ('Startup profile', 'Market & Positioning'…), in the page's language. */
export function partTitle(intl: IntlShape, key: PartScore['key']): string {
  return intl.formatMessage({ id: `founder.part.${key}` })
}

/** A missing item's name, by its field; its English label for a field without a message. */
export function missingLabel(intl: IntlShape, item: { field: string; label: string }): string {
  const id = `founder.missing.${item.field}`
  return isMessageId(intl, id) ? intl.formatMessage({ id }) : item.label
}

/** The part a completeness `next` step belongs to, found by its English title. */
export function partOfNext(
  parts: readonly PartScore[],
  next: { part: string } | null | undefined,
): PartScore | undefined {
  return next ? parts.find((p) => p.title === next.part) : undefined
}
