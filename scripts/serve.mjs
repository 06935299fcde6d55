// Serves the production build (.output) over HTTP: `node scripts/serve.mjs`, as `npm start` does.
// It owns the HTTP server so that stopping is graceful: on SIGTERM or SIGINT it stops accepting
// connections, lets the requests in flight finish (at most SHUTDOWN_TIMEOUT seconds, default 10),
// then closes the job queue and the database, and ends by that same signal (exit status
// 128 + signal), as a supervisor expects. A second signal stops at once.
import http from 'node:http'
import { constants } from 'node:os'

const { middleware } = await import('../.output/server/index.mjs')

// The channel `npm start` may open (to hear when this is ready) never keeps the process alive.
process.channel?.unref()

const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST || undefined
const graceMs = Number(process.env.SHUTDOWN_TIMEOUT ?? 10) * 1000

let inFlight = 0
let draining = false
let drained = () => {}

const server = http.createServer((req, res) => {
  inFlight += 1
  // A request that arrives on a kept-alive connection while stopping is served, then the
  // connection closes, so the client opens its next one elsewhere.
  if (draining) res.shouldKeepAlive = false
  res.once('close', () => {
    inFlight -= 1
    if (draining && inFlight === 0) drained()
  })
  // The app's kept public pages (src/server/http/public-pages.ts) are answered here directly,
  // once the app has loaded (with the first request).
  if (!draining && globalThis.__sangamPublicPages?.serveNode(req, res)) return
  middleware(req, res)
})

// Errors nobody awaited are logged (through the app's scrubbing logger) instead of ending the
// process with every request in flight.
process.on('unhandledRejection', (reason) => console.error('Unhandled rejection:', reason))
process.on('uncaughtException', (error) => console.error('Uncaught exception:', error))

// A port in use, or one this user may not open: nothing to serve, so say why and stop.
server.once('error', (error) => {
  console.error(`Sangam cannot listen on ${host ?? 'all interfaces'}:${port}: ${error.message}`)
  process.exit(1)
})

server.listen(port, host, async () => {
  // The first request opens the database (migrations, folder lock); a server that cannot open it
  // exits with the reason before anyone else is served.
  const local = !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host
  const origin = `http://${local.includes(':') ? `[${local}]` : local}:${port}`
  const address = process.env.BETTER_AUTH_URL ?? `http://localhost:${port}`
  // Serving, but still building the search indexes of large organisations (their searches are
  // answered by SQL meanwhile, docs/decisions/0042): said once, then ready when they are built.
  for (let said = false; ; ) {
    const probe = await fetch(`${origin}/api/health/ready`).catch((error) => error)
    const status = probe instanceof Error ? undefined : await probe.json().catch(() => ({}))
    if (status?.status === 'search indexes building') {
      if (!said) console.log(`Sangam is up on ${address}; building search indexes`)
      said = true
      await new Promise((resolve) => setTimeout(resolve, 250))
      continue
    }
    if (probe instanceof Error || !probe.ok) {
      console.error(
        `Sangam did not become ready: ${probe instanceof Error ? probe.message : probe.status}`,
      )
      process.exit(1)
    }
    break
  }
  if (draining) return
  console.log(`Sangam is ready on ${address}`)
  // To `npm start`, when it opened a channel to hear it (it then prints the intake address).
  process.send?.('ready')
})

async function stop(signal) {
  if (draining) {
    // A second signal: stop now.
    process.exit(128 + constants.signals[signal])
  }
  draining = true
  server.close()
  server.closeIdleConnections()
  const finished = new Promise((resolve) => {
    drained = resolve
    if (inFlight === 0) resolve()
  })
  await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, graceMs).unref())])
  server.closeAllConnections()
  try {
    await globalThis.__sangamStop?.()
  } catch (error) {
    console.error('Closing the database and job queue failed:', error)
  }
  // Under --cpu-prof Node writes the profile only when the process exits on its own: the status
  // then says which signal stopped it.
  if (process.execArgv.some((flag) => flag.startsWith('--cpu-prof'))) {
    process.exit(128 + constants.signals[signal])
  }
  // End by the signal itself, so the parent sees how the process stopped.
  process.removeAllListeners(signal)
  process.kill(process.pid, signal)
}

for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => void stop(signal))
