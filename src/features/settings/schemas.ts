import type { IntlShape } from 'react-intl'
import { z } from 'zod'

import { emailSchema, passwordSchema, personNameSchema } from '@/domain/accounts/schemas'

export const profileSchema = z.object({ name: personNameSchema })

export const changeEmailSchema = z.object({ newEmail: emailSchema })

/** The change of password, with the form's own messages in the page's language. */
export const changePasswordSchema = (intl: IntlShape) =>
  z
    .object({
      currentPassword: z
        .string()
        .min(1, intl.formatMessage({ id: 'settings.password.currentRequired' })),
      newPassword: passwordSchema,
      confirmPassword: z
        .string()
        .min(1, intl.formatMessage({ id: 'settings.password.confirmRequired' })),
    })
    .refine((values) => values.newPassword === values.confirmPassword, {
      path: ['confirmPassword'],
      message: intl.formatMessage({ id: 'settings.password.mismatch' }),
    })
    .refine((values) => values.newPassword !== values.currentPassword, {
      path: ['newPassword'],
      message: intl.formatMessage({ id: 'settings.password.sameAsCurrent' }),
    })
