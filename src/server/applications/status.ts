import { and, eq, inArray } from 'drizzle-orm'

import {
  canInvestorMove,
  canWithdraw,
  isDecision,
  type StatusChange,
} from '@/domain/applications/status'
import type { ApplicationStatus } from '@/lib/options'

import type { Database } from '../db/client'
import { application, applicationEvent } from '../db/schema'
import type { Notifier } from '../notifications/notifier'

export type StatusChangeOutcome =
  | { kind: 'not-found' }
  | { kind: 'done'; moved: string[]; skipped: { id: string; status: ApplicationStatus }[] }

/**
 * Moves the organisation's applications to a new status, writing one event per application (the
 * timeline and the audit trail), then hands the events to the notifier. Applications that cannot
 * make the move (decided or withdrawn) are skipped and reported; an id that is not one of the
 * organisation's applications makes the whole change NOT_FOUND and writes nothing.
 */
export async function changeStatus(
  db: Database,
  notifier: Notifier,
  {
    investorOrgId,
    actorId,
    change,
  }: { investorOrgId: string; actorId: string; change: StatusChange },
): Promise<StatusChangeOutcome> {
  const ids = [...new Set(change.applicationIds)]
  const outcome = await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: application.id, status: application.status })
      .from(application)
      .where(and(inArray(application.id, ids), eq(application.investorOrgId, investorOrgId)))
      .for('update')
    if (rows.length !== ids.length) return { kind: 'not-found' as const, eventIds: [] }
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
        })),
      )
      .returning({ id: applicationEvent.id })
    return {
      kind: 'done' as const,
      moved: movable.map((row) => row.id),
      skipped,
      eventIds: events.map((e) => e.id),
    }
  })
  if (outcome.kind === 'not-found') return { kind: 'not-found' }
  await notifier.dispatch(outcome.eventIds)
  return { kind: 'done', moved: outcome.moved, skipped: outcome.skipped }
}

export type WithdrawOutcome = 'ok' | 'not-found' | { decided: ApplicationStatus }

/** The startup takes its application back, while no decision has been made. */
export async function withdrawApplication(
  db: Database,
  notifier: Notifier,
  {
    startupOrgId,
    actorId,
    applicationId,
  }: { startupOrgId: string; actorId: string; applicationId: string },
): Promise<WithdrawOutcome> {
  const outcome = await db.transaction(
    async (tx): Promise<WithdrawOutcome | { eventId: string }> => {
      const [row] = await tx
        .select({ id: application.id, status: application.status })
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
        })
        .returning({ id: applicationEvent.id })
      return { eventId: event!.id }
    },
  )
  if (typeof outcome === 'object' && 'eventId' in outcome) {
    await notifier.dispatch([outcome.eventId])
    return 'ok'
  }
  return outcome
}
