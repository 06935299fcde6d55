import type { Catalog } from '@/lib/i18n/catalog'

import { adminScreens } from './admin-part'
import { deals } from './deals'
import { founderScreens } from './founders-part'
import { investor } from './investor'
import { investorScreens } from './investors-part'
import { publicPages } from './public-part'
import { screens } from './screens-part'
import { serverWords } from './server-part'
import { settings } from './settings'

/** The Hindi catalog; the words follow docs/hindi-glossary.md. */
export const hi: Catalog = {
  ...screens,
  ...settings,
  ...investorScreens,
  ...investor,
  ...deals,
  ...founderScreens,
  ...adminScreens,
  ...publicPages,
  ...serverWords,
}
