import type { publicPages as english } from '@/lib/i18n/messages/en/public-part'
import { home } from './home'
import { about } from './about'
import { tour } from './tour'
import { company } from './company'
import { legal } from './legal'
import { auth } from './auth'
import { claim } from './claim'

// The Hindi of the public pages' part.
export const publicPages: Record<keyof typeof english, string> = {
  ...home,
  ...about,
  ...tour,
  ...company,
  ...legal,
  ...auth,
  ...claim,
}
