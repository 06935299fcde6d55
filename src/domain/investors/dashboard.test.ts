import { describe, expect, it } from 'vitest'

import { calendarDate, periodBounds } from '@/lib/calendar'

import {
  applicationsLink,
  dashboardPresets,
  dashboardInputSchema,
  defaultPeriod,
  parseDashboardSearch,
  presetPeriod,
  weekWithin,
} from './dashboard'

// 20:00 UTC on Nov 24 is already Nov 25 in India.
const lateEvening = new Date('2026-11-24T20:00:00Z')

describe('dashboard period', () => {
  it('defaults to the last 12 months up to today in India', () => {
    expect(defaultPeriod(lateEvening)).toEqual({ from: '2025-11-26', to: '2026-11-25' })
    expect(presetPeriod(dashboardPresets[0], lateEvening)).toEqual({
      from: '2026-10-27',
      to: '2026-11-25',
    })
  })

  it('runs from midnight to midnight in India', () => {
    const { start, end } = periodBounds({ from: '2026-01-01', to: '2026-01-31' })
    expect(start.toISOString()).toBe('2025-12-31T18:30:00.000Z')
    expect(end.toISOString()).toBe('2026-01-31T18:30:00.000Z')
  })

  it('accepts only real calendar dates', () => {
    expect(calendarDate('2028-02-29')).toBe('2028-02-29')
    expect(calendarDate('2026-02-29')).toBeNull()
    expect(calendarDate('2026-1-5')).toBeNull()
    expect(calendarDate(20260105)).toBeNull()
  })

  it('reads the URL leniently and says when it fell back', () => {
    expect(parseDashboardSearch({}, lateEvening)).toEqual({
      from: '2025-11-26',
      to: '2026-11-25',
      channelId: undefined,
      fixed: false,
    })
    expect(
      parseDashboardSearch(
        { from: '2026-01-01', to: '2026-03-31', channelId: ' c1 ' },
        lateEvening,
      ),
    ).toEqual({ from: '2026-01-01', to: '2026-03-31', channelId: 'c1', fixed: false })
    expect(parseDashboardSearch({ from: 'soon' }, lateEvening)).toMatchObject({
      from: '2025-11-26',
      fixed: true,
    })
    // Backwards: the whole default period, not half of each.
    expect(
      parseDashboardSearch({ from: '2026-05-01', to: '2026-04-01' }, lateEvening),
    ).toMatchObject({ from: '2025-11-26', to: '2026-11-25', fixed: true })
  })

  it('gives field-level messages for a period that is not one', () => {
    const backwards = dashboardInputSchema.safeParse({ from: '2026-05-01', to: '2026-04-01' })
    expect(backwards.error?.issues[0]).toMatchObject({
      path: ['to'],
      message: 'The end date is before the start.',
    })
    const long = dashboardInputSchema.safeParse({ from: '2010-01-01', to: '2026-04-01' })
    expect(long.error?.issues[0]?.path).toEqual(['from'])
    const notADate = dashboardInputSchema.safeParse({ from: '2026-13-01', to: '2026-04-01' })
    expect(notADate.error?.issues[0]?.message).toBe('The start date is not a date (YYYY-MM-DD).')
  })

  it('links a slice to the applications list with the same period and channel', () => {
    const scope = { from: '2026-01-01', to: '2026-03-31', channelId: 'c1' }
    expect(applicationsLink(scope, { sectors: 'Software' })).toEqual({
      sectors: 'Software',
      channelId: 'c1',
      submittedFrom: '2026-01-01',
      submittedTo: '2026-03-31',
    })
    // A week cut by the period's edges links to its days inside the period.
    expect(weekWithin('2025-12-29', scope)).toEqual({ from: '2026-01-01', to: '2026-01-04' })
    expect(weekWithin('2026-03-30', scope)).toEqual({ from: '2026-03-30', to: '2026-03-31' })
  })
})
