import type { serverWords as english } from '@/lib/i18n/messages/en/server-part'
import { email } from './email'
import { notify } from './notify'

// The Hindi of what only the server says.
export const serverWords: Record<keyof typeof english, string> = {
  ...email,
  ...notify,
}
