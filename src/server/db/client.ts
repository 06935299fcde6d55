import { mkdirSync } from 'node:fs'
import path from 'node:path'

import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'

import * as schema from './schema'

export type Schema = typeof schema
// Both drivers produce this type; code never needs to know which one it talks to.
export type Database = PgDatabase<PgQueryResultHKT, Schema>

export type SqlExecutor = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>

export type DatabaseConnection = {
  db: Database
  kind: 'pglite' | 'postgres'
  /** Raw SQL on the same connection(s), for libraries that bring their own queries (the job queue). */
  executeSql: SqlExecutor
  migrate: () => Promise<void>
  close: () => Promise<void>
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  // dataDir undefined means in memory (tests).
  | { kind: 'pglite'; dataDir?: string }

export const migrationsFolder = path.resolve(process.cwd(), 'drizzle')

export function connect(target: DatabaseTarget): DatabaseConnection {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 })
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.error('database connection lost:', error.message))
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' })
    return {
      db,
      kind: 'postgres',
      executeSql: async (text, values) => ({ rows: (await pool.query(text, values)).rows }),
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    }
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true })
  const client = new PGlite(target.dataDir)
  const db = drizzlePglite({ client, schema, casing: 'snake_case' })
  return {
    db,
    kind: 'pglite',
    executeSql: async (text, values) => {
      if (values?.length) return { rows: (await client.query(text, values)).rows }
      // Parameterless calls may hold several statements (the job queue's own migrations).
      const results = await client.exec(text)
      return { rows: results.at(-1)?.rows ?? [] }
    },
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  }
}
