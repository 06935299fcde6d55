import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'

import {
  explainInvestorFit,
  investorFitMet,
  type FitStartup,
  type InvestorPreferences,
} from '@/domain/investors/fit'
import { en } from '@/lib/i18n/messages/en'
import { hi } from '@/lib/i18n/messages/hi'

import { shownInvestorFit } from './fit-lines'

const english = createIntl({ locale: 'en-IN', messages: en })
const hindi = createIntl({ locale: 'hi-IN', messages: hi })

const open: InvestorPreferences = {
  sectors: [],
  stages: [],
  headquarters: [],
  businessTypes: [],
  chequeMin: null,
  chequeMax: null,
}
const narrow: InvestorPreferences = {
  sectors: ['Agriculture and Farming', 'Education', 'Health Care'],
  stages: ['Prototype', 'Early Access'],
  headquarters: ['Karnataka', 'Maharashtra'],
  businessTypes: ['B2B', 'D2C'],
  chequeMin: 50_00_000,
  chequeMax: 2_00_00_000,
}
const startups: FitStartup[] = [
  {
    sectors: ['Agriculture and Farming', 'Education'],
    developmentStage: 'Prototype',
    headquarters: 'Karnataka',
    businessTypes: ['B2B'],
    plannedRaise: 1_00_00_000,
  },
  {
    sectors: ['Advertising'],
    developmentStage: 'Launched',
    headquarters: 'Kerala',
    businessTypes: ['B2C'],
    plannedRaise: 10_00_00_000,
  },
  {
    sectors: [],
    developmentStage: null,
    headquarters: null,
    businessTypes: [],
    plannedRaise: null,
  },
]

describe('the fit shown in Discover', () => {
  it('says in English exactly what explainInvestorFit says to the investor', () => {
    for (const preferences of [open, narrow]) {
      for (const startup of startups) {
        const met = investorFitMet(preferences, startup)
        expect(shownInvestorFit(english, preferences, startup, met)).toEqual(
          explainInvestorFit(preferences, startup, met),
        )
      }
    }
  })

  it('says it in Hindi, option values by their labels', () => {
    const startup = startups[1]!
    const lines = shownInvestorFit(hindi, narrow, startup, investorFitMet(narrow, startup))
    expect(lines.map((line) => line.text)).toEqual([
      'सेक्टर: विज्ञापन; आपकी पसंद कृषि और खेती, शिक्षा या हेल्थकेयर',
      expect.stringContaining('स्टेज: लॉन्च हो चुका; आप'),
      '₹10\u00a0करोड़ जुटाने की योजना; आपके चेक ₹50\u00a0लाख से ₹2\u00a0करोड़ तक के हैं',
      expect.stringContaining('केरल में स्थित; आपकी पसंद'),
      expect.stringContaining('बिज़नेस का प्रकार: B2C'),
    ])
  })
})
