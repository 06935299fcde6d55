import { describe, expect, it } from 'vitest'

import { investorTypes } from '@/lib/options'

import { angelFundChequeWarnings, angelFundRaiseWarnings, angelFundRules } from './angel-fund-rules'

const lakh = 1_00_000
const crore = 1_00_00_000
const fund = angelFundRules.investorType

describe('SEBI angel-fund bounds', () => {
  it('is an investor type of the option list', () => {
    expect(investorTypes).toContain(fund)
  })

  it('accepts cheques from exactly ₹10 lakh to exactly ₹25 crore', () => {
    expect(angelFundChequeWarnings(fund, { chequeMin: 10 * lakh, chequeMax: 25 * crore })).toEqual(
      [],
    )
  })

  it('warns on a cheque a rupee below or above, for its own field', () => {
    expect(
      angelFundChequeWarnings(fund, { chequeMin: 10 * lakh - 1, chequeMax: 25 * crore + 1 }),
    ).toEqual([
      {
        field: 'chequeMin',
        message:
          'SEBI: an angel fund invests at least ₹10\u00a0L in a startup; a cheque of ₹10\u00a0L is below that.',
      },
      {
        field: 'chequeMax',
        message:
          'SEBI: an angel fund invests at most ₹25\u00a0Cr in a startup; a cheque of ₹25\u00a0Cr is above that.',
      },
    ])
    expect(angelFundChequeWarnings(fund, { chequeMin: 5 * lakh, chequeMax: null })).toHaveLength(1)
  })

  it('asks nothing of other investors, or of amounts not given', () => {
    for (const type of ['Angel', 'VC fund', null, undefined]) {
      expect(angelFundChequeWarnings(type, { chequeMin: 1, chequeMax: 100 * crore })).toEqual([])
      expect(angelFundRaiseWarnings(type, { raiseMin: 100 * crore, raiseMax: 1 })).toEqual([])
    }
    expect(angelFundChequeWarnings(fund, { chequeMin: null, chequeMax: undefined })).toEqual([])
  })

  it('warns on a channel whose rounds are too small for the fund, or large enough to need others', () => {
    expect(angelFundRaiseWarnings(fund, { raiseMin: 5 * lakh, raiseMax: 10 * lakh })).toEqual([])
    expect(angelFundRaiseWarnings(fund, { raiseMin: null, raiseMax: 8 * lakh })).toEqual([
      {
        field: 'raiseMax',
        message:
          'SEBI: an angel fund invests at least ₹10\u00a0L in a startup; rounds of at most ₹8\u00a0L are too small for that.',
      },
    ])
    expect(angelFundRaiseWarnings(fund, { raiseMin: 25 * crore, raiseMax: null })).toEqual([])
    expect(angelFundRaiseWarnings(fund, { raiseMin: 30 * crore, raiseMax: null })).toEqual([
      {
        field: 'raiseMin',
        message:
          'SEBI: an angel fund invests at most ₹25\u00a0Cr in a startup; rounds of ₹30\u00a0Cr and more need co-investors for the rest.',
      },
    ])
  })
})
