import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'

import { en } from '@/lib/i18n/messages/en'

import { deckReading } from './own-applications'

const intl = createIntl({ locale: 'en-IN', messages: en })

describe('deckReading', () => {
  const views = { pagesSeen: 3, seconds: 75, lastViewedAt: new Date('2026-11-04T10:00:00Z') }

  it('says when the fund last read the deck before the founder applied', () => {
    expect(deckReading(intl, views, 5, new Date('2026-11-20T10:00:00Z'))).toBe(
      'Deck opened · 3 of 5 pages seen · 1\u00a0min\u00a015\u00a0s in all · last opened Nov 4, 2026, before you applied',
    )
  })

  it('says only the day when the reading came after applying', () => {
    expect(deckReading(intl, views, null, '2026-11-01T10:00:00Z')).toBe(
      'Deck opened · 3 pages seen · 1\u00a0min\u00a015\u00a0s in all · last opened Nov 4, 2026',
    )
  })
})
