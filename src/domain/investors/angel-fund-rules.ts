import { said } from '@/lib/i18n/said'
import { saidRupees } from '@/lib/i18n/said-formats'

const lakh = 1_00_000
const crore = 1_00_00_000

/**
 * SEBI's bounds on what an angel fund invests in one startup (SEBI (Alternative Investment Funds)
 * Regulations, 2012, Regulation 19F, as amended in 2025): at least ₹10 lakh, at most ₹25 crore.
 * The rules live here only: docs/decisions/0032-india-company-passport.md says where they come
 * from and how to update them.
 */
export const angelFundRules = {
  investorType: 'SEBI-registered angel fund',
  source: 'SEBI (Alternative Investment Funds) Regulations, 2012, Reg. 19F, as amended in 2025',
  minInvestment: 10 * lakh,
  maxInvestment: 25 * crore,
} as const

/** A warning for one field of a form; the form still saves. */
export type RuleWarning<Field extends string> = { field: Field; message: string }

// In the language of the page or request (lakh and crore said in it).
const min = () => saidRupees(angelFundRules.minInvestment)
const max = () => saidRupees(angelFundRules.maxInvestment)

const isAngelFund = (investorType: string | null | undefined) =>
  investorType === angelFundRules.investorType

/** The cheques an angel fund writes must lie within SEBI's per-startup bounds. */
export function angelFundChequeWarnings(
  investorType: string | null | undefined,
  cheques: { chequeMin: number | null | undefined; chequeMax: number | null | undefined },
): RuleWarning<'chequeMin' | 'chequeMax'>[] {
  if (!isAngelFund(investorType)) return []
  const warnings: RuleWarning<'chequeMin' | 'chequeMax'>[] = []
  if (cheques.chequeMin != null && cheques.chequeMin < angelFundRules.minInvestment) {
    warnings.push({
      field: 'chequeMin',
      message: said('rule.angelFund.chequeBelow', {
        min: min(),
        cheque: saidRupees(cheques.chequeMin),
      }),
    })
  }
  if (cheques.chequeMax != null && cheques.chequeMax > angelFundRules.maxInvestment) {
    warnings.push({
      field: 'chequeMax',
      message: said('rule.angelFund.chequeAbove', {
        max: max(),
        cheque: saidRupees(cheques.chequeMax),
      }),
    })
  }
  return warnings
}

/**
 * A channel's raise range, for an angel fund: a round smaller than the fund's least investment
 * leaves it no room; a round larger than its greatest investment needs co-investors for the rest.
 */
export function angelFundRaiseWarnings(
  investorType: string | null | undefined,
  raise: { raiseMin: number | null | undefined; raiseMax: number | null | undefined },
): RuleWarning<'raiseMin' | 'raiseMax'>[] {
  if (!isAngelFund(investorType)) return []
  const warnings: RuleWarning<'raiseMin' | 'raiseMax'>[] = []
  if (raise.raiseMax != null && raise.raiseMax < angelFundRules.minInvestment) {
    warnings.push({
      field: 'raiseMax',
      message: said('rule.angelFund.roundsTooSmall', {
        min: min(),
        raise: saidRupees(raise.raiseMax),
      }),
    })
  }
  if (raise.raiseMin != null && raise.raiseMin > angelFundRules.maxInvestment) {
    warnings.push({
      field: 'raiseMin',
      message: said('rule.angelFund.roundsNeedCoInvestors', {
        max: max(),
        raise: saidRupees(raise.raiseMin),
      }),
    })
  }
  return warnings
}
