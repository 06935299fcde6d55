import PgBoss from 'pg-boss'

import { outsideAnyRequest } from '@/server/http/request-context'

import type { DatabaseConnection } from '../db/client'
import { log } from '../log'

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
  // Once stopped, pg-boss's late statements (it records, without waiting, a job that ended after
  // the stop) are never sent and never answered: the connection may be closed by then, and a
  // rejection nobody waits for would be an unhandled one. Such a job is retried once it expires.
  let stopped = false
  const boss = new PgBoss({
    db: {
      executeSql: (text: string, values: unknown[]) =>
        stopped ? new Promise<never>(() => {}) : connection.executeSql(text, values),
    },
    schema: 'pgboss',
    supervise: true,
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
          const policy = queuePolicies[name] ?? 'standard'
          const queue = await boss.getQueue(name)
          if (!queue) await boss.createQueue(name, { name, policy, ...retry })
          // A database whose queue was made before its policy was chosen gets it now.
          else if (queue.policy !== policy) await boss.updateQueue(name, { name, policy, ...retry })
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
        async (jobs) => {
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
        },
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
    async stop() {
      if (!started) return
      await started.catch(() => undefined)
      await boss.stop({ graceful: true, wait: true, timeout: 3000 })
      stopped = true
    },
  }
}

export type JobQueue = ReturnType<typeof createJobQueue>
