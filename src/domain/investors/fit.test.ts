import { describe, expect, it } from 'vitest'

import { explainInvestorFit, investorFitMet, investorFitScore } from './fit'

const preferences = {
  sectors: ['Agriculture and Farming'],
  stages: ['Prototype'],
  headquarters: ['Karnataka', 'Maharashtra'],
  businessTypes: [],
  chequeMin: 50_00_000,
  chequeMax: 2_00_00_000,
}
const startup = {
  sectors: ['Agriculture and Farming'],
  developmentStage: 'Launched',
  headquarters: 'Kerala',
  businessTypes: ['B2B'],
  plannedRaise: 1_00_00_000,
}

describe('investor fit', () => {
  it('weighs what is met, and treats an open preference as met', () => {
    const met = investorFitMet(preferences, startup)
    expect(met).toEqual({
      sector: true,
      stage: false,
      raise: true,
      place: false,
      businessType: true,
    })
    expect(investorFitScore(met)).toBe(30 + 20 + 10)
  })

  it('explains each criterion to the investor, and to the founder in the third person', () => {
    const met = investorFitMet(preferences, startup)
    const forInvestor = explainInvestorFit(preferences, startup, met).map((l) => l.text)
    expect(forInvestor).toEqual([
      'Sector: Agriculture and Farming',
      'Stage: Launched; you back Prototype',
      'Raising ₹1\u00a0Cr, within your cheques of ₹50\u00a0L – ₹2\u00a0Cr',
      'Based in Kerala; you prefer Karnataka or Maharashtra',
      'Any business type',
    ])
    const forFounder = explainInvestorFit(preferences, startup, met, 'startup').map((l) => l.text)
    expect(forFounder[1]).toBe('Stage: Launched; they back Prototype')
    expect(forFounder[3]).toBe('Based in Kerala; they prefer Karnataka or Maharashtra')
  })
})
