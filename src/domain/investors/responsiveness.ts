/**
 * An investor organisation's responsiveness (docs/decisions/0034): how it keeps the promise each
 * channel makes to founders ("we answer within N days"), over the applications it received in the
 * last 12 months. It is what founders see of an investor before they apply, and what the
 * investor's own team sees on its dashboard.
 *
 * - **Answered** means the team's first status move (out of "submitted", or straight to a
 *   decision); a founder's withdrawal is not an answer.
 * - **On time** means answered no later than submission + the channel's promise.
 * - **Due** are the applications whose promise is settled either way: answered (on time or late),
 *   or still unanswered when the promise ran out. One withdrawn before its promise ran out, or
 *   still within it, is neither; it would make the share depend on founders' choices.
 * - The medians are in days from submission: to the first answer, and to the decision (accepted or
 *   rejected), over the applications that have one.
 *
 * Below `minimumApplications` applications in the window the figures would mislead, and an
 * investor is shown as new on Sangam instead.
 */

import { plural } from '@/lib/format'

export const minimumApplications = 10
export const responsivenessWindowMonths = 12

/** The counts and medians one SQL aggregate gives for an organisation. */
export type ResponsivenessTally = {
  applications: number
  due: number
  onTime: number
  medianFirstResponseDays: number | null
  medianDecisionDays: number | null
}

export type Responsiveness =
  | { kind: 'new'; applications: number }
  | {
      kind: 'measured'
      applications: number
      /** Applications whose promise is settled, the share's denominator. */
      due: number
      /** Whole per cent of due applications answered on time; null when none is due yet. */
      onTimePercent: number | null
      medianFirstResponseDays: number | null
      medianDecisionDays: number | null
    }

const tenths = (days: number | null) => (days === null ? null : Math.round(days * 10) / 10)

export function responsivenessOf(tally: ResponsivenessTally | undefined): Responsiveness {
  const applications = tally?.applications ?? 0
  if (!tally || applications < minimumApplications) return { kind: 'new', applications }
  return {
    kind: 'measured',
    applications,
    due: tally.due,
    onTimePercent: tally.due === 0 ? null : Math.floor((tally.onTime / tally.due) * 100),
    medianFirstResponseDays: tenths(tally.medianFirstResponseDays),
    medianDecisionDays: tenths(tally.medianDecisionDays),
  }
}

/** "under a day", "1 day", "3.5 days" — a median as a founder reads it. */
export function daysText(days: number): string {
  if (days < 1) return 'under a day'
  const rounded = days < 10 ? Math.round(days * 10) / 10 : Math.round(days)
  return plural(rounded, 'day')
}

/** How a record reads at a glance: good from 80 % on time, poor below 50 %. */
export function responsivenessTone(r: Responsiveness): 'good' | 'fair' | 'poor' | 'neutral' {
  if (r.kind === 'new' || r.onTimePercent === null) return 'neutral'
  if (r.onTimePercent >= 80) return 'good'
  if (r.onTimePercent >= 50) return 'fair'
  return 'poor'
}
