import { and, eq, inArray, sql } from 'drizzle-orm'

import {
  canInvestorMove,
  canWithdraw,
  isDecision,
  isFunnelStage,
  type StatusChange,
} from '@/domain/applications/status'
import type { ApplicationStatus } from '@/lib/options'

import type { Database } from '@/server/db/client'
import { application, applicationEvent } from '@/server/db/schema'
import { recordAudit, type AuditOrigin } from './audit'

export type StatusMove =
  | { kind: 'not-found' }
  | {
      kind: 'done'
      moved: string[]
      skipped: { id: string; status: ApplicationStatus }[]
      eventIds: string[]
    }

/**
 * Moves the organisation's applications to a new status in one transaction, writing one event per
 * application moved, to its timeline and to the audit log. Applications that cannot make the move
 * (decided or withdrawn) are skipped; an id that is not one of the organisation's applications
 * makes it NOT_FOUND and writes nothing.
 */
export async function moveApplications(
  db: Database,
  {
    investorOrgId,
    actorId,
    change,
    origin,
  }: { investorOrgId: string; actorId: string; change: StatusChange; origin: AuditOrigin },
): Promise<StatusMove> {
  const ids = [...new Set(change.applicationIds)]
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: application.id,
        status: application.status,
        startupName: application.startupName,
      })
      .from(application)
      .where(and(inArray(application.id, ids), eq(application.investorOrgId, investorOrgId)))
      .for('update')
    if (rows.length !== ids.length) return { kind: 'not-found' as const }
    const movable = rows.filter((row) => canInvestorMove(row.status, change.status))
    const skipped = rows.filter((row) => !canInvestorMove(row.status, change.status))
    if (movable.length === 0) return { kind: 'done' as const, moved: [], skipped, eventIds: [] }
    const now = new Date()
    const decision = isDecision(change.status)
    await tx
      .update(application)
      .set({
        status: change.status,
        updatedAt: now,
        firstResponseAt: sql`coalesce(${application.firstResponseAt}, ${now})`,
        ...(isFunnelStage(change.status)
          ? {
              furthestStatus: sql`greatest(${application.furthestStatus}, ${change.status}::application_status)`,
            }
          : {}),
        ...(decision
          ? {
              decidedAt: now,
              decisionMessage: change.message!.trim(),
              rejectionReason: change.status === 'rejected' ? change.reason! : null,
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
          toStatus: change.status,
          createdAt: now,
          notifyPending: true,
        })),
      )
      .returning({ id: applicationEvent.id })
    await recordAudit(
      tx,
      origin,
      movable.map((row) => statusChanged(row, change.status, investorOrgId)),
    )
    return {
      kind: 'done' as const,
      moved: movable.map((row) => row.id),
      skipped,
      eventIds: events.map((e) => e.id),
    }
  })
}

function statusChanged(
  row: { id: string; status: ApplicationStatus; startupName: string },
  to: ApplicationStatus,
  organisationId: string,
) {
  return {
    action: 'application.status-changed',
    organisationId,
    subjectType: 'application',
    subjectId: row.id,
    details: { subject: row.startupName, from: row.status, to },
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
