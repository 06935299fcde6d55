import { describe, expect, it } from 'vitest'

import { formatDateTime, knownTimeZone, timeZoneFromCookies } from './time-zone'

describe('formatDateTime', () => {
  const evening = '2025-01-05T17:15:00Z'
  it("shows the date and time in India's zone, named", () => {
    expect(formatDateTime(evening, 'Asia/Kolkata')).toBe('Jan 5, 2025, 10:45 PM IST')
    // Past midnight in India: the date is India's too.
    expect(formatDateTime('2025-01-05T20:00:00Z', 'Asia/Kolkata')).toBe('Jan 6, 2025, 1:30 AM IST')
  })
  it("shows another viewer's own zone with its usual name", () => {
    expect(formatDateTime(evening, 'America/New_York')).toBe('Jan 5, 2025, 12:15 PM EST')
    expect(formatDateTime(evening, 'UTC')).toBe('Jan 5, 2025, 5:15 PM UTC')
    expect(formatDateTime(evening, 'Asia/Singapore')).toBe('Jan 6, 2025, 1:15 AM GMT+8')
  })
  it('is blank for a missing or invalid value', () => {
    for (const value of [null, undefined, '', 'not a date']) {
      expect(formatDateTime(value, 'Asia/Kolkata')).toBe('')
    }
  })
})

describe('the viewer zone', () => {
  it('is read from the tz cookie when it names a known zone', () => {
    expect(timeZoneFromCookies('a=1; tz=America%2FNew_York; b=2')).toBe('America/New_York')
    expect(timeZoneFromCookies('tz=Europe/London')).toBe('Europe/London')
  })
  it("falls back to India's for no cookie, an unknown zone or anything odd", () => {
    for (const cookies of [
      undefined,
      '',
      'xtz=UTC',
      'tz=Mars/Olympus',
      'tz=%E0%A4',
      'tz=<script>',
    ]) {
      expect(timeZoneFromCookies(cookies)).toBe('Asia/Kolkata')
    }
    expect(knownTimeZone('a'.repeat(100))).toBeNull()
  })
})
