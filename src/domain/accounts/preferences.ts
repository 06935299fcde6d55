import { z } from 'zod'

/**
 * How a person likes their screens, kept per user (not per browser): today the density of the
 * applications list. "comfortable" shows each startup's one-liner and sectors; "compact" one line
 * per application, for triaging hundreds.
 */
export const listDensities = ['comfortable', 'compact'] as const
export type ListDensity = (typeof listDensities)[number]

export const listDensityLabels = {
  comfortable: 'Comfortable',
  compact: 'Compact',
} as const satisfies Record<ListDensity, string>

export const defaultPreferences = { applicationsDensity: 'comfortable' as ListDensity }
export type Preferences = typeof defaultPreferences

export const preferencesUpdateSchema = z
  .object({
    applicationsDensity: z.enum(listDensities, {
      error: 'Choose a density: comfortable or compact.',
    }),
  })
  .strict()
