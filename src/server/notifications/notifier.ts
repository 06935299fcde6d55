import type { Database } from '../db/client'
import type { Mailer } from '../email/mailer'
import { queueNames, type JobQueue } from '../jobs/queue'

type EventsJob = { eventIds: string[] }

/**
 * Notifications come from application events: a request writes its events, then hands their ids
 * to a job, and the job decides who hears about them (bell and email). Requests stay fast however
 * many people are told, and a failed email does not undo a status change.
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
  async function fanOut({ eventIds }: EventsJob): Promise<void> {
    // FILLED IN BY THE NOTIFICATIONS WORK
    void db
    void mailer
    void baseURL
    void eventIds
  }

  return {
    async dispatch(eventIds: string[]): Promise<void> {
      if (eventIds.length === 0) return
      await jobs.send(queueNames.notifyEvents, { eventIds } satisfies EventsJob)
    },
    /** Runs the fan-out now, in this process (tests, scripts). */
    fanOut,
    startWorker: () => jobs.work<EventsJob>(queueNames.notifyEvents, fanOut),
  }
}

export type Notifier = ReturnType<typeof createNotifier>
