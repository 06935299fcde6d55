import { z } from 'zod'

import { memberRoles } from '@/lib/options'

import { emailSchema, isOneLineName, nameControlCharacterMessage } from '@/domain/accounts/schemas'

export const inviteSchema = z.object({
  email: emailSchema,
  role: z.enum(memberRoles, { error: 'Choose owner or member.' }),
})

export const organisationSettingsSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'Please enter the organisation’s name.')
    .max(120, 'Keep the name under 120 characters.')
    .refine(isOneLineName, { error: nameControlCharacterMessage }),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .min(3, 'Use at least 3 characters.')
    .max(60, 'Use at most 60 characters.')
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens.'),
})

export const invitationTokenSchema = z.object({
  token: z.string().min(20, 'That invitation link is incomplete.').max(100),
})
