// Real processes for the system tests: the production build served by the launcher, databases on
// the machine's PostgreSQL server, and throwaway PostgreSQL clusters a test may stop and start.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll } from 'vitest'

import { serverCommand } from '../../scripts/lib/build.mjs'
import { adminQuery } from '../support/database'

export const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
const secret = 'system-test-secret-system-test-secret-0123'

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

export function tempFolder(name: string): string {
  return mkdtempSync(path.join(tmpdir(), `sangam-${name}-`))
}

export type Running = {
  port: number
  url: string
  child: ChildProcess
  /** Everything the process printed so far, standard output and error together. */
  output: () => string
  /** Resolves with how the process ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

/**
 * Starts `node <script>` (scripts/start.mjs or scripts/serve.mjs) with the app's configuration.
 * Options override the environment: DATABASE_URL or DATA_DIR pick the database.
 */
export async function launch(
  script: 'scripts/start.mjs' | 'scripts/serve.mjs',
  env: Record<string, string>,
): Promise<Running> {
  const port = Number(env.PORT ?? (await freePort()))
  const url = `http://localhost:${port}`
  // The launcher runs as the README says to run it, with the flags `npm start` gives it.
  const child = spawn(process.execPath, script === 'scripts/serve.mjs' ? serverCommand : [script], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      BETTER_AUTH_URL: url,
      BETTER_AUTH_SECRET: secret,
      DEMO_MODE: 'false',
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let printed = ''
  child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  return { port, url, child, output: () => printed, exited }
}

/** Waits until the server answers ready, or fails with what it printed. */
export async function ready(server: Running, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let ended = false
  void server.exited.then(() => (ended = true))
  while (Date.now() < deadline && !ended) {
    const answer = await fetch(`${server.url}/api/health/ready`).catch(() => null)
    if (answer?.ok) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${server.url} did not become ready:\n${server.output()}`)
}

export async function stop(server: Running, signal: NodeJS.Signals = 'SIGTERM') {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal)
  return server.exited
}

/** A new, empty database on the machine's PostgreSQL server; drop() removes it. */
async function emptyDatabase() {
  const name = `sangam_system_${randomBytes(5).toString('hex')}`
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    query: (statement: string, values: unknown[] = []) =>
      adminQuery(url.toString(), statement, values),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  }
}

/** An empty database for the test file, made before its tests and dropped after them. */
export function useEmptyDatabase() {
  let database: Awaited<ReturnType<typeof emptyDatabase>> | undefined
  beforeAll(async () => {
    database = await emptyDatabase()
  })
  afterAll(async () => {
    await database?.drop()
  })
  return () => database!
}

const pgBin = (() => {
  const found = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' })
  return found.status === 0 ? found.stdout.trim() : '/usr/lib/postgresql/15/bin'
})()

/** Runs a PostgreSQL tool as the postgres user when we are root (initdb refuses root). */
function pgTool(tool: string, args: string[]) {
  const command = process.getuid?.() === 0 ? 'runuser' : path.join(pgBin, tool)
  const fullArgs =
    process.getuid?.() === 0 ? ['-u', 'postgres', '--', path.join(pgBin, tool), ...args] : args
  const result = spawnSync(command, fullArgs, { encoding: 'utf8' })
  if (result.status !== 0)
    throw new Error(`${tool} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`)
}

/**
 * A PostgreSQL cluster of the test's own, on a temporary folder and port, which the test may stop
 * and start (never the machine's shared server).
 */
export async function throwawayCluster() {
  const dir = tempFolder('cluster')
  chmodSync(dir, 0o777)
  const data = path.join(dir, 'data')
  if (process.getuid?.() === 0) spawnSync('chown', ['postgres', dir])
  pgTool('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync'])
  const port = await freePort()
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`
  const start = () =>
    pgTool('pg_ctl', ['-D', data, '-o', options, '-w', '-l', path.join(dir, 'log'), 'start'])
  start()
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  return {
    url,
    start,
    stop: () => pgTool('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    remove: () => {
      try {
        pgTool('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Signs a new person up and in over HTTP; returns their cookie header and session token. */
export async function signUpAndIn(base: string, email: string, password: string) {
  const post = (route: string, body: unknown) =>
    fetch(`${base}/api/auth/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify(body),
    })
  const signUp = await post('sign-up/email', { email, password, name: 'Meera Iyer' })
  if (!signUp.ok) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`)
  const signIn = await post('sign-in/email', { email, password })
  if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`)
  const cookies = signIn.headers.getSetCookie().map((c) => c.split(';')[0]!)
  const session = cookies.find((c) => c.includes('session_token='))!
  const value = decodeURIComponent(session.slice(session.indexOf('=') + 1))
  return { cookie: cookies.join('; '), cookieValue: value, token: value.split('.')[0]! }
}
