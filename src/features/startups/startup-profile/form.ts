import type { inferRouterOutputs } from '@trpc/server'
import type { UseFormReturn } from 'react-hook-form'

import { startupProfileSchema, type StartupProfileValues } from '@/domain/startups/profile-schemas'
import { toFormValues, type FormValuesOf } from '@/lib/form-values'
import type { AppRouter } from '@/server/trpc/root'

export type OwnProfile = inferRouterOutputs<AppRouter>['startups']['profile']['get']

/** What the startup profile form holds, derived from its schema. */
export type ProfileFormValues = FormValuesOf<typeof startupProfileSchema>
export type ProfileForm = UseFormReturn<ProfileFormValues, unknown, StartupProfileValues>

export const profileFields = Object.keys(startupProfileSchema.shape) as (keyof ProfileFormValues)[]

export function toProfileForm(
  profile: Partial<Record<keyof ProfileFormValues, unknown>>,
): ProfileFormValues {
  const form = toFormValues(startupProfileSchema, profile)
  // A date input takes YYYY-MM-DD.
  return { ...form, foundedOn: form.foundedOn.slice(0, 10) }
}
