// The startups' area's own words: loaded with its first page.
import { founder } from './founder'
import { apply } from './apply'
import { deals } from './deals'

export const founderScreens = {
  ...founder,
  ...apply,
  ...deals,
}
