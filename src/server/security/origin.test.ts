import { describe, expect, it } from 'vitest'

import { isForeignOriginMutation } from './origin'

const app = 'https://sangam.example'
const request = (method: string, headers: Record<string, string> = {}) =>
  new Request(`${app}/trpc/x`, { method, headers })

describe('origin check', () => {
  it('lets reads through from anywhere', () => {
    expect(isForeignOriginMutation(request('GET', { origin: 'https://evil.example' }), app)).toBe(
      false,
    )
  })
  it('accepts mutations from the app itself', () => {
    expect(isForeignOriginMutation(request('POST', { origin: app }), app)).toBe(false)
  })
  it('refuses mutations from another origin, including a look-alike', () => {
    expect(isForeignOriginMutation(request('POST', { origin: 'https://evil.example' }), app)).toBe(
      true,
    )
    expect(isForeignOriginMutation(request('POST', { origin: `${app}.evil.example` }), app)).toBe(
      true,
    )
    expect(isForeignOriginMutation(request('POST', { origin: 'null' }), app)).toBe(true)
  })
  it('refuses cross-site mutations without an Origin header', () => {
    expect(isForeignOriginMutation(request('POST', { 'sec-fetch-site': 'cross-site' }), app)).toBe(
      true,
    )
    expect(isForeignOriginMutation(request('POST'), app)).toBe(false)
  })
})
