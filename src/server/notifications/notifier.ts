import type { Database } from '../db/client'
import type { Mailer } from '../email/mailer'
import { notifyDigestHandler, type NotifyDigestJob } from '../jobs/notify-digest'
import { notifyEventsHandler, type NotifyEventsJob } from '../jobs/notify-events'
import { queueNames, type JobQueue } from '../jobs/queue'

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

  return {
    async dispatch(eventIds: string[]): Promise<void> {
      if (eventIds.length === 0) return
      await jobs.send(queueNames.notifyEvents, { eventIds } satisfies NotifyEventsJob)
    },
    /** Runs the fan-out now, in this process (tests, scripts). */
    fanOut,
    /** Sends one person's daily summary now (the digest job's handler). */
    digest,
    startWorker: async () => {
      await jobs.work<NotifyEventsJob>(queueNames.notifyEvents, fanOut)
      await jobs.work<NotifyDigestJob>(queueNames.notifyDigest, digest)
    },
  }
}

export type Notifier = ReturnType<typeof createNotifier>
