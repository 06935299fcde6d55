import { describe, expect, it } from 'vitest'

import { nextDigest } from './messages'

// 18:00 in India is 12:30 UTC.
describe('nextDigest', () => {
  it('is 18:00 India time the same day when that is still ahead', () => {
    expect(nextDigest(new Date('2026-03-10T05:00:00Z'))).toEqual({
      at: new Date('2026-03-10T12:30:00Z'),
      day: '2026-03-10',
    })
  })

  it('is the next day from 18:00 India time on', () => {
    expect(nextDigest(new Date('2026-03-10T12:30:00Z'))).toEqual({
      at: new Date('2026-03-11T12:30:00Z'),
      day: '2026-03-11',
    })
    expect(nextDigest(new Date('2026-03-10T15:00:00Z'))).toEqual({
      at: new Date('2026-03-11T12:30:00Z'),
      day: '2026-03-11',
    })
  })

  it('counts the day in India, not in UTC, after midnight there', () => {
    // 01:30 on Mar 11 in India, still Mar 10 in UTC.
    expect(nextDigest(new Date('2026-03-10T20:00:00Z'))).toEqual({
      at: new Date('2026-03-11T12:30:00Z'),
      day: '2026-03-11',
    })
  })

  it('crosses the end of a year', () => {
    expect(nextDigest(new Date('2026-12-31T13:00:00Z'))).toEqual({
      at: new Date('2027-01-01T12:30:00Z'),
      day: '2027-01-01',
    })
  })
})
