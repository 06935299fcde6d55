// Shared by `npm start` and `npm run dev`: fills in what a fresh machine lacks, never overriding
// what the user set.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** A per-machine auth secret kept in .data/ (git-ignored), made on first run. */
function localSecret() {
  const file = path.resolve('.data', 'auth-secret')
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  return readFileSync(file, 'utf8').trim()
}

export function runtimeEnv({ mode, dataDir }) {
  const env = { ...process.env }
  // Demo data is the default of the start command, but never for an explicit production run.
  const explicitProduction = process.env.NODE_ENV === 'production'
  env.DEMO_MODE ??= explicitProduction ? 'false' : 'true'
  env.NODE_ENV = mode
  env.PORT ??= '3000'
  env.BETTER_AUTH_URL ??= `http://localhost:${env.PORT}`
  env.BETTER_AUTH_SECRET ??= localSecret()
  env.DATA_DIR ??= dataDir
  // FILES_DIR defaults in src/env.ts, beside DATA_DIR, for the server and the scripts alike.
  return env
}
