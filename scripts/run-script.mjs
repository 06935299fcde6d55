// Runs a TypeScript script with the same configuration `npm start` uses (.data/app by default).
import { spawnSync } from 'node:child_process'

import { runtimeEnv } from './lib/runtime-env.mjs'

const [script, ...args] = process.argv.slice(2)
const env = runtimeEnv({ mode: 'production', dataDir: '.data/app' })
const result = spawnSync('npx', ['tsx', script, ...args], { stdio: 'inherit', env })
process.exit(result.status ?? 1)
