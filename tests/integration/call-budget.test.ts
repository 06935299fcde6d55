import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import type { DatabaseConnection } from '@/server/db/client'
import { rateLimit } from '@/server/db/schema'
import { createRateLimitStore } from '@/server/security/rate-limit'

import { createTestDatabase } from '../support/database'

let connection: DatabaseConnection
beforeAll(async () => {
  connection = await createTestDatabase()
})
afterAll(async () => {
  vi.useRealTimers()
  await connection.close()
})

const rule = { window: 60, max: 10 }

/** A store as one server has it, stopped after its test. */
const stores: ReturnType<typeof createRateLimitStore>[] = []
function server() {
  const store = createRateLimitStore(connection.db)
  stores.push(store)
  return store
}
afterEach(async () => {
  for (const store of stores.splice(0)) await store.stopSoon()
})

describe('a budget counted in the process and shared through the database (consumeSoon)', () => {
  it('refuses the call past the budget at once, before any count reaches the database', async () => {
    const one = server()
    for (let i = 0; i < 4; i++) expect(one.consumeSoon('person:a', rule, 2).allowed).toBe(true)
    expect(one.consumeSoon('person:a', rule, 3)).toEqual({ allowed: false, retryAfter: 60 })
    expect(one.consumeSoon('person:a', rule, 2).allowed).toBe(true)
    expect(one.consumeSoon('person:a', rule).allowed).toBe(false)
    // Another key has a budget of its own.
    expect(one.consumeSoon('person:b', rule).allowed).toBe(true)

    await one.flushSoon()
    const [row] = await connection.db
      .select()
      .from(rateLimit)
      .where(eq(rateLimit.key, '60:10:person:a'))
    expect(row?.points).toBe(10)
  })

  it('learns another server’s count at its next flush, and the two share one budget', async () => {
    const first = server()
    const second = server()
    for (let i = 0; i < 8; i++) expect(first.consumeSoon('person:c', rule).allowed).toBe(true)
    await first.flushSoon()
    // The second server has not heard yet: its call goes through, and its flush brings the total.
    expect(second.consumeSoon('person:c', rule).allowed).toBe(true)
    await second.flushSoon()
    expect(second.consumeSoon('person:c', rule).allowed).toBe(true)
    expect(second.consumeSoon('person:c', rule).allowed).toBe(false)
    await second.flushSoon()
    await first.flushSoon()
    // 8 + 2: the first, told by its own flush of nothing new, still knows only its own 8...
    expect(first.consumeSoon('person:c', rule, 2).allowed).toBe(true)
    await first.flushSoon()
    // ...until a flush of its own brings the total: 12 over the window, two calls late at most.
    expect(first.consumeSoon('person:c', rule).allowed).toBe(false)
  })

  it('saves what it counted when it stops, before the database closes', async () => {
    const one = server()
    expect(one.consumeSoon('person:e', rule, 3).allowed).toBe(true)
    await one.stopSoon()
    const [row] = await connection.db
      .select()
      .from(rateLimit)
      .where(eq(rateLimit.key, '60:10:person:e'))
    expect(row?.points).toBe(3)
  })

  it('starts a new budget once the window has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() })
    const one = server()
    expect(one.consumeSoon('person:d', rule, 10).allowed).toBe(true)
    await one.flushSoon()
    expect(one.consumeSoon('person:d', rule).allowed).toBe(false)
    vi.setSystemTime(Date.now() + 60_000)
    expect(one.consumeSoon('person:d', rule, 10).allowed).toBe(true)
    await one.flushSoon()
    const [row] = await connection.db
      .select()
      .from(rateLimit)
      .where(eq(rateLimit.key, '60:10:person:d'))
    expect(row?.points).toBe(10)
    vi.useRealTimers()
  })
})
