import { and, asc, count, desc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm'

import {
  defaultNotificationPreferences,
  teamDefaultNewApplicationEmail,
  type EffectivePreferences,
  type NotificationPreferences,
} from '@/domain/accounts/notification-settings'
import { unreadCountCap } from '@/lib/limits'

import type { Database } from '@/server/db/client'
import {
  application,
  applicationEvent,
  channel,
  member,
  notification,
  notificationPreference,
  organisation,
  user,
} from '@/server/db/schema'

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

/**
 * The unread count stops at `unreadCountCap`: the bell shows "99+" past 99, and a large team's
 * member can have thousands unread, which every poll of every open page would count again.
 */
export async function countUnread(db: Database, userId: string): Promise<number> {
  const unread = db
    .select({ id: notification.id })
    .from(notification)
    .where(and(eq(notification.userId, userId), isNull(notification.readAt)))
    .limit(unreadCountCap)
    .as('unread')
  const [row] = await db.select({ n: count() }).from(unread)
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

/** How many people are in the person's team (0 without one): it sets their default. */
async function teamSizeOf(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ size: count() })
    .from(member)
    .where(
      inArray(
        member.organisationId,
        db.select({ id: member.organisationId }).from(member).where(eq(member.userId, userId)),
      ),
    )
  return row?.size ?? 0
}

/** The person's preferences in effect: their choices, else the defaults of their team's size. */
export async function findPreferences(db: Database, userId: string): Promise<EffectivePreferences> {
  const [[row], teamSize] = await Promise.all([
    db
      .select({
        newApplicationEmail: notificationPreference.newApplicationEmail,
        statusEmail: notificationPreference.statusEmail,
      })
      .from(notificationPreference)
      .where(eq(notificationPreference.userId, userId)),
    teamSizeOf(db, userId),
  ])
  const mode = teamDefaultNewApplicationEmail(teamSize)
  return {
    newApplicationEmail: row?.newApplicationEmail ?? mode,
    statusEmail: row?.statusEmail ?? defaultNotificationPreferences.statusEmail,
    teamDefault: { mode, teamSize, followed: !row?.newApplicationEmail },
  }
}

/**
 * Saves the user's preferences. A person who follows their team's default and keeps its choice
 * goes on following it (should the team grow or shrink, their emails follow). Switching to the
 * daily summary starts its window now, so the first summary does not repeat applications already
 * mailed one by one.
 */
export async function savePreferences(
  db: Database,
  userId: string,
  values: NotificationPreferences,
): Promise<EffectivePreferences> {
  const before = await findPreferences(db, userId)
  const followsDefault =
    before.teamDefault.followed && values.newApplicationEmail === before.teamDefault.mode
  const chosen = followsDefault ? null : values.newApplicationEmail
  const now = new Date()
  const startsDigest =
    values.newApplicationEmail === 'daily' && before.newApplicationEmail !== 'daily'
  await db
    .insert(notificationPreference)
    .values({
      userId,
      newApplicationEmail: chosen,
      statusEmail: values.statusEmail,
      lastDigestAt: startsDigest ? now : null,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: notificationPreference.userId,
      set: {
        newApplicationEmail: chosen,
        statusEmail: values.statusEmail,
        updatedAt: now,
        ...(startsDigest ? { lastDigestAt: now } : {}),
      },
    })
  return {
    newApplicationEmail: chosen ?? before.teamDefault.mode,
    statusEmail: values.statusEmail,
    teamDefault: { ...before.teamDefault, followed: chosen === null },
  }
}

// What the notification jobs read and write: events, who hears of them, bell lines, summaries.

/** Rows per insert: a statement's arrays stay a few hundred kilobytes at most. */
const insertBatch = 1000

export type EventFacts = Awaited<ReturnType<typeof loadEvents>>[number]

/** The application events with what a notification about them names: startup, channel, investor. */
export function loadEvents(db: Database, eventIds: string[]) {
  return db
    .select({
      eventId: applicationEvent.id,
      actorId: applicationEvent.actorId,
      fromStatus: applicationEvent.fromStatus,
      toStatus: applicationEvent.toStatus,
      createdAt: applicationEvent.createdAt,
      startupOrgId: application.startupOrgId,
      investorOrgId: application.investorOrgId,
      startupName: application.startupName,
      oneLiner: application.oneLiner,
      decisionMessage: application.decisionMessage,
      rejectionReason: application.rejectionReason,
      channelName: channel.title,
      investorName: organisation.name,
    })
    .from(applicationEvent)
    .innerJoin(application, eq(application.id, applicationEvent.applicationId))
    .innerJoin(channel, eq(channel.id, application.channelId))
    .innerJoin(organisation, eq(organisation.id, application.investorOrgId))
    .where(
      and(
        inArray(applicationEvent.id, eventIds),
        // A move between two stages mapped to one status changes nothing founders see
        // (docs/decisions/0046): nobody is told of it.
        sql`${applicationEvent.fromStatus} is distinct from ${applicationEvent.toStatus}`,
      ),
    )
    .orderBy(asc(applicationEvent.createdAt))
}

/**
 * Writes bell lines; a line already written for the same event and person is kept as it was.
 * Each column goes as one array (`unnest`): an application to a team of 125 is 125 lines, and
 * building a statement with a parameter per value cost the server's thread more than the
 * database's work of inserting them (decision 0043, "A deadline day's fan-out"). The kinds go as
 * text: PGlite sends an array of a type it learnt of after connecting as one string.
 */
export async function insertNotifications(
  db: Database,
  lines: Omit<typeof notification.$inferInsert, 'id' | 'createdAt' | 'readAt'>[],
) {
  for (let i = 0; i < lines.length; i += insertBatch) {
    const batch = lines.slice(i, i + insertBatch)
    const column = <T>(value: (line: (typeof batch)[number]) => T) => sql.param(batch.map(value))
    await db.execute(sql`
      insert into ${notification} (user_id, kind, title, body, link, event_id)
      select * from unnest(
        ${column((line) => line.userId)}::text[],
        ${column((line) => line.kind)}::text[]::notification_kind[],
        ${column((line) => line.title)}::text[],
        ${column((line) => line.body ?? null)}::text[],
        ${column((line) => line.link ?? null)}::text[],
        ${column((line) => line.eventId ?? null)}::uuid[])
      on conflict do nothing`)
  }
}

/**
 * Claims the period a person's daily summary covers: from the last summary (or a day back) to
 * now. The preference row is locked while it is claimed, so two runs never cover the same
 * applications. Null when the person no longer wants daily summaries.
 */
export async function claimDigestWindow(db: Database, userId: string, fallbackMs: number) {
  return db.transaction(async (tx) => {
    // A person following their team's default has no row until their first summary.
    await tx.insert(notificationPreference).values({ userId }).onConflictDoNothing()
    const [preference] = await tx
      .select()
      .from(notificationPreference)
      .where(eq(notificationPreference.userId, userId))
      .for('update')
    if (!preference) return null
    const mode =
      preference.newApplicationEmail ?? teamDefaultNewApplicationEmail(await teamSizeOf(tx, userId))
    if (mode !== 'daily') return null
    const until = new Date()
    await tx
      .update(notificationPreference)
      .set({ lastDigestAt: until })
      .where(eq(notificationPreference.userId, userId))
    return { since: preference.lastDigestAt ?? new Date(until.getTime() - fallbackMs), until }
  })
}

/** The new applications a person was told about in the bell within the window, oldest first. */
export function newApplicationsNotified(
  db: Database,
  userId: string,
  window: { since: Date; until: Date },
) {
  return db
    .select({
      startupOrgId: application.startupOrgId,
      startupName: application.startupName,
      channelName: channel.title,
    })
    .from(notification)
    .innerJoin(applicationEvent, eq(applicationEvent.id, notification.eventId))
    .innerJoin(application, eq(application.id, applicationEvent.applicationId))
    .innerJoin(channel, eq(channel.id, application.channelId))
    .where(
      and(
        eq(notification.userId, userId),
        eq(notification.kind, 'application_submitted'),
        gt(notification.createdAt, window.since),
        lte(notification.createdAt, window.until),
      ),
    )
    .orderBy(asc(notification.createdAt))
}

export async function findUserContact(db: Database, userId: string) {
  const [person] = await db
    .select({ name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, userId))
  return person
}

/**
 * Events written to be notified whose notifications are not out yet, created before `before`:
 * the oldest first, at most `limit`.
 */
export async function pendingNotificationEvents(
  db: Database,
  before: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: applicationEvent.id })
    .from(applicationEvent)
    .where(and(eq(applicationEvent.notifyPending, true), lt(applicationEvent.createdAt, before)))
    .orderBy(asc(applicationEvent.createdAt))
    .limit(limit)
  return rows.map((row) => row.id)
}

/** The events' notifications are out: the sweep no longer looks at them. */
export async function markEventsNotified(db: Database, eventIds: string[]): Promise<void> {
  if (eventIds.length === 0) return
  await db
    .update(applicationEvent)
    .set({ notifyPending: false })
    .where(and(inArray(applicationEvent.id, eventIds), eq(applicationEvent.notifyPending, true)))
}
