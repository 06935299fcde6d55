import { sql, type SQL } from 'drizzle-orm'
import { customType, text, type AnyPgColumn } from 'drizzle-orm/pg-core'

// Option lists are enforced by the database too, so a bug in one caller can never store a value
// the rest of the product does not know. Literals are inlined: CHECK constraints take no params.
function literalArray(values: readonly string[]): SQL {
  const quoted = values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')
  return sql.raw(`ARRAY[${quoted}]::text[]`)
}

export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`(${column} IS NULL OR ${column} = ANY (${literalArray(values)}))`
}

export function subsetOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`(${column} <@ ${literalArray(values)})`
}

/** A list of option values; empty (not null) when nothing is chosen. */
export const textList = () =>
  text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`)

/**
 * A transaction id (PostgreSQL's `xid8`), as its decimal text: written only by the database's own
 * triggers (drizzle/0028), compared in SQL, never parsed as a JavaScript number.
 */
export const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' })
