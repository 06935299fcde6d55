import { sql } from 'drizzle-orm'

import {
  defaultNotificationPreferences,
  teamDefaultNewApplicationEmail,
  type NewApplicationEmailMode,
} from '@/domain/accounts/notification-settings'
import { isLocale, type Locale } from '@/lib/i18n/locales'
import type { Database } from '@/server/db/client'
import { rowsOf } from '@/server/db/rows'
import { member, notificationPreference, user, userPreference } from '@/server/db/schema'

/** A member told of an event: how they want to hear of things by email, and what they read. */
export type NotificationRecipient = {
  organisationId: string
  userId: string
  name: string
  email: string
  newApplicationEmail: NewApplicationEmailMode
  statusEmail: boolean
  /** The language they chose; undefined for those who never chose (they read English). */
  language: Locale | undefined
}

type RecipientRow = Omit<
  NotificationRecipient,
  'newApplicationEmail' | 'statusEmail' | 'language'
> & {
  newApplicationEmail: NewApplicationEmailMode | null
  statusEmail: boolean | null
  language: string | null
}

/**
 * The members of the organisations, with their email preferences and their language, in one
 * statement with the organisations as one array. A fan-out reads a whole team (125 and more) for
 * each application: Drizzle's mapping of every field of every row, and a second statement for the
 * languages, cost the server's thread more than the database's reading of them (decision 0043,
 * "Whole-heap collections, and a team read once").
 */
export async function membersWithPreferences(
  db: Database,
  organisationIds: readonly string[],
): Promise<NotificationRecipient[]> {
  if (organisationIds.length === 0) return []
  const rows = await rowsOf<RecipientRow>(
    db,
    sql`
    select ${member.organisationId} as "organisationId", ${user.id} as "userId",
      ${user.name} as "name", ${user.email} as "email",
      ${notificationPreference.newApplicationEmail} as "newApplicationEmail",
      ${notificationPreference.statusEmail} as "statusEmail",
      ${userPreference.language} as "language"
    from ${member}
    join ${user} on ${user.id} = ${member.userId}
    left join ${notificationPreference} on ${notificationPreference.userId} = ${member.userId}
    left join ${userPreference} on ${userPreference.userId} = ${member.userId}
    where ${member.organisationId} = any(${sql.param([...organisationIds])}::uuid[])`,
  )
  // Without a choice, the defaults: new applications by the team's size (every organisation's
  // members are all here).
  const teamSize = new Map<string, number>()
  for (const row of rows)
    teamSize.set(row.organisationId, (teamSize.get(row.organisationId) ?? 0) + 1)
  return rows.map((row) => ({
    ...row,
    newApplicationEmail:
      row.newApplicationEmail ?? teamDefaultNewApplicationEmail(teamSize.get(row.organisationId)!),
    statusEmail: row.statusEmail ?? defaultNotificationPreferences.statusEmail,
    language: isLocale(row.language) ? row.language : undefined,
  }))
}
