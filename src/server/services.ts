import { env, type Env } from '@/env'

import { createAuth, type Auth } from './auth/auth'
import { connect, type Database, type DatabaseConnection } from './db/client'
import { createRateLimitStore, type RateLimitStore } from './security/rate-limit'

// Everything a request needs from the server, built once per process (and once per test file).
export type Services = {
  db: Database
  auth: Auth
  rateLimits: RateLimitStore
  baseURL: string
  trustProxy: boolean
  production: boolean
  demoMode: boolean
}

export function createServices(connection: DatabaseConnection, config: Env): Services {
  const rateLimits = createRateLimitStore(connection.db)
  const production = config.NODE_ENV === 'production'
  return {
    db: connection.db,
    rateLimits,
    auth: createAuth({
      db: connection.db,
      rateLimits,
      baseURL: config.BETTER_AUTH_URL,
      secret: config.BETTER_AUTH_SECRET,
      production,
    }),
    baseURL: config.BETTER_AUTH_URL,
    trustProxy: config.TRUST_PROXY,
    production,
    demoMode: config.DEMO_MODE,
  }
}

type AppState = { connection: DatabaseConnection; services: Services; ready: Promise<void> }

// Kept on globalThis so dev-server module reloads reuse the one PGlite instance of the folder.
const holder = globalThis as typeof globalThis & { __sangam?: AppState }

function state(): AppState {
  if (!holder.__sangam) {
    const config = env()
    const connection = connect(
      config.DATABASE_URL
        ? { kind: 'postgres', url: config.DATABASE_URL }
        : { kind: 'pglite', dataDir: config.DATA_DIR },
    )
    holder.__sangam = {
      connection,
      services: createServices(connection, config),
      ready: connection.migrate(),
    }
  }
  return holder.__sangam
}

export function services(): Services {
  return state().services
}

/** Resolves once migrations are applied; every request waits for it. */
export function servicesReady(): Promise<void> {
  return state().ready
}

export async function closeServices(): Promise<void> {
  const current = holder.__sangam
  holder.__sangam = undefined
  if (current) await current.connection.close()
}
