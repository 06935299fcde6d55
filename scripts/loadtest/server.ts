// The production build for the load test: served by the launcher (scripts/serve.mjs) on the load
// test's database, with the proxy headers trusted (each simulated client has an address of its
// own) and the metrics endpoint on; signed-in sessions; and the server's memory and CPU, sampled.
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { constants } from 'node:os'

import { serverCommand } from '../lib/build.mjs'
import { residentMegabytes } from '../bench/export'

export type ServerLog = {
  /** Lines the server logged at warn and at error (or fatal) level. */
  warnings: number
  errors: number
  /** The first few of the others, as logged. */
  firsts: string[]
}

export type Server = {
  base: string
  child: ChildProcess
  pid: number
  metricsToken: string
  log: ServerLog
  stop: () => Promise<void>
}

/** The load test server's own secret: it signs the sessions the load test writes itself. */
export const loadtestAuthSecret = 'loadtest-secret-loadtest-secret-loadtest-0123'

/** Counts the warnings and errors among the JSON lines the server writes. */
function watchLog(child: ChildProcess): ServerLog {
  const log: ServerLog = { warnings: 0, errors: 0, firsts: [] }
  let partial = ''
  child.stdout!.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n')
    partial = lines.pop() ?? ''
    for (const line of lines) {
      const level = /"level":"(\w+)"/.exec(line)?.[1]
      if (level === 'error' || level === 'fatal') log.errors++
      else if (level === 'warn') log.warnings++
      else continue
      if (log.firsts.length < 5) log.firsts.push(line.slice(0, 600))
    }
  })
  return log
}

/**
 * Stops the server when this process ends without stopping it: by an error nobody caught (Node
 * then exits), or by SIGINT, SIGTERM or SIGHUP (after which this process ends by that signal's
 * status). `release` once the server is stopped the ordinary way.
 */
export function stopWithThisProcess(child: ChildProcess) {
  const stopChild = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
  }
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`${signal}: stopping the server (pid ${child.pid})`)
    stopChild()
    process.exit(128 + constants.signals[signal])
  }
  process.once('exit', stopChild)
  for (const signal of signals) process.once(signal, onSignal)
  return {
    release() {
      process.off('exit', stopChild)
      for (const signal of signals) process.off(signal, onSignal)
    },
  }
}

/**
 * `cpuProfileDir`: the server runs under `--cpu-prof` and writes its CPU profile (a
 * `.cpuprofile` for Chrome's DevTools) there when it stops.
 */
export async function startServer(options: {
  port: number
  databaseUrl: string
  cpuProfileDir?: string
  /** Where people reach the app, when not this server's own address (behind nginx). */
  publicUrl?: string
  /**
   * How long it may take to say it is ready: a server builds its largest search indexes first,
   * which at a million applications on a slow 2-core machine, beside a busy server, passes 2 min.
   */
  readyWithinMs?: number
}) {
  if (!existsSync('.output/server/index.mjs')) {
    throw new Error('No production build in .output: run npm run build first')
  }
  const base = `http://localhost:${options.port}`
  // Another server on the port would answer in this one's place, and its figures be taken for it.
  if (
    await fetch(base).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`Port ${options.port} is in use already: stop what listens there, or --port`)
  }
  const metricsToken = randomBytes(24).toString('hex')
  const inherited = { ...process.env }
  delete inherited.DATA_DIR
  const profiling = options.cpuProfileDir
    ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`]
    : []
  const child = spawn(process.execPath, [...profiling, ...serverCommand], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...inherited,
      NODE_ENV: 'production',
      DATABASE_URL: options.databaseUrl,
      DEMO_MODE: 'false',
      PORT: String(options.port),
      BETTER_AUTH_URL: options.publicUrl ?? base,
      BETTER_AUTH_SECRET: loadtestAuthSecret,
      LOG_LEVEL: 'warn',
      // Every simulated client sends its own X-Forwarded-For: limits per address apply to each
      // client, as behind a proxy, not to the one address the load generator has.
      TRUST_PROXY: 'true',
      METRICS_TOKEN: metricsToken,
    },
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stopOnExit = stopWithThisProcess(child)
  const server: Server = {
    base,
    child,
    pid: child.pid!,
    metricsToken,
    log: watchLog(child),
    async stop() {
      stopOnExit.release()
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
  const deadline = Date.now() + (options.readyWithinMs ?? 120_000)
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server stopped (exit ${child.exitCode})`)
    const answer = await fetch(`${base}/api/health/ready`).catch(() => null)
    if (answer?.ok) return server
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await server.stop()
  throw new Error(`The server did not become ready on ${base}`)
}

/**
 * The session cookie of one person, signed in from an address of their own (`origin`: the app's
 * public address, when `base` is one server behind a proxy).
 */
export async function signIn(
  base: string,
  email: string,
  password: string,
  address: string,
  origin = base,
): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': address },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`Sign-in of ${email} failed: ${response.status}`)
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

/** Runs `work` over `items`, `parallel` at a time, keeping the results in order. */
export async function inParallel<T, R>(
  items: readonly T[],
  parallel: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i]!, i)
  }
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker))
  return results
}

export type MemorySample = {
  /** Seconds since the sampler started. */
  at: number
  rssMb: number
  heapUsedMb?: number
  heapTotalMb?: number
  /** The server's CPU use since the previous sample, in per cent of one core. */
  cpuPercent: number
  eventLoopLagP99Ms?: number
  poolWaiting?: number
  /** Background jobs (notifications, mail) waiting to run, over every queue. */
  jobsWaiting?: number
  /** The metrics did not answer in time: only memory and CPU were read. */
  metricsMissed?: true
}

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024)

/** Values of a Prometheus text exposition by metric name, summed over the series whose labels hold `having`. */
function metricValues(text: string, having = ''): Map<string, number> {
  const values = new Map<string, number>()
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{[^}]*\})?\s+(\S+)/.exec(line)
    if (!match || !(match[2] ?? '').includes(having)) continue
    values.set(match[1]!, (values.get(match[1]!) ?? 0) + Number(match[3]))
  }
  return values
}

/** User plus system CPU time of a process, in seconds (Linux). */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

/**
 * Samples the server every `everyMs`: resident memory and CPU from /proc, the V8 heap, event-loop
 * lag and the database pool's queue from /api/metrics.
 */
export function sampleServer(server: Server, everyMs = 2000) {
  const samples: MemorySample[] = []
  const started = performance.now()
  let lastCpu = cpuSeconds(server.pid)
  let lastAt = started
  let pending: Promise<void> = Promise.resolve()
  const take = async () => {
    const now = performance.now()
    const cpu = cpuSeconds(server.pid)
    const sample: MemorySample = {
      at: Math.round((now - started) / 100) / 10,
      rssMb: residentMegabytes(server.pid),
      cpuPercent: Math.round((100 * (cpu - lastCpu)) / ((now - lastAt) / 1000)),
    }
    lastCpu = cpu
    lastAt = now
    // Under load the metrics may answer late, or stop halfway: the sample then goes without them.
    try {
      const answer = await fetch(`${server.base}/api/metrics`, {
        headers: { authorization: `Bearer ${server.metricsToken}` },
        signal: AbortSignal.timeout(everyMs),
      })
      if (answer.ok) {
        const text = await answer.text()
        const values = metricValues(text)
        const heapUsed = values.get('nodejs_heap_size_used_bytes')
        const heapTotal = values.get('nodejs_heap_size_total_bytes')
        const lag = values.get('nodejs_eventloop_lag_p99_seconds')
        if (heapUsed !== undefined) sample.heapUsedMb = megabytes(heapUsed)
        if (heapTotal !== undefined) sample.heapTotalMb = megabytes(heapTotal)
        if (lag !== undefined) sample.eventLoopLagP99Ms = Math.round(lag * 1000)
        sample.poolWaiting = values.get('db_pool_waiting_clients')
        sample.jobsWaiting = metricValues(text, 'state="waiting"').get('job_queue_jobs')
      }
    } catch {
      sample.metricsMissed = true
    }
    samples.push(sample)
  }
  // A sample that cannot be taken at all (the server is gone) ends the sampling: stop() says why.
  let failure: { error: unknown } | undefined
  const next = () => {
    pending = pending
      .then(() => (failure ? undefined : take()))
      .catch((error: unknown) => {
        failure = { error }
      })
  }
  next()
  const timer = setInterval(next, everyMs)
  return {
    samples,
    async stop(): Promise<MemorySample[]> {
      clearInterval(timer)
      await pending
      if (failure) throw failure.error
      return samples
    },
  }
}
