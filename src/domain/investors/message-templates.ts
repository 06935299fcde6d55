/**
 * An investor organisation's saved messages to founders (docs/decisions/0036): one is picked in
 * triage or the decision dialog, its placeholders filled from the application, and the result can
 * still be edited before it is sent. Until the organisation saves its own, Sangam's standard
 * message for each rejection reason is offered.
 */
import { z } from 'zod'

import { isOneLineName, nameControlCharacterMessage } from '@/domain/accounts/schemas'

import { decisionMessageSchema } from '@/domain/applications/status'
import { rejectionReasons, type RejectionReason } from '@/lib/options'
import { said, saying } from '@/lib/i18n/said'

export const templatePlaceholders = {
  startup: "The startup's name",
  founder: "The first founder's first name",
  channel: 'The channel they applied to',
  investor: "Your organisation's name",
} as const
export type TemplatePlaceholder = keyof typeof templatePlaceholders
export type TemplateValues = Record<TemplatePlaceholder, string>

const placeholderPattern = /\{([A-Za-z_]+)\}/g

// Own names only: `in` would also find what every object inherits (`{constructor}`, `{toString}`).
const isPlaceholder = (key: string): key is TemplatePlaceholder =>
  Object.hasOwn(templatePlaceholders, key)

/** The placeholders a body names that are not known, e.g. `{name}`; empty when all are known. */
export function unknownPlaceholders(body: string): string[] {
  const unknown = new Set<string>()
  for (const [, key] of body.matchAll(placeholderPattern)) {
    if (!isPlaceholder(key!)) unknown.add(`{${key}}`)
  }
  return [...unknown]
}

/** The message a founder reads: each known placeholder replaced; an unknown one left as written. */
export function fillTemplate(body: string, values: TemplateValues): string {
  return body.replace(placeholderPattern, (whole, key: string) =>
    isPlaceholder(key) ? values[key] : whole,
  )
}

export const templateDecisions = ['rejected', 'accepted'] as const

const templateFields = z.object({
  name: z
    .string({ error: saying('rule.template.nameTemplate') })
    .trim()
    .min(1, { error: saying('rule.template.nameTemplate') })
    .max(80, { error: saying('rule.template.keepNameUnderCharacters') })
    .refine(isOneLineName, { error: nameControlCharacterMessage }),
  decision: z.enum(templateDecisions, { error: saying('rule.template.chooseRejectionAcceptance') }),
  reason: z.enum(rejectionReasons, { error: saying('rule.pipeline.chooseReasonList') }).nullable(),
  body: decisionMessageSchema,
})

function checkTemplate(input: z.output<typeof templateFields>, ctx: z.RefinementCtx) {
  const unknown = unknownPlaceholders(input.body)
  if (unknown.length > 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['body'],
      message: said('rule.template.unknownPlaceholder', {
        unknown: unknown.join(', '),
        known: Object.keys(templatePlaceholders)
          .map((key) => `{${key}}`)
          .join(', '),
      }),
    })
  }
  if (input.decision === 'accepted' && input.reason !== null) {
    ctx.addIssue({
      code: 'custom',
      path: ['reason'],
      message: said('rule.template.rejectionHasReason'),
    })
  }
}

export const messageTemplateSchema = templateFields.superRefine(checkTemplate)
export const messageTemplateUpdateSchema = templateFields
  .extend({ id: z.uuid({ error: saying('rule.template.notValidTemplateId') }) })
  .superRefine(checkTemplate)
export type MessageTemplateInput = z.input<typeof messageTemplateSchema>

export type MessageTemplate = {
  id: string
  name: string
  decision: (typeof templateDecisions)[number]
  reason: RejectionReason | null
  body: string
  /** Sangam's standard message, offered while the organisation has saved none of its own. */
  standard: boolean
}

/** The reasons Sangam has a standard rejection message for, in the order they are offered. */
const standardReasons = [
  'not_our_sector_or_stage',
  'too_early',
  'team',
  'market_size',
  'traction',
  'other',
] as const satisfies readonly RejectionReason[]

// Each placeholder filled with itself, so the catalog's message keeps the template's own syntax.
const asPlaceholders = Object.fromEntries(
  Object.keys(templatePlaceholders).map((key) => [key, `{${key}}`]),
) as TemplateValues

/**
 * Sangam's standard rejection messages, one per reason, in the language of the page or request
 * (the investor's, who sends them): their names and bodies, with the placeholders as written.
 */
export function standardTemplates(): MessageTemplate[] {
  return standardReasons.map((reason, i) => ({
    id: `standard-${i + 1}`,
    name: said(`rule.template.standard.${reason}.name`),
    decision: 'rejected' as const,
    reason,
    body: said(`rule.template.standard.${reason}.body`, asPlaceholders),
    standard: true,
  }))
}

/** The rejection templates for a reason: those saved for it first, then those for any reason. */
export function templatesForReason(
  templates: readonly MessageTemplate[],
  reason: RejectionReason,
): MessageTemplate[] {
  const rejections = templates.filter((t) => t.decision === 'rejected')
  return [
    ...rejections.filter((t) => t.reason === reason),
    ...rejections.filter((t) => t.reason === null),
  ]
}

/**
 * The templates offered for a decision: the acceptance ones, or a rejection reason's (none until
 * the reason is chosen, as a rejection's template is chosen by its reason).
 */
export function templatesForDecision(
  templates: readonly MessageTemplate[],
  decision: (typeof templateDecisions)[number],
  reason: RejectionReason | null,
): MessageTemplate[] {
  if (decision === 'accepted') return templates.filter((t) => t.decision === 'accepted')
  return reason ? templatesForReason(templates, reason) : []
}

/** What one application's placeholders are filled with; a startup with no founder listed is greeted "there". */
export function templateValues(application: {
  startupName: string
  founderNames: readonly string[]
  channelTitle: string
  investorName: string
}): TemplateValues {
  return {
    startup: application.startupName,
    founder: application.founderNames[0]?.split(' ')[0] ?? said('rule.template.founderFallback'),
    channel: application.channelTitle,
    investor: application.investorName,
  }
}
