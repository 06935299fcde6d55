import { adminScreens } from './admin-part'
import { deals } from './deals'
import { founderScreens } from './founders-part'
import { investor } from './investor'
import { investorScreens } from './investors-part'
import { publicPages } from './public-part'
import { screens } from './screens-part'
import { serverWords } from './server-part'
import { settings } from './settings'

/**
 * The English catalog: the source every other language translates (docs/decisions/0050), in
 * parts a browser loads as it needs them (src/lib/i18n/catalog.ts); only the server uses the whole.
 */
export const en = {
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
