import { z } from 'zod'

import { isOneLineName, nameControlCharacterMessage } from '@/domain/accounts/schemas'

import { optionalText } from '@/domain/startups/profile-schemas'

/**
 * Startups one list holds at most: the list's screen, `investors.lists.get` and its CSV show a list
 * whole, so its size is the page size (decision 0030).
 */
export const maxListEntries = 1_000

export const listFullMessage = `A list holds at most ${maxListEntries.toLocaleString('en-IN')} startups. Start another list for the rest.`

/** A new list of startups, shared by the investor organisation. */
export const listSchema = z.object({
  name: z
    .string({ error: 'Name the list.' })
    .trim()
    .min(2, 'Name the list.')
    .max(80, 'Keep the name under 80 characters.')
    .refine(isOneLineName, nameControlCharacterMessage),
  description: optionalText(500).optional(),
})
export type ListInput = z.input<typeof listSchema>

export const listEntrySchema = z.object({
  listId: z.uuid('That is not a valid list id.'),
  startupOrgId: z.uuid('That is not a valid startup id.'),
  note: optionalText(1000).optional(),
})

/** The note on one startup of a list; empty removes it. */
export const listNoteSchema = z.object({
  listId: z.uuid('That is not a valid list id.'),
  startupOrgId: z.uuid('That is not a valid startup id.'),
  note: optionalText(1000),
})

/** Several startups onto one list at once (from a selection of applications). */
export const listEntriesSchema = z.object({
  listId: z.uuid('That is not a valid list id.'),
  startupOrgIds: z
    .array(z.uuid('That is not a valid startup id.'))
    .min(1, 'Choose at least one startup.')
    .max(100, 'Add at most 100 startups at a time.'),
})
