import { connect } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { launch, ready, stop, useEmptyDatabase, type Running } from './support'

const threeMegabytes = 'x'.repeat(3 * 1024 * 1024)

/** A body sent in 64 kB chunks without a declared length, `total` bytes in all. */
function chunked(total: number) {
  let sent = 0
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close()
      sent += 64 * 1024
      controller.enqueue(new Uint8Array(64 * 1024).fill(32))
    },
  })
}

/**
 * The status of the answer, or 'dropped' when the connection closed while the client was still
 * sending: the server answers a refused body without reading the rest, then closes.
 */
async function statusOf(answer: Promise<Response>): Promise<number | 'dropped'> {
  try {
    return (await answer).status
  } catch (error) {
    const code = ((error as Error).cause as { code?: string } | undefined)?.code
    if (code === 'EPIPE' || code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return 'dropped'
    throw error
  }
}

/** Sends a request's head and part of its body on a raw connection, then drops the connection. */
function abandon(port: number, path: string, head: string, partial: string) {
  return new Promise<void>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`POST ${path} HTTP/1.1\r\nHost: localhost:${port}\r\n${head}\r\n`)
      socket.write(partial, () => {
        socket.destroy()
        resolve()
      })
    })
    socket.once('error', reject)
  })
}

// The production server refusing bodies over its limits, and clients that leave mid-body: each
// is answered or dropped, and nothing escapes as an uncaught exception.
describe('oversized and abandoned request bodies on the production server', () => {
  const database = useEmptyDatabase()
  let server: Running

  beforeAll(async () => {
    server = await launch('scripts/serve.mjs', { DATABASE_URL: database().url })
    await ready(server)
  })
  afterAll(async () => {
    if (server) await stop(server)
  })

  it('answers 413 (or drops the unread rest) and logs no uncaught exception, whatever the body', async () => {
    const json = { 'content-type': 'application/json', origin: server.url }
    for (const path of ['/trpc/website.requestAccess.create', '/api/auth/sign-up/email']) {
      const declared = fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: json,
        body: threeMegabytes,
      })
      expect([413, 'dropped']).toContain(await statusOf(declared))
      const streamed = fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: json,
        body: chunked(3 * 1024 * 1024),
        duplex: 'half',
      } as RequestInit)
      expect([413, 'dropped']).toContain(await statusOf(streamed))
    }

    const head = `Content-Type: application/json\r\nOrigin: ${server.url}\r\n`
    await abandon(
      server.port,
      '/trpc/website.requestAccess.create',
      `${head}Content-Length: 500000\r\n`,
      `{"json":{"name":"${'x'.repeat(200_000)}`,
    )
    await abandon(
      server.port,
      '/trpc/website.requestAccess.create',
      `${head}Transfer-Encoding: chunked\r\n`,
      `10000\r\n${'x'.repeat(0x10000)}\r\n8000\r\n${'x'.repeat(0x4000)}`,
    )
    // The server still answers, and once stopped its whole log can be read.
    expect((await fetch(`${server.url}/api/health/live`)).status).toBe(200)
    await stop(server)
    expect(server.output()).not.toContain('Uncaught exception')
    expect(server.output()).not.toContain('Controller is already closed')
  })
})
