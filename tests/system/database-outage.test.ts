import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { launch, ready, signUpAndIn, stop, throwawayCluster, type Running } from './support'

// PostgreSQL restarted under a running app (a throwaway cluster the test stops and starts, never
// the machine's server): while it is down every request that needs it answers a clear 503 with
// Retry-After, whatever served it (tRPC, a page, an export, the sign-in); once it is back the same
// process serves again within 5 seconds; and the failures were logged without a secret.
describe('a PostgreSQL restart while the app runs', () => {
  let cluster: Awaited<ReturnType<typeof throwawayCluster>>
  let server: Running
  const password = 'kaveri-delta-orchard-91'
  let person: Awaited<ReturnType<typeof signUpAndIn>>

  type Answer = { path: string; status: number; retryAfter: string | null; body: string }
  const duringOutage: Answer[] = []
  let secondsToServeAgain = Infinity

  beforeAll(async () => {
    cluster = await throwawayCluster()
    server = await launch('scripts/serve.mjs', { DATABASE_URL: cluster.url })
    await ready(server)
    person = await signUpAndIn(server.url, 'meera@example.com', password)
    const signedIn = { headers: { cookie: person.cookie } }
    expect((await fetch(`${server.url}/trpc/account.session`, signedIn)).status).toBe(200)

    cluster.stop()
    const requests: [string, RequestInit][] = [
      ['/trpc/account.session', signedIn],
      ['/trpc/account.session,notifications.unreadCount?batch=1&input={}', signedIn],
      [
        '/trpc/account.createStartup',
        {
          method: 'POST',
          headers: {
            cookie: person.cookie,
            origin: server.url,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ json: { name: 'Kaveri Labs' } }),
        },
      ],
      ['/startups', signedIn],
      ['/investors/applications', signedIn],
      ['/api/applications/export', signedIn],
      [
        '/api/auth/sign-in/email',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: server.url },
          body: JSON.stringify({ email: 'meera@example.com', password }),
        },
      ],
    ]
    for (let round = 0; round < 3; round++) {
      for (const [path, init] of requests) {
        const answer = await fetch(`${server.url}${path}`, init)
        duringOutage.push({
          path,
          status: answer.status,
          retryAfter: answer.headers.get('retry-after'),
          body: await answer.text(),
        })
      }
    }

    cluster.start()
    const back = performance.now()
    for (;;) {
      const answer = await fetch(`${server.url}/trpc/account.session`, signedIn)
      if (answer.status === 200) break
      if (performance.now() - back > 15_000) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    secondsToServeAgain = (performance.now() - back) / 1000
  })

  afterAll(async () => {
    if (server) await stop(server)
    cluster?.remove()
  })

  it('answers 503 with Retry-After and a message a person can act on, never a 500', () => {
    expect(duringOutage).toHaveLength(21)
    for (const answer of duringOutage) {
      expect({ path: answer.path, status: answer.status }).toEqual({
        path: answer.path,
        status: 503,
      })
      expect(answer.retryAfter, answer.path).toBe('5')
      expect(answer.body, answer.path).toContain('cannot reach its database just now')
      expect(answer.body, answer.path).not.toMatch(/\n\s+at /)
    }
  })

  it('serves again within 5 seconds of the database being back, without a restart', async () => {
    expect(secondsToServeAgain).toBeLessThan(5)
    const signedIn = { headers: { cookie: person.cookie } }
    expect((await fetch(`${server.url}/startups`, signedIn)).status).toBe(200)
    expect(server.child.exitCode).toBeNull()
  })

  it('logs the outage, with no session token, cookie or password', () => {
    const log = server.output()
    expect(log).toMatch(/"level":"error".*database unreachable/)
    expect(log).not.toContain(person.token)
    expect(log).not.toContain(person.cookieValue)
    expect(log).not.toContain(encodeURIComponent(person.cookieValue))
    expect(log).not.toContain(password)
    expect(log).not.toMatch(/params: /)
    expect(log).not.toMatch(/session_token=(?!\[redacted\])/)
  })
})
