import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'

import { formatDate } from '@/lib/format'
import { en } from '@/lib/i18n/messages/en'

import { datesText } from './channel-card'

const intl = createIntl({ locale: 'en-IN', messages: en })

describe('a channel card’s dates', () => {
  const now = new Date('2026-11-27T12:00:00Z')
  const past = new Date('2026-05-11T00:00:00Z')
  const ahead = new Date('2026-12-17T00:00:00Z')

  it('speaks of an opening day in the tense of today', () => {
    expect(datesText(intl, past, null, now)).toBe(`Opened ${formatDate(past)}`)
    expect(datesText(intl, ahead, null, now)).toBe(`Opens ${formatDate(ahead)}`)
  })

  it('speaks of a closing day in the tense of today', () => {
    expect(datesText(intl, null, past, now)).toBe(`Closed ${formatDate(past)}`)
    expect(datesText(intl, null, ahead, now)).toBe(`Closes ${formatDate(ahead)}`)
  })

  it('gives both days as a range, or says none is set', () => {
    expect(datesText(intl, past, ahead, now)).toBe(`${formatDate(past)} – ${formatDate(ahead)}`)
    expect(datesText(intl, null, null, now)).toBe('No dates set')
  })
})
