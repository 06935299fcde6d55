import { z } from 'zod'

import { calendarDate } from '@/lib/calendar'

import { auditActions, type AuditAction } from './actions'
import { said, saying } from '@/lib/i18n/said'

/** Rows per page of the admin's audit log. */
export const auditPageSize = 50

const optionalText = (max: number, message: () => string) =>
  z
    .string({ error: saying('rule.audit.enterTextHere') })
    .trim()
    .max(max, { error: message })
    .transform((value) => value || undefined)
    .optional()

const indiaDay = (which: string) =>
  z
    .string({ error: saying('rule.audit.enterDateYyyyMm', { which }) })
    .max(10, { error: saying('rule.audit.dateMustRealDate', { which }) })
    .refine((value) => calendarDate(value) !== null, {
      error: saying('rule.audit.dateMustRealDate', { which }),
    })
    .optional()

/**
 * The audit log's filters: actions (any of them), the actor's email or part of it, the
 * organisation's name or slug, and a period of India calendar days (both ends included).
 */
export const auditListSchema = z
  .object({
    page: z.coerce
      .number({ error: saying('rule.audit.pageMustNumber') })
      .int({ error: saying('rule.audit.pageMustWholeNumber') })
      .min(1, { error: saying('rule.audit.pagesStart') })
      .max(10_000, { error: saying('rule.audit.pageTooFar') })
      .default(1),
    actions: z
      .array(z.enum(auditActions, { error: saying('rule.audit.chooseActionsAuditLog') }), {
        error: saying('rule.audit.actionsMustList'),
      })
      .max(auditActions.length, { error: saying('rule.audit.chooseEachActionMost') })
      .optional(),
    actor: optionalText(254, saying('rule.audit.actorUnder')),
    organisation: optionalText(120, saying('rule.audit.organisationUnder')),
    from: indiaDay('start'),
    to: indiaDay('end'),
  })
  .refine((filters) => !filters.from || !filters.to || filters.from <= filters.to, {
    message: said('rule.audit.startDateMustBefore'),
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
