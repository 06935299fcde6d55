// `npm start`: build if the sources changed, migrate and seed (demo mode), then serve.
import { spawn } from 'node:child_process'
import { constants } from 'node:os'

import { buildIfStale, run, serverCommand } from './lib/build.mjs'
import { demoIntake } from './lib/demo-intake.mjs'
import { runtimeEnv } from './lib/runtime-env.mjs'

const env = runtimeEnv({ mode: 'production', dataDir: '.data/app' })
buildIfStale(env)

// Migrations (and the demo data) go in before the server opens the same database folder.
run('npx', ['tsx', 'scripts/migrate.ts'], env)
if (env.DEMO_MODE === 'true') run('npx', ['tsx', 'scripts/seed.ts'], env)
// Deal intake by email in demo mode: a port, a domain and the demo fund's address to print.
const intake = await demoIntake(env)

console.log(
  `Sangam is starting on ${env.BETTER_AUTH_URL}${env.DEMO_MODE === 'true' ? ' (demo mode)' : ''}`,
)
// In a process group of its own, so Ctrl+C reaches it once (through here), not twice, which
// would mean "stop at once". With intake, a channel on which it says when it is ready.
const server = spawn(process.execPath, serverCommand, {
  stdio: intake ? ['inherit', 'inherit', 'inherit', 'ipc'] : 'inherit',
  env,
  detached: true,
})
server.on('message', (message) => {
  if (message === 'ready' && intake) console.log(intake.join('\n'))
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
// A server ended by a signal (stopped, or killed) exits this with 128 + signal, never 0, so a
// supervisor sees that it did not finish on its own.
server.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)))
