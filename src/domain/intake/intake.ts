/**
 * Deal intake by email (docs/decisions/0048): the rules shared by the intake server, the
 * database checks and the settings screen.
 */

/** An intake entry's state; the Inbox (a later slice) moves entries between them. */
export const intakeStatuses = ['new', 'invited', 'claimed', 'not_for_us', 'archived'] as const
export type IntakeStatus = (typeof intakeStatuses)[number]

/** The local part's fixed prefix: `deals+<token>@<INBOUND_DOMAIN>`. */
export const intakeLocalPrefix = 'deals+'

/**
 * Tokens are lower-case letters and digits only, so a mail server that lower-cases an address on
 * its way cannot break it: 26 of 36 symbols, about 134 bits.
 */
export const intakeTokenAlphabet = 'abcdefghijklmnopqrstuvwxyz0123456789'
export const intakeTokenLength = 26
const tokenPattern = new RegExp(`^[a-z0-9]{${intakeTokenLength}}$`)

export function isIntakeToken(value: string): boolean {
  return tokenPattern.test(value)
}

export function intakeAddress(token: string, domain: string): string {
  return `${intakeLocalPrefix}${token}@${domain}`
}

/**
 * The token of an intake address at `domain`, or null for any other address. Case does not
 * matter: addresses may reach us lower- or upper-cased.
 */
export function intakeTokenOf(address: string, domain: string): string | null {
  const lower = address.trim().toLowerCase()
  const at = lower.lastIndexOf('@')
  if (at < 0 || lower.slice(at + 1) !== domain.toLowerCase()) return null
  const local = lower.slice(0, at)
  if (!local.startsWith(intakeLocalPrefix)) return null
  const token = local.slice(intakeLocalPrefix.length)
  return isIntakeToken(token) ? token : null
}
