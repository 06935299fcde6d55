import { readFileSync, readdirSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { launch, ready, stop, useEmptyDatabase } from './support'

// A deploy stops the old server while it is busy: every request it accepted must be answered
// properly and every acknowledged write kept; then it ends by the signal it got.
describe('stopping a busy server', () => {
  const database = useEmptyDatabase()

  it('finishes the requests in flight on SIGTERM: no 5xx, writes kept, exit status 128 + 15', async () => {
    // Through `npm start`'s script, as a supervisor would run it.
    const server = await launch('scripts/start.mjs', {
      DATABASE_URL: database().url,
      TRUST_PROXY: 'true',
    })
    await ready(server)

    const statuses: number[] = []
    let sent = 0
    let stopping = false
    let gone = false
    void server.exited.then(() => (gone = true))
    const writer = async (id: number) => {
      while (!gone) {
        const n = sent++
        try {
          const response = await fetch(`${server.url}/trpc/website.requestAccess.create`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              origin: server.url,
              // Each request from its own address, clear of the per-address limit.
              'x-forwarded-for': `10.${id}.${Math.floor(n / 250) % 250}.${n % 250}`,
            },
            body: JSON.stringify({
              json: {
                name: 'Ravi Menon',
                email: `writer${id}.${n}@example.com`,
                kind: 'startup',
                organisation: 'Kuttanad Agro',
              },
            }),
          })
          statuses.push(response.status)
          await response.arrayBuffer()
        } catch (error) {
          // After the stop begins, new connections are refused: that is not an answer.
          if (!stopping) throw error
          await new Promise((resolve) => setTimeout(resolve, 20))
        }
      }
    }
    const writers = Array.from({ length: 20 }, (_, id) => writer(id))
    // The signal comes in the middle of the burst: once many writes have been answered.
    await expect.poll(() => statuses.length, { timeout: 60_000 }).toBeGreaterThan(50)
    stopping = true
    server.child.kill('SIGTERM')
    const ended = await server.exited
    await Promise.all(writers)

    expect(statuses.length).toBeGreaterThan(50)
    expect(statuses.filter((status) => status >= 500)).toEqual([])
    expect(statuses.every((status) => status === 200)).toBe(true)
    expect(ended).toEqual({ code: 143, signal: null })
    const { rows } = await database().query('SELECT count(*)::int AS n FROM access_request')
    expect(rows[0].n).toBe(statuses.length)
    expect(server.output()).not.toMatch(/Cannot use a pool after calling end/)
  })

  it('answers a request whose body is still arriving when SIGTERM comes, and keeps its write', async () => {
    const server = await launch('scripts/serve.mjs', { DATABASE_URL: database().url })
    await ready(server)
    const body = new TextEncoder().encode(
      JSON.stringify({
        json: {
          name: 'Asha Pillai',
          email: 'asha.in-flight@example.com',
          kind: 'startup',
          organisation: 'Vembanad Foods',
        },
      }),
    )
    let sendRest = () => {}
    const rest = new Promise<void>((resolve) => (sendRest = resolve))
    const answer = fetch(`${server.url}/trpc/website.requestAccess.create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(body.subarray(0, 20))
          await rest
          controller.enqueue(body.subarray(20))
          controller.close()
        },
      }),
      duplex: 'half',
    } as RequestInit)
    // The server has the request (its headers and a first part of the body) when the signal comes.
    // Nothing outside the server marks that moment (the request is answered only once its body is
    // whole, and no gauge counts requests in flight), so this waits half a second. A server that
    // has not read the headers by then (a machine loaded far beyond CI's) gets the signal first,
    // and this test fails rather than passing without checking anything.
    await new Promise((resolve) => setTimeout(resolve, 500))
    server.child.kill('SIGTERM')
    // Stopping has begun: no new connection is taken, while this request waits for its body.
    await expect
      .poll(() =>
        fetch(`${server.url}/api/health/live`).then(
          () => 'served',
          () => 'refused',
        ),
      )
      .toBe('refused')
    sendRest()
    const response = await answer
    expect(response.status).toBe(200)
    expect((await response.json()).result.data.json.received).toBe(true)
    expect(await server.exited).toEqual({ code: null, signal: 'SIGTERM' })
    const { rows } = await database().query(
      "SELECT count(*)::int AS n FROM access_request WHERE email = 'asha.in-flight@example.com'",
    )
    expect(rows[0].n).toBe(1)
  })

  it('exits non-zero when the server process is killed', async () => {
    const server = await launch('scripts/start.mjs', { DATABASE_URL: database().url })
    await ready(server)
    process.kill(serverPidOf(server.child.pid!), 'SIGKILL')
    expect(await server.exited).toEqual({ code: 137, signal: null })
    await stop(server)
  })
})

/** The launcher's pid: the one child of `npm start`'s process. */
function serverPidOf(parent: number): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (ppid === parent) return Number(entry)
    } catch {
      // The process ended while we looked.
    }
  }
  throw new Error(`no child of ${parent}`)
}
