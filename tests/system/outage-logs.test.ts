import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { launch, ready, signUpAndIn, stop, throwawayCluster, type Running } from './support'

// A database outage makes every signed-in request fail; the failures are logged, and not one log
// line may carry the session token, the cookie or a password of the requests that failed.
describe('logs during a database outage', () => {
  let cluster: Awaited<ReturnType<typeof throwawayCluster>>
  let server: Running

  beforeAll(async () => {
    cluster = await throwawayCluster()
    server = await launch('scripts/serve.mjs', { DATABASE_URL: cluster.url })
    await ready(server)
  })

  afterAll(async () => {
    if (server) await stop(server)
    cluster?.remove()
  })

  it('name no session token, cookie or password, only what failed', async () => {
    const password = 'kaveri-delta-orchard-91'
    const person = await signUpAndIn(server.url, 'meera@example.com', password)
    const signedIn = { headers: { cookie: person.cookie } }
    const session = await fetch(`${server.url}/trpc/account.session`, signedIn)
    expect(session.status).toBe(200)

    cluster.stop()
    const statuses: number[] = []
    for (let round = 0; round < 5; round++) {
      for (const path of [
        '/trpc/account.session',
        '/trpc/notifications.unreadCount',
        '/trpc/account.session,notifications.unreadCount?batch=1&input={}',
        '/startups',
        '/investors/applications',
        '/api/applications/export',
      ]) {
        statuses.push((await fetch(`${server.url}${path}`, signedIn)).status)
      }
      const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({ email: 'meera@example.com', password }),
      })
      statuses.push(signIn.status)
    }
    cluster.start()
    // The same process serves again once the database is back.
    await expect
      .poll(async () => (await fetch(`${server.url}/trpc/account.session`, signedIn)).status, {
        timeout: 15_000,
        interval: 250,
      })
      .toBe(200)

    expect(statuses.filter((status) => status >= 500).length).toBeGreaterThan(0)
    const log = server.output()
    // The outage was logged…
    expect(log).toMatch(/"level":"error"/)
    // …and nothing secret with it.
    expect(log).not.toContain(person.token)
    expect(log).not.toContain(person.cookieValue)
    expect(log).not.toContain(encodeURIComponent(person.cookieValue))
    expect(log).not.toContain(password)
    expect(log).not.toMatch(/params: /)
    expect(log).not.toMatch(/session_token=(?!\[redacted\])/)
  })
})
