// The words every signed-in screen may need: part of the first download of each page
// (src/lib/i18n/catalog.ts). The settings screens' words are a part of their own.
import { site } from './site'
import { option } from './option'
import { shared } from './shared'
import { app } from './app'
import { rule } from './rule'

export const screens = {
  ...site,
  ...option,
  ...shared,
  ...app,
  ...rule,
}
