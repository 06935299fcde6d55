import { z } from 'zod'

import { saying } from '@/lib/i18n/said'

import { newApplicationEmailModes, type NewApplicationEmailMode } from './new-application-email'

export { newApplicationEmailModes, type NewApplicationEmailMode }

export const newApplicationEmailLabels = {
  each: 'Every application',
  daily: 'A daily summary',
  off: 'No emails',
} as const satisfies Record<NewApplicationEmailMode, string>

export const newApplicationEmailHints = {
  each: 'An email as each application arrives.',
  daily:
    'One email at 6 pm (India time) listing the day’s new applications, only when there are some.',
  off: 'New applications appear only in the bell and the applications inbox.',
} as const satisfies Record<NewApplicationEmailMode, string>

/**
 * Teams of this many people or more hear of new applications in the daily summary unless a person
 * chooses otherwise: a partner told of every application by email stops reading them, and the
 * bell and the applications list show each one at once either way (decision 0043).
 */
export const largeTeamSize = 6

/** How a person who has not chosen hears of new applications, by the size of their team. */
export function teamDefaultNewApplicationEmail(teamSize: number): NewApplicationEmailMode {
  return teamSize >= largeTeamSize ? 'daily' : 'each'
}

/** The sentence the settings screen shows about the default that applies to the person. */
export function teamDefaultHint(teamSize: number): string {
  const people = `${teamSize.toLocaleString('en-IN')} ${teamSize === 1 ? 'person' : 'people'}`
  return teamDefaultNewApplicationEmail(teamSize) === 'daily'
    ? `Your team has ${people}, so unless you choose otherwise new applications come in the daily summary. Teams of ${largeTeamSize} or more get it by default.`
    : `Your team has ${people}, so unless you choose otherwise every application comes by email. Teams of ${largeTeamSize} or more get the daily summary by default.`
}

export const notificationPreferencesSchema = z.object({
  newApplicationEmail: z.enum(newApplicationEmailModes, {
    error: saying('rule.notifications.chooseMode'),
  }),
  statusEmail: z.boolean({ error: saying('rule.notifications.chooseStatusEmail') }),
})

export type NotificationPreferences = z.output<typeof notificationPreferencesSchema>

/** The preferences in effect, and whether the new-application emails follow the team's default. */
export type EffectivePreferences = NotificationPreferences & {
  teamDefault: { mode: NewApplicationEmailMode; teamSize: number; followed: boolean }
}

/** What a person without a choice gets, but for new applications (by team size, above). */
export const defaultNotificationPreferences = { statusEmail: true } as const
