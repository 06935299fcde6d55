import path from 'node:path'

import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'

import { outsideAnyRequest } from '@/server/http/request-context'

import { lockFolder } from './folder-lock'
import { nameRepeatedStatements } from './statement-names'
import * as schema from './schema'
import { log } from '@/server/log'

export type Schema = typeof schema
// Both drivers produce this type; code never needs to know which one it talks to.
export type Database = PgDatabase<PgQueryResultHKT, Schema>

export type SqlExecutor = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>

export type DatabaseConnection = {
  db: Database
  kind: 'pglite' | 'postgres'
  /** Raw SQL on the same connection(s), for libraries that bring their own queries (the job queue). */
  executeSql: SqlExecutor
  /** Applies the committed migrations; on a server, one process at a time. */
  migrate: () => Promise<void>
  /**
   * Runs set-up work (migrations, the demo seed) while no other process does: several app servers
   * starting at once on one PostgreSQL database take turns, and each finds the others' work done.
   * The embedded database needs nothing more than its folder lock.
   */
  exclusively: <T>(work: () => Promise<T>) => Promise<T>
  /** The PostgreSQL pool's connections now (for the metrics); null on the embedded database. */
  poolStats: () => { total: number; idle: number; waiting: number } | null
  /** The embedded database as one archive (PGlite's dumpDataDir); absent on a server. */
  dump?: () => Promise<Blob>
  close: () => Promise<void>
}

// Any fixed 64-bit number, the same in every process of the app.
const setupLockKey = '6839527144180357921'

export type DatabaseTarget =
  /**
   * `statementTimeoutMs`: the longest one statement may run on the app's connections (the
   * server's requests); migrations and the setup lock are exempt. Unset: no limit (scripts).
   */
  | { kind: 'postgres'; url: string; statementTimeoutMs?: number }
  // dataDir undefined means in memory (tests); `from`: a dump (dumpDataDir) to start from, so tests
  // start from a migrated database instead of migrating each time.
  | { kind: 'pglite'; dataDir?: string; from?: Blob }

export const migrationsFolder = path.resolve(process.cwd(), 'drizzle')

export function connect(target: DatabaseTarget): DatabaseConnection {
  if (target.kind === 'postgres') {
    const timeout = target.statementTimeoutMs
    // No JIT compilation: PostgreSQL compiles a statement whose estimate passes jit_above_cost,
    // and for the dashboard's team counts that took 45 ms of CPU on each run, more than running
    // it (decision 0043). The app's statements are short; none gains from it.
    // Prepared statements are planned for their parameters at each call: a generic plan, which
    // PostgreSQL may choose after five calls, is planned for an average organisation, and the
    // review screen's took 35 times as long for the fund of 100k applications (decision 0043).
    const options = [
      '-c jit=off',
      '-c plan_cache_mode=force_custom_plan',
      ...(timeout ? [`-c statement_timeout=${timeout}`] : []),
    ]
    const pool = new pg.Pool({ connectionString: target.url, max: 10, options: options.join(' ') })
    nameRepeatedStatements(pool)
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query. The request that opened it is long gone: its id
    // does not belong on the line.
    pool.on('error', (error) =>
      outsideAnyRequest(() => log.warn({ err: error }, 'database connection lost')),
    )
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' })
    // A session-level advisory lock on a connection of its own, held while the work runs on the
    // pool; PostgreSQL frees it if this process dies.
    async function exclusively<T>(work: () => Promise<T>): Promise<T> {
      const holder = await pool.connect()
      try {
        // Waiting for another process's setup is not a slow request: no limit on this session.
        await holder.query('SET statement_timeout = 0')
        await holder.query('SELECT pg_advisory_lock($1)', [setupLockKey])
        try {
          return await work()
        } finally {
          await holder.query('SELECT pg_advisory_unlock($1)', [setupLockKey])
        }
      } finally {
        await holder.query('RESET statement_timeout').catch(() => undefined)
        holder.release()
      }
    }
    return {
      db,
      kind: 'postgres',
      executeSql: async (text, values) => ({ rows: (await pool.query(text, values)).rows }),
      // Migrations may rewrite large tables: they run on a connection of their own, without limit.
      migrate: () =>
        exclusively(async () => {
          const unlimited = new pg.Pool({ connectionString: target.url, max: 1 })
          try {
            await migratePg(drizzlePg({ client: unlimited, schema, casing: 'snake_case' }), {
              migrationsFolder,
            })
          } finally {
            await unlimited.end()
          }
        }),
      exclusively,
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: () => pool.end(),
    }
  }
  // One process per folder: a second one would lose writes and corrupt indexes.
  const release = target.dataDir ? lockFolder(target.dataDir) : () => undefined
  const client = new PGlite({
    dataDir: target.dataDir,
    extensions: { pg_trgm },
    ...(target.from ? { loadDataDir: target.from } : {}),
  })
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
    dump: () => client.dumpDataDir('none'),
    exclusively: (work) => work(),
    // One connection in the process, no pool.
    poolStats: () => null,
    close: () => client.close().finally(release),
  }
}
