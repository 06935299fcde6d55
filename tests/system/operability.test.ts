import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { launch, ready, stop, useEmptyDatabase, type Running } from './support'

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const metricsToken = 'system-metrics-token-5e8b2c91d4a7'

// The production build behind a proxy (TRUST_PROXY): request ids through the real entry, the
// router and the launcher's kept pages, log lines that name them, and the metrics endpoint.
describe('operating the production server', () => {
  const database = useEmptyDatabase()
  let server: Running

  beforeAll(async () => {
    server = await launch('scripts/serve.mjs', {
      DATABASE_URL: database().url,
      TRUST_PROXY: 'true',
      METRICS_TOKEN: metricsToken,
    })
    await ready(server)
  })
  afterAll(async () => {
    if (server) await stop(server)
  })

  it('answers every request with its id: pages, kept pages, tRPC, health', async () => {
    const ids: (string | null)[] = []
    // The home page is rendered once, then answered from the launcher's kept copy.
    for (const path of ['/', '/', '/', '/trpc/website.counts', '/api/health/live']) {
      const response = await fetch(`${server.url}${path}`)
      expect(response.status).toBe(200)
      ids.push(response.headers.get('x-request-id'))
    }
    for (const id of ids) expect(id).toMatch(uuid)
    expect(new Set(ids).size).toBe(ids.length)

    for (const path of ['/', '/trpc/website.counts']) {
      const proxied = await fetch(`${server.url}${path}`, {
        headers: { 'x-request-id': 'edge-4b1d9e7a' },
      })
      expect(proxied.headers.get('x-request-id')).toBe('edge-4b1d9e7a')
    }
  })

  it('writes the id of a failing call on its log line and in its error body', async () => {
    await database().query('ALTER TABLE access_request RENAME TO access_request_away')
    let response: Response
    try {
      response = await fetch(`${server.url}/trpc/website.requestAccess.create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({
          json: {
            name: 'Ravi Menon',
            email: 'ravi@example.com',
            kind: 'startup',
            organisation: 'Kuttanad Agro',
          },
        }),
      })
    } finally {
      await database().query('ALTER TABLE access_request_away RENAME TO access_request')
    }
    expect(response.status).toBe(500)
    const id = response.headers.get('x-request-id')!
    expect(id).toMatch(uuid)
    expect((await response.json()).error.json.data.requestId).toBe(id)

    await expect.poll(() => server.output()).toContain(id)
    const line = server
      .output()
      .split('\n')
      .filter((text) => text.startsWith('{'))
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((entry) => entry.msg === 'procedure failed')
    expect(line).toMatchObject({ level: 'error', requestId: id })
  })

  it('serves the metrics to the token only, labelled by route pattern', async () => {
    await fetch(`${server.url}/company/no-such-startup-9f2c`)
    expect((await fetch(`${server.url}/api/metrics`)).status).toBe(401)
    const response = await fetch(`${server.url}/api/metrics`, {
      headers: { authorization: `Bearer ${metricsToken}` },
    })
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/",/)
    expect(text).toMatch(/route="\/company\/:slug"/)
    expect(text).toMatch(/route="\/trpc\/website\.counts"/)
    expect(text).toMatch(/trpc_procedure_duration_seconds_count\{procedure="website\.counts"/)
    expect(text).toMatch(/^db_pool_connections [1-9]/m)
    expect(text).toMatch(/^job_queue_jobs\{queue="email\.send",state="waiting"\} \d/m)
    expect(text).not.toContain('no-such-startup')
    expect(server.output()).not.toContain(metricsToken)
  })
})
