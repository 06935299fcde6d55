import type { Catalog } from '@/lib/i18n/catalog'
import { app } from './app'
import { home } from './home'
import { about } from './about'
import { tour } from './tour'
import { auth } from './auth'
import { company } from './company'
import { claim } from './claim'
import { settings } from './settings'
import { site } from './site'

/** The Hindi catalog; the words follow docs/hindi-glossary.md. */
export const hi: Catalog = {
  ...site,
  ...app,
  ...settings,
  ...home,
  ...about,
  ...tour,
  ...auth,
  ...company,
  ...claim,
}
