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

export type DatabaseConnection = {
  db: Database
  kind: 'pglite' | 'postgres'
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
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' })
    return {
      db,
      kind: 'postgres',
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
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  }
}
