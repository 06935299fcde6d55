import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat'

import type { MessageId } from '@/lib/i18n/catalog'
import { hi } from '@/lib/i18n/messages/hi'

/**
 * A Hindi message as the app shows it, for finding a screen's controls by the words a Hindi
 * reader sees: `inHindi('founder.profile.save')` is the save button's name.
 */
export function inHindi(id: MessageId, values?: Record<string, PrimitiveType>): string {
  return String(new IntlMessageFormat(hi[id], 'hi-IN').format(values))
}
