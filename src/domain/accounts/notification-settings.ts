import { z } from 'zod'

/** How an investor hears of new applications by email (the bell always shows them). */
export const newApplicationEmailModes = ['each', 'daily', 'off'] as const
export type NewApplicationEmailMode = (typeof newApplicationEmailModes)[number]

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

export const notificationPreferencesSchema = z.object({
  newApplicationEmail: z.enum(newApplicationEmailModes, {
    error: 'Choose every application, a daily summary or no emails.',
  }),
  statusEmail: z.boolean({ error: 'Choose whether to get emails about your applications.' }),
})

export type NotificationPreferences = z.output<typeof notificationPreferencesSchema>

export const defaultNotificationPreferences: NotificationPreferences = {
  newApplicationEmail: 'each',
  statusEmail: true,
}
