import { formatDate, formatRupees } from '@/lib/format'
import type { CompanyType } from '@/lib/options'

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
    form: 'Add your company type to check the legal form.',
    age: 'Add your founding date to check the age limit.',
    turnover: 'Add your highest annual turnover to check the turnover limit.',
  },
  investor: {
    form: 'The profile does not give the company type, so the legal form cannot be checked.',
    age: 'The profile does not give the founding date, so the age limit cannot be checked.',
    turnover:
      'The profile does not give the highest annual turnover, so the turnover limit cannot be checked.',
  },
} as const satisfies Record<string, Record<EligibilityCheck['rule'], string>>
export type EligibilityReader = keyof typeof missing

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
  const kind = deepTech ? 'a deep-tech startup' : 'a startup'
  const years = deepTech ? startupIndiaRules.deepTechMaxAgeYears : startupIndiaRules.maxAgeYears
  const maxTurnover = deepTech
    ? startupIndiaRules.deepTechMaxTurnover
    : startupIndiaRules.maxTurnover

  const form: EligibilityCheck = !input.companyType
    ? { rule: 'form', met: null, text: missing[reader].form }
    : startupIndiaRules.eligibleForms.includes(input.companyType)
      ? { rule: 'form', met: true, text: `${input.companyType} is a form DPIIT recognises.` }
      : {
          rule: 'form',
          met: false,
          text:
            input.companyType === 'None'
              ? 'Only a registered entity can be recognised: a private limited company, an LLP, a partnership firm or a cooperative society.'
              : `A ${input.companyType} is not among the forms DPIIT recognises: private limited company, LLP, partnership firm or cooperative society.`,
        }

  let age: EligibilityCheck
  if (!input.foundedOn) {
    age = { rule: 'age', met: null, text: missing[reader].age }
  } else {
    const last = lastEligibleDay(input.foundedOn, deepTech)
    age =
      today <= last
        ? {
            rule: 'age',
            met: true,
            text: `Founded ${formatDate(input.foundedOn)}: within ${years} years for ${kind} until ${formatDate(last)}.`,
          }
        : {
            rule: 'age',
            met: false,
            text: `Founded ${formatDate(input.foundedOn)}: more than ${years} years ago, the limit for ${kind}.`,
          }
  }

  const turnover: EligibilityCheck =
    input.annualTurnover == null
      ? { rule: 'turnover', met: null, text: missing[reader].turnover }
      : input.annualTurnover <= maxTurnover
        ? {
            rule: 'turnover',
            met: true,
            text: `Highest annual turnover ${formatRupees(input.annualTurnover)}: within ${formatRupees(maxTurnover)} for ${kind}.`,
          }
        : {
            rule: 'turnover',
            met: false,
            text: `Highest annual turnover ${formatRupees(input.annualTurnover)}: above ${formatRupees(maxTurnover)}, the limit for ${kind}.`,
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
