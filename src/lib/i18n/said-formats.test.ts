import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { standardTemplates, unknownPlaceholders } from '@/domain/investors/message-templates'
import { startupIndiaEligibility } from '@/domain/startups/startup-india'

import { loadCatalog } from './catalog'
import { speakIn } from './said'
import { saidDate, saidRupees } from './said-formats'

describe('amounts and days in what `said` says', () => {
  beforeAll(async () => {
    await loadCatalog('hi')
  })
  afterEach(() => speakIn(() => 'en'))

  it('writes them as formatRupees and formatDate do in English, in Hindi words in Hindi', () => {
    expect(saidRupees(50_00_000)).toBe('₹50\u00a0L')
    expect(saidRupees(1_50_00_000)).toBe('₹1.5\u00a0Cr')
    expect(saidRupees(45_000)).toBe('₹45,000')
    expect(saidDate('2026-02-04')).toBe('Feb 4, 2026')
    expect(saidDate(null)).toBe('')
    speakIn(() => 'hi')
    expect(saidRupees(50_00_000)).toBe('₹50\u00a0लाख')
    expect(saidRupees(1_50_00_000)).toBe('₹1.5\u00a0करोड़')
    expect(saidDate('2026-02-04')).toBe('4 फ़रवरी 2026')
  })

  it("says a startup's conditions in the reader's language, values included", () => {
    const profile = {
      foundedOn: '2020-01-15',
      companyType: 'Partnership Firm',
      annualTurnover: 2_00_00_000,
      deepTech: false,
    }
    const english = startupIndiaEligibility(profile, '2026-11-30').checks.map((c) => c.text)
    expect(english).toEqual([
      'Partnership Firm is a form DPIIT recognises.',
      'Founded Jan 15, 2020: within 10 years for a startup until Jan 15, 2030.',
      'Highest annual turnover ₹2\u00a0Cr: within ₹200\u00a0Cr for a startup.',
    ])
    speakIn(() => 'hi')
    const hindi = startupIndiaEligibility(profile, '2026-11-30').checks.map((c) => c.text)
    expect(hindi[0]).toContain('पार्टनरशिप फ़र्म')
    expect(hindi[1]).toContain('15 जनवरी 2030')
    expect(hindi[2]).toContain('₹200\u00a0करोड़')
  })

  it("keeps the standard templates' placeholders, in Hindi as in English", () => {
    const english = standardTemplates()
    expect(english[0]!.body).toBe(
      'Thank you for applying, {founder}. {startup} is interesting, but it falls outside the sectors and stages {investor} invests in, so we will not take it further.',
    )
    speakIn(() => 'hi')
    const hindi = standardTemplates()
    hindi.forEach((template, i) => {
      const placeholders = (body: string) => [...body.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort()
      expect(placeholders(template.body)).toEqual(placeholders(english[i]!.body))
      expect(unknownPlaceholders(template.body)).toEqual([])
      expect(template.name).not.toBe(english[i]!.name)
    })
  })
})
