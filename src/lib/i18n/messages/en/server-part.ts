// Words only the server says (emails, notifications): never sent to a browser.
import { email } from './email'
import { notify } from './notify'

export const serverWords = {
  ...email,
  ...notify,
}
