import { readFileSync } from 'node:fs'
import path from 'node:path'

import { sql } from 'drizzle-orm'

import { migrationsFolder, type Database } from '@/server/db/client'

type Journal = { entries: { when: number; tag: string }[] }

let shipped: number | undefined

/**
 * When the newest migration this process ships was made (drizzle's journal), read once: the
 * process was built for that database, whatever a later deploy puts in the folder.
 */
function newestShipped(): number {
  if (shipped === undefined) {
    const file = path.join(migrationsFolder, 'meta', '_journal.json')
    const journal = JSON.parse(readFileSync(file, 'utf8')) as Journal
    shipped = Math.max(0, ...journal.entries.map((entry) => entry.when))
  }
  return shipped
}

/**
 * Whether the database has every migration this code ships, by drizzle's own rule: the migrator
 * applies those made after the newest one it has recorded, so with that one at least as new as
 * ours there is nothing left to apply. A database the migrator never ran on has none.
 */
export async function migrationsApplied(db: Database): Promise<boolean> {
  const table = await db.execute(
    sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS found`,
  )
  if (!rowsOf<{ found: boolean }>(table)[0]?.found) return false
  const newest = await db.execute(
    sql`SELECT coalesce(max(created_at), 0) >= ${newestShipped()} AS current
        FROM drizzle.__drizzle_migrations`,
  )
  return rowsOf<{ current: boolean }>(newest)[0]?.current === true
}

// node-postgres and PGlite both answer with { rows }.
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
}
