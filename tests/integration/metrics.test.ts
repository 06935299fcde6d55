import { describe, expect, it } from 'vitest'

import { queueNames } from '@/server/jobs/queue'
import { routePatterns } from '@/server/metrics/route-label'
import { appRouter } from '@/server/trpc/root'

import { setupTestApp, testOrigin } from '../support/app'
import { observedFetch } from '../support/observed'

const token = 'metrics-token-3f9a1c7e5b2d8f40'
const app = setupTestApp({ METRICS_TOKEN: token })

const serve = (path: string, init?: RequestInit) => observedFetch(app().services, path, init)
const scrape = (authorization?: string) =>
  serve('/api/metrics', authorization ? { headers: { authorization } } : {})

describe('GET /api/metrics', () => {
  it('does not exist without a configured token', async () => {
    const unconfigured = { ...app().services, metricsToken: undefined }
    const response = await observedFetch(unconfigured, '/api/metrics', {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(response.status).toBe(404)
  })

  it('refuses a missing or wrong token, or the right one sent another way', async () => {
    for (const authorization of [
      undefined,
      'Bearer ',
      `Bearer ${token}x`,
      `Bearer ${token.slice(0, -1)}`,
      `Basic ${token}`,
      token,
    ]) {
      const response = await scrape(authorization)
      expect(response.status).toBe(401)
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/)
      expect(await response.text()).not.toContain('http_request_duration_seconds')
    }
  })

  it('serves request and procedure durations, process metrics and queue depths to the token', async () => {
    expect((await serve('/trpc/website.counts')).status).toBe(200)
    await serve('/trpc/website.nothingHere')
    await app().services.jobs.send(queueNames.sendEmail, { outboxId: 'not-a-real-one' })

    const response = await scrape(`Bearer ${token}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = await response.text()
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/trpc\/website\.counts",status_class="2xx"\} [1-9]/m,
    )
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/trpc\/unknown",status_class="4xx"\} [1-9]/m,
    )
    expect(text).toMatch(
      /^trpc_procedure_duration_seconds_count\{procedure="website\.counts",code="OK"\} [1-9]/m,
    )
    expect(text).toMatch(/^process_cpu_user_seconds_total /m)
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m)
    expect(text).toMatch(/^job_queue_jobs\{queue="email\.send",state="waiting"\} 1$/m)
    expect(text).toMatch(/^job_queue_jobs\{queue="notify\.events",state="waiting"\} 0$/m)
    // The pool's gauges where there is a pool (PostgreSQL), none on the embedded database.
    if (app().connection.kind === 'postgres') {
      expect(text).toMatch(/^db_pool_connections [1-9]/m)
      expect(text).toMatch(/^db_pool_idle_connections \d/m)
      expect(text).toMatch(/^db_pool_waiting_clients 0$/m)
    } else {
      expect(text).not.toContain('db_pool_')
    }
  })

  it('times procedures by their outcome', async () => {
    await serve('/trpc/website.requestAccess.create', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: testOrigin },
      body: JSON.stringify({ json: { name: '' } }),
    })
    const text = await (await scrape(`Bearer ${token}`)).text()
    expect(text).toMatch(
      /^trpc_procedure_duration_seconds_count\{procedure="website\.requestAccess\.create",code="BAD_REQUEST"\} [1-9]/m,
    )
  })

  it('never labels a series with an address: ids, slugs and unknown paths stay out', async () => {
    const id = '5d0c2b8e-7f1e-4c57-9a3e-0b6f2d1c9e41'
    const input = encodeURIComponent(JSON.stringify({ json: { slug: `krishi-setu-${id}` } }))
    const addresses = [
      `/trpc/website.startupPublicProfile.getStartupPublicProfile?input=${input}`,
      `/trpc/website.profile-${id}`,
      `/trpc/website.counts,website.x${id}?batch=1`,
      `/api/files/${id}`,
      `/api/lists/${id}/export`,
      `/company/krishi-setu-${id}`,
      `/admin/outbox/${id}`,
      `/${id}/wp-login.php`,
      `/admin/${id}/deep/path`,
    ]
    for (const address of addresses) await serve(address)

    const text = await (await scrape(`Bearer ${token}`)).text()
    expect(text).not.toContain(id)
    expect(text).not.toContain('krishi-setu')
    expect(text).not.toContain('wp-login')

    const known = new Set([
      ...routePatterns.map((route) => route.replace(/\/\$$/, '/*').replace(/\$(\w+)/g, ':$1')),
      ...Object.keys(appRouter._def.procedures).map((name) => `/trpc/${name}`),
      '/trpc/batch',
      '/trpc/unknown',
      'unknown',
    ])
    const routes = new Set([...text.matchAll(/route="([^"]*)"/g)].map(([, route]) => route!))
    expect([...routes].filter((route) => !known.has(route))).toEqual([])
    for (const route of ['/api/files/:id', '/api/lists/:id/export', '/company/:slug']) {
      expect(routes).toContain(route)
    }
    expect(routes).toContain('/admin/outbox/:id')
    expect(routes).toContain('/admin/*')
  })
})
