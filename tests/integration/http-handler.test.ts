import { describe, expect, it } from 'vitest'

import { testOrigin, setupTestApp } from '../support/app'
import { signUp } from '../support/accounts'

const app = setupTestApp()

describe('the /trpc HTTP handler', () => {
  const malformed: [string, string, RequestInit][] = [
    ['malformed JSON body', 'website.requestAccess.create', { method: 'POST', body: '{"json":' }],
    ['wrong input types', 'website.requestAccess.create', { method: 'POST', body: '{"json":{"name":42,"email":[],"kind":null}}' }],
    ['a non-object input', 'website.requestAccess.create', { method: 'POST', body: '"hello"' }],
    ['an unknown procedure', 'website.nothingHere', { method: 'GET' }],
    ['an unknown router', 'nope.nothing.here', { method: 'POST', body: '{}' }],
    ['a query sent as a mutation', 'website.counts', { method: 'POST', body: '{}' }],
    ['a mutation sent as a query', 'website.requestAccess.create', { method: 'GET' }],
    ['malformed query input', 'website.startupPublicProfile.getStartupPublicProfile?input=%7Bnot-json', { method: 'GET' }],
    ['a missing query input', 'website.startupPublicProfile.getStartupPublicProfile', { method: 'GET' }],
    ['a malformed batch', 'website.counts,website.nope?batch=1&input=%5B1%5D', { method: 'GET' }],
  ]

  for (const [what, path, init] of malformed) {
    it(`answers ${what} with a client error, never a 500`, async () => {
      const response = await app().trpcFetch(path, {
        ...init,
        headers: { 'content-type': 'application/json', origin: testOrigin },
      })
      expect(response.status).not.toBe(200)
      expect(response.status).toBeLessThan(500)
      const text = await response.text()
      expect(text).toMatch(/"code":"(BAD_REQUEST|NOT_FOUND|METHOD_NOT_SUPPORTED|PARSE_ERROR)"/)
      expect(text).not.toContain('INTERNAL_SERVER_ERROR')
      expect(text).not.toContain('"stack"')
    })
  }

  it('answers an unknown procedure with NOT_FOUND', async () => {
    const response = await app().trpcFetch('website.nothingHere')
    expect(response.status).toBe(404)
    expect((await response.json()).error.json.data.code).toBe('NOT_FOUND')
  })

  it('serves batched queries in one request', async () => {
    const input = encodeURIComponent(JSON.stringify({ 0: { json: null }, 1: { json: null } }))
    const response = await app().trpcFetch(`website.counts,account.session?batch=1&input=${input}`)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toHaveLength(2)
    expect(body[0].result.data.json).toEqual({ startups: 0, investors: 0, openChannels: 0, applications: 0 })
    expect(body[1].result.data.json).toBeNull()
  })

  it('rejects a mutation from a foreign origin and stores nothing', async () => {
    const person = await signUp(app())
    const response = await app().trpcFetch('account.createStartup', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'https://evil.example',
        cookie: person.headers.get('cookie')!,
      },
      body: JSON.stringify({ json: { name: 'Hijacked' } }),
    })
    expect(response.status).toBe(403)
    const session = await (await app().caller(person.headers)).account.session()
    expect(session?.membership).toBeNull()
  })

  it('rejects a cross-site mutation that hides its origin', async () => {
    const response = await app().trpcFetch('website.requestAccess.create', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify({ json: {} }),
    })
    expect(response.status).toBe(403)
  })

  it('accepts a same-origin mutation with the session cookie', async () => {
    const person = await signUp(app())
    const response = await app().trpcFetch('account.createStartup', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: testOrigin,
        cookie: person.headers.get('cookie')!,
      },
      body: JSON.stringify({ json: { name: 'Krishi Setu' } }),
    })
    expect(response.status).toBe(200)
    expect((await response.json()).result.data.json.slug).toBe('krishi-setu')
  })
})
