import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'

import { log } from '@/server/log'

/**
 * The server's Prometheus metrics, on a registry of our own (nothing a library puts in
 * prom-client's global one is served). Request and procedure durations are counted as they
 * happen; the database pool and the job queues are read when the metrics are asked for.
 */
function createMetrics() {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const registers = [registry]
  return {
    registry,
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time until the response starts, by method, route pattern or tRPC procedure, and status class',
      labelNames: ['method', 'route', 'status_class'] as const,
      registers,
    }),
    procedureDuration: new Histogram({
      name: 'trpc_procedure_duration_seconds',
      help: 'Time a tRPC procedure ran, by procedure and outcome (OK or the tRPC error code)',
      labelNames: ['procedure', 'code'] as const,
      registers,
    }),
    poolTotal: new Gauge({
      name: 'db_pool_connections',
      help: 'Connections the PostgreSQL pool holds, in use or idle',
      // The pool's gauges join the registry once a pool is found: the embedded database has none,
      // and a constant 0 would read as an empty pool.
      registers: [],
    }),
    poolIdle: new Gauge({
      name: 'db_pool_idle_connections',
      help: 'Connections of the PostgreSQL pool not in use',
      registers: [],
    }),
    poolWaiting: new Gauge({
      name: 'db_pool_waiting_clients',
      help: 'Queries waiting for a connection of the PostgreSQL pool',
      registers: [],
    }),
    queueJobs: new Gauge({
      name: 'job_queue_jobs',
      help: 'Jobs of each queue: waiting (to start or to be retried) and active',
      labelNames: ['queue', 'state'] as const,
      registers,
    }),
  }
}

type Metrics = ReturnType<typeof createMetrics>

// Kept on globalThis so a dev-server module reload keeps counting in the same registry.
const holder = globalThis as typeof globalThis & { __sangamMetrics?: Metrics }
const metrics = (holder.__sangamMetrics ??= createMetrics())

export function observeHttpRequest(
  labels: { method: string; route: string; status: number },
  seconds: number,
) {
  const { method, route, status } = labels
  metrics.httpDuration.observe(
    { method, route, status_class: `${Math.floor(status / 100)}xx` },
    seconds,
  )
}

export function observeProcedure(procedure: string, code: string, seconds: number) {
  metrics.procedureDuration.observe({ procedure, code }, seconds)
}

export type PoolStats = { total: number; idle: number; waiting: number }
export type QueueCounts = { queue: string; waiting: number; active: number }

/** What is read at each scrape; a source that is absent or fails leaves its series out. */
export type ScrapeSources = {
  pool: () => PoolStats | null
  queues: () => Promise<QueueCounts[]>
}

// A scrape must answer even when the database does not: the queue counts get this long.
export const queueCountTimeoutMs = 2000

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

async function queueCounts(sources: ScrapeSources): Promise<QueueCounts[]> {
  try {
    return await withTimeout(sources.queues(), queueCountTimeoutMs)
  } catch (error) {
    log.warn({ err: error }, 'job queue counts left out of the metrics')
    return []
  }
}

async function readSources(sources: ScrapeSources) {
  const queues = await queueCounts(sources)
  // Set together after the wait, so a scrape running alongside cannot mix its counts with these.
  metrics.queueJobs.reset()
  for (const { queue, waiting, active } of queues) {
    metrics.queueJobs.set({ queue, state: 'waiting' }, waiting)
    metrics.queueJobs.set({ queue, state: 'active' }, active)
  }
  const pool = sources.pool()
  if (!pool) return
  if (!metrics.registry.getSingleMetric('db_pool_connections')) {
    for (const gauge of [metrics.poolTotal, metrics.poolIdle, metrics.poolWaiting]) {
      metrics.registry.registerMetric(gauge)
    }
  }
  metrics.poolTotal.set(pool.total)
  metrics.poolIdle.set(pool.idle)
  metrics.poolWaiting.set(pool.waiting)
}

/** The metrics in Prometheus's text format, with the pool and queues read now. */
export async function renderMetrics(sources: ScrapeSources) {
  await readSources(sources)
  return { text: await metrics.registry.metrics(), contentType: metrics.registry.contentType }
}
