// `npm run test:fuzz`: every tRPC procedure through the real HTTP handler with FUZZ_RUNS generated
// inputs (default 1,000), against the PostgreSQL server (DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres; each file gets a fresh database), or the embedded
// database with DATABASE_URL=embedded.
import { spawnSync } from 'node:child_process'

const env = { ...process.env }
env.DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/postgres'
if (env.DATABASE_URL === 'embedded') delete env.DATABASE_URL
console.log(
  `Fuzzing every procedure with ${env.FUZZ_RUNS ?? 1000} inputs on ${
    env.DATABASE_URL ? env.DATABASE_URL.replace(/\/\/[^@]*@/, '//…@') : 'the embedded database'
  }`,
)
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--config', 'vitest.fuzz.config.ts', ...process.argv.slice(2)],
  { stdio: 'inherit', env },
)
process.exit(result.status ?? 1)
