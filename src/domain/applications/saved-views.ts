import { z } from 'zod'

import { isOneLineName, nameControlCharacterMessage } from '@/domain/accounts/schemas'

import { searchFromQueryString, toQueryString } from './search-params'
import { saying } from '@/lib/i18n/said'

/**
 * A teammate's named search of /investors/applications. The search is stored as the page's
 * canonical query string (re-parsed, so whatever is saved is a valid search), without the page
 * number: a view opens on its first page.
 */
export const savedViewSchema = z.object({
  name: z
    .string({ error: saying('rule.view.nameView') })
    .trim()
    .min(1, { error: saying('rule.view.nameView') })
    .max(60, { error: saying('rule.view.keepNameUnderCharacters') })
    .refine(isOneLineName, { error: nameControlCharacterMessage }),
  search: z
    .string({ error: saying('rule.view.thereNoSearchSave') })
    .max(2000, { error: saying('rule.view.searchTooLongSave') })
    .transform((query) => {
      const { page: _page, ...record } = searchFromQueryString(query)
      return toQueryString(record)
    }),
})
export type SavedViewInput = z.input<typeof savedViewSchema>
