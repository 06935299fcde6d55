import { sql, type SQL } from 'drizzle-orm'

/** A text[] literal of bound values, for `&&` and `= any(...)`. */
export function textArray(values: readonly string[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`
}

/** `q` as an ILIKE pattern, its wildcards taken literally. */
export function containing(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
