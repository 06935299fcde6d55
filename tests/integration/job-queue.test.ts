import { describe, expect, it } from 'vitest'

import { createTestDatabase } from '../support/database'
import { createJobQueue, queueNames, workBatch } from '@/server/jobs/queue'

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
