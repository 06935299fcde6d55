import type { Database } from '@/server/db/client'
import {
  claimDigestWindow,
  findUserContact,
  newApplicationsNotified,
} from '@/server/db/queries/notifications'
import { roomLinesNotified } from '@/server/db/queries/deal-room-events'
import type { Mailer } from '@/server/email/mailer'
import { day, nextDigest } from '@/server/notifications/messages'
import { queueNames, type JobQueue } from './queue'

export type NotifyDigestJob = { userId: string }

export type DigestScheduler = (userId: string, now: Date) => Promise<void>

/**
 * Queues a person's next daily summary: one job per person and day, for every fan-out of this
 * process (applications' and deal rooms'). The digest queue drops a job whose key is already
 * waiting. Should two ever run, the second finds nothing new and sends nothing. This server
 * remembers the day's jobs it queued, so a large team's every application does not queue its
 * members' summaries again.
 */
export function digestScheduler(jobs: JobQueue): DigestScheduler {
  let scheduledDay = ''
  const scheduled = new Set<string>()
  return async function scheduleDigest(userId, now) {
    const next = nextDigest(now)
    if (next.day !== scheduledDay) {
      scheduled.clear()
      scheduledDay = next.day
    }
    if (scheduled.has(userId)) return
    await jobs.send(queueNames.notifyDigest, { userId } satisfies NotifyDigestJob, {
      startAfter: next.at,
      singletonKey: `digest:${userId}:${next.day}`,
    })
    scheduled.add(userId)
  }
}

/**
 * One person's daily summary: every new application and deal-room line they were told about in
 * the bell since the last summary. With nothing new, no email goes out; two runs never mail the
 * same lines.
 */
export function notifyDigestHandler({
  db,
  mailer,
  url,
}: {
  db: Database
  mailer: Mailer
  url: (path: string) => string
}) {
  return async function notifyDigest({ userId }: NotifyDigestJob): Promise<void> {
    const window = await claimDigestWindow(db, userId, day)
    if (!window) return
    const [items, roomLines] = await Promise.all([
      newApplicationsNotified(db, userId, window),
      roomLinesNotified(db, userId, window),
    ])
    if (items.length === 0 && roomLines.length === 0) return
    const person = await findUserContact(db, userId)
    if (!person) return
    await mailer.send(
      person.email,
      {
        template: 'application-digest',
        props: {
          name: person.name,
          applications: items.map((item) => ({
            startupName: item.startupName,
            channelName: item.channelName,
            url: url(`/investors/applications/${item.startupOrgId}`),
          })),
          dealRooms: roomLines.map((line) => ({ title: line.title, url: url(line.link!) })),
          url: url('/investors/applications'),
        },
      },
      {
        about: [...new Set([...items, ...roomLines].map((item) => item.startupOrgId))],
      },
    )
  }
}
