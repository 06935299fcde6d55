import { said } from '@/lib/i18n/said'
import { saidDate, saidRupees } from '@/lib/i18n/said-formats'
import { companyTypes, isOneOf, type CompanyType } from '@/lib/options'

const crore = 1_00_00_000

/**
 * DPIIT's definition of a startup, as revised by notification G.S.R. 108(E) of 4 Feb 2026, which
 * superseded the 2019 one. Sangam checks the conditions it can know from a profile; recognition
 * itself is DPIIT's decision (innovation, scalability, not formed by splitting or reconstructing
 * a business). The rules live here only: docs/decisions/0032-india-company-passport.md says where
 * they come from and how to update them.
 */
export const startupIndiaRules = {
  notification: 'G.S.R. 108(E)',
  notifiedOn: '2026-02-04',
  maxAgeYears: 10,
  deepTechMaxAgeYears: 20,
  maxTurnover: 200 * crore,
  deepTechMaxTurnover: 300 * crore,
  eligibleForms: [
    'Private Limited Company',
    // A private company under the Companies Act, 2013 (section 2(62) and 2(68)).
    'One Person Company (OPC)',
    'Partnership Firm',
    'Limited Liability Partnership (LLP)',
    'Cooperative Society',
    'Multi-State Cooperative Society',
  ] satisfies CompanyType[] as readonly string[],
} as const

export type EligibilityInput = {
  foundedOn: string | null | undefined
  companyType: string | null | undefined
  /** The highest turnover of any financial year since incorporation, in whole rupees. */
  annualTurnover: number | null | undefined
  deepTech: boolean | null | undefined
}

export type EligibilityCheck = {
  rule: 'form' | 'age' | 'turnover'
  /** null: the profile does not say yet. */
  met: boolean | null
  text: string
}

export type Eligibility = {
  /** 'unknown' while a condition cannot be checked and none has failed. */
  status: 'eligible' | 'not_eligible' | 'unknown'
  deepTech: boolean
  checks: EligibilityCheck[]
}

/** The day `years` after an ISO date (29 Feb moves to 1 Mar in a year without it). */
function addYears(isoDate: string, years: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y + years, m - 1, d))
  return date.toISOString().slice(0, 10)
}

/**
 * The last day a startup founded on `foundedOn` is within the age limit. "Up to 10 years from the
 * date of incorporation" leaves out the day of incorporation (General Clauses Act, 1897, s. 9), so
 * the period ends on the 10th anniversary, which is still within it.
 */
export function lastEligibleDay(foundedOn: string, deepTech: boolean): string {
  const years = deepTech ? startupIndiaRules.deepTechMaxAgeYears : startupIndiaRules.maxAgeYears
  return addYears(foundedOn, years)
}

/**
 * What a condition the profile does not yet answer says: the founder is asked to add the detail;
 * an investor, who cannot, is told what the profile lacks.
 */
const missing = {
  founder: {
    form: 'rule.startupIndia.missing.founder.form',
    age: 'rule.startupIndia.missing.founder.age',
    turnover: 'rule.startupIndia.missing.founder.turnover',
  },
  investor: {
    form: 'rule.startupIndia.missing.investor.form',
    age: 'rule.startupIndia.missing.investor.age',
    turnover: 'rule.startupIndia.missing.investor.turnover',
  },
} as const satisfies Record<string, Record<EligibilityCheck['rule'], string>>
export type EligibilityReader = keyof typeof missing

/** A company type as the current language names it (an unknown one as it is written). */
function companyTypeLabel(value: string): string {
  return isOneOf(companyTypes, value) ? said(`option.companyTypes.${value}`) : value
}

/**
 * Whether a profile meets the definition's checkable conditions on `today` (an India calendar
 * day, YYYY-MM-DD), with a reason for each condition, worded for the startup's founders or for
 * an investor reading its profile.
 */
export function startupIndiaEligibility(
  input: EligibilityInput,
  today: string,
  reader: EligibilityReader = 'founder',
): Eligibility {
  const deepTech = input.deepTech === true
  // Which limits apply, as the sentences select them.
  const kind = deepTech ? 'yes' : 'no'
  const years = deepTech ? startupIndiaRules.deepTechMaxAgeYears : startupIndiaRules.maxAgeYears
  const maxTurnover = deepTech
    ? startupIndiaRules.deepTechMaxTurnover
    : startupIndiaRules.maxTurnover

  const form: EligibilityCheck = !input.companyType
    ? { rule: 'form', met: null, text: said(missing[reader].form) }
    : startupIndiaRules.eligibleForms.includes(input.companyType)
      ? {
          rule: 'form',
          met: true,
          text: said('rule.startupIndia.formMet', { type: companyTypeLabel(input.companyType) }),
        }
      : {
          rule: 'form',
          met: false,
          text:
            input.companyType === 'None'
              ? said('rule.startupIndia.formNone')
              : said('rule.startupIndia.formNot', { type: companyTypeLabel(input.companyType) }),
        }

  let age: EligibilityCheck
  if (!input.foundedOn) {
    age = { rule: 'age', met: null, text: said(missing[reader].age) }
  } else {
    const last = lastEligibleDay(input.foundedOn, deepTech)
    age =
      today <= last
        ? {
            rule: 'age',
            met: true,
            text: said('rule.startupIndia.ageMet', {
              founded: saidDate(input.foundedOn),
              years,
              deepTech: kind,
              last: saidDate(last),
            }),
          }
        : {
            rule: 'age',
            met: false,
            text: said('rule.startupIndia.ageNot', {
              founded: saidDate(input.foundedOn),
              years,
              deepTech: kind,
            }),
          }
  }

  const turnover: EligibilityCheck =
    input.annualTurnover == null
      ? { rule: 'turnover', met: null, text: said(missing[reader].turnover) }
      : input.annualTurnover <= maxTurnover
        ? {
            rule: 'turnover',
            met: true,
            text: said('rule.startupIndia.turnoverMet', {
              turnover: saidRupees(input.annualTurnover),
              max: saidRupees(maxTurnover),
              deepTech: kind,
            }),
          }
        : {
            rule: 'turnover',
            met: false,
            text: said('rule.startupIndia.turnoverNot', {
              turnover: saidRupees(input.annualTurnover),
              max: saidRupees(maxTurnover),
              deepTech: kind,
            }),
          }

  const checks = [form, age, turnover]
  const status = checks.some((c) => c.met === false)
    ? 'not_eligible'
    : checks.every((c) => c.met === true)
      ? 'eligible'
      : 'unknown'
  return { status, deepTech, checks }
}

/**
 * What an application keeps of the eligibility, fixed at submission like its other filter
 * columns: the status while the startup is within the age limit, and the last day of it (null
 * when the founding date is unknown, so age never decides). Past `lastDay` the status is
 * `not_eligible`; `startupIndiaStatusOn` reads it on a given day.
 */
export type StartupIndiaStanding = { withinAge: Eligibility['status']; lastDay: string | null }

export function startupIndiaStanding(input: EligibilityInput): StartupIndiaStanding {
  if (!input.foundedOn) {
    return { withinAge: startupIndiaEligibility(input, '0001-01-01').status, lastDay: null }
  }
  return {
    // On its founding day a startup is within any age limit.
    withinAge: startupIndiaEligibility(input, input.foundedOn).status,
    lastDay: lastEligibleDay(input.foundedOn, input.deepTech === true),
  }
}

/** The standing's status on `today` (an India calendar day). */
export function startupIndiaStatusOn(
  standing: StartupIndiaStanding,
  today: string,
): Eligibility['status'] {
  return standing.lastDay !== null && today > standing.lastDay ? 'not_eligible' : standing.withinAge
}
