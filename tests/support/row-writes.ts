import { sql } from 'drizzle-orm'

import type { Database } from '@/server/db/client'

// Tables a refused request or a query may still write to: its session's last-use time, its place
// in a rate limit, a verification token's clean-up, and the kept responsiveness figures any read
// may work out (a cache of what the applications say; docs/decisions/0035).
const bookkeeping = ['session', 'rate_limit', 'verification', 'investor_responsiveness']

type Rows<T> = { rows: T[] }

/**
 * Counts the rows written (inserted, updated or deleted) in the app's tables, by a trigger on
 * each: committed writes only, since a rolled-back write takes its count with it.
 */
export async function watchRowWrites(db: Database) {
  await db.execute(sql.raw('CREATE SCHEMA IF NOT EXISTS fuzz'))
  await db.execute(
    sql.raw(
      'CREATE TABLE IF NOT EXISTS fuzz.row_write (id bigserial PRIMARY KEY, tbl text NOT NULL)',
    ),
  )
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION fuzz.count_write() RETURNS trigger AS $$
      BEGIN INSERT INTO fuzz.row_write (tbl) VALUES (TG_TABLE_NAME); RETURN NULL; END
    $$ LANGUAGE plpgsql`),
  )
  const tables = (await db.execute(
    sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`,
  )) as unknown as Rows<{ tablename: string }>
  const watched = tables.rows.map((row) => row.tablename).filter((t) => !bookkeeping.includes(t))
  for (const table of watched) {
    await db.execute(sql.raw(`DROP TRIGGER IF EXISTS fuzz_count_write ON "${table}"`))
    await db.execute(
      sql.raw(`CREATE TRIGGER fuzz_count_write AFTER INSERT OR UPDATE OR DELETE ON "${table}"
        FOR EACH ROW EXECUTE FUNCTION fuzz.count_write()`),
    )
  }
  const last = async (): Promise<number> => {
    const result = (await db.execute(
      sql.raw('SELECT coalesce(max(id), 0)::int AS id FROM fuzz.row_write'),
    )) as unknown as Rows<{ id: number }>
    return result.rows[0]!.id
  }
  let mark = await last()
  return {
    watched,
    /**
     * The tables written since the previous call (or since watching began), with their row
     * counts. Nothing else may write meanwhile: no job workers run in the fuzz suite.
     */
    async written(): Promise<Record<string, number>> {
      const result = (await db.execute(
        sql`SELECT tbl, count(*)::int AS n, max(max(id)) OVER ()::int AS last
            FROM fuzz.row_write WHERE id > ${mark} GROUP BY tbl`,
      )) as unknown as Rows<{ tbl: string; n: number; last: number }>
      mark = result.rows[0]?.last ?? mark
      return Object.fromEntries(result.rows.map((row) => [row.tbl, row.n]))
    },
  }
}
