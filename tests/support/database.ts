import { createHash, randomBytes } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'

import { sql } from 'drizzle-orm'
import pg from 'pg'

import { connect, type DatabaseConnection } from '@/server/db/client'
import { rowsOf } from '@/server/db/rows'

// Where the migrated embedded database is kept between test files (and runs), by the migrations'
// content and the PGlite version: a file starts from it in about half a second instead of migrating in two or three.
const dumps = path.resolve('node_modules/.cache/sangam-test-database')

function migrationsKey(): string {
  const hash = createHash('sha256')
  // A new PGlite may store its files differently.
  hash.update(readFileSync(path.resolve('node_modules/@electric-sql/pglite/package.json')))
  const folder = path.resolve('drizzle')
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(folder, file)
    if (statSync(full).isFile()) hash.update(file).update(readFileSync(full))
  }
  return hash.digest('hex').slice(0, 16)
}

async function migratedEmbeddedDatabase(): Promise<DatabaseConnection> {
  const file = path.join(dumps, `${migrationsKey()}.tar`)
  if (existsSync(file)) {
    const connection = connect({ kind: 'pglite', from: new Blob([readFileSync(file)]) })
    // Applies nothing, but checks the copy holds every migration.
    await connection.migrate()
    return connection
  }
  const connection = connect({ kind: 'pglite' })
  await connection.migrate()
  const dump = Buffer.from(await (await connection.dump!()).arrayBuffer())
  mkdirSync(dumps, { recursive: true })
  // Written aside and renamed: a file starting at the same time reads a whole copy or none.
  const partial = `${file}.${process.pid}.partial`
  writeFileSync(partial, dump)
  renameSync(partial, file)
  return connection
}

/**
 * A freshly migrated database for one test file: in-memory PGlite by default, or a brand-new
 * database on the PostgreSQL server named by DATABASE_URL (dropped again by close()).
 */
export async function createTestDatabase(): Promise<DatabaseConnection> {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) return migratedEmbeddedDatabase()
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
  const rows = await rowsOf<{ tablename: string }>(
    connection.db,
    sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`,
  )
  const tables = rows.map((r) => `"${r.tablename}"`)
  if (tables.length) {
    await connection.db.execute(sql.raw(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`))
  }
}
