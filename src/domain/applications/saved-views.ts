import { z } from 'zod'

import { isOneLineName, nameControlCharacterMessage } from '@/domain/accounts/schemas'

import { searchFromQueryString, toQueryString } from './search-params'

/**
 * A teammate's named search of /investors/applications. The search is stored as the page's
 * canonical query string (re-parsed, so whatever is saved is a valid search), without the page
 * number: a view opens on its first page.
 */
export const savedViewSchema = z.object({
  name: z
    .string({ error: 'Name the view.' })
    .trim()
    .min(1, 'Name the view.')
    .max(60, 'Keep the name under 60 characters.')
    .refine(isOneLineName, { error: nameControlCharacterMessage }),
  search: z
    .string({ error: 'There is no search to save.' })
    .max(2000, 'This search is too long to save.')
    .transform((query) => {
      const { page: _page, ...record } = searchFromQueryString(query)
      return toQueryString(record)
    }),
})
export type SavedViewInput = z.input<typeof savedViewSchema>
