import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible'

import type { Database } from '@/server/db/client'
import { rateLimit } from '@/server/db/schema'

export type RateLimitRule = { window: number; max: number }
export type RateLimitDecision = { allowed: boolean; retryAfter: number | null }

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
  }
}

export type RateLimitStore = ReturnType<typeof createRateLimitStore>
