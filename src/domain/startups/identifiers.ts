import type { MessageId } from '@/lib/i18n/catalog'
import { said } from '@/lib/i18n/said'
import type { CompanyType, Headquarters } from '@/lib/options'

/**
 * India's registration identifiers, by legal form (docs/decisions/0032-india-company-passport.md):
 * a company has a CIN from the Registrar of Companies, an LLP an LLPIN, a cooperative society a
 * registration number from its registrar; a partnership firm or a sole proprietorship needs none
 * here. GSTIN and DPIIT recognition apply to any form.
 */
export type RegistrationIdentifier = 'cin' | 'llpin' | 'cooperativeRegistration'

const identifierByType: Record<CompanyType, RegistrationIdentifier | null> = {
  'Private Limited Company': 'cin',
  'Public Limited Company': 'cin',
  'Limited Liability Partnership (LLP)': 'llpin',
  'One Person Company (OPC)': 'cin',
  'Partnership Firm': null,
  'Sole Proprietorship': null,
  'Section 8 Company (Non-Profit)': 'cin',
  'Cooperative Society': 'cooperativeRegistration',
  'Multi-State Cooperative Society': 'cooperativeRegistration',
  None: null,
}

/** The registration identifier a legal form has, or null when it has none to give here. */
export function registrationIdentifierOf(
  companyType: string | null | undefined,
): RegistrationIdentifier | null {
  return companyType ? (identifierByType[companyType as CompanyType] ?? null) : null
}

export const identifierLabels: Record<RegistrationIdentifier, string> = {
  cin: 'CIN',
  llpin: 'LLPIN',
  cooperativeRegistration: 'Registration number',
}

/** What each identifier's check says when it fails: ids of the catalogs' `rule` area. */
export const identifierMessages = {
  cin: 'rule.identifier.cin',
  llpin: 'rule.identifier.llpin',
  cooperativeRegistration: 'rule.identifier.cooperativeRegistration',
  gstin: 'rule.identifier.gstin',
  gstinCheck: 'rule.identifier.gstinCheck',
  dpiit: 'rule.identifier.dpiit',
} as const satisfies Record<string, MessageId>

/** Upper-case, without spaces around; '' stays '' (the schemas turn it into null). */
export const normaliseIdentifier = (value: string) => value.trim().toUpperCase()

// Corporate Identity Number: listing (L/U), 5-digit industry code, state, year, ownership, number.
export const cinPattern = /^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/
// LLP Identification Number: three letters, a hyphen, four digits ('AAB-1234').
export const llpinPattern = /^[A-Z]{3}-\d{4}$/
// Registrars of cooperative societies number them their own way ('MSCS/CR/1234/2021',
// '123/KAR/2019'): letters, digits and separators, with at least one digit (`isCooperative…`).
export const cooperativeRegistrationPattern = /^[A-Z0-9][A-Z0-9/.\- ()]{2,59}$/

export function isCooperativeRegistration(value: string): boolean {
  return cooperativeRegistrationPattern.test(value) && /\d/.test(value)
}
export const dpiitPattern = /^DIPP\d{3,8}$/
// GSTIN: state code, PAN (5 letters, 4 digits, a letter), entity number, 'Z', check character.
export const gstinPattern = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/

/** An LLPIN typed without its hyphen ('AAB1234') is read as 'AAB-1234'. */
export function normaliseLlpin(value: string): string {
  const text = normaliseIdentifier(value)
  return /^[A-Z]{3}\d{4}$/.test(text) ? `${text.slice(0, 3)}-${text.slice(3)}` : text
}

const base36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/**
 * The GSTIN's check character, from its first 14: each character's value (0–9, A–Z = 10–35) is
 * weighted 1, 2, 1, 2…; each product's base-36 digits are added; the check is what brings the sum
 * to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0
  for (let i = 0; i < 14; i++) {
    const product = base36.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2)
    sum += Math.floor(product / 36) + (product % 36)
  }
  return base36[(36 - (sum % 36)) % 36]!
}

export function gstinCheckHolds(gstin: string): boolean {
  return gstinPattern.test(gstin) && gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14]
}

/**
 * GST state codes (the GSTIN's first two digits) of each state and union territory. Older codes
 * still in use are accepted: Andhra Pradesh's 28 (before Telangana), Daman and Diu's 25 (before the
 * 2020 merger into 26) and Ladakh's registrations under Jammu & Kashmir's 01 (before 38).
 */
export const gstStateCodes: Record<Headquarters, readonly string[]> = {
  'Jammu & Kashmir': ['01'],
  'Himachal Pradesh': ['02'],
  Punjab: ['03'],
  Chandigarh: ['04'],
  Uttarakhand: ['05'],
  Haryana: ['06'],
  Delhi: ['07'],
  Rajasthan: ['08'],
  'Uttar Pradesh': ['09'],
  Bihar: ['10'],
  Sikkim: ['11'],
  'Arunachal Pradesh': ['12'],
  Nagaland: ['13'],
  Manipur: ['14'],
  Mizoram: ['15'],
  Tripura: ['16'],
  Meghalaya: ['17'],
  Assam: ['18'],
  'West Bengal': ['19'],
  Jharkhand: ['20'],
  Odisha: ['21'],
  Chhattisgarh: ['22'],
  'Madhya Pradesh': ['23'],
  Gujarat: ['24'],
  'Dadra and Nagar Haveli': ['26'],
  'Daman and Diu': ['26', '25'],
  Maharashtra: ['27'],
  'Andhra Pradesh': ['37', '28'],
  Karnataka: ['29'],
  Goa: ['30'],
  Lakshadweep: ['31'],
  Kerala: ['32'],
  'Tamil Nadu': ['33'],
  Puducherry: ['34'],
  'Andaman and Nicobar Islands': ['35'],
  Telangana: ['36'],
  Ladakh: ['38', '01'],
}

/**
 * The state or union territory a GSTIN's code belongs to: those whose current code it is (Dadra
 * and Nagar Haveli and Daman and Diu share 26 since their merger), else the one that used it.
 */
export function stateOfGstin(gstin: string): string | null {
  const code = gstin.slice(0, 2)
  const entries = Object.entries(gstStateCodes) as [Headquarters, readonly string[]][]
  const current = entries.filter(([, codes]) => codes[0] === code).map(([state]) => state)
  if (current.length > 0) return current.join(' and ')
  return entries.find(([, codes]) => codes.includes(code))?.[0] ?? null
}

/** A message when a valid GSTIN's state code is not the headquarters' state; null when it is. */
export function gstinStateMismatch(gstin: string, headquarters: Headquarters): string | null {
  const code = gstin.slice(0, 2)
  if (gstStateCodes[headquarters].includes(code)) return null
  const state = stateOfGstin(gstin)
  return said('rule.identifier.gstinState', {
    state: state ?? said('rule.identifier.stateCode', { code }),
    headquarters,
    code: gstStateCodes[headquarters][0] ?? '',
  })
}
