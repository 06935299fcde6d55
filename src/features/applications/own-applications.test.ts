import { describe, expect, it } from 'vitest'

import { deckReading } from './own-applications'

describe('deckReading', () => {
  const views = { pagesSeen: 3, seconds: 75, lastViewedAt: new Date('2026-11-04T10:00:00Z') }

  it('says when the fund last read the deck before the founder applied', () => {
    expect(deckReading(views, 5, new Date('2026-11-20T10:00:00Z'))).toBe(
      'Deck opened · 3 of 5 pages seen · 1\u00a0min\u00a015\u00a0s in all · last opened Nov 4, 2026, before you applied',
    )
  })

  it('says only the day when the reading came after applying', () => {
    expect(deckReading(views, null, '2026-11-01T10:00:00Z')).toBe(
      'Deck opened · 3 pages seen · 1\u00a0min\u00a015\u00a0s in all · last opened Nov 4, 2026',
    )
  })
})
