import { z } from 'zod'

export const passwordSchema = z
  .string({ error: 'Please choose a password.' })
  .min(8, 'Use at least 8 characters.')
  .max(128, 'Use at most 128 characters.')

export const emailSchema = z
  .string({ error: 'Please enter your email.' })
  .trim()
  .toLowerCase()
  .pipe(z.email('Please enter a valid email address.'))

export const startupNameSchema = z
  .string({ error: 'Please enter your startup’s name.' })
  .trim()
  .min(2, 'Please enter your startup’s name.')
  .max(120, 'Keep the name under 120 characters.')

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Please enter your password.'),
})

export const signUpSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'Please enter your full name.')
    .max(120, 'Keep your name under 120 characters.'),
  email: emailSchema,
  password: passwordSchema,
  startupName: startupNameSchema,
})

export const createStartupSchema = z.object({ name: startupNameSchema })
