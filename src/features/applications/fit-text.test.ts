import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'

import { channelFit, type FitCriteria, type FitProfile } from '@/domain/applications/fit'
import {
  explainInvestorFit,
  investorFitMet,
  type InvestorPreferences,
} from '@/domain/investors/fit'
import { en } from '@/lib/i18n/messages/en'
import { hi } from '@/lib/i18n/messages/hi'
import { businessTypes, developmentStages, headquarters, sectors } from '@/lib/options'

import { fitReason, fitSummary, readFitReason } from './fit-text'
import { readThesisLine, thesisLine } from './thesis-text'

const onError = (error: unknown) => {
  throw error
}
const english = createIntl({ locale: 'en-IN', messages: en, onError })
const hindi = createIntl({ locale: 'hi-IN', messages: hi, onError })
const devanagari = /[\u0900-\u097F]/

/** Values that hold the joiners themselves ("Food and Beverage", "Daman and Diu"). */
const someSectors = [
  'Food and Beverage',
  'Media and Entertainment',
  sectors[0],
  sectors[1],
  sectors[2],
  sectors[3],
  sectors[4],
]
const someStates = ['Dadra and Nagar Haveli', 'Daman and Diu', 'Karnataka', 'Uttar Pradesh']

const channels: FitCriteria[] = [
  {
    sectors: [],
    developmentStages: [],
    headquarters: [],
    businessTypes: [],
    raiseMin: null,
    raiseMax: null,
  },
  {
    sectors: someSectors.slice(0, 1),
    developmentStages: ['Launched'],
    headquarters: someStates.slice(0, 1),
    businessTypes: ['B2B'],
    raiseMin: 50_00_000,
    raiseMax: 2_00_00_000,
  },
  {
    sectors: someSectors,
    developmentStages: [...developmentStages],
    headquarters: [...headquarters],
    businessTypes: [...businessTypes],
    raiseMin: 45_000,
    raiseMax: null,
  },
  {
    sectors: someSectors.slice(0, 3),
    developmentStages: ['Prototype', 'Scale-Up'],
    headquarters: someStates,
    businessTypes: ['B2C', 'D2C'],
    raiseMin: null,
    raiseMax: 1_50_00_000,
  },
]

const profiles: FitProfile[] = [
  {
    sectors: [],
    developmentStage: null,
    headquarters: null,
    businessTypes: [],
    plannedRaise: null,
  },
  {
    sectors: ['Food and Beverage'],
    developmentStage: 'Launched',
    headquarters: 'Dadra and Nagar Haveli',
    businessTypes: ['B2B'],
    plannedRaise: 60_00_000,
  },
  {
    sectors: ['Food and Beverage', 'Media and Entertainment', sectors[0]],
    developmentStage: 'Concept',
    headquarters: 'Kerala',
    businessTypes: ['B2B', 'B2C', 'D2C'],
    plannedRaise: 45_000,
  },
  {
    sectors: [sectors[10]!, sectors[11]!],
    developmentStage: 'Scale-Up',
    headquarters: 'Uttar Pradesh',
    businessTypes: ['B2G'],
    plannedRaise: 5_00_00_00_000,
  },
]

const fits = channels.flatMap((channel) => profiles.map((profile) => channelFit(channel, profile)))

describe('a channel fit in the page’s language', () => {
  it('reads back every sentence of the domain, word for word in English', () => {
    for (const fit of fits) {
      for (const criterion of fit.criteria) {
        expect(readFitReason(english, criterion)).toBe(criterion.explanation)
      }
      expect(fitSummary(english, fit)).toBe(fit.summary)
    }
  })

  it('says every sentence in Hindi, its values too', () => {
    for (const fit of fits) {
      for (const criterion of fit.criteria) {
        const said = readFitReason(hindi, criterion)
        expect(
          typeof said === 'string' && devanagari.test(said),
          `${criterion.explanation} → ${String(said)}`,
        ).toBe(true)
        expect(said).not.toMatch(/Food and Beverage|Karnataka|Launched|\bor\b|\band\b/)
      }
      expect(fitSummary(hindi, fit)).toMatch(devanagari)
    }
  })

  it('shows a sentence it cannot read as it came in English, and as its outcome in Hindi', () => {
    const odd = {
      criterion: 'sectors',
      label: 'Sector',
      outcome: 'match',
      explanation: 'Something new.',
    } as const
    expect(fitReason(english, odd)).toBe('Something new.')
    expect(fitReason(hindi, odd)).toBe('मेल खाता है')
  })
})

const preferences: InvestorPreferences[] = [
  {
    sectors: [],
    stages: [],
    headquarters: [],
    businessTypes: [],
    chequeMin: null,
    chequeMax: null,
  },
  {
    sectors: someSectors.slice(0, 3),
    stages: ['Launched', 'Scale-Up'],
    headquarters: someStates,
    businessTypes: ['B2B', 'D2C'],
    chequeMin: 25_00_000,
    chequeMax: 1_00_00_000,
  },
  {
    sectors: [sectors[10]!],
    stages: ['Concept'],
    headquarters: ['Kerala'],
    businessTypes: ['B2G'],
    chequeMin: 45_000,
    chequeMax: 90_000,
  },
]

describe('a thesis fit in the page’s language', () => {
  const lines = preferences.flatMap((p) =>
    profiles.flatMap((s) => explainInvestorFit(p, s, investorFitMet(p, s), 'startup')),
  )

  it('reads back every line of the domain, word for word in English', () => {
    for (const line of lines) expect(readThesisLine(english, line)).toBe(line.text)
  })

  it('says every line in Hindi', () => {
    for (const line of lines) {
      const said = thesisLine(hindi, line)
      expect(said, line.text).toMatch(devanagari)
      expect(readThesisLine(hindi, line), line.text).not.toBeNull()
    }
  })
})
