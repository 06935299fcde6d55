// `node scripts/with-node.mjs <command> [args…]`: runs an npm script's command on a supported Node
// (scripts/lib/node-runtime.mjs), so `npm start` and `npm test` work as written on a machine whose
// Node is older than the project's.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { constants } from 'node:os'

import { ensureNativeAddons, supportedNodeEnv } from './lib/node-runtime.mjs'

const [command, ...args] = process.argv.slice(2)
const env = supportedNodeEnv()
if (existsSync('node_modules/roaring')) ensureNativeAddons(env)
const child = spawn(command, args, { stdio: 'inherit', env })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)))
