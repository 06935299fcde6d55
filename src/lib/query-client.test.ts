import { describe, expect, it, vi } from 'vitest'

import { createQueryClient } from './query-client'

describe('query client', () => {
  it('never retries a failed query', async () => {
    const client = createQueryClient()
    const queryFn = vi.fn().mockRejectedValue(new Error('boom'))
    await expect(client.fetchQuery({ queryKey: ['x'], queryFn })).rejects.toThrow('boom')
    expect(queryFn).toHaveBeenCalledTimes(1)
  })

  // react-query ignores focus events outside a browser, so the resolved options are checked here
  // and the browser suite covers the behaviour.
  it('resolves every query to no refetch on window focus', () => {
    const client = createQueryClient()
    const options = client.defaultQueryOptions({ queryKey: ['any'] })
    expect(options.refetchOnWindowFocus).toBe(false)
    expect(options.retry).toBe(false)
  })
})
