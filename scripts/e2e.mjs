// `npm run test:e2e`: the browser suite against the production build, on a fresh database.
import { spawn } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'

import { buildIfStale, run, serverCommand } from './lib/build.mjs'
import { runtimeEnv } from './lib/runtime-env.mjs'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}. Install it with: apt-get install -y chromium`)
  process.exit(1)
}

const port = process.env.E2E_PORT ?? '3210'
const dataDir = '.data/e2e'
rmSync(dataDir, { recursive: true, force: true })
rmSync(`${dataDir}-files`, { recursive: true, force: true })
const env = runtimeEnv({ mode: 'production', dataDir })
Object.assign(env, {
  PORT: port,
  BETTER_AUTH_URL: `http://localhost:${port}`,
  DATA_DIR: dataDir,
  FILES_DIR: `${dataDir}-files`,
  DEMO_MODE: 'true',
  DATABASE_URL: '',
  // Each browser context presents its own client address (X-Forwarded-For), like real visitors.
  TRUST_PROXY: 'true',
  // Configured, so the browser tests see the setting reach the pages (not the default).
  CONTACT_EMAIL: 'namaste@sangam.example',
})

buildIfStale(env)
run('npx', ['tsx', 'scripts/migrate.ts'], env)
run('npx', ['tsx', 'scripts/seed.ts'], env)

const server = spawn(process.execPath, serverCommand, {
  stdio: ['ignore', 'inherit', 'inherit'],
  env,
})
const baseUrl = `http://localhost:${port}`
let exitCode = 1
try {
  await waitForServer(baseUrl)
  const tests = spawn(
    'npx',
    ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      env: { ...env, E2E_BASE_URL: baseUrl, CHROMIUM_PATH: chromium, NODE_ENV: 'test' },
    },
  )
  exitCode = await new Promise((resolve) => tests.on('exit', (code) => resolve(code ?? 1)))
} finally {
  server.kill('SIGTERM')
}
process.exit(exitCode)

async function waitForServer(url) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`The server did not answer on ${url} within 60 s`)
}
