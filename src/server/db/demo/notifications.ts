/**
 * Bell lines for the demo founder and the demo investor, made from their real application events
 * with the notifier's own wording, so the bell has something to show: the newest unread, the
 * older ones read. Runs inside the demo seed's transaction, after the events are inserted.
 */
import { and, desc, eq, isNull, notInArray, or } from 'drizzle-orm'

import { demoAccounts } from '@/server/demo-accounts'
import { seedDemoDealRoomNotifications } from './deal-room-notifications'
import { bellLineFor } from '@/server/notifications/messages'
import { loadEvents } from '@/server/db/queries/notifications'
import type { Database } from '@/server/db/client'
import { application, applicationEvent, member, notification, user } from '@/server/db/schema'

const founderLines = 6
const investorLines = 8
const unreadPerPerson = 3

async function memberOf(db: Database, role: (typeof demoAccounts)[number]['role']) {
  const email = demoAccounts.find((account) => account.role === role)?.email
  if (!email) return null
  const [row] = await db
    .select({ userId: user.id, organisationId: member.organisationId })
    .from(user)
    .innerJoin(member, eq(member.userId, user.id))
    .where(eq(user.email, email))
  return row ?? null
}

export async function seedDemoNotifications(db: Database): Promise<void> {
  const founder = await memberOf(db, 'Founder')
  const investor = await memberOf(db, 'Investor')
  const rows: (typeof notification.$inferInsert)[] = []

  if (founder) {
    // What investors did to the demo startup's applications (not its own submissions and withdrawals).
    const events = await db
      .select({ id: applicationEvent.id })
      .from(applicationEvent)
      .innerJoin(application, eq(application.id, applicationEvent.applicationId))
      .where(
        and(
          eq(application.startupOrgId, founder.organisationId),
          notInArray(applicationEvent.toStatus, ['submitted', 'withdrawn']),
        ),
      )
      .orderBy(desc(applicationEvent.createdAt))
      .limit(founderLines)
    rows.push(
      ...(await linesFor(
        db,
        founder.userId,
        events.map((e) => e.id),
      )),
    )
  }

  if (investor) {
    // New applications and withdrawals in the demo investor's channels.
    const events = await db
      .select({ id: applicationEvent.id })
      .from(applicationEvent)
      .innerJoin(application, eq(application.id, applicationEvent.applicationId))
      .where(
        and(
          eq(application.investorOrgId, investor.organisationId),
          or(
            and(eq(applicationEvent.toStatus, 'submitted'), isNull(applicationEvent.fromStatus)),
            eq(applicationEvent.toStatus, 'withdrawn'),
          ),
        ),
      )
      .orderBy(desc(applicationEvent.createdAt))
      .limit(investorLines)
    rows.push(
      ...(await linesFor(
        db,
        investor.userId,
        events.map((e) => e.id),
      )),
    )
  }

  if (rows.length > 0) await db.insert(notification).values(rows).onConflictDoNothing()
  await seedDemoDealRoomNotifications(
    db,
    [founder, investor].filter((person) => person !== null),
  )
}

async function linesFor(db: Database, userId: string, eventIds: string[]) {
  if (eventIds.length === 0) return []
  const events = await loadEvents(db, eventIds)
  const newestFirst = [...events].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
  return newestFirst.map((event, index) => {
    const line = bellLineFor(event)
    return {
      userId,
      kind: line.kind,
      title: line.title,
      body: line.body,
      link: line.link,
      eventId: event.eventId,
      createdAt: event.createdAt,
      readAt: index < unreadPerPerson ? null : new Date(event.createdAt.getTime() + 60 * 60 * 1000),
    }
  })
}
