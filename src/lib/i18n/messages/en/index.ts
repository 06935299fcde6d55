import { app } from './app'
import { home } from './home'
import { about } from './about'
import { tour } from './tour'
import { auth } from './auth'
import { company } from './company'
import { claim } from './claim'
import { settings } from './settings'
import { site } from './site'

/** The English catalog: the source every other language translates (docs/decisions/0050). */
export const en = {
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
