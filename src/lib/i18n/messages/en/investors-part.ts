// The investors' area's own words: loaded with its first page.
import { review } from './review'
import { pipeline } from './pipeline'
import { investor } from './investor'
import { deals } from './deals'
import { admin } from './admin'

export const investorScreens = {
  ...review,
  ...pipeline,
  ...investor,
  ...deals,
  ...admin,
}
