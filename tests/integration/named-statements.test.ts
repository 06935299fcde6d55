// The app's repeated statements are prepared on PostgreSQL (src/server/db/statement-names.ts):
// they answer as before, on the server's connections and the embedded database alike.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { DatabaseConnection } from '@/server/db/client'
import { rowsOf } from '@/server/db/rows'

import { createTestDatabase } from '../support/database'

let connection: DatabaseConnection

beforeAll(async () => {
  connection = await createTestDatabase()
})

afterAll(async () => {
  await connection.close()
})

const multiples = (of: number) =>
  sql`select n from generate_series(1, 12) n where n % ${of}::int = 0 order by n`

describe('repeated statements', () => {
  it('answer each sending with its own parameters, and are prepared on PostgreSQL', async () => {
    await connection.db.transaction(async (tx) => {
      // One transaction is one connection: its prepared statements are the ones listed below.
      for (const of of [2, 3, 4, 5, 6, 7]) {
        const rows = await rowsOf<{ n: number }>(tx, multiples(of))
        expect(rows.map((row) => row.n)).toEqual(
          Array.from({ length: Math.floor(12 / of) }, (_, i) => (i + 1) * of),
        )
      }
      // Without parameters a text keeps the simple protocol (it may hold several statements).
      for (let i = 0; i < 4; i++) {
        expect(await rowsOf(tx, sql`select 42 as answer`)).toEqual([{ answer: 42 }])
      }
      if (connection.kind !== 'postgres') return
      // Each call is planned for its parameters: a generic plan suits an average organisation.
      expect(await rowsOf(tx, sql`show plan_cache_mode`)).toEqual([
        { plan_cache_mode: 'force_custom_plan' },
      ])
      const prepared = await rowsOf<{ name: string; parameter_types: string }>(
        tx,
        sql`select name, parameter_types::text from pg_prepared_statements
          where statement like ${'%generate_series(1, 12)%'} or statement like ${'%as answer%'}`,
      )
      expect(prepared).toEqual([
        { name: expect.stringMatching(/^sangam_\d+$/), parameter_types: '{integer}' },
      ])
    })
  })

  it('keep a failed sending from spoiling the next', async () => {
    const ratio = (by: number) =>
      rowsOf<{ ratio: number }>(connection.db, sql`select 12 / ${by}::int as ratio`)
    for (const by of [1, 2, 3, 4]) expect(await ratio(by)).toEqual([{ ratio: 12 / by }])
    const failed: unknown = await ratio(0).catch((error: unknown) => error)
    expect(String((failed as Error).cause)).toMatch(/division by zero/)
    expect(await ratio(6)).toEqual([{ ratio: 2 }])
  })

  it('still answer after the table they read gains a column', async () => {
    await connection.executeSql('create table named_probe (a int)')
    await connection.executeSql('insert into named_probe values (1), (2), (3)')
    const read = (a: number) =>
      rowsOf(connection.db, sql`select a from named_probe where a >= ${a} order by a`)
    for (const a of [1, 2, 3, 1]) expect((await read(a)).length).toBe(4 - a)
    await connection.executeSql('alter table named_probe add column b int')
    expect(await read(2)).toEqual([{ a: 2 }, { a: 3 }])
    await connection.executeSql('drop table named_probe')
  })
})
