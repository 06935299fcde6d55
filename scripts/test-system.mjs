// `npm run test:system`: the tests that need real processes — the production build started and
// stopped, two servers at once, a PostgreSQL outage. Needs a PostgreSQL server (DATABASE_URL,
// default postgres://postgres@127.0.0.1:5432/postgres) and its command-line tools.
import { spawnSync } from 'node:child_process'

import { buildIfStale } from './lib/build.mjs'

buildIfStale({ ...process.env, NODE_ENV: 'production' })
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--config', 'vitest.system.config.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'test' },
  },
)
process.exit(result.status ?? 1)
