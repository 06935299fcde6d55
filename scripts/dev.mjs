// `npm run dev`: the Vite dev server on its own database folder, with demo data by default.
import { spawn, spawnSync } from 'node:child_process'

import { runtimeEnv } from './lib/runtime-env.mjs'

const env = runtimeEnv({ mode: 'development', dataDir: '.data/dev' })
for (const script of [
  'scripts/migrate.ts',
  ...(env.DEMO_MODE === 'true' ? ['scripts/seed.ts'] : []),
]) {
  const result = spawnSync('npx', ['tsx', script], { stdio: 'inherit', env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
const vite = spawn('npx', ['vite', 'dev', '--port', env.PORT], { stdio: 'inherit', env })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => vite.kill(signal))
vite.on('exit', (code) => process.exit(code ?? 0))
