// `npm start`: build if the sources changed, migrate and seed (demo mode), then serve.
import { spawn } from 'node:child_process'

import { buildIfStale, run, serverEntry } from './lib/build.mjs'
import { runtimeEnv } from './lib/runtime-env.mjs'

const env = runtimeEnv({ mode: 'production', dataDir: '.data/app' })
buildIfStale(env)

// Migrations (and the demo data) go in before the server opens the same database folder.
run('npx', ['tsx', 'scripts/migrate.ts'], env)
if (env.DEMO_MODE === 'true') run('npx', ['tsx', 'scripts/seed.ts'], env)

console.log(`Sangam is starting on ${env.BETTER_AUTH_URL}${env.DEMO_MODE === 'true' ? ' (demo mode)' : ''}`)
const server = spawn(process.execPath, [serverEntry], { stdio: 'inherit', env })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
