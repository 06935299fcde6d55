import { describe, expect, it } from 'vitest'

import { isSupported, PINNED_NODE } from '../../scripts/lib/node-runtime.mjs'

describe('the Node the scripts run on', () => {
  it('accepts 22.12 and later, and refuses what TanStack Start does not support', () => {
    expect(isSupported('20.20.2')).toBe(false)
    expect(isSupported('22.11.0')).toBe(false)
    expect(isSupported('22.12.0')).toBe(true)
    expect(isSupported('23.0.0')).toBe(true)
    expect(isSupported(PINNED_NODE)).toBe(true)
  })

  it('runs this suite on a supported Node', () => {
    expect(isSupported(process.versions.node)).toBe(true)
  })

  it('pins a Node 24 LTS release', () => {
    expect(PINNED_NODE).toMatch(/^24\.\d+\.\d+$/)
  })
})
