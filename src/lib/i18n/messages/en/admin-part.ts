// The admin area's own words: loaded with its first page.
import { admin } from './admin'
import { auth } from './auth'

export const adminScreens = {
  ...admin,
  ...auth,
}
