import { accountEmails } from './account'
import { applicationEmails } from './applications'
import { dealRoomEmails } from './deal-rooms'
import { intakeEmails } from './intake'
import { organisationEmails } from './organisations'

/**
 * Every email Sangam sends, by name. Adding one is a component and a `defineEmail` entry in its
 * area's file; the names, the typed requests and rendering follow from this object.
 */
export const emailTemplates = {
  ...accountEmails,
  ...organisationEmails,
  ...applicationEmails,
  ...dealRoomEmails,
  ...intakeEmails,
}
