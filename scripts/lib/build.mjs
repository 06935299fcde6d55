import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const builtServer = '.output/server/index.mjs'
// The launcher that serves the build (graceful stop, readiness); see scripts/serve.mjs.
const serverEntry = 'scripts/serve.mjs'
// What node runs to serve: the entry, after V8's flags. The heap starts at 256 MB, so that V8 does
// not mark the whole heap every few hundred milliseconds while it is small: at 100k applications,
// with 57 MB live, it did, pausing requests 4–15 ms each time (docs/decisions/0043,
// "Whole-heap collections, and a team read once").
const serverCommand = ['--initial-heap-size=256', serverEntry]
const sources = ['src', 'drizzle', 'public', 'package.json', 'vite.config.ts']

function newestMtime(target) {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(target).reduce(
    (max, name) => Math.max(max, newestMtime(path.join(target, name))),
    stat.mtimeMs,
  )
}

/** Runs the production build unless .output is newer than every source. */
export function buildIfStale(env) {
  const built = existsSync(builtServer) ? statSync(builtServer).mtimeMs : 0
  if (built >= Math.max(...sources.map(newestMtime))) return
  console.log('Building Sangam…')
  run('npx', ['vite', 'build', '--logLevel', 'warn'], env)
}

export function run(command, args, env) {
  const result = spawnSync(command, args, { stdio: 'inherit', env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

export { serverCommand }
