import { describe, expect, it } from 'vitest'

import { scheduledOpening } from './scheduled'

const now = new Date('2026-11-27T10:00:00Z')
const dec1 = new Date('2026-12-01T00:00:00Z')

describe('scheduledOpening', () => {
  it('is the opening day of an open channel whose opening is ahead', () => {
    expect(scheduledOpening('open', dec1, now)).toEqual(dec1)
    expect(scheduledOpening('open', dec1.toISOString(), now)).toEqual(dec1)
  })

  it('is nothing once the day has come, without a day, or for a channel not open', () => {
    expect(scheduledOpening('open', new Date('2026-11-01T00:00:00Z'), now)).toBeNull()
    expect(scheduledOpening('open', null, now)).toBeNull()
    expect(scheduledOpening('draft', dec1, now)).toBeNull()
    expect(scheduledOpening('closed', dec1, now)).toBeNull()
  })
})
