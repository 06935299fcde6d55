import pino from 'pino'
import { vi } from 'vitest'

import { handleObserved } from '@/server/http/observed'
import { log } from '@/server/log'
import { handleMetricsRequest } from '@/server/metrics/handler'
import { CLIENT_IP_HEADER } from '@/server/security/client-ip'
import type { Services } from '@/server/services'
import { handleTrpcRequest } from '@/server/trpc/handler'

import { testOrigin } from './app'

/**
 * Sends a request the way the server entry handles each one (src/server-entry.ts): under its
 * request id and timed for the metrics, then to /trpc or /api/metrics; any other address answers
 * 404 here, as a page the app does not have would.
 */
export function observedFetch(
  services: Services,
  path: string,
  init: RequestInit = {},
  { trustProxy = false } = {},
): Promise<Response> {
  const headers = new Headers(init.headers)
  if (!headers.has(CLIENT_IP_HEADER)) headers.set(CLIENT_IP_HEADER, '203.0.113.10')
  const request = new Request(`${testOrigin}${path}`, { ...init, headers })
  return handleObserved(request, trustProxy, async (received) => {
    const { pathname } = new URL(received.url)
    if (pathname.startsWith('/trpc/')) return handleTrpcRequest(received, services)
    if (pathname === '/api/metrics') return handleMetricsRequest(received, services)
    return new Response('Not Found', { status: 404 })
  })
}

export type LogLine = { level: string; msg?: string; requestId?: string } & Record<string, unknown>

/**
 * Captures what the server's logger writes (every level) instead of printing it, until
 * `restore()`.
 */
export function captureLogs() {
  const stream = (log as unknown as Record<symbol, { write: (line: string) => boolean }>)[
    pino.symbols.streamSym
  ]!
  const lines: LogLine[] = []
  const level = log.level
  log.level = 'debug'
  const write = vi.spyOn(stream, 'write').mockImplementation((line: string) => {
    lines.push(JSON.parse(line) as LogLine)
    return true
  })
  return {
    lines,
    restore() {
      write.mockRestore()
      log.level = level
    },
  }
}
