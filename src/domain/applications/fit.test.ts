import { describe, expect, it } from 'vitest'

import { channelFit, orList, type FitCriteria, type FitProfile } from './fit'

const anyone: FitCriteria = {
  sectors: [],
  developmentStages: [],
  headquarters: [],
  businessTypes: [],
  raiseMin: null,
  raiseMax: null,
}

const agritechCall: FitCriteria = {
  sectors: ['Agriculture and Farming', 'Food and Beverage'],
  developmentStages: ['Launched', 'Scale-Up'],
  headquarters: ['Karnataka', 'Tamil Nadu'],
  businessTypes: ['B2B'],
  raiseMin: 1_00_00_000,
  raiseMax: 10_00_00_000,
}

const krishiSetu: FitProfile = {
  sectors: ['Agriculture and Farming', 'Sustainability'],
  developmentStage: 'Launched',
  headquarters: 'Karnataka',
  businessTypes: ['B2B', 'B2C'],
  plannedRaise: 6_00_00_000,
}

const blank: FitProfile = {
  sectors: [],
  developmentStage: null,
  headquarters: null,
  businessTypes: [],
  plannedRaise: null,
}

const byCriterion = (fit: ReturnType<typeof channelFit>) =>
  Object.fromEntries(fit.criteria.map((c) => [c.criterion, c]))

describe('channelFit', () => {
  it('matches every criterion with reasons the founder can read', () => {
    const fit = channelFit(agritechCall, krishiSetu)
    expect(fit.criteria.map((c) => c.outcome)).toEqual([
      'match',
      'match',
      'match',
      'match',
      'match',
    ])
    expect(fit).toMatchObject({
      score: 100,
      considered: 5,
      matched: 5,
      summary: 'You meet all 5 of their criteria.',
    })
    const c = byCriterion(fit)
    expect(c.sectors!.explanation).toBe('Your sector Agriculture and Farming is one of theirs.')
    expect(c.developmentStage!.explanation).toBe('You are at Launched, a stage they look for.')
    expect(c.headquarters!.explanation).toBe('You are in Karnataka, where they look for startups.')
    expect(c.businessTypes!.explanation).toBe('Your business type B2B is one of theirs.')
    expect(c.plannedRaise!.explanation).toBe(
      'Your planned raise of ₹6\u00a0Cr is within their range of ₹1\u00a0Cr – ₹10\u00a0Cr.',
    )
  })

  it('names several shared values together', () => {
    const fit = channelFit(
      { ...anyone, sectors: ['Agriculture and Farming', 'Sustainability', 'Energy'] },
      krishiSetu,
    )
    expect(byCriterion(fit).sectors!.explanation).toBe(
      'Your sectors Agriculture and Farming and Sustainability are among theirs.',
    )
  })

  it('explains each mismatch against what they look for', () => {
    const fit = channelFit(agritechCall, {
      sectors: ['Payments'],
      developmentStage: 'Prototype',
      headquarters: 'Kerala',
      businessTypes: ['B2C', 'D2C'],
      plannedRaise: 50_00_000,
    })
    expect(fit.criteria.every((c) => c.outcome === 'mismatch')).toBe(true)
    const c = byCriterion(fit)
    expect(c.sectors!.explanation).toBe(
      'They look for Agriculture and Farming or Food and Beverage; your sector is Payments.',
    )
    expect(c.developmentStage!.explanation).toBe(
      'They look for Launched or Scale-Up; you are at Prototype.',
    )
    expect(c.headquarters!.explanation).toBe(
      'They look for startups in Karnataka or Tamil Nadu; you are in Kerala.',
    )
    expect(c.businessTypes!.explanation).toBe(
      'They look for B2B; your business types are B2C and D2C.',
    )
    expect(c.plannedRaise!.explanation).toBe(
      'They look for raises of ₹1\u00a0Cr – ₹10\u00a0Cr; you plan to raise ₹50\u00a0L.',
    )
    expect(fit.score).toBe(0)
    expect(fit.summary).toBe(
      'You meet 0 of their 5 criteria; sector, development stage, headquarters, business type and planned raise do not match.',
    )
  })

  it('marks criteria the startup has not filled in as missing, and counts them against the score', () => {
    const fit = channelFit(agritechCall, { ...blank, sectors: ['Agriculture and Farming'] })
    const c = byCriterion(fit)
    expect(c.sectors!.outcome).toBe('match')
    for (const key of ['developmentStage', 'headquarters', 'businessTypes', 'plannedRaise']) {
      expect(c[key]!.outcome, key).toBe('missing')
    }
    expect(c.developmentStage!.explanation).toBe(
      'They look for Launched or Scale-Up; add your development stage to your profile to see if you fit.',
    )
    expect(c.plannedRaise!.explanation).toBe(
      'They look for raises of ₹1\u00a0Cr – ₹10\u00a0Cr; add your planned raise to your profile to see if you fit.',
    )
    expect(fit.score).toBe(20)
    expect(fit.summary).toBe(
      'You meet 1 of their 5 criteria; fill in your development stage, headquarters, business type and planned raise to check the rest.',
    )
  })

  it('treats criteria without a preference as open and leaves them out of the score', () => {
    const fit = channelFit(anyone, blank)
    expect(fit.criteria.map((c) => c.outcome)).toEqual(['open', 'open', 'open', 'open', 'open'])
    expect(fit).toMatchObject({
      score: 100,
      considered: 0,
      summary: 'Open to every startup: they set no criteria.',
    })
    expect(byCriterion(fit).headquarters!.explanation).toBe(
      'Open to startups from anywhere in India.',
    )

    const one = channelFit(
      { ...anyone, developmentStages: ['Launched'] },
      { ...krishiSetu, developmentStage: 'Concept' },
    )
    expect(one).toMatchObject({ score: 0, considered: 1, matched: 0 })
    expect(one.summary).toBe('The only criterion, development stage, does not match.')
    expect(channelFit({ ...anyone, developmentStages: ['Launched'] }, blank).summary).toBe(
      'Fill in your development stage to check the only criterion.',
    )
    // Beside a 100 % fit, one criterion met reads as the only one there is.
    const met = channelFit(
      { ...anyone, developmentStages: ['Concept'] },
      { ...krishiSetu, developmentStage: 'Concept' },
    )
    expect(met).toMatchObject({ score: 100, considered: 1, matched: 1 })
    expect(met.summary).toBe('You meet the only criterion.')
  })

  it('handles one-sided raise ranges at their edges', () => {
    const atLeast = channelFit(
      { ...anyone, raiseMin: 1_00_00_000 },
      { ...blank, plannedRaise: 1_00_00_000 },
    )
    expect(byCriterion(atLeast).plannedRaise).toMatchObject({
      outcome: 'match',
      explanation: 'Your planned raise of ₹1\u00a0Cr is within their range of at least ₹1\u00a0Cr.',
    })
    const upTo = channelFit(
      { ...anyone, raiseMax: 50_00_000 },
      { ...blank, plannedRaise: 75_00_000 },
    )
    expect(byCriterion(upTo).plannedRaise).toMatchObject({
      outcome: 'mismatch',
      explanation: 'They look for raises of up to ₹50\u00a0L; you plan to raise ₹75\u00a0L.',
    })
  })

  it('ranks a better fit higher', () => {
    const close = channelFit(agritechCall, { ...krishiSetu, headquarters: 'Kerala' })
    expect(close.score).toBe(80)
    expect(close.score).toBeLessThan(channelFit(agritechCall, krishiSetu).score)
  })
})

describe('orList', () => {
  it('joins short lists and shortens long ones', () => {
    expect(orList([])).toBe('')
    expect(orList(['A'])).toBe('A')
    expect(orList(['A', 'B'])).toBe('A or B')
    expect(orList(['A', 'B', 'C'], 'and')).toBe('A, B and C')
    expect(orList(['A', 'B', 'C', 'D', 'E'])).toBe('A, B, C, D or E')
    expect(orList(['A', 'B', 'C', 'D', 'E', 'F', 'G'])).toBe('A, B, C, D or 3 more')
  })
})
