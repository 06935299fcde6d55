import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'

import { handleObserved } from '@/server/http/observed'
import { log } from '@/server/log'

import { setupTestApp, testOrigin } from '../support/app'
import { captureLogs, observedFetch } from '../support/observed'

const app = setupTestApp()
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

const serve = (path: string, init?: RequestInit, options?: { trustProxy?: boolean }) =>
  observedFetch(app().services, path, init, options)

const requestAccess = (clientIp: string) =>
  serve('/trpc/website.requestAccess.create', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: testOrigin,
      'x-sangam-client-ip': clientIp,
    },
    body: JSON.stringify({
      json: {
        name: 'Ravi Menon',
        email: 'ravi@example.com',
        kind: 'startup',
        organisation: 'Kuttanad Agro',
      },
    }),
  })

let logs: ReturnType<typeof captureLogs> | undefined
afterEach(() => {
  logs?.restore()
  logs = undefined
})

describe('every request has an id', () => {
  it('sends a new id with each response', async () => {
    const ids = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const response = await serve('/trpc/website.counts')
        expect(response.status).toBe(200)
        return response.headers.get('x-request-id')
      }),
    )
    for (const id of ids) expect(id).toMatch(uuid)
    expect(new Set(ids).size).toBe(5)
  })

  it('takes the id a trusted proxy sends, and only then', async () => {
    const sent = { headers: { 'x-request-id': 'edge-7f3a9c1e-lb2' } }
    const direct = await serve('/trpc/website.counts', sent)
    expect(direct.headers.get('x-request-id')).toMatch(uuid)

    const proxied = await serve('/trpc/website.counts', sent, { trustProxy: true })
    expect(proxied.headers.get('x-request-id')).toBe('edge-7f3a9c1e-lb2')
  })

  it('replaces a malformed id, even from a trusted proxy', async () => {
    for (const malformed of ['', 'two words', '"quoted"', '<b>x</b>', 'x'.repeat(129), '-lead']) {
      const response = await serve(
        '/trpc/website.counts',
        { headers: { 'x-request-id': malformed } },
        { trustProxy: true },
      )
      expect(response.headers.get('x-request-id')).toMatch(uuid)
    }
  })

  it('answers any address with its id, a missing one included', async () => {
    const response = await serve('/no/such/page')
    expect(response.status).toBe(404)
    expect(response.headers.get('x-request-id')).toMatch(uuid)
  })
})

describe('a failing call names its request', () => {
  it('writes the response’s id on every line logged while handling it, and in the error body', async () => {
    const { db } = app().services
    await db.execute(sql`ALTER TABLE access_request RENAME TO access_request_away`)
    logs = captureLogs()
    let response: Response
    try {
      response = await requestAccess('198.51.100.20')
    } finally {
      await db.execute(sql`ALTER TABLE access_request_away RENAME TO access_request`)
    }
    const lines = [...logs.lines]
    logs.restore()

    expect(response.status).toBe(500)
    const id = response.headers.get('x-request-id')
    expect(id).toMatch(uuid)
    const body = await response.json()
    expect(body.error.json.data.code).toBe('INTERNAL_SERVER_ERROR')
    expect(body.error.json.data.requestId).toBe(id)

    const failure = lines.find((line) => line.msg === 'procedure failed')
    expect(failure).toMatchObject({ level: 'error', requestId: id })
    expect(lines.length).toBeGreaterThan(0)
    expect(lines.filter((line) => line.requestId !== id)).toEqual([])
  })

  it('keeps the ids of requests handled at the same time apart', async () => {
    logs = captureLogs()
    const answer = (name: string, wait: number) =>
      handleObserved(new Request(`${testOrigin}/${name}`), false, async () => {
        log.info({ name }, 'started')
        await new Promise((resolve) => setTimeout(resolve, wait))
        log.info({ name }, 'finished')
        return new Response(name)
      })
    const [slow, quick] = await Promise.all([answer('slow', 30), answer('quick', 5)])
    log.info('between requests')
    const lines = [...logs.lines]
    logs.restore()

    for (const [name, response] of [
      ['slow', slow],
      ['quick', quick],
    ] as const) {
      const ids = lines.filter((line) => line.name === name).map((line) => line.requestId)
      expect(ids).toEqual([
        response.headers.get('x-request-id'),
        response.headers.get('x-request-id'),
      ])
    }
    expect(lines.find((line) => line.msg === 'between requests')).not.toHaveProperty('requestId')
  })

  it('puts the id in client errors too: invalid input, an unknown procedure, a refusal', async () => {
    const invalid = await serve('/trpc/website.requestAccess.create', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: testOrigin },
      body: JSON.stringify({ json: { name: '', email: 'not-an-email' } }),
    })
    expect(invalid.status).toBe(400)
    const invalidBody = await invalid.json()
    expect(invalidBody.error.json.data.fieldErrors).toBeDefined()
    expect(invalidBody.error.json.data.requestId).toBe(invalid.headers.get('x-request-id'))

    const unknown = await serve('/trpc/website.nothingHere')
    expect(unknown.status).toBe(404)
    expect((await unknown.json()).error.json.data.requestId).toBe(
      unknown.headers.get('x-request-id'),
    )

    const foreign = await serve('/trpc/website.requestAccess.create', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: '{}',
    })
    expect(foreign.status).toBe(403)
    expect((await foreign.json()).error.requestId).toBe(foreign.headers.get('x-request-id'))
  })
})
