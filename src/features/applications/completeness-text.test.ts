import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'

import { profileCompleteness } from '@/domain/startups/completeness'
import { en } from '@/lib/i18n/messages/en'
import { hi } from '@/lib/i18n/messages/hi'

import { missingLabel, partTitle } from './completeness-text'

const english = createIntl({ locale: 'en-IN', messages: en })
const hindi = createIntl({ locale: 'hi-IN', messages: hi })

/** An empty profile: every part misses every field. */
const empty = profileCompleteness({
  profile: {},
  founders: [],
  marketPositioning: {},
  businessTeam: {},
  tractionIp: {},
  hasLogo: false,
  hasDeck: false,
})

describe('the parts and fields of a profile in the page’s language', () => {
  it('are the domain’s own words in English', () => {
    for (const part of empty.parts) {
      expect(partTitle(english, part.key)).toBe(part.title)
      for (const missing of part.missing) expect(missingLabel(english, missing)).toBe(missing.label)
    }
  })

  it('are all in Hindi', () => {
    for (const part of empty.parts) {
      expect(partTitle(hindi, part.key)).toMatch(/[\u0900-\u097F]/)
      for (const missing of part.missing) {
        expect(missingLabel(hindi, missing), missing.field).toMatch(/[\u0900-\u097F]/)
      }
    }
  })
})
