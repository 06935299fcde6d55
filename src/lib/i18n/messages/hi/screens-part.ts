import type { screens as english } from '@/lib/i18n/messages/en/screens-part'
import { site } from './site'
import { option } from './option'
import { shared } from './shared'
import { app } from './app'
import { rule } from './rule'

// The Hindi of the English screens part.
export const screens: Record<keyof typeof english, string> = {
  ...site,
  ...option,
  ...shared,
  ...app,
  ...rule,
}
