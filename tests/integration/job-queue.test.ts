import { describe, expect, it, vi } from 'vitest'

import { createTestDatabase } from '../support/database'
import { createJobQueue, jobExpirySeconds, queueNames, workBatch } from '@/server/jobs/queue'
import { log } from '@/server/log'

// Notifying 500 founders after a bulk move must not take minutes: jobs are worked in batches, a
// few at a time, and one failing job holds up none of the others.
describe('the job queue', () => {
  it('works many jobs side by side, retries a failed one alone, and finishes them all', async () => {
    const connection = await createTestDatabase()
    const jobs = createJobQueue(connection, { retryLimit: 3, retryDelay: 1, retryBackoff: false })
    try {
      const total = 45
      for (let i = 0; i < total; i++) await jobs.send(queueNames.sendEmail, { emailId: `m${i}` })

      const done = new Set<string>()
      let running = 0
      let mostAtOnce = 0
      let failedOnce = false
      await jobs.work<{ emailId: string }>(queueNames.sendEmail, async ({ emailId }) => {
        running += 1
        mostAtOnce = Math.max(mostAtOnce, running)
        try {
          await new Promise((resolve) => setTimeout(resolve, 30))
          if (emailId === 'm7' && !failedOnce) {
            failedOnce = true
            throw new Error('SMTP server said 421, try later')
          }
          done.add(emailId)
        } finally {
          running -= 1
        }
      })
      await expect.poll(() => done.size, { timeout: 20_000, interval: 100 }).toBe(total)
      expect(failedOnce).toBe(true)
      expect(mostAtOnce).toBe(workBatch.concurrency)
    } finally {
      await jobs.stop()
      await connection.close()
    }
  })
})

// A process killed while it works a job holds it until the job expires: the expiry must fit the
// job (an email: a minute), not pg-boss's 15 minutes.
describe('job expiry', () => {
  it('gives each queue and each job its own expiry, also on a database whose queues are older', async () => {
    const connection = await createTestDatabase()
    try {
      const older = createJobQueue(connection)
      await older.start()
      // Queues as they were made before their expiry was chosen: pg-boss's default.
      await connection.executeSql('UPDATE pgboss.queue SET expire_seconds = NULL', [])
      await older.stop()

      const jobs = createJobQueue(connection)
      try {
        await jobs.send(queueNames.sendEmail, { emailId: 'e1' })
        const { rows: queues } = await connection.executeSql(
          'SELECT name, expire_seconds FROM pgboss.queue ORDER BY name',
          [],
        )
        const expiries = (queues as { name: string; expire_seconds: number | null }[]).map((q) => [
          q.name,
          q.expire_seconds,
        ])
        expect(Object.fromEntries(expiries)).toEqual(jobExpirySeconds)
        expect(jobExpirySeconds[queueNames.sendEmail]).toBe(60)
        const { rows: sent } = await connection.executeSql(
          "SELECT EXTRACT(epoch FROM expire_in)::int AS seconds FROM pgboss.job WHERE name = 'email.send'",
          [],
        )
        expect(sent).toEqual([{ seconds: 60 }])
      } finally {
        await jobs.stop()
      }
    } finally {
      await connection.close()
    }
  })
})

// On SIGTERM the connection closes right after the queue stops: a job still being worked then
// fails with "Cannot use a pool after calling end on the pool".
describe('stopping the job queue', () => {
  it('lets the jobs of a fetch under way when the stop begins finish before it answers', async () => {
    const connection = await createTestDatabase()
    // The worker's next fetch takes its job, then its answer is held until the test lets it go.
    let holdNextFetch = false
    let fetched = () => {}
    const fetchHeld = new Promise<void>((resolve) => (fetched = resolve))
    let letGo = () => {}
    const released = new Promise<void>((resolve) => (letGo = resolve))
    const jobs = createJobQueue({
      ...connection,
      executeSql: async (text, values) => {
        const answer = await connection.executeSql(text, values)
        if (holdNextFetch && /SKIP LOCKED/.test(text) && answer.rows.length > 0) {
          holdNextFetch = false
          fetched()
          await released
        }
        return answer
      },
    })
    const worked: string[] = []
    const waiting = vi.spyOn(log, 'info')
    try {
      await jobs.work<{ emailId: string }>(queueNames.sendEmail, async ({ emailId }) => {
        await connection.executeSql('SELECT 1', [])
        worked.push(emailId)
      })
      holdNextFetch = true
      await jobs.send(queueNames.sendEmail, { emailId: 'in-flight' })
      await fetchHeld

      let stopped = false
      const stopping = jobs.stop().then(() => (stopped = true))
      // The fetch answers once the stop has either finished or said it waits for the workers.
      await expect
        .poll(
          () =>
            stopped ||
            waiting.mock.calls.some(
              ([, message]) => message === 'waiting for the job workers to finish',
            ),
          { timeout: 10_000, interval: 20 },
        )
        .toBe(true)
      const workedWhenStopped = stopped ? [...worked] : null
      letGo()
      await stopping
      expect(workedWhenStopped).toBeNull()
      expect(worked).toEqual(['in-flight'])
      const { rows } = await connection.executeSql(
        "SELECT state FROM pgboss.job WHERE name = 'email.send'",
        [],
      )
      expect(rows).toEqual([{ state: 'completed' }])
    } finally {
      letGo()
      waiting.mockRestore()
      await jobs.stop()
      await connection.close()
    }
  })
})
