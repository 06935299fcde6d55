import { describe, expect, it } from 'vitest'

import { countsMaxAgeMs, recentPlatformCounts } from '@/server/db/queries/stats'
import { organisation } from '@/server/db/schema'

import { setupTestApp } from '../support/app'

const app = setupTestApp()

describe('the home page counts', () => {
  it('are counted at most once a minute, shared by visitors arriving together', async () => {
    const db = app().services.db
    const start = Date.now()
    const first = await recentPlatformCounts(db, start)
    await db
      .insert(organisation)
      .values({ kind: 'startup', name: 'Krishi Setu', slug: `krishi-setu-${start}` })

    // Within the minute the same figures come back, counted once.
    const together = [recentPlatformCounts(db, start + 10), recentPlatformCounts(db, start + 20)]
    expect(together[0]).toBe(together[1])
    expect(await together[0]).toEqual(first)
    expect(await recentPlatformCounts(db, start + countsMaxAgeMs - 1)).toEqual(first)

    // A minute later the new startup counts.
    const later = await recentPlatformCounts(db, start + countsMaxAgeMs)
    expect(later.startups).toBe(first.startups + 1)
  })
})
