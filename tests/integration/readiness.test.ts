import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { connect } from '@/server/db/client'
import { rowsOf } from '@/server/db/rows'
import { readiness } from '@/server/http/readiness'
import { applicationIndexes } from '@/server/search/registry'

import { setupTestApp } from '../support/app'

const app = setupTestApp()

async function answer(response: Promise<Response>) {
  const received = await response
  return { status: received.status, body: await received.json() }
}

describe('GET /api/health/ready', () => {
  it('is ready on a migrated database that answers, once the search indexes are built', async () => {
    const { db } = app().services
    expect(await answer(readiness(db))).toEqual({
      status: 503,
      body: { status: 'search indexes building' },
    })
    await applicationIndexes(db).warm()
    expect(await answer(readiness(db))).toEqual({
      status: 200,
      body: { status: 'ready' },
    })
  })

  it('is not ready on a database the migrations never ran on, nor once it is gone', async () => {
    const unmigrated = connect({ kind: 'pglite' })
    try {
      expect(await answer(readiness(unmigrated.db))).toEqual({
        status: 503,
        body: { status: 'migrations pending' },
      })
    } finally {
      await unmigrated.close()
    }
    expect(await answer(readiness(unmigrated.db))).toEqual({
      status: 503,
      body: { status: 'database unreachable' },
    })
  })

  it('is not ready while the newest migration is missing (an older backup restored)', async () => {
    const { db } = app().services
    const rows = await rowsOf<{ hash: string; created_at: string }>(
      db,
      sql`DELETE FROM drizzle.__drizzle_migrations
          WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)
          RETURNING hash, created_at`,
    )
    expect(rows).toHaveLength(1)
    try {
      expect(await answer(readiness(db))).toEqual({
        status: 503,
        body: { status: 'migrations pending' },
      })
    } finally {
      await db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at)
            VALUES (${rows[0]!.hash}, ${rows[0]!.created_at})`,
      )
    }
    expect((await readiness(db)).status).toBe(200)
  })
})
