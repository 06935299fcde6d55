import { describe, expect, it } from 'vitest'

import { testOrigin, setupTestApp } from '../support/app'
import { signUp } from '../support/accounts'

const app = setupTestApp()

describe('the /trpc HTTP handler', () => {
  const malformed: [string, string, RequestInit][] = [
    ['malformed JSON body', 'website.requestAccess.create', { method: 'POST', body: '{"json":' }],
    [
      'wrong input types',
      'website.requestAccess.create',
      { method: 'POST', body: '{"json":{"name":42,"email":[],"kind":null}}' },
    ],
    ['a non-object input', 'website.requestAccess.create', { method: 'POST', body: '"hello"' }],
    ['an unknown procedure', 'website.nothingHere', { method: 'GET' }],
    ['an unknown router', 'nope.nothing.here', { method: 'POST', body: '{}' }],
    ['a query sent as a mutation', 'website.counts', { method: 'POST', body: '{}' }],
    ['a mutation sent as a query', 'website.requestAccess.create', { method: 'GET' }],
    [
      'malformed query input',
      'website.startupPublicProfile.getStartupPublicProfile?input=%7Bnot-json',
      { method: 'GET' },
    ],
    [
      'a missing query input',
      'website.startupPublicProfile.getStartupPublicProfile',
      { method: 'GET' },
    ],
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
    expect(body[0].result.data.json).toEqual({
      startups: 0,
      investors: 0,
      openChannels: 0,
      applications: 0,
    })
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

  it('tells a sign-in from another address where the app is, and takes one from a loopback alias', async () => {
    const signInFrom = (origin: string) =>
      app().authFetch('sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' }),
      })
    const foreign = await signInFrom('https://evil.example')
    expect(foreign.status).toBe(403)
    expect(await foreign.json()).toEqual({
      code: 'FOREIGN_ORIGIN',
      message: `Sangam only accepts changes from its own address. Open ${testOrigin} and try again.`,
    })
    // A test run is a local one: 127.0.0.1 is the same app as localhost, so this is a plain
    // wrong-password answer.
    const alias = new URL(testOrigin)
    alias.hostname = '127.0.0.1'
    expect((await signInFrom(alias.origin)).status).toBe(401)
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

describe('limits on what one request may ask', () => {
  const counts = (n: number, separator = ',') => {
    const paths = Array.from({ length: n }, () => 'website.counts').join(separator)
    const input = encodeURIComponent(
      JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [i, { json: null }]))),
    )
    return `${paths}?batch=1&input=${input}`
  }

  it('runs a batch of 10 calls and refuses one of 11 before running any', async () => {
    const ten = await app().trpcFetch(counts(10))
    expect(ten.status).toBe(200)
    expect(await ten.json()).toHaveLength(10)

    const eleven = await app().trpcFetch(counts(11))
    expect(eleven.status).toBe(400)
    expect((await eleven.json()).error.message).toBe('One request may carry at most 10 calls.')
  })

  it('counts every call of a batch against the caller’s budget of 600 a minute', async () => {
    // 60 batches of 10 use up the minute exactly; one more call is refused with Retry-After.
    for (let i = 0; i < 60; i++) expect((await app().trpcFetch(counts(10))).status).toBe(200)
    const over = await app().trpcFetch('website.counts')
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await over.text()).toContain('Too many requests in a short time')

    // Another client address has a budget of its own; so does a signed-in person.
    const elsewhere = await app().trpcFetch('website.counts', {
      headers: { 'x-sangam-client-ip': '198.51.100.77' },
    })
    expect(elsewhere.status).toBe(200)
    const person = await signUp(app())
    const signedIn = await app().trpcFetch('account.session', {
      headers: { cookie: person.headers.get('cookie')! },
    })
    expect(signedIn.status).toBe(200)
  })

  it('counts the calls of a batch whose commas are written %2C, as tRPC runs them', async () => {
    const eleven = await app().trpcFetch(counts(11, '%2C'))
    expect(eleven.status).toBe(400)
    expect((await eleven.json()).error.message).toBe('One request may carry at most 10 calls.')

    for (let i = 0; i < 60; i++) {
      const ten = await app().trpcFetch(counts(10, i % 2 ? '%2C' : '%2c'))
      expect(ten.status).toBe(200)
      expect(await ten.json()).toHaveLength(10)
    }
    expect((await app().trpcFetch('website.counts')).status).toBe(429)
  })

  const twoMegabytes = JSON.stringify({ json: { name: 'x'.repeat(2 * 1024 * 1024) } })

  it('answers a 2 MB body with 413 and a clear message, on /trpc and /api/auth, writing nothing', async () => {
    const trpc = await app().trpcFetch('website.requestAccess.create', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: testOrigin },
      body: twoMegabytes,
    })
    expect(trpc.status).toBe(413)
    expect((await trpc.json()).error.message).toBe('The request is too large: at most 1 MB.')

    const auth = await app().authFetch('sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: testOrigin },
      body: twoMegabytes,
    })
    expect(auth.status).toBe(413)
    expect((await auth.json()).message).toBe('The request is too large: at most 1 MB.')

    const stored = await app().services.db.query.accessRequest.findMany()
    expect(stored).toEqual([])
  })

  it('stops reading a body sent without a length once it passes 1 MB', async () => {
    let sent = 0
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 64 * 1024
        controller.enqueue(new Uint8Array(64 * 1024).fill(32))
      },
    })
    const response = await app().trpcFetch('website.requestAccess.create', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: testOrigin },
      body: endless,
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
    expect(sent).toBeLessThan(1.5 * 1024 * 1024)
  })
})
