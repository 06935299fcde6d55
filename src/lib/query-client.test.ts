import { focusManager } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'

import { createQueryClient } from './query-client'

describe('query client', () => {
  it('never retries a failed query', async () => {
    const client = createQueryClient()
    const queryFn = vi.fn().mockRejectedValue(new Error('boom'))
    await expect(client.fetchQuery({ queryKey: ['x'], queryFn })).rejects.toThrow('boom')
    expect(queryFn).toHaveBeenCalledTimes(1)
  })

  it('does not refetch when the window regains focus', async () => {
    const client = createQueryClient()
    const queryFn = vi.fn().mockResolvedValue('data')
    const unsubscribe = client.getQueryCache().subscribe(() => {})
    const observer = new (await import('@tanstack/react-query')).QueryObserver(client, {
      queryKey: ['focus'],
      queryFn,
      staleTime: 0,
    })
    const stop = observer.subscribe(() => {})
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1))
    focusManager.setFocused(false)
    focusManager.setFocused(true)
    await new Promise((r) => setTimeout(r, 20))
    expect(queryFn).toHaveBeenCalledTimes(1)
    stop()
    unsubscribe()
  })
})
