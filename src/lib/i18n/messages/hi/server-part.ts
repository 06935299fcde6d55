import type { serverWords as english } from '@/lib/i18n/messages/en/server-part'
import { dealEmails } from './deal-emails'
import { email } from './email'
import { notify } from './notify'
import { serverRule } from './server-rule'

// The Hindi of what only the server says.
export const serverWords: Record<keyof typeof english, string> = {
  ...email,
  ...dealEmails,
  ...notify,
  ...serverRule,
}
