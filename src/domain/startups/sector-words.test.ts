import { describe, expect, it } from 'vitest'

import { sectors } from '@/lib/options'

import { sectorWords, sectorsNamedBy } from './sector-words'

describe('sectorsNamedBy', () => {
  it('reads common words for sectors, however they are written', () => {
    expect(sectorsNamedBy('Fintech')).toContain('Financial Services')
    expect(sectorsNamedBy('  CLEANTECH ')).toContain('Climate Technology')
    expect(sectorsNamedBy('clean-tech')).toContain('Climate Technology')
    expect(sectorsNamedBy('Clean tech')).toContain('Climate Technology')
    expect(sectorsNamedBy('agritech')).toEqual(['Agriculture and Farming'])
  })

  it('reads a sector’s own name', () => {
    expect(sectorsNamedBy('financial services')).toEqual(['Financial Services'])
  })

  it('names nothing for other text', () => {
    expect(sectorsNamedBy('')).toEqual([])
    expect(sectorsNamedBy('krishi')).toEqual([])
    expect(sectorsNamedBy('fintech startups in pune')).toEqual([])
  })

  it('only ever names sectors of the option list', () => {
    for (const named of Object.values(sectorWords)) {
      for (const sector of named) expect(sectors).toContain(sector)
    }
  })
})
