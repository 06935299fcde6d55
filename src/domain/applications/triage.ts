import { channelFit, type FitCriteria, type FitProfile } from './fit'
import { isUndecided } from './status'
import type { ApplicationStatus } from '@/lib/options'

const day = 24 * 60 * 60 * 1000

/**
 * How long an undecided application has waited, in whole days, against the channel's promise;
 * null once it is decided (or withdrawn): nothing waits any more.
 */
export function waitingOf(
  status: ApplicationStatus,
  submittedAt: Date,
  responseDays: number,
  now: number,
): { days: number; promise: number } | null {
  if (!isUndecided(status)) return null
  return {
    days: Math.max(0, Math.floor((now - submittedAt.getTime()) / day)),
    promise: responseDays,
  }
}

/**
 * How the application fits its channel, from the profile as submitted: the share of the channel's
 * criteria met, or null when the channel sets none (every startup fits; a score would say nothing).
 */
export function listFitOf(criteria: FitCriteria, profile: FitProfile): number | null {
  const fit = channelFit(criteria, profile)
  return fit.considered === 0 ? null : fit.score
}
