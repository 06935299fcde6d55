import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { undoWindowMs, useDeferredActions, type DeferredAction } from './use-deferred-actions'

/** The hook with a log of what was sent, reverted, reported sent and reported failed. */
function setUp() {
  const log: string[] = []
  const hook = renderHook(() =>
    useDeferredActions({
      onSent: (action) => log.push(`sent ${action.label}`),
      onFailed: (action, error) => log.push(`failed ${action.label}: ${(error as Error).message}`),
    }),
  )
  const schedule = (label: string, send: () => Promise<unknown> = async () => undefined) =>
    act(() => {
      hook.result.current.schedule({
        label,
        send: () => {
          log.push(`send ${label}`)
          return send()
        },
        revert: () => log.push(`revert ${label}`),
      })
    })
  const waiting = () => hook.result.current.waiting.map((a: DeferredAction) => a.label)
  return { hook, log, schedule, waiting }
}

/** Lets `ms` pass, and the sends it started settle. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('actions sent after the undo window', () => {
  it('waits the window out, then sends each in the order it was taken', async () => {
    const { log, schedule, waiting } = setUp()
    await schedule('Moved to in review')
    await pass(1000)
    await schedule('Moved to shortlisted')
    expect(waiting()).toEqual(['Moved to in review', 'Moved to shortlisted'])

    await pass(undoWindowMs - 1000 - 1)
    expect(log).toEqual([])
    await pass(1)
    expect(log).toEqual(['send Moved to in review', 'sent Moved to in review'])
    expect(waiting()).toEqual(['Moved to shortlisted'])
    await pass(1000)
    expect(log.slice(2)).toEqual(['send Moved to shortlisted', 'sent Moved to shortlisted'])
    expect(waiting()).toEqual([])
  })

  it('takes back the newest waiting action: reverted, never sent', async () => {
    const { hook, log, schedule, waiting } = setUp()
    await schedule('Rated 4')
    await schedule('Rejected Krishi Setu')
    let undone: DeferredAction | null = null
    act(() => {
      undone = hook.result.current.undo()
    })
    expect(undone!.label).toBe('Rejected Krishi Setu')
    expect(waiting()).toEqual(['Rated 4'])

    await pass(undoWindowMs)
    expect(log).toEqual(['revert Rejected Krishi Setu', 'send Rated 4', 'sent Rated 4'])
    // Once sent, nothing is left to take back.
    act(() => {
      undone = hook.result.current.undo()
    })
    expect(undone).toBeNull()
  })

  it('puts a refused action back on screen and reports it; the next is still sent', async () => {
    const { log, schedule } = setUp()
    await schedule('Rejected Krishi Setu', async () => {
      throw new Error('The application was withdrawn.')
    })
    await schedule('Rated 3')
    await pass(undoWindowMs)
    expect(log).toEqual([
      'send Rejected Krishi Setu',
      'revert Rejected Krishi Setu',
      'failed Rejected Krishi Setu: The application was withdrawn.',
      'send Rated 3',
      'sent Rated 3',
    ])
  })

  it('sends everything waiting at once when the screen is left', async () => {
    const { hook, log, schedule } = setUp()
    await schedule('Rated 4')
    await schedule('Moved to in review')
    hook.unmount()
    await pass(0)
    expect(log).toEqual([
      'send Rated 4',
      'sent Rated 4',
      'send Moved to in review',
      'sent Moved to in review',
    ])
  })

  it('asks before the tab closes while an action waits, and not after', async () => {
    const { schedule } = setUp()
    const closing = () => {
      const event = new Event('beforeunload', { cancelable: true })
      window.dispatchEvent(event)
      return event.defaultPrevented
    }
    expect(closing()).toBe(false)
    await schedule('Rejected Krishi Setu')
    expect(closing()).toBe(true)
    await pass(undoWindowMs)
    expect(closing()).toBe(false)
  })
})
