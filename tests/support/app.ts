import { afterAll, beforeEach } from 'vitest'

import { parseEnv } from '@/env'
import { pendingAuthTasks } from '@/server/auth/auth'
import { handleAuthRequest } from '@/server/auth/handler'
import type { DatabaseConnection } from '@/server/db/client'
import { createContext } from '@/server/trpc/init'
import { createCaller } from '@/server/trpc/root'
import { handleTrpcRequest } from '@/server/trpc/handler'
import { createServices, type Services } from '@/server/services'
import { CLIENT_IP_HEADER } from '@/server/security/client-ip'
import type { RateLimitStore } from '@/server/security/rate-limit'

import { createTestDatabase, resetDatabase } from './database'

export const testOrigin = 'http://localhost:3000'

export type TestApp = {
  connection: DatabaseConnection
  services: Services
  /** A tRPC caller acting with the given request headers (cookie, client IP). */
  caller: (headers?: Headers) => Promise<ReturnType<typeof createCaller>>
  /** Sends a request through the real /trpc HTTP handler. */
  trpcFetch: (path: string, init?: RequestInit) => Promise<Response>
  /** Sends a request through better-auth's HTTP handler. */
  authFetch: (path: string, init?: RequestInit) => Promise<Response>
}

/** The secret the test app signs its session cookies with. */
export const testAuthSecret = 'test-secret-test-secret-test-secret-0123'

/**
 * One migrated database and one set of services per test file; every table is emptied before
 * each test (unless `emptyBeforeEach` is false: the file then empties it itself, with
 * resetDatabase). Call at the top of a test file.
 */
export function setupTestApp(
  overrides: Record<string, string> = {},
  {
    emptyBeforeEach = true,
    ...options
  }: { rateLimits?: RateLimitStore; emptyBeforeEach?: boolean } = {},
): () => TestApp {
  // Quick retries, so a delivery test does not wait minutes for the queue's backoff.
  let app: TestApp | undefined
  const ready = (async () => {
    const connection = await createTestDatabase()
    const services = createServices(
      connection,
      parseEnv({
        NODE_ENV: 'test',
        BETTER_AUTH_SECRET: testAuthSecret,
        BETTER_AUTH_URL: testOrigin,
        ...overrides,
      }),
      { retry: { retryLimit: 5, retryDelay: 1, retryBackoff: false }, ...options },
    )
    app = {
      connection,
      services,
      caller: async (headers = new Headers()) =>
        createCaller(await createContext(services, withIp(headers))),
      trpcFetch: (path, init) =>
        handleTrpcRequest(new Request(`${testOrigin}/trpc/${path}`, withIpInit(init)), services),
      authFetch: (path, init) =>
        handleAuthRequest(
          new Request(`${testOrigin}/api/auth/${path}`, withIpInit(init)),
          services,
        ),
    }
  })()

  beforeEach(async () => {
    await ready
    if (emptyBeforeEach) {
      await resetDatabase(app!.connection)
      // The call budgets this process counted went with the database's rows.
      app!.services.rateLimits.forgetSoon()
    }
  })
  afterAll(async () => {
    await ready
    await pendingAuthTasks()
    await app!.services.jobs.stop()
    app!.services.mailer.close()
    await app!.services.rateLimits.stopSoon()
    await app!.connection.close()
  })
  return () => {
    if (!app) throw new Error('setupTestApp() is ready only inside tests and hooks')
    return app
  }
}

function withIp(headers: Headers): Headers {
  const copy = new Headers(headers)
  if (!copy.has(CLIENT_IP_HEADER)) copy.set(CLIENT_IP_HEADER, '203.0.113.10')
  return copy
}

function withIpInit(init: RequestInit = {}): RequestInit {
  return { ...init, headers: withIp(new Headers(init.headers)) }
}
