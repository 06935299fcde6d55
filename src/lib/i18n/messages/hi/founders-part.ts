import type { founderScreens as english } from '@/lib/i18n/messages/en/founders-part'
import { founder } from './founder'
import { apply } from './apply'
import { deals } from './deals'

// The Hindi of the startups' area's part.
export const founderScreens: Record<keyof typeof english, string> = {
  ...founder,
  ...apply,
  ...deals,
}
