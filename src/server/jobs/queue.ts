import PgBoss from 'pg-boss'

import { outsideAnyRequest } from '@/server/http/request-context'

import type { DatabaseConnection } from '@/server/db/client'
import { log } from '@/server/log'

export const queueNames = {
  sendEmail: 'email.send',
  notifyEvents: 'notify.events',
  notifyDigest: 'notify.digest',
} as const
export type QueueName = (typeof queueNames)[keyof typeof queueNames]

export type SendOptions = Pick<PgBoss.SendOptions, 'startAfter' | 'singletonKey'>

/**
 * Queues that keep at most one waiting job per singletonKey ('short': a second send with the key
 * of a job not yet started is dropped). The others accept every job.
 */
const queuePolicies: Partial<Record<QueueName, PgBoss.QueuePolicy>> = {
  [queueNames.notifyDigest]: 'short',
}

/**
 * How long a started job may run before it is taken as lost (its process was killed, or lost the
 * database) and retried. Each fits its work with room to spare: an email is one SMTP exchange; a
 * fan-out job tells the people of up to 100 events.
 */
export const jobExpirySeconds: Record<QueueName, number> = {
  [queueNames.sendEmail]: 60,
  [queueNames.notifyEvents]: 120,
  [queueNames.notifyDigest]: 60,
}

// How often pg-boss looks for expired jobs: a lost email goes out again within about 90 s.
const maintenanceIntervalSeconds = 30

/**
 * On stop, how long the jobs in flight may take to finish before they are given up (and retried
 * after their expiry by another process).
 */
const stopTimeoutMs = 5000

/** Jobs fetched at once per queue and process, and how many of them run at the same time. */
export const workBatch = { size: 20, concurrency: 5 } as const

export type RetryPolicy = { retryLimit: number; retryDelay: number; retryBackoff: boolean }

// A failing SMTP server is retried for about 45 minutes before a message is given up on.
export const defaultRetryPolicy: RetryPolicy = { retryLimit: 10, retryDelay: 5, retryBackoff: true }

/**
 * Background work in PostgreSQL (pg-boss), on the app's own connection, so it works the same on
 * the embedded database and on a server. Started on first use.
 */
export function createJobQueue(
  connection: DatabaseConnection,
  retry: RetryPolicy = defaultRetryPolicy,
) {
  // Once stopped, pg-boss's late statements (a job that outran the stop) are never sent and never
  // answered: the connection may be closed by then, and a rejection nobody waits for would be an
  // unhandled one. Such a job is retried once it expires.
  let stopped = false
  // The queue's statements and batches under way. A worker whose fetch is under way when the stop
  // begins looks idle to pg-boss, yet hands the jobs it took to the handler when the fetch
  // answers: the stop waits for those too, before the connection closes under them.
  const underWay = { count: 0, settled: () => {} }
  async function tracked<T>(work: () => Promise<T>): Promise<T> {
    underWay.count++
    try {
      return await work()
    } finally {
      underWay.count--
      // A fetch's answer reaches the handler within the same turn: nothing under way once that
      // turn is over means nothing more will start.
      if (underWay.count === 0) setImmediate(() => underWay.count === 0 && underWay.settled())
    }
  }
  const boss = new PgBoss({
    db: {
      executeSql: (text: string, values: unknown[]) =>
        stopped ? new Promise<never>(() => {}) : tracked(() => connection.executeSql(text, values)),
    },
    schema: 'pgboss',
    supervise: true,
    maintenanceIntervalSeconds,
    schedule: false,
    migrate: true,
  } as PgBoss.ConstructorOptions)
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'))

  let started: Promise<void> | undefined
  function start(): Promise<void> {
    // Servers starting at once on one database set the queues up one after the other: done
    // together, pg-boss's schema and queue creation can deadlock each other. pg-boss's timers,
    // started here, belong to no request, even when a request's job starts the queue.
    started ??= outsideAnyRequest(() =>
      connection.exclusively(async () => {
        await boss.start()
        for (const name of Object.values(queueNames)) {
          const options = {
            name,
            policy: queuePolicies[name] ?? 'standard',
            expireInSeconds: jobExpirySeconds[name],
            ...retry,
          }
          const queue = await boss.getQueue(name)
          if (!queue) await boss.createQueue(name, options)
          // A database whose queue was made before its policy or expiry was chosen gets them now.
          else if (
            queue.policy !== options.policy ||
            queue.expireInSeconds !== options.expireInSeconds
          ) {
            await boss.updateQueue(name, options)
          }
        }
      }),
    )
    return started
  }

  return {
    start,
    /**
     * Queues a job, to start now or at `startAfter`. On a 'short' queue a second job with the
     * `singletonKey` of one still waiting is dropped, and send returns null instead of an id.
     */
    async send(name: QueueName, data: object, options?: SendOptions): Promise<string | null> {
      await start()
      return boss.send(name, data, options ?? {})
    },
    /** Queues many jobs to start now, in one statement (the queue's own retry and expiry). */
    async sendMany(name: QueueName, data: readonly object[]): Promise<void> {
      if (data.length === 0) return
      await start()
      await boss.insert(data.map((item) => ({ name, data: item })))
    },
    /**
     * Runs `handler` for the queue's jobs in this process: up to `batchSize` jobs a fetch, a few
     * at a time. Each job succeeds or fails on its own (a failed one is retried later, the rest of
     * its batch goes on), and a full batch fetches the next at once instead of waiting to poll.
     */
    async work<T extends object>(name: QueueName, handler: (data: T) => Promise<void>) {
      await start()
      // Known once work() answers; a batch that finishes before then just waits for the next poll.
      const worker = { id: '' }
      worker.id = await boss.work<T>(
        name,
        { pollingIntervalSeconds: 1, batchSize: workBatch.size },
        (jobs) =>
          tracked(async () => {
            let next = 0
            const lane = async () => {
              for (let job = jobs[next++]; job; job = jobs[next++]) {
                try {
                  await handler(job.data)
                } catch (error) {
                  log.warn({ err: error, queue: name }, 'job failed; it will be retried')
                  // Recording the failure needs the database too. If it cannot be recorded (the
                  // database is gone, or the server is stopping), the job is retried all the same
                  // once it expires. The lanes go on either way: a throw here would make pg-boss
                  // record it again, on the same unreachable database.
                  await boss
                    .fail(name, job.id, {
                      message: error instanceof Error ? error.message : String(error),
                    })
                    .catch((failure: unknown) =>
                      log.warn({ err: failure, queue: name }, 'could not record a failed job'),
                    )
                }
              }
            }
            await Promise.all(
              Array.from({ length: Math.min(workBatch.concurrency, jobs.length) }, lane),
            )
            if (jobs.length === workBatch.size && worker.id) boss.notifyWorker(worker.id)
          }),
      )
    },
    /**
     * Jobs of each queue waiting to start (or to be retried) and running, for the metrics; none
     * before this process has started the queue.
     */
    async counts(): Promise<{ queue: QueueName; waiting: number; active: number }[]> {
      if (!started || stopped) return []
      await started
      return Promise.all(
        Object.values(queueNames).map(async (queue) => {
          const waiting = await boss.getQueueSize(queue)
          // Jobs not yet completed, failed or cancelled: those waiting and those running.
          const unfinished = await boss.getQueueSize(queue, { before: 'completed' })
          return { queue, waiting, active: Math.max(0, unfinished - waiting) }
        }),
      )
    },
    /**
     * Stops taking jobs and lets those in flight finish (at most a few seconds), so that the
     * connection can be closed under nothing.
     */
    async stop() {
      if (!started) return
      await started.catch(() => undefined)
      const deadline = Date.now() + stopTimeoutMs
      await boss.stop({ graceful: true, wait: true, close: false, timeout: stopTimeoutMs })
      // A fetch that answered in this turn hands its jobs over before the next one.
      await new Promise((resolve) => setImmediate(resolve))
      if (underWay.count > 0) {
        log.info({ underWay: underWay.count }, 'waiting for the job workers to finish')
        await new Promise<void>((resolve) => {
          underWay.settled = resolve
          setTimeout(resolve, Math.max(0, deadline - Date.now())).unref()
        })
      }
      stopped = true
    },
  }
}

export type JobQueue = ReturnType<typeof createJobQueue>
