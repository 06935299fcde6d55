import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  lastEligibleDay,
  startupIndiaEligibility,
  startupIndiaRules,
  startupIndiaStanding,
  startupIndiaStatusOn,
  type EligibilityInput,
} from './startup-india'

const crore = 1_00_00_000
const today = '2026-11-26'
const profile: EligibilityInput = {
  foundedOn: '2021-03-14',
  companyType: 'Private Limited Company',
  annualTurnover: 12 * crore,
  deepTech: false,
}
const check = (input: Partial<EligibilityInput>, on = today) =>
  startupIndiaEligibility({ ...profile, ...input }, on)
const rule = (input: Parameters<typeof check>[0], name: string, on = today) =>
  check(input, on).checks.find((c) => c.rule === name)!

describe('Startup India eligibility (DPIIT, 4 Feb 2026)', () => {
  it('finds a young private limited company with a small turnover eligible, with a reason for each rule', () => {
    const result = check({})
    expect(result.status).toBe('eligible')
    expect(result.checks.map((c) => [c.rule, c.met])).toEqual([
      ['form', true],
      ['age', true],
      ['turnover', true],
    ])
    expect(result.checks.map((c) => c.text)).toEqual([
      'Private Limited Company is a form DPIIT recognises.',
      'Founded Mar 14, 2021: within 10 years for a startup until Mar 14, 2031.',
      'Highest annual turnover ₹12\u00a0Cr: within ₹200\u00a0Cr for a startup.',
    ])
  })

  it('counts exactly 10 years as within the limit, and the day after as past it', () => {
    const founded = '2016-11-26'
    expect(lastEligibleDay(founded, false)).toBe('2026-11-26')
    expect(rule({ foundedOn: founded }, 'age', '2026-11-26').met).toBe(true)
    expect(rule({ foundedOn: founded }, 'age', '2026-11-27').met).toBe(false)
    expect(check({ foundedOn: founded }, '2026-11-27').status).toBe('not_eligible')
    expect(rule({ foundedOn: founded }, 'age', '2026-11-27').text).toBe(
      'Founded Nov 26, 2016: more than 10 years ago, the limit for a startup.',
    )
  })

  it('gives a deep-tech startup 20 years, exactly', () => {
    const founded = '2006-11-26'
    expect(rule({ foundedOn: founded, deepTech: true }, 'age', '2026-11-26').met).toBe(true)
    expect(rule({ foundedOn: founded, deepTech: true }, 'age', '2026-11-27').met).toBe(false)
    expect(rule({ foundedOn: founded, deepTech: false }, 'age', '2026-11-26').met).toBe(false)
  })

  it('moves a 29 February founding to 1 March of a year without it', () => {
    expect(lastEligibleDay('2016-02-29', false)).toBe('2026-03-01')
    expect(lastEligibleDay('2016-02-29', true)).toBe('2036-02-29')
  })

  it('allows a turnover of exactly ₹200 crore, not a rupee more; ₹300 crore for deep tech', () => {
    expect(rule({ annualTurnover: 200 * crore }, 'turnover').met).toBe(true)
    expect(rule({ annualTurnover: 200 * crore + 1 }, 'turnover').met).toBe(false)
    expect(rule({ annualTurnover: 250 * crore }, 'turnover').text).toBe(
      'Highest annual turnover ₹250\u00a0Cr: above ₹200\u00a0Cr, the limit for a startup.',
    )
    expect(rule({ annualTurnover: 300 * crore, deepTech: true }, 'turnover').met).toBe(true)
    expect(rule({ annualTurnover: 300 * crore + 1, deepTech: true }, 'turnover').met).toBe(false)
    expect(rule({ annualTurnover: 0 }, 'turnover').met).toBe(true)
  })

  it('admits the legal forms of the 2026 definition, cooperatives included, and no others', () => {
    for (const type of [
      'Private Limited Company',
      'One Person Company (OPC)',
      'Partnership Firm',
      'Limited Liability Partnership (LLP)',
      'Cooperative Society',
      'Multi-State Cooperative Society',
    ]) {
      expect(rule({ companyType: type }, 'form').met, type).toBe(true)
    }
    for (const type of [
      'Public Limited Company',
      'Sole Proprietorship',
      'Section 8 Company (Non-Profit)',
      'None',
    ]) {
      expect(rule({ companyType: type }, 'form').met, type).toBe(false)
      expect(check({ companyType: type }).status).toBe('not_eligible')
    }
    expect(rule({ companyType: 'None' }, 'form').text).toMatch(/^Only a registered entity/)
  })

  it('says what is missing, and is unknown until then unless another rule already fails', () => {
    const empty = startupIndiaEligibility(
      { foundedOn: null, companyType: null, annualTurnover: null, deepTech: null },
      today,
    )
    expect(empty.status).toBe('unknown')
    expect(empty.checks.map((c) => c.met)).toEqual([null, null, null])
    expect(empty.checks.map((c) => c.text)).toEqual([
      'Add your company type to check the legal form.',
      'Add your founding date to check the age limit.',
      'Add your highest annual turnover to check the turnover limit.',
    ])
    expect(
      startupIndiaEligibility(
        { foundedOn: null, companyType: null, annualTurnover: null, deepTech: null },
        today,
        'investor',
      ).checks.map((c) => c.text),
    ).toEqual([
      'The profile does not give the company type, so the legal form cannot be checked.',
      'The profile does not give the founding date, so the age limit cannot be checked.',
      'The profile does not give the highest annual turnover, so the turnover limit cannot be checked.',
    ])
    expect(check({ annualTurnover: null }).status).toBe('unknown')
    expect(check({ annualTurnover: null, companyType: 'Sole Proprietorship' }).status).toBe(
      'not_eligible',
    )
  })

  it('names its source', () => {
    expect(startupIndiaRules).toMatchObject({
      notification: 'G.S.R. 108(E)',
      notifiedOn: '2026-02-04',
    })
  })
})

describe('the standing an application keeps', () => {
  const isoDay = fc
    .date({ min: new Date('1990-01-01'), max: new Date('2060-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10))
  const input = fc.record({
    foundedOn: fc.option(isoDay, { nil: null }),
    companyType: fc.option(
      fc.constantFrom(...startupIndiaRules.eligibleForms, 'Public Limited Company', 'None', ''),
      { nil: null },
    ),
    annualTurnover: fc.option(fc.integer({ min: 0, max: 400 * crore }), { nil: null }),
    deepTech: fc.option(fc.boolean(), { nil: null }),
  })

  it('gives, on any day, the status the full rules give that day', () => {
    fc.assert(
      fc.property(input, isoDay, (given, day) => {
        expect(startupIndiaStatusOn(startupIndiaStanding(given), day)).toBe(
          startupIndiaEligibility(given, day).status,
        )
      }),
      { numRuns: 2000 },
    )
  })

  it('ends on the anniversary: eligible on the 10th, not the day after', () => {
    const standing = startupIndiaStanding(profile)
    expect(standing).toEqual({ withinAge: 'eligible', lastDay: '2031-03-14' })
    expect(startupIndiaStatusOn(standing, '2031-03-14')).toBe('eligible')
    expect(startupIndiaStatusOn(standing, '2031-03-15')).toBe('not_eligible')
  })

  it('has no last day without a founding date', () => {
    expect(startupIndiaStanding({ ...profile, foundedOn: null })).toEqual({
      withinAge: 'unknown',
      lastDay: null,
    })
  })
})
