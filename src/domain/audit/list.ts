import { z } from 'zod'

import { calendarDate } from '@/lib/calendar'

import { auditActions, type AuditAction } from './actions'

/** Rows per page of the admin's audit log. */
export const auditPageSize = 50

const optionalText = (max: number, message: string) =>
  z
    .string({ error: 'Enter text here.' })
    .trim()
    .max(max, message)
    .transform((value) => value || undefined)
    .optional()

const indiaDay = (which: string) =>
  z
    .string({ error: `Enter the ${which} date as YYYY-MM-DD.` })
    .max(10, `The ${which} date must be a real date written YYYY-MM-DD, like 2026-01-31.`)
    .refine(
      (value) => calendarDate(value) !== null,
      `The ${which} date must be a real date written YYYY-MM-DD, like 2026-01-31.`,
    )
    .optional()

/**
 * The audit log's filters: actions (any of them), the actor's email or part of it, the
 * organisation's name or slug, and a period of India calendar days (both ends included).
 */
export const auditListSchema = z
  .object({
    page: z.coerce
      .number({ error: 'The page must be a number.' })
      .int('The page must be a whole number.')
      .min(1, 'Pages start at 1.')
      .max(10_000, 'That page is too far.')
      .default(1),
    actions: z
      .array(z.enum(auditActions, { error: 'Choose actions from the audit log’s list.' }), {
        error: 'Actions must be a list.',
      })
      .max(auditActions.length, 'Choose each action at most once.')
      .optional(),
    actor: optionalText(254, 'Keep the actor’s email under 254 characters.'),
    organisation: optionalText(120, 'Keep the organisation under 120 characters.'),
    from: indiaDay('start'),
    to: indiaDay('end'),
  })
  .refine((filters) => !filters.from || !filters.to || filters.from <= filters.to, {
    message: 'The start date must be on or before the end date.',
    path: ['to'],
  })

export type AuditListFilters = z.output<typeof auditListSchema>

/**
 * The actions a URL's `action` parameter names ('auth.sign-in,auth.sign-in-failed'), in the list's
 * order, so one choice has one spelling; unknown names are dropped.
 */
export function actionsFromParam(value: string | undefined): AuditAction[] | undefined {
  if (!value) return undefined
  const named = new Set(value.split(','))
  const actions = auditActions.filter((action) => named.has(action))
  return actions.length ? actions : undefined
}
