import { z } from 'zod'

import { said, saying } from '@/lib/i18n/said'

/** What the password fields say, and what the server enforces with passwordWeakness(). */
export function passwordHint(): string {
  return said('rule.account.passwordHint')
}

// Each character one step up or down from the one before: 12345678, abcdefgh, 98765432.
function isStraightRun(password: string): boolean {
  const step = password.charCodeAt(1) - password.charCodeAt(0)
  if (Math.abs(step) !== 1) return false
  for (let i = 2; i < password.length; i++) {
    if (password.charCodeAt(i) - password.charCodeAt(i - 1) !== step) return false
  }
  return true
}

/**
 * Why a password is too weak, or null. Shared by the forms and the server; the server also
 * refuses the most common passwords (a list too large for the browser).
 */
export function passwordWeakness(password: string): string | null {
  if (password.length < 8) return said('rule.account.passwordShort')
  if (password.length > 128) return said('rule.account.passwordLong')
  if (new Set(password).size < 5) return said('rule.account.passwordVaried')
  if (isStraightRun(password.toLowerCase())) return said('rule.account.passwordRun')
  return null
}

export const passwordSchema = z
  .string({ error: saying('rule.account.pleaseChoosePassword') })
  .superRefine((password, ctx) => {
    const weakness = passwordWeakness(password)
    if (weakness) ctx.addIssue({ code: 'custom', message: weakness })
  })

export const emailSchema = z
  .string({ error: saying('rule.account.pleaseEnterEmail') })
  .trim()
  .toLowerCase()
  .max(254, { error: saying('rule.account.keepEmailAddressUnder') })
  .pipe(z.email({ error: saying('rule.account.pleaseEnterValidEmail') }))

// Line breaks, tabs and other control characters: a name is one line wherever it is shown,
// in an email's subject as on a page.
const controlCharacter = /\p{Cc}/u

export const nameControlCharacterMessage = saying('rule.name.controlCharacters')

/** Whether a name is free of control characters (a line break would split an email header). */
export const isOneLineName = (name: string) => !controlCharacter.test(name)

export const startupNameSchema = z
  .string({ error: saying('rule.profile.startupName') })
  .trim()
  .min(2, { error: saying('rule.profile.startupName') })
  .max(120, { error: saying('rule.investor.keepNameUnderCharacters') })
  .refine(isOneLineName, { error: nameControlCharacterMessage })

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, { error: saying('rule.account.pleaseEnterPassword') }),
})

/** A person's display name, as every form and the server take it. */
export const personNameSchema = z
  .string()
  .trim()
  .min(2, { error: saying('rule.access.pleaseEnterFullName') })
  .max(120, { error: saying('rule.access.keepNameUnderCharacters') })
  .refine(isOneLineName, { error: nameControlCharacterMessage })

export const signUpSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  password: passwordSchema,
  startupName: startupNameSchema,
})

export const createStartupSchema = z.object({ name: startupNameSchema })
