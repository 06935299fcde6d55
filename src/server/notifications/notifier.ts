import { outsideAnyRequest } from '@/server/http/request-context'

import type { Database } from '@/server/db/client'
import { claimPendingRoomEvents } from '@/server/db/queries/deal-room-events'
import { pendingNotificationEvents } from '@/server/db/queries/notifications'
import type { Mailer } from '@/server/email/mailer'
import { notifyDealRoomEventsHandler } from '@/server/jobs/notify-deal-room-events'
import {
  digestScheduler,
  notifyDigestHandler,
  type NotifyDigestJob,
} from '@/server/jobs/notify-digest'
import { notifyEventsHandler, type NotifyEventsJob } from '@/server/jobs/notify-events'
import { queueNames, type JobQueue } from '@/server/jobs/queue'
import { log } from '@/server/log'

// How long an event may wait for its notifications before the sweep queues it again.
const sweepAgeMs = 60_000
// At most this many events a sweep (the rest wait for the next), in jobs of this many.
const sweepLimit = 1000
const sweepJobSize = 100
/**
 * Deal-room events are picked up by the worker rather than handed on by the request: they are
 * few (an invitation, an answer, a commitment), so a look every few seconds costs one read of an
 * empty index, and the writes stay plain queries. An event queued and not told within a minute
 * (its job lost) is queued again.
 */
const roomPollMs = 3_000
const roomRequeueMs = 60_000

/**
 * Notifications come from application events: a request writes its events, then hands their ids
 * to a job, and the job decides who hears about them (bell and email; see ./messages.ts). Requests
 * stay fast however many people are told, and a failed email does not undo a status change.
 * Deal-room events (./deal-room-messages.ts) take the same job, queued by this worker's look for
 * them (`sweepRooms`).
 */
export function createNotifier({
  db,
  jobs,
  mailer,
  baseURL,
}: {
  db: Database
  jobs: JobQueue
  mailer: Mailer
  baseURL: string
}) {
  const url = (path: string) => new URL(path, baseURL).toString()
  const scheduleDigest = digestScheduler(jobs)
  const fanOut = notifyEventsHandler({ db, mailer, url, scheduleDigest })
  const fanOutRooms = notifyDealRoomEventsHandler({ db, mailer, url, scheduleDigest })
  const digest = notifyDigestHandler({ db, mailer, url })

  async function dispatch(eventIds: string[]): Promise<void> {
    if (eventIds.length === 0) return
    await jobs.send(queueNames.notifyEvents, { eventIds } satisfies NotifyEventsJob)
  }

  /**
   * Queues the events written before `before` whose notifications are not out: those a process
   * wrote and died before queueing, or whose job is late. The fan-out is safe to run twice (a
   * person gets each event's line and email once), so an event queued twice is told once.
   */
  async function sweep(before: Date): Promise<number> {
    const eventIds = await pendingNotificationEvents(db, before, sweepLimit)
    for (let at = 0; at < eventIds.length; at += sweepJobSize) {
      await dispatch(eventIds.slice(at, at + sweepJobSize))
    }
    return eventIds.length
  }

  /**
   * Queues the deal-room events not yet told that no worker queued in the last minute (the
   * oldest first), and answers how many.
   */
  async function sweepRooms(now: Date): Promise<number> {
    const ids = await claimPendingRoomEvents(db, {
      now,
      staleBefore: new Date(now.getTime() - roomRequeueMs),
      limit: sweepLimit,
    })
    for (let at = 0; at < ids.length; at += sweepJobSize) {
      await jobs.send(queueNames.notifyEvents, {
        eventIds: [],
        dealRoomEventIds: ids.slice(at, at + sweepJobSize),
      } satisfies NotifyEventsJob)
    }
    return ids.length
  }

  let sweeping: NodeJS.Timeout | undefined
  let pollingRooms: NodeJS.Timeout | undefined
  // The sweeps under way, which a stop waits for: they read and queue on the connection.
  let sweepUnderWay: Promise<void> = Promise.resolve()
  let roomSweepUnderWay: Promise<void> = Promise.resolve()

  return {
    dispatch,
    sweep,
    sweepRooms,
    /** Runs the fan-out now, in this process (tests, scripts). */
    fanOut,
    /** Runs the deal rooms' fan-out now, in this process (tests, scripts). */
    fanOutRooms,
    /** Sends one person's daily summary now (the digest job's handler). */
    digest,
    /**
     * Works the notification queues in this process, and sweeps: at once for every event left
     * pending (a process that died between its commit and its queueing), then each minute for
     * events pending longer than a minute. Deal-room events are looked for every few seconds.
     */
    startWorker: async () => {
      await jobs.work<NotifyEventsJob>(queueNames.notifyEvents, async (job) => {
        await fanOut(job)
        if (job.dealRoomEventIds) await fanOutRooms({ dealRoomEventIds: job.dealRoomEventIds })
      })
      await jobs.work<NotifyDigestJob>(queueNames.notifyDigest, digest)
      const sweepNow = (before: Date) =>
        (sweepUnderWay = sweep(before)
          .then((queued) => {
            if (queued > 0) log.info({ queued }, 'queued notifications left pending')
          })
          .catch((error: unknown) => log.warn({ err: error }, 'notification sweep failed')))
      let roomsUnderWay = false
      const sweepRoomsNow = () => {
        // One look at a time: a slow database does not pile them up.
        if (roomsUnderWay) return
        roomsUnderWay = true
        roomSweepUnderWay = sweepRooms(new Date())
          .then(() => undefined)
          .catch((error: unknown) => log.warn({ err: error }, 'deal room notifications not queued'))
          .finally(() => (roomsUnderWay = false))
      }
      await sweepNow(new Date())
      sweepRoomsNow()
      sweeping ??= outsideAnyRequest(() =>
        setInterval(() => void sweepNow(new Date(Date.now() - sweepAgeMs)), sweepAgeMs).unref(),
      )
      pollingRooms ??= outsideAnyRequest(() => setInterval(sweepRoomsNow, roomPollMs).unref())
    },
    /** Stops sweeping, once the sweeps under way (if any) are done. */
    stopSweeping: async () => {
      clearInterval(sweeping)
      clearInterval(pollingRooms)
      sweeping = undefined
      pollingRooms = undefined
      await Promise.all([sweepUnderWay, roomSweepUnderWay])
    },
  }
}

export type Notifier = ReturnType<typeof createNotifier>
