import { z } from 'zod'

import { isOneLineName, nameControlCharacterMessage } from '@/domain/accounts/schemas'

import { accessRequestKinds } from '@/lib/options'

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
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

const optionalUrl = (message: string, extra?: (url: URL) => boolean) =>
  z
    .string()
    .trim()
    .max(300, 'Keep the address under 300 characters.')
    .refine((v) => v === '' || (isHttpUrl(v) && (!extra || extra(new URL(v)))), message)
    .transform((v) => v || undefined)
    .optional()

export const requestAccessSchema = z.object({
  name: z
    .string({ error: 'Please enter your full name.' })
    .trim()
    .min(2, 'Please enter your full name.')
    .max(120, 'Keep your name under 120 characters.')
    .refine(isOneLineName, { error: nameControlCharacterMessage }),
  email: z
    .string({ error: 'Please enter your work email.' })
    .trim()
    .toLowerCase()
    .max(254, 'That email address is too long.')
    .pipe(z.email('Please enter a valid email address, like priya@example.com.')),
  kind: z.enum(accessRequestKinds, { error: 'Tell us whether you are a startup or an investor.' }),
  organisation: z
    .string({ error: 'Please enter your startup or fund name.' })
    .trim()
    .min(2, 'Please enter your startup or fund name.')
    .max(160, 'Keep the organisation name under 160 characters.'),
  website: optionalUrl('Enter a full web address, like https://example.com.'),
  linkedin: optionalUrl(
    'Enter your LinkedIn profile address, like https://www.linkedin.com/in/your-name.',
    (url) => url.hostname === 'linkedin.com' || url.hostname.endsWith('.linkedin.com'),
  ),
  message: optionalText(2000, 'Keep the message under 2,000 characters.'),
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
