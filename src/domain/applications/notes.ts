import { z } from 'zod'

export const noteBodyLimit = 5000

/** A private note of the investor team about a startup. */
export const noteBodySchema = z
  .string({ error: 'Write the note.' })
  .trim()
  .min(1, 'Write the note.')
  .max(noteBodyLimit, `Keep the note under ${noteBodyLimit.toLocaleString('en-IN')} characters.`)

export const noteSchema = z.object({
  startupOrgId: z.uuid('That is not a valid startup id.'),
  body: noteBodySchema,
})
export type NoteInput = z.input<typeof noteSchema>
