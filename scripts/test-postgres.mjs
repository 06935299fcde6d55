// `npm run test:pg`: the unit and integration suite against a PostgreSQL server.
import { spawnSync } from 'node:child_process'

const env = { ...process.env }
env.DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/postgres'
console.log(`Integration tests against ${env.DATABASE_URL.replace(/\/\/[^@]*@/, '//…@')}`)
const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env,
})
process.exit(result.status ?? 1)
