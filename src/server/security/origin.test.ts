import { describe, expect, it } from 'vitest'

import { appOrigins, foreignOriginMessage, isForeignOriginMutation } from './origin'

const app = 'https://sangam.example'
const request = (method: string, headers: Record<string, string> = {}) =>
  new Request(`${app}/trpc/x`, { method, headers })

describe('origin check', () => {
  it('lets reads through from anywhere', () => {
    expect(isForeignOriginMutation(request('GET', { origin: 'https://evil.example' }), [app])).toBe(
      false,
    )
  })
  it('accepts mutations from the app itself', () => {
    expect(isForeignOriginMutation(request('POST', { origin: app }), [app])).toBe(false)
  })
  it('refuses mutations from another origin, including a look-alike', () => {
    for (const origin of ['https://evil.example', `${app}.evil.example`, 'null']) {
      expect(isForeignOriginMutation(request('POST', { origin }), [app])).toBe(true)
    }
  })
  it('refuses cross-site mutations without an Origin header', () => {
    expect(
      isForeignOriginMutation(request('POST', { 'sec-fetch-site': 'cross-site' }), [app]),
    ).toBe(true)
    expect(isForeignOriginMutation(request('POST'), [app])).toBe(false)
  })
})

describe('the origins a page may be opened at', () => {
  it('are the public URL only in production, even a loopback one', () => {
    expect(appOrigins('https://sangam.example/', false)).toEqual(['https://sangam.example'])
    expect(appOrigins('http://localhost:3000', false)).toEqual(['http://localhost:3000'])
  })
  it('add the other loopback names, at the same port, on a local run', () => {
    expect(appOrigins('http://localhost:3000', true)).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ])
    expect(appOrigins('http://127.0.0.1:4100/', true)).toEqual([
      'http://127.0.0.1:4100',
      'http://localhost:4100',
      'http://[::1]:4100',
    ])
  })
  it('never add a loopback name to a public host, nor another port', () => {
    const origins = appOrigins('https://sangam.example', true)
    expect(origins).toEqual(['https://sangam.example'])
    const local = appOrigins('http://localhost:3000', true)
    expect(
      isForeignOriginMutation(request('POST', { origin: 'http://127.0.0.1:3001' }), local),
    ).toBe(true)
    expect(
      isForeignOriginMutation(request('POST', { origin: 'http://127.0.0.1:3000' }), local),
    ).toBe(false)
  })
  it('name the address to open in the refusal', () => {
    expect(foreignOriginMessage(['https://sangam.example'])).toContain(
      'Open https://sangam.example',
    )
  })
})
