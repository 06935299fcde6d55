import { z } from 'zod'

import { locales, type Locale } from '@/lib/i18n/locales'
import { said, saying } from '@/lib/i18n/said'

/**
 * How a person likes their screens, kept per user (not per browser): the language Sangam speaks to
 * them (screens and emails; null until they choose, decision 0050) and the density of the
 * applications list. "comfortable" shows each startup's one-liner and sectors; "compact" one line
 * per application, for triaging hundreds.
 */
export const listDensities = ['comfortable', 'compact'] as const
export type ListDensity = (typeof listDensities)[number]

export const listDensityLabels = {
  comfortable: 'Comfortable',
  compact: 'Compact',
} as const satisfies Record<ListDensity, string>

export type Preferences = { applicationsDensity: ListDensity; language: Locale | null }
export const defaultPreferences: Preferences = {
  applicationsDensity: 'comfortable',
  language: null,
}

/** A change of one preference or several; what is not named stays as it is. */
export const preferencesUpdateSchema = z
  .object({
    applicationsDensity: z
      .enum(listDensities, { error: saying('rule.account.chooseDensityComfortableCompact') })
      .optional(),
    language: z
      .enum(locales, { error: saying('rule.account.chooseLanguageEnglishHindi') })
      .optional(),
  })
  .strict()
  .refine((change) => Object.keys(change).length > 0, {
    message: said('rule.account.chooseWhatChange'),
  })

export type PreferencesUpdate = z.infer<typeof preferencesUpdateSchema>
