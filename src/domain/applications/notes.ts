import { z } from 'zod'
import { saying } from '@/lib/i18n/said'

export const noteBodyLimit = 5000

/** A private note of the investor team about a startup. */
export const noteBodySchema = z
  .string({ error: saying('rule.note.writeNote') })
  .trim()
  .min(1, { error: saying('rule.note.writeNote') })
  .max(noteBodyLimit, { error: saying('rule.note.keepNoteUnderCharacters', { noteBodyLimit }) })

export const noteSchema = z.object({
  startupOrgId: z.uuid({ error: saying('rule.id.startup') }),
  body: noteBodySchema,
})
export type NoteInput = z.input<typeof noteSchema>
