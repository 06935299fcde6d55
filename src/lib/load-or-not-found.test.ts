import { describe, expect, it } from 'vitest'

import { loadEvery } from './load-or-not-found'

describe('loadEvery', () => {
  it('fails with the first failure only once every load has settled', async () => {
    const settled: string[] = []
    let finishSlow!: () => void
    const slow = new Promise<void>((resolve) => {
      finishSlow = () => {
        settled.push('slow')
        resolve()
      }
    })
    const failing = Promise.reject(new Error('profile not found'))
    const loading = loadEvery([slow, failing])
    let outcome: unknown = 'pending'
    loading.catch((error: unknown) => (outcome = error))
    await new Promise((resolve) => setTimeout(resolve, 10))
    // Promise.all would have failed by now, with the slow load still running.
    expect(outcome).toBe('pending')
    finishSlow()
    await expect(loading).rejects.toThrow('profile not found')
    expect(settled).toEqual(['slow'])
  })

  it('resolves when every load succeeds', async () => {
    await expect(loadEvery([Promise.resolve(1), Promise.resolve('two')])).resolves.toBeUndefined()
  })
})
