import type { adminScreens as english } from '@/lib/i18n/messages/en/admin-part'
import { admin } from './admin'
import { lists } from './lists'
import { auth } from './auth'

// The Hindi of the admin area's part.
export const adminScreens: Record<keyof typeof english, string> = {
  ...admin,
  ...lists,
  ...auth,
}
