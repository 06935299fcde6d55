import type { Catalog } from '@/lib/i18n/catalog'
import { app } from './app'
import { email } from './email'
import { home } from './home'
import { about } from './about'
import { tour } from './tour'
import { auth } from './auth'
import { company } from './company'
import { claim } from './claim'
import { settings } from './settings'
import { site } from './site'
import { option } from './option'
import { shared } from './shared'
import { founder } from './founder'
import { apply } from './apply'
import { review } from './review'
import { pipeline } from './pipeline'
import { investor } from './investor'
import { deals } from './deals'
import { admin } from './admin'
import { legal } from './legal'
import { rule } from './rule'
import { notify } from './notify'

/** The Hindi catalog; the words follow docs/hindi-glossary.md. */
export const hi: Catalog = {
  ...site,
  ...option,
  ...shared,
  ...app,
  ...email,
  ...settings,
  ...home,
  ...about,
  ...tour,
  ...auth,
  ...company,
  ...claim,
  ...founder,
  ...apply,
  ...review,
  ...pipeline,
  ...investor,
  ...deals,
  ...admin,
  ...legal,
  ...rule,
  ...notify,
}
