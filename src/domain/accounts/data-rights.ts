import { z } from 'zod'

import { said, saying } from '@/lib/i18n/said'

/**
 * Data rights under the DPDP Act (decision 0033): a person downloads their data and erases their
 * account; a startup's owner erases the startup. Shared by the settings screens and the server.
 */

/** Where the download of one's data is served (a GET, with the session cookie). */
export const dataExportPath = '/api/account/data'

/** The downloaded file's name, by India's calendar day: `sangam-my-data-2026-11-26.json`. */
export function dataExportFileName(indiaDay: string): string {
  return `sangam-my-data-${indiaDay}.json`
}

/** What an erased startup is called where a decided application keeps its trace. */
export const erasedStartupName = 'Erased startup'

/** What the audit log says in place of an erased person's address or name. */
export const erasedPersonLabel = 'Erased account'

// The password is checked by better-auth; this only bounds what reaches it.
const passwordField = z
  .string({ error: saying('rule.account.pleaseEnterPassword') })
  .min(1, { error: saying('rule.account.pleaseEnterPassword') })
  .max(256, { error: saying('rule.account.notYourPassword') })

/** Erasing one's account, or one's startup: the password typed again. */
export const erasureSchema = z.object({ password: passwordField })
export type ErasureInput = z.infer<typeof erasureSchema>

export function wrongPasswordMessage(): string {
  return said('rule.account.notYourPassword')
}

/**
 * What erasing the account does, given the person's membership: only the account (no
 * organisation, or others stay to run it), the account with the organisation (its only member),
 * or nothing until ownership is handed over (its only owner, with teammates).
 */
export type ErasurePlan =
  | { outcome: 'account'; organisationName: string | null; organisationKind: null }
  | {
      outcome: 'with-organisation' | 'transfer-first'
      organisationName: string
      organisationKind: 'startup' | 'investor'
    }

export function transferFirstMessage(organisationName: string): string {
  return said('rule.account.transferFirst', { organisation: organisationName })
}

/**
 * What stays of a startup's decided applications once it is erased (decision 0033), as the
 * confirmation dialogs show it before anyone confirms.
 */
export const decidedApplicationTrace = [
  'Undecided applications are deleted; the investors lose them without a notice.',
  `Accepted, rejected and withdrawn applications keep a trace for the investor's records: the status, the dates, the channel, the rejection reason, the investors' rating scores, the status moves on the timeline (who moved it, from what to what, when) and the profile's categories (sectors, stage, headquarters, business types, planned raise). The name becomes “${erasedStartupName}”; the one-liner, answers, profile, decision message, notes, rating comments and timeline notes are cleared.`,
  'The trace is kept while the investor organisation is on Sangam, and no more than 3 years after the decision.',
  'The audit log keeps when each recorded event happened and from which address, without your name or email, as long as the audit log is kept (at least one year, as the DPDP Rules require).',
  'Searches investors typed before exporting stay in the audit log when they hold only part of a name (such as “Krishi” for “Krishi Setu”); a search holding the whole name is removed.',
] as const
