import { randomBytes } from 'node:crypto'

import { sql } from 'drizzle-orm'
import pg from 'pg'

import { connect, type DatabaseConnection } from '@/server/db/client'

/**
 * A freshly migrated database for one test file: in-memory PGlite by default, or a brand-new
 * database on the PostgreSQL server named by DATABASE_URL (dropped again by close()).
 */
export async function createTestDatabase(): Promise<DatabaseConnection> {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) {
    const connection = connect({ kind: 'pglite' })
    await connection.migrate()
    return connection
  }
  const name = `sangam_test_${randomBytes(6).toString('hex')}`
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const connection = connect({ kind: 'postgres', url: url.toString() })
  await connection.migrate()
  return {
    ...connection,
    close: async () => {
      await connection.close()
      // pool.end() resolves before every socket has closed; dropping then would kill them mid-way.
      await waitUntilUnused(serverUrl, name)
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    },
  }
}

export async function adminQuery(serverUrl: string, statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    return await client.query(statement, values)
  } finally {
    await client.end()
  }
}

async function waitUntilUnused(serverUrl: string, database: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await adminQuery(
      serverUrl,
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [database],
    )
    if (rows[0]?.n === 0) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Empties every table of the app schema, so each test starts from nothing. */
export async function resetDatabase(connection: DatabaseConnection) {
  const rows = (await connection.db.execute(
    sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`,
  )) as unknown as { rows: { tablename: string }[] }
  const tables = rows.rows.map((r) => `"${r.tablename}"`)
  if (tables.length) {
    await connection.db.execute(sql.raw(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`))
  }
}
