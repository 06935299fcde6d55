// Words only the server says (emails, notifications, its answers to a request): never sent to a
// browser.
import { dealEmails } from './deal-emails'
import { email } from './email'
import { notify } from './notify'
import { serverRule } from './server-rule'

export const serverWords = {
  ...email,
  ...dealEmails,
  ...notify,
  ...serverRule,
}
