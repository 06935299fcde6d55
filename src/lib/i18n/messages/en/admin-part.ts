// The admin area's own words: loaded with its first page.
import { admin } from './admin'
import { lists } from './lists'
import { auth } from './auth'

export const adminScreens = {
  ...admin,
  ...lists,
  ...auth,
}
