import { sql, type SQL } from 'drizzle-orm'
import { toSnakeCase } from 'drizzle-orm/casing'
import type { PgColumn } from 'drizzle-orm/pg-core'

import type { Database } from './client'

/**
 * Runs a raw SQL statement and answers its rows, typed as its select list says: the caller's
 * word, nothing checks it. Both drivers answer `{ rows }`, but `Database` leaves the result's
 * type to the driver, so drizzle cannot say it.
 */
export async function rowsOf<Row>(db: Pick<Database, 'execute'>, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] }
  return result.rows
}

type Columns = Record<string, PgColumn>

/** A row of `columns` as `jsonObjectOf` builds it (none of them dates: JSON has those as text). */
export type JsonRowOf<Of extends Columns> = {
  [K in keyof Of]: Of[K]['_']['notNull'] extends true
    ? Of[K]['_']['data']
    : Of[K]['_']['data'] | null
}

/**
 * `json_build_object` of a table's columns, keyed as the record is, each read through `alias`,
 * the name the subquery it is written in gives its table (`from founder f`). Inside a select of
 * one table Drizzle writes columns without their table, so a subquery using them plainly can read
 * a column of the outer table, or its own where the outer one was meant.
 */
export function jsonObjectOf(alias: string, columns: Columns): SQL {
  const fields = Object.entries(columns).map(([key, column]) => {
    const name = column.keyAsName ? toSnakeCase(column.name) : column.name
    return `'${key}', ${alias}."${name}"`
  })
  return sql.raw(`json_build_object(${fields.join(', ')})`)
}
