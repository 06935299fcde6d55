import { z } from 'zod'

import { said, saying } from '@/lib/i18n/said'
import { applicationStatuses, rejectionReasons, type ApplicationStatus } from '@/lib/options'

/** Statuses that still wait for the investor's answer. */
export const undecidedStatuses = ['submitted', 'in_review', 'shortlisted', 'due_diligence'] as const
export const decisionStatuses = ['accepted', 'rejected'] as const
/** Statuses an investor can set (withdrawn belongs to the startup). */
export const investorStatuses = [...undecidedStatuses, ...decisionStatuses] as const
export type InvestorStatus = (typeof investorStatuses)[number]

/**
 * The pipeline's stages in order, as a funnel counts them: an application has reached a stage when
 * it was ever there or further. A rejection or a withdrawal ends the way; it is not a stage.
 */
export const funnelStages = [...undecidedStatuses, 'accepted'] as const
export type FunnelStage = (typeof funnelStages)[number]

export function isFunnelStage(status: ApplicationStatus): status is FunnelStage {
  return (funnelStages as readonly string[]).includes(status)
}

type StatusEvent = {
  fromStatus: ApplicationStatus | null
  toStatus: ApplicationStatus
  createdAt: Date
}

/**
 * What an application's events say about its progress: when the team first moved it (its first
 * response; a withdrawal is the startup's own move) and the furthest stage it reached. The status
 * change keeps both on the application as it happens; seeded data takes them from here.
 */
export function progressOf(events: readonly StatusEvent[]): {
  firstResponseAt: Date | null
  furthestStatus: FunnelStage
} {
  let firstResponseAt: Date | null = null
  let furthest = 0
  for (const event of events) {
    if (event.fromStatus !== null && event.toStatus !== 'withdrawn') {
      if (!firstResponseAt || event.createdAt < firstResponseAt) firstResponseAt = event.createdAt
    }
    if (isFunnelStage(event.toStatus)) {
      furthest = Math.max(furthest, funnelStages.indexOf(event.toStatus))
    }
  }
  return { firstResponseAt, furthestStatus: funnelStages[furthest]! }
}

export function isUndecided(status: ApplicationStatus): boolean {
  return (undecidedStatuses as readonly string[]).includes(status)
}

export function isDecision(status: string): status is 'accepted' | 'rejected' {
  return status === 'accepted' || status === 'rejected'
}

/**
 * Where a move takes applications: back to submitted, one of the organisation's active stages by
 * its key (docs/decisions/0046), or a decision. Which keys are stages only the server knows.
 */
export const moveTargetSchema = z
  .string({ error: saying('rule.status.chooseTarget') })
  .trim()
  .min(1, { error: saying('rule.status.chooseTarget') })
  .max(64, { error: saying('rule.pipeline.notStagePipeline') })
  .refine((target) => target !== 'withdrawn', { error: saying('rule.status.startupWithdraws') })
  .refine((target) => target !== 'overdue', { error: saying('rule.status.overdueNotStage') })

/**
 * Which statuses an investor may move an application to. While undecided it can go to any other
 * stage of the pipeline, back or forward, or to a decision. A decision is final: the founder has
 * been told. A withdrawn application is the startup's choice and stays so.
 */
export function investorMovesFrom(status: ApplicationStatus): readonly InvestorStatus[] {
  if (!isUndecided(status)) return []
  return investorStatuses.filter((to) => to !== status)
}

export function canInvestorMove(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return (investorMovesFrom(from) as readonly string[]).includes(to)
}

/** The startup can withdraw while no decision has been made. */
export function canWithdraw(status: ApplicationStatus): boolean {
  return isUndecided(status)
}

export const decisionMessageSchema = z
  .string({ error: saying('rule.status.writeMessage') })
  .trim()
  .min(20, { error: saying('rule.status.messageLength') })
  .max(2000, { error: saying('rule.pipeline.keepMessageUnderCharacters') })

/**
 * Where a move goes and what it tells the founder: a stage's key, `submitted`, `accepted` or
 * `rejected`, with the decision's message and a rejection's reason (checked by `refineDecision`).
 */
export const moveFields = {
  status: moveTargetSchema,
  message: z
    .string()
    .trim()
    .max(2000, { error: saying('rule.pipeline.keepMessageUnderCharacters') })
    .optional(),
  reason: z.enum(rejectionReasons, { error: saying('rule.pipeline.chooseReasonList') }).optional(),
}

/**
 * A status change, for one application or many. A decision carries a message to the founder; a
 * rejection also a reason from the short list. Both are shown to the founder.
 */
export const statusChangeSchema = z
  .object({
    applicationIds: z
      .array(z.uuid({ error: saying('rule.rating.notValidApplicationId') }))
      .min(1, { error: saying('rule.status.chooseApplication') })
      .max(500, { error: saying('rule.status.atMost') }),
    ...moveFields,
  })
  .superRefine(refineDecision)

/**
 * What a move to `status` must carry: a decision a message to the founder, a rejection also its
 * reason; nothing else either. Shared by every input that moves applications.
 */
export function refineDecision(
  input: { status: string; message?: string; reason?: string },
  ctx: z.RefinementCtx,
) {
  if (isDecision(input.status)) {
    const message = decisionMessageSchema.safeParse(input.message ?? '')
    if (!message.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['message'],
        message: message.error.issues[0]!.message,
      })
    }
  } else if (input.message?.trim()) {
    ctx.addIssue({
      code: 'custom',
      path: ['message'],
      message: said('rule.status.decisionOnly'),
    })
  }
  if (input.status === 'rejected' && !input.reason) {
    ctx.addIssue({
      code: 'custom',
      path: ['reason'],
      message: said('rule.status.chooseReason'),
    })
  }
  if (input.status !== 'rejected' && input.reason) {
    ctx.addIssue({
      code: 'custom',
      path: ['reason'],
      message: said('rule.template.rejectionHasReason'),
    })
  }
}

export type StatusChange = z.output<typeof statusChangeSchema>

export { applicationStatuses }
