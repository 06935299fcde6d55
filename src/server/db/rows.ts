import type { SQL } from 'drizzle-orm'

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
