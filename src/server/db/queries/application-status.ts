import { and, eq, inArray, isNull, sql } from 'drizzle-orm'

import {
  canWithdraw,
  isDecision,
  isFunnelStage,
  isUndecided,
  type InvestorStatus,
  type StatusChange,
} from '@/domain/applications/status'
import type { ApplicationStatus } from '@/lib/options'

import type { Database } from '@/server/db/client'
import { application, applicationEvent, pipelineStage } from '@/server/db/schema'
import { recordAudit, type AuditOrigin } from './audit'

/** Where a move takes applications, resolved against the organisation's pipeline. */
export type MoveTarget = {
  status: InvestorStatus
  /** The stage, for a move into the pipeline's middle; null back to submitted or for a decision. */
  stage: { id: string; name: string } | null
}

export type StatusMove =
  | { kind: 'not-found' }
  | { kind: 'no-such-stage' }
  | {
      kind: 'done'
      target: MoveTarget
      moved: string[]
      /** Those that could not move: decided or withdrawn, or `already` where the move would take them. */
      skipped: { id: string; status: ApplicationStatus; already: boolean }[]
      /** The events people are to hear about: those that changed the status founders see. */
      eventIds: string[]
    }

/**
 * The target `key` names for the organisation: submitted or a decision as they are, otherwise
 * one of its active stages; null for a key that is not (an archived stage, another fund's).
 */
export async function resolveMoveTarget(
  tx: Database,
  investorOrgId: string,
  key: string,
): Promise<MoveTarget | null> {
  if (key === 'submitted' || isDecision(key)) return { status: key, stage: null }
  const [stage] = await tx
    .select({ id: pipelineStage.id, name: pipelineStage.name, mapsTo: pipelineStage.mapsTo })
    .from(pipelineStage)
    .where(
      and(
        eq(pipelineStage.organisationId, investorOrgId),
        eq(pipelineStage.key, key),
        isNull(pipelineStage.archivedAt),
      ),
    )
  return stage
    ? { status: stage.mapsTo as InvestorStatus, stage: { id: stage.id, name: stage.name } }
    : null
}

/**
 * Moves the organisation's applications to a stage or a decision in one transaction, writing one
 * event per application moved, to its timeline and to the audit log. Applications that cannot
 * make the move (decided or withdrawn, or already there) are skipped; an id that is not one of
 * the organisation's applications makes it NOT_FOUND and writes nothing, and so does a stage that
 * is not one of its active stages (archived meanwhile).
 */
export async function moveApplications(
  db: Database,
  request: { investorOrgId: string; actorId: string; change: StatusChange; origin: AuditOrigin },
): Promise<StatusMove> {
  return db.transaction(async (tx) => {
    const target = await resolveMoveTarget(tx, request.investorOrgId, request.change.status)
    if (!target) return { kind: 'no-such-stage' as const }
    return moveWithin(tx, { ...request, target })
  })
}

/** The move of `moveApplications` inside a transaction the caller holds, to a resolved target. */
export async function moveWithin(
  tx: Database,
  {
    investorOrgId,
    actorId,
    change,
    target,
    origin,
  }: {
    investorOrgId: string
    actorId: string
    change: Omit<StatusChange, 'status'>
    target: MoveTarget
    origin: AuditOrigin
  },
): Promise<StatusMove> {
  const ids = [...new Set(change.applicationIds)]
  const rows = await tx
    .select({
      id: application.id,
      status: application.status,
      stageId: application.stageId,
      stageName: pipelineStage.name,
      startupName: application.startupName,
    })
    .from(application)
    .leftJoin(pipelineStage, eq(pipelineStage.id, application.stageId))
    .where(and(inArray(application.id, ids), eq(application.investorOrgId, investorOrgId)))
    .for('update', { of: application })
  if (rows.length !== ids.length) return { kind: 'not-found' as const }
  const already = (row: (typeof rows)[number]) =>
    row.status === target.status && row.stageId === (target.stage?.id ?? null)
  const movable = rows.filter((row) => isUndecided(row.status) && !already(row))
  const skipped = rows
    .filter((row) => !movable.includes(row))
    .map((row) => ({ id: row.id, status: row.status, already: already(row) }))
  if (movable.length === 0) {
    return { kind: 'done' as const, target, moved: [], skipped, eventIds: [] }
  }
  const now = new Date()
  const decision = isDecision(target.status)
  await tx
    .update(application)
    .set({
      status: target.status,
      stageId: target.stage?.id ?? null,
      updatedAt: now,
      firstResponseAt: sql`coalesce(${application.firstResponseAt}, ${now})`,
      ...(isFunnelStage(target.status)
        ? {
            furthestStatus: sql`greatest(${application.furthestStatus}, ${target.status}::application_status)`,
          }
        : {}),
      ...(decision
        ? {
            decidedAt: now,
            decisionMessage: change.message!.trim(),
            rejectionReason: target.status === 'rejected' ? change.reason! : null,
          }
        : {}),
    })
    .where(
      inArray(
        application.id,
        movable.map((row) => row.id),
      ),
    )
  const events = await tx
    .insert(applicationEvent)
    .values(
      movable.map((row) => ({
        applicationId: row.id,
        actorId,
        fromStatus: row.status,
        toStatus: target.status,
        fromStageId: row.stageId,
        toStageId: target.stage?.id ?? null,
        toStageName: target.stage?.name ?? null,
        createdAt: now,
        // A move between two stages of one status changes nothing a founder sees.
        notifyPending: row.status !== target.status,
      })),
    )
    .returning({ id: applicationEvent.id, notify: applicationEvent.notifyPending })
  await recordAudit(
    tx,
    origin,
    movable.map((row) =>
      statusChanged(row, target.status, investorOrgId, {
        fromStage: row.stageName ?? undefined,
        toStage: target.stage?.name,
      }),
    ),
  )
  return {
    kind: 'done' as const,
    target,
    moved: movable.map((row) => row.id),
    skipped,
    eventIds: events.filter((e) => e.notify).map((e) => e.id),
  }
}

function statusChanged(
  row: { id: string; status: ApplicationStatus; startupName: string },
  to: ApplicationStatus,
  organisationId: string,
  stages: { fromStage?: string; toStage?: string } = {},
) {
  return {
    action: 'application.status-changed',
    organisationId,
    subjectType: 'application',
    subjectId: row.id,
    details: { subject: row.startupName, from: row.status, to, ...stages },
  } as const
}

export type WithdrawalOutcome = 'not-found' | { decided: ApplicationStatus } | { eventId: string }

/** The startup's application becomes withdrawn while undecided, with its events. */
export async function withdrawOwnApplication(
  db: Database,
  {
    startupOrgId,
    actorId,
    applicationId,
    origin,
  }: { startupOrgId: string; actorId: string; applicationId: string; origin: AuditOrigin },
): Promise<WithdrawalOutcome> {
  return db.transaction(async (tx): Promise<WithdrawalOutcome> => {
    const [row] = await tx
      .select({
        id: application.id,
        status: application.status,
        investorOrgId: application.investorOrgId,
        startupName: application.startupName,
      })
      .from(application)
      .where(and(eq(application.id, applicationId), eq(application.startupOrgId, startupOrgId)))
      .for('update')
    if (!row) return 'not-found'
    if (!canWithdraw(row.status)) return { decided: row.status }
    const now = new Date()
    await tx
      .update(application)
      .set({ status: 'withdrawn', updatedAt: now })
      .where(eq(application.id, row.id))
    const [event] = await tx
      .insert(applicationEvent)
      .values({
        applicationId: row.id,
        actorId,
        fromStatus: row.status,
        toStatus: 'withdrawn',
        createdAt: now,
        notifyPending: true,
      })
      .returning({ id: applicationEvent.id })
    await recordAudit(tx, origin, statusChanged(row, 'withdrawn', startupOrgId))
    return { eventId: event!.id }
  })
}
