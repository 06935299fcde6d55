// The words every signed-in screen may need (settings is in each area): part of the first
// download of each page (src/lib/i18n/catalog.ts).
import { site } from './site'
import { option } from './option'
import { shared } from './shared'
import { app } from './app'
import { rule } from './rule'
import { settings } from './settings'

export const screens = {
  ...site,
  ...option,
  ...shared,
  ...app,
  ...rule,
  ...settings,
}
