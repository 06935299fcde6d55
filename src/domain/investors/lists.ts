import { z } from 'zod'

import { isOneLineName, nameControlCharacterMessage } from '@/domain/accounts/schemas'

import { optionalText } from '@/domain/startups/profile-schemas'
import { said, saying } from '@/lib/i18n/said'

/**
 * Startups one list holds at most: the list's screen, `investors.lists.get` and its CSV show a list
 * whole, so its size is the page size (decision 0030).
 */
export const maxListEntries = 1_000

/** Said when a list is full, in the person's language. */
export function listFullMessage(): string {
  return said('rule.list.full', { max: maxListEntries })
}

/** A new list of startups, shared by the investor organisation. */
export const listSchema = z.object({
  name: z
    .string({ error: saying('rule.list.name') })
    .trim()
    .min(2, { error: saying('rule.list.name') })
    .max(80, { error: saying('rule.name.under', { max: 80 }) })
    .refine(isOneLineName, { error: nameControlCharacterMessage }),
  description: optionalText(500).optional(),
})
export type ListInput = z.input<typeof listSchema>

export const listEntrySchema = z.object({
  listId: z.uuid({ error: saying('rule.id.list') }),
  startupOrgId: z.uuid({ error: saying('rule.id.startup') }),
  note: optionalText(1000).optional(),
})

/** The note on one startup of a list; empty removes it. */
export const listNoteSchema = z.object({
  listId: z.uuid({ error: saying('rule.id.list') }),
  startupOrgId: z.uuid({ error: saying('rule.id.startup') }),
  note: optionalText(1000),
})

/** Several startups onto one list at once (from a selection of applications). */
export const listEntriesSchema = z.object({
  listId: z.uuid({ error: saying('rule.id.list') }),
  startupOrgIds: z
    .array(z.uuid({ error: saying('rule.id.startup') }))
    .min(1, { error: saying('rule.list.chooseStartup') })
    .max(100, { error: saying('rule.list.atMost', { max: 100 }) }),
})
