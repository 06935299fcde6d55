import { defaultParseSearch } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'

import {
  canonicalApplicationSearch,
  hasFilters,
  ignoredRaiseBounds,
  isKnownValue,
  parseApplicationSearch,
  raiseBound,
  readableSearchValues,
  searchFromQueryString,
  serializeApplicationSearch,
  toQueryString,
} from './search-params'

describe('parseApplicationSearch', () => {
  it('splits comma-separated filters, trims, drops empty pieces and duplicates', () => {
    const search = parseApplicationSearch({
      sectors: ' Fintech , Agriculture and Farming,,Fintech ',
      headquarters: 'Kerala',
      businessType: 'B2B,B2C',
      customerInteraction: 'Marketplace',
      developmentStage: 'Launched,Scale-Up',
      channelId: 'a,b',
    })
    expect(search.sectors).toEqual(['Fintech', 'Agriculture and Farming'])
    expect(search.headquarters).toEqual(['Kerala'])
    expect(search.businessType).toEqual(['B2B', 'B2C'])
    expect(search.customerInteraction).toEqual(['Marketplace'])
    expect(search.developmentStage).toEqual(['Launched', 'Scale-Up'])
    expect(search.channelId).toEqual(['a', 'b'])
  })

  it('drops empty values: an all-empty list is no filter at all', () => {
    const search = parseApplicationSearch({
      sectors: ',,',
      headquarters: '  ',
      q: '   ',
      plannedRaiseMin: '',
    })
    expect(search.sectors).toEqual([])
    expect(search.headquarters).toEqual([])
    expect(search.q).toBeUndefined()
    expect(search.plannedRaiseMin).toBeUndefined()
    expect(hasFilters(search)).toBe(false)
  })

  it('accepts only strings, turning scalars the router parsed back into their text', () => {
    const search = parseApplicationSearch({
      plannedRaiseMin: 5000000,
      plannedRaiseMax: '20000000',
      q: 2024,
      sectors: ['Fintech'],
      headquarters: { Kerala: true },
      businessType: null,
      status: true,
    })
    expect(search.plannedRaiseMin).toBe('5000000')
    expect(search.plannedRaiseMax).toBe('20000000')
    expect(search.q).toBe('2024')
    expect(search.sectors).toEqual([])
    expect(search.headquarters).toEqual([])
    expect(search.businessType).toEqual([])
    expect(search.status).toEqual(['true'])
  })

  it('keeps unknown values, so they can match nothing and be shown as unknown', () => {
    const search = parseApplicationSearch({ sectors: 'Nope,Energy', status: 'bogus' })
    expect(search.sectors).toEqual(['Nope', 'Energy'])
    expect(isKnownValue('sectors', 'Nope')).toBe(false)
    expect(isKnownValue('sectors', 'Energy')).toBe(true)
    expect(isKnownValue('status', 'overdue')).toBe(true)
    expect(isKnownValue('status', 'bogus!')).toBe(false)
  })

  it('takes any well-formed stage key as a status value, in any script, of bounded length', () => {
    const search = parseApplicationSearch({
      status: 'submitted,in_review,first-call,ಮೊದಲ-ಭೇಟಿ,partner-call-2',
    })
    expect(search.status).toEqual([
      'submitted',
      'in_review',
      'first-call',
      'ಮೊದಲ-ಭೇಟಿ',
      'partner-call-2',
    ])
    for (const key of ['first-call', 'ಮೊದಲ-ಭೇಟಿ', 'due_diligence', 'x'.repeat(64)]) {
      expect(isKnownValue('status', key), key).toBe(true)
    }
    for (const value of ['first call', '-first', 'first--call', 'call!', 'x'.repeat(65)]) {
      expect(isKnownValue('status', value), value).toBe(false)
    }
  })

  it('falls back to newest first and page 1', () => {
    expect(parseApplicationSearch({ sort: 'sideways', page: 0 })).toMatchObject({
      sort: 'newest',
      page: 1,
    })
    expect(parseApplicationSearch({ sort: 'raise_desc', page: 3 })).toMatchObject({
      sort: 'raise_desc',
      page: 3,
    })
    expect(parseApplicationSearch({ page: '2' }).page).toBe(2)
    expect(parseApplicationSearch({ page: 2.5 }).page).toBe(1)
    expect(parseApplicationSearch({ page: 'abc' }).page).toBe(1)
    expect(parseApplicationSearch(undefined)).toMatchObject({
      sort: 'newest',
      page: 1,
      q: undefined,
    })
  })

  it('keeps a non-numeric raise bound as written but does not treat it as a bound', () => {
    const search = parseApplicationSearch({ plannedRaiseMin: 'abc', plannedRaiseMax: '10000000' })
    expect(search.plannedRaiseMin).toBe('abc')
    expect(raiseBound(search.plannedRaiseMin)).toBeNull()
    expect(raiseBound(search.plannedRaiseMax)).toBe(10_000_000)
    expect(ignoredRaiseBounds(search)).toEqual(['plannedRaiseMin'])
    expect(raiseBound('-5')).toBeNull()
    expect(raiseBound('1e7')).toBeNull()
    expect(raiseBound('50 L')).toBeNull()
    expect(raiseBound('2500000.50')).toBe(2_500_000.5)
  })
})

describe('serializeApplicationSearch', () => {
  it('writes the canonical record: lists joined, defaults left out', () => {
    const record = serializeApplicationSearch(
      parseApplicationSearch({
        sectors: 'Energy, Energy,Fintech',
        sort: 'newest',
        page: 1,
        q: ' krishi ',
      }),
    )
    expect(record).toEqual({ q: 'krishi', sectors: 'Energy,Fintech' })
  })

  it('round-trips: parse(serialize(x)) equals x', () => {
    const search = parseApplicationSearch({
      q: 'upi',
      status: 'submitted,overdue',
      channelId: 'c1',
      sectors: 'Energy',
      developmentStage: 'Launched',
      headquarters: 'Goa',
      businessType: 'B2B',
      customerInteraction: 'Freemium',
      plannedRaiseMin: '100',
      plannedRaiseMax: 'abc',
      sort: 'name',
      page: '4',
    })
    expect(parseApplicationSearch(serializeApplicationSearch(search))).toEqual(search)
  })
})

describe('URL handling', () => {
  it('reads URLs the way the router parses them', () => {
    const raw = defaultParseSearch(
      '?sectors=Fintech,Agriculture%20and%20Farming&plannedRaiseMin=5000000&page=2&q=true',
    )
    expect(canonicalApplicationSearch(raw)).toMatchObject({
      sectors: 'Fintech,Agriculture and Farming',
      plannedRaiseMin: '5000000',
      page: '2',
      q: 'true',
    })
  })

  it('names every known key, so junk values leave the URL', () => {
    const record = canonicalApplicationSearch({ sectors: ',,', utm_source: 'mail' })
    expect('sectors' in record).toBe(true)
    expect(record.sectors).toBeUndefined()
    expect('utm_source' in record).toBe(false)
  })

  it('hands numbers to the router as numbers so the URL stays readable', () => {
    expect(
      readableSearchValues({
        plannedRaiseMin: '5000000',
        q: '007',
        sectors: 'Energy',
        page: undefined,
      }),
    ).toEqual({
      plannedRaiseMin: 5_000_000,
      q: '007',
      sectors: 'Energy',
      page: undefined,
    })
  })

  it('turns query strings into canonical records and back', () => {
    const record = searchFromQueryString(
      '?sectors=Energy%2C%2CFintech&status=&plannedRaiseMin=100&x=1',
    )
    expect(record).toEqual({ sectors: 'Energy,Fintech', plannedRaiseMin: '100' })
    expect(toQueryString(record)).toBe('sectors=Energy%2CFintech&plannedRaiseMin=100')
    expect(searchFromQueryString(toQueryString(record))).toEqual(record)
  })
})
