import { describe, expect, it } from 'vitest'

import { deckViewLimits } from '@/domain/startups/deck-views'

import { PageTimeLog } from './page-time'

function clock() {
  let now = 0
  return { now: () => now, advance: (ms: number) => (now += ms) }
}

describe('PageTimeLog', () => {
  it('counts time only while the page is shown, and a turn each time another page comes up', () => {
    const time = clock()
    const log = new PageTimeLog(time.now)
    log.show(1, true)
    time.advance(4000)
    log.show(2, true)
    time.advance(1500)
    // The tab goes to the back for a minute: no time, and no new turn when it returns.
    log.show(2, false)
    time.advance(60_000)
    log.show(2, true)
    time.advance(500)
    log.show(1, true)
    time.advance(1000)
    expect(log.take()).toEqual([
      { page: 1, ms: 5000, views: 2 },
      { page: 2, ms: 2000, views: 1 },
    ])
  })

  it('starts afresh after a report, the page on screen counting on', () => {
    const time = clock()
    const log = new PageTimeLog(time.now)
    log.show(3, true)
    time.advance(2000)
    expect(log.take()).toEqual([{ page: 3, ms: 2000, views: 1 }])
    time.advance(3000)
    expect(log.take()).toEqual([{ page: 3, ms: 3000, views: 0 }])
    log.show(null, false)
    time.advance(3000)
    expect(log.take()).toEqual([])
  })

  it('keeps a report within its bounds: pages past the limit wait, time is capped', () => {
    const time = clock()
    const log = new PageTimeLog(time.now)
    for (let page = 1; page <= 5; page++) log.show(page, true)
    time.advance(deckViewLimits.msPerEntry + 5000)
    log.show(null, false)
    expect(log.take(3).map((e) => e.page)).toEqual([1, 2, 3])
    const rest = log.take(3)
    expect(rest).toEqual([
      { page: 4, ms: 0, views: 1 },
      { page: 5, ms: deckViewLimits.msPerEntry, views: 1 },
    ])
  })

  it('never counts a page that was not shown', () => {
    const time = clock()
    const log = new PageTimeLog(time.now)
    log.show(1, false)
    time.advance(5000)
    log.show(2, false)
    expect(log.take()).toEqual([])
  })
})
