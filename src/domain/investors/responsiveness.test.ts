import { describe, expect, it } from 'vitest'

import {
  daysText,
  minimumApplications,
  responsivenessOf,
  responsivenessTone,
} from './responsiveness'

const tally = {
  applications: minimumApplications,
  due: 9,
  onTime: 5,
  medianFirstResponseDays: 4.96,
  medianDecisionDays: 12.25,
}

describe('responsivenessOf', () => {
  it('is "new" below the minimum number of applications, or with none', () => {
    expect(responsivenessOf(undefined)).toEqual({ kind: 'new', applications: 0 })
    expect(responsivenessOf({ ...tally, applications: minimumApplications - 1 })).toEqual({
      kind: 'new',
      applications: minimumApplications - 1,
    })
  })
  it('gives the on-time share in whole per cent, rounded down, and medians in tenths', () => {
    expect(responsivenessOf(tally)).toEqual({
      kind: 'measured',
      applications: minimumApplications,
      due: 9,
      onTimePercent: 55,
      medianFirstResponseDays: 5,
      medianDecisionDays: 12.3,
    })
    // 99.9 % is not 100 %: a single late answer shows.
    expect(responsivenessOf({ ...tally, due: 1000, onTime: 999 })).toMatchObject({
      onTimePercent: 99,
    })
  })
  it('has no share while nothing is due yet', () => {
    const record = responsivenessOf({ ...tally, due: 0, onTime: 0 })
    expect(record).toMatchObject({ kind: 'measured', onTimePercent: null })
    expect(responsivenessTone(record)).toBe('neutral')
  })
})

describe('responsivenessTone', () => {
  it('is good from 80 %, fair from 50 %, poor below', () => {
    const at = (onTime: number) =>
      responsivenessTone(responsivenessOf({ ...tally, due: 100, onTime }))
    expect([at(80), at(79), at(50), at(49)]).toEqual(['good', 'fair', 'fair', 'poor'])
    expect(responsivenessTone({ kind: 'new', applications: 3 })).toBe('neutral')
  })
})

describe('daysText', () => {
  it('reads as a founder would say it', () => {
    expect(daysText(0.4)).toBe('under a day')
    expect(daysText(1)).toBe('1 day')
    expect(daysText(3.46)).toBe('3.5 days')
    expect(daysText(12.6)).toBe('13 days')
  })
})
