import { z } from 'zod'

import { isOneLineName, nameControlCharacterMessage } from '@/domain/accounts/schemas'

import { accessRequestKinds } from '@/lib/options'
import { saying } from '@/lib/i18n/said'

const optionalText = (max: number, message: () => string) =>
  z
    .string()
    .trim()
    .max(max, { error: message })
    .transform((v) => v || undefined)
    .optional()

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')
  } catch {
    return false
  }
}

const optionalUrl = (message: () => string, extra?: (url: URL) => boolean) =>
  z
    .string()
    .trim()
    .max(300, { error: saying('rule.investor.keepAddressUnderCharacters') })
    .refine((v) => v === '' || (isHttpUrl(v) && (!extra || extra(new URL(v)))), { error: message })
    .transform((v) => v || undefined)
    .optional()

export const requestAccessSchema = z.object({
  name: z
    .string({ error: saying('rule.access.pleaseEnterFullName') })
    .trim()
    .min(2, { error: saying('rule.access.pleaseEnterFullName') })
    .max(120, { error: saying('rule.access.keepNameUnderCharacters') })
    .refine(isOneLineName, { error: nameControlCharacterMessage }),
  email: z
    .string({ error: saying('rule.access.pleaseEnterWorkEmail') })
    .trim()
    .toLowerCase()
    .max(254, { error: saying('rule.access.emailAddressTooLong') })
    .pipe(z.email({ error: saying('rule.access.pleaseEnterValidEmail') })),
  kind: z.enum(accessRequestKinds, { error: saying('rule.access.tellUsWhetherYou') }),
  organisation: z
    .string({ error: saying('rule.access.pleaseEnterStartupFund') })
    .trim()
    .min(2, { error: saying('rule.access.pleaseEnterStartupFund') })
    .max(160, { error: saying('rule.access.keepOrganisationNameUnder') }),
  website: optionalUrl(saying('rule.url.full')),
  linkedin: optionalUrl(
    saying('rule.access.enterLinkedinProfileAddress'),
    (url) => url.hostname === 'linkedin.com' || url.hostname.endsWith('.linkedin.com'),
  ),
  message: optionalText(2000, saying('rule.access.messageUnder')),
})

export type RequestAccessInput = z.input<typeof requestAccessSchema>

/** The form's fields, in the order the page shows them. */
export const requestAccessFields = [
  'kind',
  'name',
  'email',
  'organisation',
  'website',
  'linkedin',
  'message',
] as const satisfies readonly (keyof RequestAccessInput)[]

export type RequestAccessField = (typeof requestAccessFields)[number]

/**
 * What a post of the request-access form came to, for the page that answers it: what was sent
 * (shown again), the message of each field to mend or one for the whole form, or the receipt.
 */
export type RequestAccessSubmission = {
  values: Record<RequestAccessField, string>
  fieldErrors: Partial<Record<RequestAccessField, string>>
  formError?: string
  received?: { merged: boolean; email: string }
}
