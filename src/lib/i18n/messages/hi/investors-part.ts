import type { investorScreens as english } from '@/lib/i18n/messages/en/investors-part'
import { review } from './review'
import { pipeline } from './pipeline'
import { lists } from './lists'

// The Hindi of the investors' area's part.
export const investorScreens: Record<keyof typeof english, string> = {
  ...review,
  ...pipeline,
  ...lists,
}
