import type { StatusChange } from '@/domain/applications/status'
import type { ApplicationStatus } from '@/lib/options'

import type { Database } from '@/server/db/client'
import type { AuditOrigin } from '@/server/db/queries/audit'
import {
  moveApplications,
  withdrawOwnApplication,
  type StatusMove,
} from '@/server/db/queries/application-status'
import type { Notifier } from '@/server/notifications/notifier'

export type StatusChangeOutcome =
  | Exclude<StatusMove, { eventIds: string[] }>
  | Omit<Extract<StatusMove, { kind: 'done' }>, 'eventIds'>

/**
 * Moves the organisation's applications to a stage or a decision, writing one event per application (the
 * timeline, and the audit log's row), then hands the events to the notifier. Applications that cannot
 * make the move (decided or withdrawn) are skipped and reported; an id that is not one of the
 * organisation's applications makes the whole change NOT_FOUND and writes nothing.
 */
export async function changeStatus(
  db: Database,
  notifier: Notifier,
  request: { investorOrgId: string; actorId: string; change: StatusChange; origin: AuditOrigin },
): Promise<StatusChangeOutcome> {
  const outcome = await moveApplications(db, request)
  if (outcome.kind !== 'done') return outcome
  const { eventIds, ...done } = outcome
  await notifier.dispatch(eventIds)
  return done
}

export type WithdrawOutcome = 'ok' | 'not-found' | { decided: ApplicationStatus }

/** The startup takes its application back, while no decision has been made. */
export async function withdrawApplication(
  db: Database,
  notifier: Notifier,
  request: { startupOrgId: string; actorId: string; applicationId: string; origin: AuditOrigin },
): Promise<WithdrawOutcome> {
  const outcome = await withdrawOwnApplication(db, request)
  if (typeof outcome === 'object' && 'eventId' in outcome) {
    await notifier.dispatch([outcome.eventId])
    return 'ok'
  }
  return outcome
}
