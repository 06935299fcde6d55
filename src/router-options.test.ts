import { describe, expect, it } from 'vitest'

import { routerDefaults } from './router-options'

// The routing numbers of docs/contract.md, "Client defaults"; the browser suite checks scroll restoration itself.
describe('router defaults', () => {
  it('match the specification', () => {
    expect(routerDefaults).toMatchObject({
      defaultPendingMs: 1000,
      defaultPreloadDelay: 50,
      defaultPendingMinMs: 500,
      defaultGcTime: 300_000,
      defaultPreloadStaleTime: 30_000,
      scrollRestoration: true,
    })
  })
})
