import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { sql } from 'drizzle-orm'

import type { Database } from '@/server/db/client'

type Rows<T> = { rows: T[] }

const pattern = (needle: string) => `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * Every text, varchar, json, jsonb and text[] column of every table in the public schema that
 * holds one of `needles` (case-insensitive, anywhere in the value cast to text), as
 * `table.column: needle (n rows)`.
 */
export async function databaseHolders(db: Database, needles: readonly string[]) {
  const columns = (await db.execute(sql`
    SELECT c.table_name, c.column_name
    FROM information_schema.columns c
    JOIN information_schema.tables t
      ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
      AND (c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb')
        OR (c.data_type = 'ARRAY' AND c.udt_name IN ('_text', '_varchar')))
    ORDER BY c.table_name, c.column_name`)) as unknown as Rows<{
    table_name: string
    column_name: string
  }>
  if (columns.rows.length < 50) throw new Error('the scan found too few columns to be believed')
  const byTable = new Map<string, string[]>()
  for (const { table_name: table, column_name: column } of columns.rows)
    byTable.set(table, [...(byTable.get(table) ?? []), column])
  const found: string[] = []
  for (const [table, names] of byTable) {
    // One pass over each table: a count per column and needle.
    const counts = names.flatMap((column) =>
      needles.map(
        (needle, n) =>
          sql`count(*) FILTER (WHERE ${sql.identifier(column)}::text ILIKE ${pattern(needle)})::int AS ${sql.identifier(`${column}:${n}`)}`,
      ),
    )
    const result = (await db.execute(
      sql`SELECT ${sql.join(counts, sql`, `)} FROM ${sql.identifier(table)}`,
    )) as unknown as Rows<Record<string, number>>
    for (const [key, n] of Object.entries(result.rows[0] ?? {})) {
      const [column, index] = key.split(':')
      if (n > 0) found.push(`${table}.${column}: ${needles[Number(index)]} (${n} rows)`)
    }
  }
  return found
}

/** Every file under `folder` (recursively), with whether its bytes hold one of `needles`. */
export function storedFiles(folder: string, needles: readonly string[]) {
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(folder, name))
    .filter((full) => {
      try {
        readFileSync(full)
        return true
      } catch {
        return false
      }
    })
  return files.map((file) => {
    const text = readFileSync(file).toString('latin1').toLowerCase()
    return {
      file: path.relative(folder, file),
      holds: needles.filter((needle) => text.includes(needle.toLowerCase())),
    }
  })
}
