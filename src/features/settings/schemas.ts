import { z } from 'zod'

import { emailSchema, passwordSchema, personNameSchema } from '@/domain/accounts/schemas'

export const profileSchema = z.object({ name: personNameSchema })

export const changeEmailSchema = z.object({ newEmail: emailSchema })

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Please enter your current password.'),
    newPassword: passwordSchema,
    confirmPassword: z.string().min(1, 'Please type the new password again.'),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The two new passwords do not match.',
  })
  .refine((values) => values.newPassword !== values.currentPassword, {
    path: ['newPassword'],
    message: 'Choose a password different from your current one.',
  })
