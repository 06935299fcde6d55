import { describe, expect, it } from 'vitest'

import { listFitOf, waitingOf } from './triage'

const day = 24 * 60 * 60 * 1000
const now = Date.UTC(2025, 0, 20, 12)

describe('waitingOf', () => {
  it('counts whole days since submission against the promise, while undecided', () => {
    const submitted = new Date(now - 5 * day - 1000)
    expect(waitingOf('submitted', submitted, 14, now)).toEqual({ days: 5, promise: 14 })
    expect(waitingOf('in_review', new Date(now - 20 * day), 14, now)).toEqual({
      days: 20,
      promise: 14,
    })
    expect(waitingOf('submitted', new Date(now - 1000), 7, now)).toEqual({ days: 0, promise: 7 })
  })
  it('is nothing once decided or withdrawn', () => {
    for (const status of ['accepted', 'rejected', 'withdrawn'] as const) {
      expect(waitingOf(status, new Date(now - 30 * day), 14, now)).toBeNull()
    }
  })
})

describe('listFitOf', () => {
  const profile = {
    sectors: ['Agriculture and Farming'],
    developmentStage: 'Launched',
    headquarters: 'Karnataka',
    businessTypes: ['B2B'],
    plannedRaise: 6_00_00_000,
  }
  const open = {
    sectors: [],
    developmentStages: [],
    headquarters: [],
    businessTypes: [],
    raiseMin: null,
    raiseMax: null,
  }
  it('is the share of the channel criteria met', () => {
    expect(listFitOf({ ...open, sectors: ['Agriculture and Farming'] }, profile)).toBe(100)
    expect(
      listFitOf(
        { ...open, sectors: ['Agriculture and Farming'], headquarters: ['Kerala'] },
        profile,
      ),
    ).toBe(50)
  })
  it('is null for a channel without criteria', () => {
    expect(listFitOf(open, profile)).toBeNull()
  })
})
