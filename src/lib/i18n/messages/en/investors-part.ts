// The investors' area's own words: loaded with its first page. Discover's, channels', lists' and
// the fund profile's (`investor`) and the deal rooms' and Inbox's (`deals`) are parts of their own.
import { review } from './review'
import { pipeline } from './pipeline'
import { lists } from './lists'

export const investorScreens = {
  ...review,
  ...pipeline,
  ...lists,
}
