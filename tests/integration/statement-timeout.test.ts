import { TRPCError } from '@trpc/server'
import { describe, expect, it } from 'vitest'

import { parseEnv } from '@/env'
import { connect } from '@/server/db/client'
import { isStatementTimeout } from '@/server/db/errors'
import {
  createCallerFactory,
  erasureTimeoutMessage,
  publicProcedure,
  router,
  searchTimeoutMessage,
  statementTimeoutMessage,
} from '@/server/trpc/init'
import { appRouter } from '@/server/trpc/root'

import { testOrigin } from '../support/app'

const env = (values: Record<string, string>) =>
  parseEnv({
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    BETTER_AUTH_URL: testOrigin,
    ...values,
  })

/** What the pg driver throws when PostgreSQL stops a statement at statement_timeout. */
const cancelled = () =>
  Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' })

describe('the statement timeout', () => {
  it('defaults to 2 s per statement and is configurable, 0 turning it off', () => {
    expect(env({}).STATEMENT_TIMEOUT).toBe(2000)
    expect(env({ STATEMENT_TIMEOUT: '500' }).STATEMENT_TIMEOUT).toBe(500)
    expect(env({ STATEMENT_TIMEOUT: '0' }).STATEMENT_TIMEOUT).toBe(0)
    expect(() => env({ STATEMENT_TIMEOUT: 'soon' })).toThrow(/STATEMENT_TIMEOUT/)
  })

  it('turns a cancelled statement into TIMEOUT with a message the user can act on', async () => {
    const caller = createCallerFactory(
      router({
        slow: publicProcedure.query(() => {
          // Drizzle wraps the driver's error; the SQLSTATE is on its cause.
          throw new Error('Failed query: select …', { cause: cancelled() })
        }),
        broken: publicProcedure.query(() => {
          throw new Error('something else')
        }),
      }),
    )({} as never)
    const error = await caller.slow().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TRPCError)
    expect(error).toMatchObject({ code: 'TIMEOUT', message: statementTimeoutMessage() })
    // Any other failure stays what it was.
    expect(await caller.broken().catch((e: TRPCError) => e.code)).toBe('INTERNAL_SERVER_ERROR')
    expect(isStatementTimeout(new Error('x', { cause: { code: '23505' } }))).toBe(false)
  })

  it('says what timed out: a search asks for fewer filters, an erasure says nothing was erased', async () => {
    const timingOut = () => {
      throw new Error('Failed query: delete …', { cause: cancelled() })
    }
    const caller = createCallerFactory(
      router({
        search: publicProcedure.meta({ timeoutMessage: searchTimeoutMessage }).query(timingOut),
        erase: publicProcedure.meta({ timeoutMessage: erasureTimeoutMessage }).mutation(timingOut),
        other: publicProcedure.mutation(timingOut),
      }),
    )({} as never)
    const messageOf = (call: Promise<unknown>) =>
      call.catch((e: TRPCError) => ({ code: e.code, message: e.message }))
    expect(await messageOf(caller.erase())).toEqual({
      code: 'TIMEOUT',
      message: erasureTimeoutMessage(),
    })
    expect(await messageOf(caller.search())).toEqual({
      code: 'TIMEOUT',
      message: searchTimeoutMessage(),
    })
    expect(await messageOf(caller.other())).toEqual({
      code: 'TIMEOUT',
      message: statementTimeoutMessage(),
    })
    expect(statementTimeoutMessage()).not.toMatch(/filter/i)
    expect(erasureTimeoutMessage()).toMatch(/nothing was erased/)

    // The product's own procedures declare theirs.
    const metaOf = (path: string) =>
      (appRouter._def.procedures as unknown as Record<string, { _def: { meta?: unknown } }>)[path]!
        ._def.meta
    for (const path of ['organisation.eraseStartup', 'account.erase']) {
      expect(metaOf(path), path).toEqual({ timeoutMessage: erasureTimeoutMessage })
    }
    for (const path of ['investors.applications.list', 'investors.discover.list']) {
      expect(metaOf(path), path).toEqual({ timeoutMessage: searchTimeoutMessage })
    }
  })

  it('stops a long statement on PostgreSQL; the embedded database has no statement timer', async () => {
    const url = process.env.DATABASE_URL
    if (!url) {
      // The embedded database runs in this process and has no statement timer.
      const embedded = connect({ kind: 'pglite' })
      const shown = await embedded.executeSql('show statement_timeout')
      expect(shown.rows).toEqual([{ statement_timeout: '0' }])
      await embedded.close()
      return
    }
    const connection = connect({ kind: 'postgres', url, statementTimeoutMs: 200 })
    try {
      const error = await connection.executeSql('select pg_sleep(1)').catch((e: unknown) => e)
      expect(isStatementTimeout(error)).toBe(true)
      // The connection stays usable, and every connection of the pool has the limit.
      expect((await connection.executeSql('select 1 as ok')).rows).toEqual([{ ok: 1 }])
      const shown = await connection.executeSql('show statement_timeout')
      expect(shown.rows).toEqual([{ statement_timeout: '200ms' }])
      // Nor does any compile statements (decision 0043).
      expect((await connection.executeSql('show jit')).rows).toEqual([{ jit: 'off' }])
    } finally {
      await connection.close()
    }
  })
})
