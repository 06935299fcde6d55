import { env, type Env } from '@/env'
import { speakIn } from '@/lib/i18n/said'

import { createAuth, pendingAuthTasks, type Auth } from './auth/auth'
import { connect, type Database, type DatabaseConnection } from './db/client'
import { createMailer, type Mailer } from './email/mailer'
import { createStorage, type FileStorage } from './files/storage'
import type { IntakeServer } from './intake/smtp'
import { createJobQueue, type JobQueue, type RetryPolicy } from './jobs/queue'
import { currentLocale } from './http/request-context'
import { log } from './log'
import { createNotifier, type Notifier } from './notifications/notifier'
import { appOrigins } from './security/origin'
import { createRateLimitStore, type RateLimitStore } from './security/rate-limit'
import { applicationIndexes } from './search/registry'

/** Where people reach Sangam, from the configuration (CONTACT_EMAIL, GRIEVANCE_OFFICER_*). */
export type ContactDetails = {
  contactEmail: string
  grievanceOfficer: { name: string; email: string }
}

// Everything a request needs from the server, built once per process (and once per test file).
export type Services = {
  db: Database
  auth: Auth
  rateLimits: RateLimitStore
  jobs: JobQueue
  mailer: Mailer
  /** In-app notifications and their emails, fanned out from application events by a job. */
  notifier: Notifier
  /** Bytes of uploaded files (disk, or S3 when configured). */
  files: FileStorage
  baseURL: string
  /** Where the app's pages may be opened (src/server/security/origin.ts). */
  origins: string[]
  trustProxy: boolean
  production: boolean
  demoMode: boolean
  contact: ContactDetails
  /** Bearer token of GET /api/metrics (METRICS_TOKEN); unset, the endpoint answers 404. */
  metricsToken: string | undefined
  /** The PostgreSQL pool's connections now; null on the embedded database. */
  poolStats: DatabaseConnection['poolStats']
  /**
   * Deal intake by email (decision 0048): the domain of funds' intake addresses, and whether this
   * server receives their mail (INBOUND_SMTP_PORT).
   */
  intake: { domain: string | null; receiving: boolean }
}

export function createServices(
  connection: DatabaseConnection,
  config: Env,
  options: { retry?: RetryPolicy; files?: FileStorage; rateLimits?: RateLimitStore } = {},
): Services {
  // What the server says outside React (errors, a schema's messages, bell lines) is in the
  // language of the request or the reader it is for (decision 0050), in every process that serves.
  speakIn(currentLocale)
  const rateLimits = options.rateLimits ?? createRateLimitStore(connection.db)
  const jobs = createJobQueue(connection, options.retry)
  const mailer = createMailer({
    db: connection.db,
    jobs,
    rateLimits,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
  })
  const production = config.NODE_ENV === 'production'
  const origins = appOrigins(config.BETTER_AUTH_URL, config.DEMO_MODE || !production)
  const notifier = createNotifier({
    db: connection.db,
    jobs,
    mailer,
    baseURL: config.BETTER_AUTH_URL,
  })
  return {
    db: connection.db,
    rateLimits,
    jobs,
    mailer,
    notifier,
    files: options.files ?? createStorage(config),
    auth: createAuth({
      db: connection.db,
      rateLimits,
      mailer,
      baseURL: config.BETTER_AUTH_URL,
      origins,
      secret: config.BETTER_AUTH_SECRET,
      production,
    }),
    baseURL: config.BETTER_AUTH_URL,
    origins,
    trustProxy: config.TRUST_PROXY,
    production,
    demoMode: config.DEMO_MODE,
    contact: {
      contactEmail: config.CONTACT_EMAIL,
      grievanceOfficer: {
        name: config.GRIEVANCE_OFFICER_NAME,
        email: config.GRIEVANCE_OFFICER_EMAIL,
      },
    },
    metricsToken: config.METRICS_TOKEN,
    poolStats: connection.poolStats,
    intake: {
      domain: config.INBOUND_DOMAIN ?? null,
      receiving: config.INBOUND_SMTP_PORT !== undefined,
    },
  }
}

/**
 * The inbound SMTP server, when INBOUND_SMTP_PORT asks for one; otherwise nothing listens, and
 * its modules (smtp-server, mailparser) are never loaded.
 */
async function startIntakeServer(config: Env, services: Services): Promise<IntakeServer | null> {
  if (config.INBOUND_SMTP_PORT === undefined || !config.INBOUND_DOMAIN) return null
  const { createIntakeServer } = await import('./intake/smtp')
  const server = createIntakeServer({
    db: services.db,
    files: services.files,
    rateLimits: services.rateLimits,
    domain: config.INBOUND_DOMAIN,
    port: config.INBOUND_SMTP_PORT,
    host: config.INBOUND_SMTP_HOST,
    tls:
      config.INBOUND_TLS_CERT && config.INBOUND_TLS_KEY
        ? { certPath: config.INBOUND_TLS_CERT, keyPath: config.INBOUND_TLS_KEY }
        : undefined,
  })
  const port = await server.listen()
  log.info({ port }, 'intake: receiving mail by SMTP')
  return server
}

type AppState = {
  connection: DatabaseConnection
  services: Services
  /** Set once the inbound SMTP server listens (decision 0048). */
  intake: IntakeServer | null
  ready: Promise<void>
}

// Kept on globalThis so dev-server module reloads reuse the one PGlite instance of the folder.
const holder = globalThis as typeof globalThis & { __sangam?: AppState }

function state(): AppState {
  if (!holder.__sangam) {
    const config = env()
    const connection = connect(
      config.DATABASE_URL
        ? {
            kind: 'postgres',
            url: config.DATABASE_URL,
            statementTimeoutMs: config.STATEMENT_TIMEOUT,
          }
        : { kind: 'pglite', dataDir: config.DATA_DIR },
    )
    const services = createServices(connection, config)
    const current: AppState = {
      connection,
      services,
      intake: null,
      // Migrations first; then this process starts delivering queued emails.
      ready: connection
        .migrate()
        .then(() => Promise.all([services.mailer.startWorker(), services.notifier.startWorker()]))
        .then(() => {
          // In the background: large organisations' search indexes, before the server says it is
          // ready (/api/health/ready); their searches are answered by SQL meanwhile.
          const indexes = applicationIndexes(connection.db)
          indexes
            .warm()
            .catch((error: unknown) =>
              log.warn({ err: error }, 'search indexes not built at start'),
            )
          indexes.pruneEvery(6 * 3_600_000)
        })
        // Mail is taken once the database is ready for it; a port in use stops the server.
        .then(async () => {
          const intake = await startIntakeServer(config, services)
          // Stopped meanwhile: closeServices found no server to close.
          if (holder.__sangam !== current) await intake?.close()
          else current.intake = intake
        }),
    }
    holder.__sangam = current
  }
  return holder.__sangam
}

export function services(): Services {
  return state().services
}

/**
 * Resolves once migrations are applied and the workers run; every request waits for it. Rejects
 * when the database cannot be opened (a bad configuration, an embedded folder in use).
 */
export function servicesReady(): Promise<void> {
  try {
    return state().ready
  } catch (error) {
    return Promise.reject(error)
  }
}

export async function closeServices(): Promise<void> {
  const current = holder.__sangam
  holder.__sangam = undefined
  if (!current) return
  // No new mail from here on; a message being received finishes first.
  await current.intake?.close()
  // Account emails still being stored after their answer went out.
  await pendingAuthTasks()
  await current.services.notifier.stopSweeping()
  await current.services.jobs.stop()
  current.services.mailer.close()
  await current.services.rateLimits.stopSoon()
  await current.connection.close()
}
