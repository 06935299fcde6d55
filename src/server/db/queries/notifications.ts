import { and, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm'

import {
  defaultNotificationPreferences,
  type NotificationPreferences,
} from '@/domain/accounts/notification-settings'

import type { Database } from '../client'
import { notification, notificationPreference } from '../schema'

// Every query here is scoped by the user: one person's bell is theirs alone.

/** The user's notifications, newest first, `limit` at a time after the one named by `cursor`. */
export async function listNotifications(
  db: Database,
  userId: string,
  { cursor, limit }: { cursor?: string; limit: number },
) {
  const after = cursor
    ? (
        await db
          .select({ createdAt: notification.createdAt, id: notification.id })
          .from(notification)
          .where(and(eq(notification.id, cursor), eq(notification.userId, userId)))
      )[0]
    : undefined
  const rows = await db
    .select({
      id: notification.id,
      kind: notification.kind,
      title: notification.title,
      body: notification.body,
      link: notification.link,
      readAt: notification.readAt,
      createdAt: notification.createdAt,
    })
    .from(notification)
    .where(
      and(
        eq(notification.userId, userId),
        after
          ? or(
              lt(notification.createdAt, after.createdAt),
              and(eq(notification.createdAt, after.createdAt), lt(notification.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(notification.createdAt), desc(notification.id))
    .limit(limit + 1)
  const items = rows.slice(0, limit)
  return { items, nextCursor: rows.length > limit ? (items.at(-1)?.id ?? null) : null }
}

export async function countUnread(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notification)
    .where(and(eq(notification.userId, userId), isNull(notification.readAt)))
  return row?.n ?? 0
}

/** Marks the user's own notifications among `ids` read; other ids change nothing. */
export async function markRead(db: Database, userId: string, ids: string[]): Promise<number> {
  const rows = await db
    .update(notification)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notification.userId, userId),
        inArray(notification.id, ids),
        isNull(notification.readAt),
      ),
    )
    .returning({ id: notification.id })
  return rows.length
}

export async function markAllRead(db: Database, userId: string): Promise<number> {
  const rows = await db
    .update(notification)
    .set({ readAt: new Date() })
    .where(and(eq(notification.userId, userId), isNull(notification.readAt)))
    .returning({ id: notification.id })
  return rows.length
}

export async function findPreferences(
  db: Database,
  userId: string,
): Promise<NotificationPreferences> {
  const [row] = await db
    .select({
      newApplicationEmail: notificationPreference.newApplicationEmail,
      statusEmail: notificationPreference.statusEmail,
    })
    .from(notificationPreference)
    .where(eq(notificationPreference.userId, userId))
  return row ?? defaultNotificationPreferences
}

/**
 * Saves the user's preferences. Switching to the daily summary starts its window now, so the
 * first summary does not repeat applications already mailed one by one.
 */
export async function savePreferences(
  db: Database,
  userId: string,
  values: NotificationPreferences,
): Promise<NotificationPreferences> {
  const now = new Date()
  const startsDigest = values.newApplicationEmail === 'daily'
  const [row] = await db
    .insert(notificationPreference)
    .values({ userId, ...values, lastDigestAt: startsDigest ? now : null, updatedAt: now })
    .onConflictDoUpdate({
      target: notificationPreference.userId,
      set: {
        ...values,
        updatedAt: now,
        ...(startsDigest
          ? {
              lastDigestAt: sql`case when ${notificationPreference.newApplicationEmail} = 'daily'
                then ${notificationPreference.lastDigestAt} else ${now.toISOString()}::timestamptz end`,
            }
          : {}),
      },
    })
    .returning({
      newApplicationEmail: notificationPreference.newApplicationEmail,
      statusEmail: notificationPreference.statusEmail,
    })
  return row!
}
