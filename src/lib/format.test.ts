import { describe, expect, it } from 'vitest'
import {
  CRORE,
  formatDate,
  formatIpAddress,
  formatRupeeRange,
  formatRupees,
  LAKH,
  parseRupees,
  plural,
  possessive,
} from './format'

describe('formatDate', () => {
  it('formats as short US English', () => {
    expect(formatDate(new Date('2025-01-05'))).toBe('Jan 5, 2025')
    expect(formatDate('2025-01-05')).toBe('Jan 5, 2025')
    expect(formatDate(Date.UTC(2024, 11, 31))).toBe('Dec 31, 2024')
    expect(formatDate('2023-09-15T10:30:00Z')).toBe('Sep 15, 2023')
  })

  it('shows the day it is in India, the same on server and client', () => {
    // 23:59 UTC is already 05:29 the next morning in India; 00:00 IST is that day.
    expect(formatDate('2025-01-05T23:59:59Z')).toBe('Jan 6, 2025')
    expect(formatDate('2025-01-06T00:00:00+05:30')).toBe('Jan 6, 2025')
    expect(formatDate('2025-01-05T18:29:59Z')).toBe('Jan 5, 2025')
    // A calendar date (midnight UTC) stays its own day.
    expect(formatDate('2025-12-31')).toBe('Dec 31, 2025')
  })

  it('renders empty and invalid dates blank', () => {
    expect(formatDate('')).toBe('')
    expect(formatDate('   ')).toBe('')
    expect(formatDate(null)).toBe('')
    expect(formatDate(undefined)).toBe('')
    expect(formatDate('not a date')).toBe('')
    expect(formatDate(new Date('nope'))).toBe('')
    expect(formatDate(Number.NaN)).toBe('')
  })
})

describe('formatRupees', () => {
  it('compacts crores and lakhs', () => {
    expect(formatRupees(15_000_000)).toBe('₹1.5\u00a0Cr')
    expect(formatRupees(10_000_000)).toBe('₹1\u00a0Cr')
    expect(formatRupees(122_500_000)).toBe('₹12.25\u00a0Cr')
    expect(formatRupees(12_345_678)).toBe('₹1.23\u00a0Cr')
    expect(formatRupees(15_000_000_000)).toBe('₹1,500\u00a0Cr')
    expect(formatRupees(2_500_000)).toBe('₹25\u00a0L')
    expect(formatRupees(100_000)).toBe('₹1\u00a0L')
    expect(formatRupees(150_000)).toBe('₹1.5\u00a0L')
    expect(formatRupees(1_234_567)).toBe('₹12.35\u00a0L')
  })

  it('does not show 100 L when rounding reaches a crore', () => {
    expect(formatRupees(9_999_999)).toBe('₹1\u00a0Cr')
    expect(formatRupees(9_990_000)).toBe('₹99.9\u00a0L')
  })

  it('shows amounts below a lakh in full with Indian grouping', () => {
    expect(formatRupees(99_999)).toBe('₹99,999')
    expect(formatRupees(45_000)).toBe('₹45,000')
    expect(formatRupees(1_000)).toBe('₹1,000')
    expect(formatRupees(999)).toBe('₹999')
    expect(formatRupees(0)).toBe('₹0')
  })

  it('exact form uses Indian digit grouping', () => {
    expect(formatRupees(15_000_000, { exact: true })).toBe('₹1,50,00,000')
    expect(formatRupees(2_500_000, { exact: true })).toBe('₹25,00,000')
    expect(formatRupees(99_999, { exact: true })).toBe('₹99,999')
    expect(formatRupees(1_234_567_890, { exact: true })).toBe('₹1,23,45,67,890')
  })

  it('keeps a leading minus for negative amounts', () => {
    expect(formatRupees(-2_500_000)).toBe('-₹25\u00a0L')
    expect(formatRupees(-15_000_000)).toBe('-₹1.5\u00a0Cr')
    expect(formatRupees(-45_000)).toBe('-₹45,000')
    expect(formatRupees(-15_000_000, { exact: true })).toBe('-₹1,50,00,000')
  })

  it('renders missing amounts blank', () => {
    expect(formatRupees(null)).toBe('')
    expect(formatRupees(undefined)).toBe('')
    expect(formatRupees(Number.NaN)).toBe('')
    expect(formatRupees(Number.POSITIVE_INFINITY)).toBe('')
  })
})

describe('formatRupeeRange', () => {
  it('gives both bounds, or the one there is', () => {
    expect(formatRupeeRange(50 * LAKH, 2 * CRORE)).toBe('₹50\u00a0L – ₹2\u00a0Cr')
    expect(formatRupeeRange(50 * LAKH, null)).toBe('From ₹50\u00a0L')
    expect(formatRupeeRange(null, 2 * CRORE)).toBe('Up to ₹2\u00a0Cr')
    expect(formatRupeeRange(null, null)).toBe('')
  })
})

describe('parseRupees', () => {
  it.each([
    ['15000000', 15_000_000],
    ['1,50,00,000', 15_000_000],
    ['15,000,000', 15_000_000],
    ['1.5 Cr', 15_000_000],
    ['1.5cr', 15_000_000],
    ['1.5 CR', 15_000_000],
    ['2 crore', 20_000_000],
    ['2 crores', 20_000_000],
    ['12.25 Cr', 122_500_000],
    ['25 L', 2_500_000],
    ['25 lakh', 2_500_000],
    ['25 lakhs', 2_500_000],
    ['25 lac', 2_500_000],
    ['₹ 25 L', 2_500_000],
    ['₹1.5\u00a0Cr', 15_000_000],
    ['Rs. 45,000', 45_000],
    ['INR 45000', 45_000],
    ['45k', 45_000],
    ['  99,999  ', 99_999],
    ['0', 0],
    ['0.07 Cr', 700_000],
    ['-25 L', -2_500_000],
  ])('parses %j as %d', (input, expected) => {
    expect(parseRupees(input)).toBe(expected)
  })

  it('returns whole rupees', () => {
    expect(parseRupees('1.234567 L')).toBe(123_457)
    expect(Number.isInteger(parseRupees('0.333 Cr'))).toBe(true)
  })

  it.each([
    '',
    '   ',
    'abc',
    '25 million',
    '1,5',
    '1,5,0',
    '1.2.3',
    'Cr',
    '₹',
    '12 L 5',
    '--5',
    'NaN',
  ])('rejects %j', (input) => {
    expect(parseRupees(input)).toBeNull()
  })

  it('round-trips compact and exact formatting', () => {
    for (const amount of [15_000_000, 2_500_000, 99_999, 122_500_000]) {
      expect(parseRupees(formatRupees(amount))).toBe(amount)
      expect(parseRupees(formatRupees(amount, { exact: true }))).toBe(amount)
    }
  })
})

describe('formatIpAddress', () => {
  it('compresses an expanded IPv6 network and keeps IPv4 as it is', () => {
    expect(formatIpAddress('2001:0db8:0001:0002:0000:0000:0000:0000')).toBe('2001:db8:1:2::')
    expect(formatIpAddress('203.0.113.7')).toBe('203.0.113.7')
  })

  it('shows nothing for an address that says nothing', () => {
    expect(formatIpAddress('0000:0000:0000:0000:0000:0000:0000:0000')).toBeNull()
    expect(formatIpAddress('0.0.0.0')).toBeNull()
    expect(formatIpAddress('')).toBeNull()
    expect(formatIpAddress(null)).toBeNull()
  })

  it('gives back what it cannot read', () => {
    expect(formatIpAddress('not:an:address:at:all')).toBe('not:an:address:at:all')
  })
})

describe('possessive', () => {
  it('adds an apostrophe alone after a final s', () => {
    expect(possessive('Tungabhadra Ventures')).toBe('Tungabhadra Ventures’')
    expect(possessive('Kaveri Capital')).toBe('Kaveri Capital’s')
    expect(possessive('NEXUS')).toBe('NEXUS’')
  })
})

describe('plural', () => {
  it('takes the singular for one only', () => {
    expect(plural(1, 'startup')).toBe('1 startup')
    expect(plural(0, 'startup')).toBe('0 startups')
    expect(plural(2, 'entry', 'entries')).toBe('2 entries')
    expect(plural(1.5, 'day')).toBe('1.5 days')
  })

  it('groups the count as India writes it', () => {
    expect(plural(1_50_000, 'application')).toBe('1,50,000 applications')
  })
})
