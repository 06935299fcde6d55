import { sql } from 'drizzle-orm'
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible'

import type { Database } from '@/server/db/client'
import { rateLimit } from '@/server/db/schema'
import { log } from '@/server/log'

export type RateLimitRule = { window: number; max: number }
export type RateLimitDecision = { allowed: boolean; retryAfter: number | null }

/** How often the counts `consumeSoon` took are added to the shared ones. */
export const sharedCountEveryMs = 1000

// Counters live in PostgreSQL so every app server shares them.
export function createRateLimitStore(db: Database) {
  const limiters = new Map<string, RateLimiterDrizzle>()

  function limiterFor(rule: RateLimitRule): RateLimiterDrizzle {
    const id = `${rule.window}:${rule.max}`
    let limiter = limiters.get(id)
    if (!limiter) {
      limiter = new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimit,
        keyPrefix: id,
        points: rule.max,
        duration: rule.window,
        clearExpiredByTimeout: false,
      })
      limiters.set(id, limiter)
    }
    return limiter
  }

  const soon = countedSoon(db)

  return {
    /** Whether `key` has used up `rule`, without counting this look. */
    async blocked(key: string, rule: RateLimitRule): Promise<RateLimitDecision> {
      const state = await limiterFor(rule).get(key)
      if (!state || state.consumedPoints < rule.max) return { allowed: true, retryAfter: null }
      return { allowed: false, retryAfter: Math.max(1, Math.ceil(state.msBeforeNext / 1000)) }
    },
    /** Counts `points` uses of `key` (a batch of calls counts each call). */
    async consume(key: string, rule: RateLimitRule, points = 1): Promise<RateLimitDecision> {
      try {
        await limiterFor(rule).consume(key, points)
        return { allowed: true, retryAfter: null }
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          return { allowed: false, retryAfter: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) }
        }
        throw error
      }
    },
    /**
     * Counts `points` uses of `key` in this process at once and in the database within a second
     * (`sharedCountEveryMs`), so a request makes no round trip for it: for a budget that guards
     * against abuse (every tRPC call), not for one that guards a secret (sign-in). Exact within one
     * server; with several, each learns the others' counts at most a second late.
     */
    consumeSoon: (key: string, rule: RateLimitRule, points = 1): RateLimitDecision =>
      soon.consume(`${rule.window}:${rule.max}:${key}`, rule, points),
    /** Adds the counts `consumeSoon` took to the database now (tests; a flush runs each second). */
    flushSoon: () => soon.flush(),
    /** Forgets this process's counts, as when the test database is emptied between tests. */
    forgetSoon: () => soon.forget(),
    /** Stops the flushes after a last one: before the database closes. */
    stopSoon: () => soon.stop(),
  }
}

type SoonEntry = {
  /** This window's uses as the database last answered, every server's. */
  known: number
  /** This process's uses not yet added to the database. */
  pending: number
  /** When the window ends (the database's, once it has answered). */
  endsAt: number
}

/**
 * The counts behind `consumeSoon`: kept here, added to the `rate_limit` rows every
 * `sharedCountEveryMs` in one statement for every key, which answers each key's total.
 */
function countedSoon(db: Database) {
  const entries = new Map<string, SoonEntry>()
  let timer: NodeJS.Timeout | undefined
  let flushing = false
  let stopped = false

  async function flush(): Promise<void> {
    if (flushing) return
    flushing = true
    try {
      const now = Date.now()
      const due: [string, SoonEntry, number][] = []
      for (const [key, entry] of entries) {
        if (entry.pending > 0) due.push([key, entry, entry.pending])
        else if (entry.endsAt <= now) entries.delete(key)
      }
      if (due.length === 0) return
      const at = new Date(now)
      const rows = await db
        .insert(rateLimit)
        .values(
          due.map(([key, entry, points]) => ({ key, points, expire: new Date(entry.endsAt) })),
        )
        .onConflictDoUpdate({
          target: rateLimit.key,
          set: {
            points: sql`case when ${rateLimit.expire} <= ${at} then excluded.points else ${rateLimit.points} + excluded.points end`,
            expire: sql`case when ${rateLimit.expire} <= ${at} then excluded.expire else ${rateLimit.expire} end`,
          },
        })
        .returning({ key: rateLimit.key, points: rateLimit.points, expire: rateLimit.expire })
      const answered = new Map(rows.map((row) => [row.key, row]))
      for (const [key, entry, points] of due) {
        entry.pending -= points
        const row = answered.get(key)
        if (row && entries.get(key) === entry) {
          entry.known = row.points
          if (row.expire) entry.endsAt = row.expire.getTime()
        }
      }
    } catch (error) {
      // Kept pending: added with the next flush.
      log.warn({ err: error }, 'shared call counts not saved; trying again')
    } finally {
      flushing = false
    }
  }

  return {
    consume(key: string, rule: RateLimitRule, points: number): RateLimitDecision {
      if (!stopped) timer ??= setInterval(() => void flush(), sharedCountEveryMs).unref()
      const now = Date.now()
      let entry = entries.get(key)
      if (!entry || entry.endsAt <= now) {
        entry = { known: 0, pending: 0, endsAt: now + rule.window * 1000 }
        entries.set(key, entry)
      }
      if (entry.known + entry.pending + points > rule.max) {
        return { allowed: false, retryAfter: Math.max(1, Math.ceil((entry.endsAt - now) / 1000)) }
      }
      entry.pending += points
      return { allowed: true, retryAfter: null }
    },
    flush,
    forget: () => entries.clear(),
    async stop() {
      stopped = true
      clearInterval(timer)
      timer = undefined
      await flush()
    },
  }
}

export type RateLimitStore = ReturnType<typeof createRateLimitStore>
