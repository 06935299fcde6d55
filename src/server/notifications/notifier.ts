import { outsideAnyRequest } from '@/server/http/request-context'

import type { Database } from '@/server/db/client'
import { pendingNotificationEvents } from '@/server/db/queries/notifications'
import type { Mailer } from '@/server/email/mailer'
import { notifyDigestHandler, type NotifyDigestJob } from '@/server/jobs/notify-digest'
import { notifyEventsHandler, type NotifyEventsJob } from '@/server/jobs/notify-events'
import { queueNames, type JobQueue } from '@/server/jobs/queue'
import { log } from '@/server/log'

// How long an event may wait for its notifications before the sweep queues it again.
const sweepAgeMs = 60_000
// At most this many events a sweep (the rest wait for the next), in jobs of this many.
const sweepLimit = 1000
const sweepJobSize = 100

/**
 * Notifications come from application events: a request writes its events, then hands their ids
 * to a job, and the job decides who hears about them (bell and email; see ./messages.ts). Requests
 * stay fast however many people are told, and a failed email does not undo a status change.
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
  const fanOut = notifyEventsHandler({ db, jobs, mailer, url })
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

  let sweeping: NodeJS.Timeout | undefined
  // The sweep under way, which a stop waits for: it reads and queues on the connection.
  let sweepUnderWay: Promise<void> = Promise.resolve()

  return {
    dispatch,
    sweep,
    /** Runs the fan-out now, in this process (tests, scripts). */
    fanOut,
    /** Sends one person's daily summary now (the digest job's handler). */
    digest,
    /**
     * Works the notification queues in this process, and sweeps: at once for every event left
     * pending (a process that died between its commit and its queueing), then each minute for
     * events pending longer than a minute.
     */
    startWorker: async () => {
      await jobs.work<NotifyEventsJob>(queueNames.notifyEvents, fanOut)
      await jobs.work<NotifyDigestJob>(queueNames.notifyDigest, digest)
      const sweepNow = (before: Date) =>
        (sweepUnderWay = sweep(before)
          .then((queued) => {
            if (queued > 0) log.info({ queued }, 'queued notifications left pending')
          })
          .catch((error: unknown) => log.warn({ err: error }, 'notification sweep failed')))
      await sweepNow(new Date())
      sweeping ??= outsideAnyRequest(() =>
        setInterval(() => void sweepNow(new Date(Date.now() - sweepAgeMs)), sweepAgeMs).unref(),
      )
    },
    /** Stops sweeping, once the sweep under way (if any) is done. */
    stopSweeping: async () => {
      clearInterval(sweeping)
      sweeping = undefined
      await sweepUnderWay
    },
  }
}

export type Notifier = ReturnType<typeof createNotifier>
