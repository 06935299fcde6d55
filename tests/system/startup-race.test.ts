import { describe, expect, it } from 'vitest'

import { launch, ready, stop, useEmptyDatabase } from './support'

// Two replicas starting at once on a brand-new database (a first deploy, or a rolling deploy of a
// new migration): both must come up, with the migrations and the demo data applied once.
describe('two servers starting at once on an empty PostgreSQL database', () => {
  const database = useEmptyDatabase()

  it('both come up; the schema and the demo data are there once', async () => {
    const env = { DATABASE_URL: database().url, DEMO_MODE: 'true' }
    const servers = await Promise.all([
      launch('scripts/start.mjs', env),
      launch('scripts/start.mjs', env),
    ])
    try {
      await Promise.all(servers.map((server) => ready(server, 170_000)))
      for (const server of servers) {
        const counts = await fetch(`${server.url}/trpc/website.counts`)
        expect(counts.status).toBe(200)
      }
      const { rows } = await database().query(
        `SELECT (SELECT count(*)::int FROM "user" WHERE email = 'founder@demo.sangam.test') AS founders,
                (SELECT count(*)::int FROM drizzle.__drizzle_migrations) AS migrations,
                (SELECT count(*)::int FROM file) AS files`,
      )
      // The demo files once: the demo startup's logo and deck, the demo investor's logo, and the
      // two decks that reached the demo fund's Inbox by email.
      expect(rows[0]).toMatchObject({ founders: 1, files: 5 })
      expect(rows[0].migrations).toBeGreaterThan(0)
      for (const server of servers)
        expect(server.output()).not.toMatch(/duplicate key|already exists/i)
    } finally {
      await Promise.all(servers.map((server) => stop(server)))
    }
  })
})
