/**
 * The investor dashboard's period and channel: what `/investors/dashboard?from=…&to=…&channelId=…`
 * means, shared by the screen, the `investors.dashboard.get` procedure and the links from its
 * charts to the applications list.
 *
 * Days are India's calendar days (IST, UTC+05:30, no daylight saving): a period from Jan 1 to
 * Jan 31 holds every application submitted from Jan 1 00:00 IST until Feb 1 00:00 IST. Without a
 * period the dashboard shows the last 12 months up to today.
 */
import { z } from 'zod'

import { said, saying } from '@/lib/i18n/said'

import type { ApplicationSearchRecord } from '@/domain/applications/search-params'
import { addDays, addMonths, calendarDate, day, indiaDate } from '@/lib/calendar'

/** The longest period a dashboard covers: five years, each week a bar. */
export const maxDashboardDays = 5 * 366

/** The last 12 months up to today (India): the dashboard's default period. */
export function defaultPeriod(now: Date): { from: string; to: string } {
  const to = indiaDate(now)
  return { from: addDays(addMonths(to, -12), 1), to }
}

export const dashboardPresets = [
  { id: '30d', label: 'Last 30 days', days: 30 },
  { id: '90d', label: 'Last 90 days', days: 90 },
  { id: '12m', label: 'Last 12 months', days: null },
] as const

/** The period a preset stands for, ending today (India). */
export function presetPeriod(
  preset: (typeof dashboardPresets)[number],
  now: Date,
): { from: string; to: string } {
  if (preset.days === null) return defaultPeriod(now)
  const to = indiaDate(now)
  return { from: addDays(to, 1 - preset.days), to }
}

const dateField = (which: 'start' | 'end') =>
  z
    .string({ error: saying('rule.dashboard.chooseDate', { which }) })
    .max(10, { error: saying('rule.dashboard.notDate', { which }) })
    .refine((value) => calendarDate(value) !== null, {
      error: saying('rule.dashboard.notDate', { which }),
    })

/** The procedure's input: a period of India calendar days and, optionally, one channel. */
export const dashboardInputSchema = z
  .object({
    from: dateField('start'),
    to: dateField('end'),
    channelId: z.uuid({ error: saying('rule.id.channel') }).optional(),
  })
  .superRefine((input, ctx) => {
    if (calendarDate(input.from) === null || calendarDate(input.to) === null) return
    if (input.from > input.to) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: said('rule.dashboard.endBeforeStart'),
      })
      return
    }
    const days = (Date.parse(input.to) - Date.parse(input.from)) / day + 1
    if (days > maxDashboardDays) {
      ctx.addIssue({
        code: 'custom',
        path: ['from'],
        message: said('rule.dashboard.fiveYears'),
      })
    }
  })
export type DashboardInput = z.output<typeof dashboardInputSchema>

/**
 * The dashboard's URL, read leniently as the applications list's is: a missing or broken date
 * falls back to the default period (and `fixed` says so), an unknown channel is kept and the
 * procedure answers that it does not exist.
 */
export function parseDashboardSearch(
  raw: Record<string, unknown> | undefined,
  now: Date,
): { from: string; to: string; channelId: string | undefined; fixed: boolean } {
  const input = raw ?? {}
  const fallback = defaultPeriod(now)
  const from = calendarDate(input.from)
  const to = calendarDate(input.to)
  const channelId = typeof input.channelId === 'string' ? input.channelId.trim() : ''
  const asked = input.from !== undefined || input.to !== undefined
  const period = { from: from ?? fallback.from, to: to ?? fallback.to }
  const valid =
    period.from <= period.to &&
    (Date.parse(period.to) - Date.parse(period.from)) / day + 1 <= maxDashboardDays
  const chosen = valid ? period : fallback
  return {
    ...chosen,
    channelId: channelId || undefined,
    fixed: asked && (from === null || to === null || !valid),
  }
}

/**
 * The applications list's search (docs/contract.md) for a slice of the dashboard: the same period
 * and channel, and the slice's own filter.
 */
export function applicationsLink(
  scope: { from: string; to: string; channelId?: string },
  slice: ApplicationSearchRecord = {},
): ApplicationSearchRecord {
  return {
    ...slice,
    ...(scope.channelId ? { channelId: scope.channelId } : {}),
    submittedFrom: slice.submittedFrom ?? scope.from,
    submittedTo: slice.submittedTo ?? scope.to,
  }
}

/** The days a week bucket covers inside the period, for its link. */
export function weekWithin(
  weekStart: string,
  period: { from: string; to: string },
): { from: string; to: string } {
  const end = addDays(weekStart, 6)
  return {
    from: weekStart < period.from ? period.from : weekStart,
    to: end > period.to ? period.to : end,
  }
}
