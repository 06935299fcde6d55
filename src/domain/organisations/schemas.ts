import { z } from 'zod'

import { memberRoles } from '@/lib/options'

import { emailSchema, isOneLineName, nameControlCharacterMessage } from '@/domain/accounts/schemas'
import { saying } from '@/lib/i18n/said'

export const inviteSchema = z.object({
  email: emailSchema,
  role: z.enum(memberRoles, { error: saying('rule.organisation.chooseOwnerMember') }),
})

export const organisationSettingsSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, { error: saying('rule.organisation.pleaseEnterOrganisationS') })
    .max(120, { error: saying('rule.investor.keepNameUnderCharacters') })
    .refine(isOneLineName, { error: nameControlCharacterMessage }),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .min(3, { error: saying('rule.organisation.useLeastCharacters') })
    .max(60, { error: saying('rule.organisation.useMostCharacters') })
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: saying('rule.slug.characters') }),
})

export const invitationTokenSchema = z.object({
  token: z
    .string()
    .min(20, { error: saying('rule.organisation.invitationLinkIncomplete') })
    .max(100),
})
