// The public pages' own words (sign-in and the emailed links' pages among them): loaded by the
// browser with the first public page it opens.
import { home } from './home'
import { about } from './about'
import { tour } from './tour'
import { company } from './company'
import { legal } from './legal'
import { auth } from './auth'
import { claim } from './claim'

export const publicPages = {
  ...home,
  ...about,
  ...tour,
  ...company,
  ...legal,
  ...auth,
  ...claim,
}
