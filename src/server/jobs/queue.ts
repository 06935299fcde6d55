import PgBoss from 'pg-boss'

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

export type RetryPolicy = { retryLimit: number; retryDelay: number; retryBackoff: boolean }

// A failing SMTP server is retried for about 45 minutes before a message is given up on.
export const defaultRetryPolicy: RetryPolicy = { retryLimit: 10, retryDelay: 5, retryBackoff: true }

/**
 * Background work in PostgreSQL (pg-boss), on the app's own connection, so it works the same on
 * the embedded database and on a server. Started on first use.
 */
export function createJobQueue(connection: DatabaseConnection, retry: RetryPolicy = defaultRetryPolicy) {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => connection.executeSql(text, values) },
    schema: 'pgboss',
    supervise: true,
    schedule: false,
    migrate: true,
  } as PgBoss.ConstructorOptions)
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'))

  let started: Promise<void> | undefined
  function start(): Promise<void> {
    started ??= (async () => {
      await boss.start()
      for (const name of Object.values(queueNames)) {
        const policy = queuePolicies[name] ?? 'standard'
        const queue = await boss.getQueue(name)
        if (!queue) await boss.createQueue(name, { name, policy, ...retry })
        // A database whose queue was made before its policy was chosen gets it now.
        else if (queue.policy !== policy) await boss.updateQueue(name, { name, policy, ...retry })
      }
    })()
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
    async work<T extends object>(name: QueueName, handler: (data: T) => Promise<void>) {
      await start()
      await boss.work<T>(name, { pollingIntervalSeconds: 1, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) await handler(job.data)
      })
    },
    async stop() {
      if (!started) return
      await started.catch(() => undefined)
      await boss.stop({ graceful: true, wait: true, timeout: 3000 })
    },
  }
}

export type JobQueue = ReturnType<typeof createJobQueue>
