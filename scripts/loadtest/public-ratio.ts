// Public pages against a bare `node:http` server answering the very same bytes, both measured with
// wrk (C, several threads: faster than either server, unlike one autocannon process) in the same
// run: requests/s, latency and the ratio app/bare for each page, as a visitor's browser asks for
// it (brotli accepted, no cookie).
import { spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export type WrkResult = {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  /** Answers that were not 2xx or 3xx, and socket errors (connect, read, write, timeout). */
  failures: number
}

export type PageRatio = { path: string; app: WrkResult; bare: WrkResult; percent: number }

export function wrkAvailable(): boolean {
  return spawnSync('wrk', ['--version']).error === undefined
}

/** wrk's "Latency Distribution" value (`1.23ms`, `850.00us`, `1.10s`) in milliseconds. */
function millisecondsOf(value: string): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(value)
  if (!match) throw new Error(`Not a wrk duration: ${value}`)
  const n = Number(match[1])
  return match[2] === 'us' ? n / 1000 : match[2] === 's' ? n * 1000 : n
}

export function parseWrk(output: string): WrkResult {
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(output)
  const p50 = /^\s+50%\s+(\S+)/m.exec(output)
  const p99 = /^\s+99%\s+(\S+)/m.exec(output)
  if (!rate || !p50 || !p99) throw new Error(`wrk printed no result:\n${output}`)
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0)
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output)
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0
  return {
    requestsPerSecond: Number(rate[1]),
    p50Ms: millisecondsOf(p50[1]!),
    p99Ms: millisecondsOf(p99[1]!),
    failures: non2xx + socketErrors,
  }
}

async function wrk(url: string, options: { connections: number; seconds: number }) {
  const child = spawn(
    'wrk',
    [
      '-t2',
      `-c${options.connections}`,
      `-d${options.seconds}s`,
      '--latency',
      '-H',
      'Accept-Encoding: gzip, deflate, br',
      url,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const [code] = (await once(child, 'exit')) as [number | null]
  if (code !== 0) throw new Error(`wrk exited with ${code}:\n${output}`)
  return parseWrk(output)
}

/** What the app answered for a page: its status, headers and bytes, to be served again as they are. */
async function captured(url: string) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'br' } })
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  const headers = Object.fromEntries(response.headers)
  // fetch has decoded the body: the bare server sends it encoded again, as the app does.
  const { brotliCompressSync } = await import('node:zlib')
  const body = Buffer.from(await response.arrayBuffer())
  const encoded = headers['content-encoding'] === 'br' ? brotliCompressSync(body) : body
  delete headers['transfer-encoding']
  headers['content-length'] = String(encoded.length)
  return { headers, body: encoded }
}

/**
 * Each page of `paths` from the app at `base`, then from a bare server (in this process: the
 * generator is wrk, a process of its own) with the app's bytes and headers; the app first, so its
 * kept copy is warm for both.
 */
export async function comparePublicPages(
  base: string,
  paths: string[],
  options = { connections: 50, seconds: 8 },
): Promise<PageRatio[]> {
  const pages = new Map<string, Awaited<ReturnType<typeof captured>>>()
  for (const path of paths) pages.set(path, await captured(`${base}${path}`))
  const bare: Server = createServer((request, response) => {
    const page = pages.get(request.url ?? '')
    if (!page) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, page.headers).end(page.body)
  })
  bare.listen(0, '127.0.0.1')
  await once(bare, 'listening')
  const barePort = (bare.address() as AddressInfo).port
  const ratios: PageRatio[] = []
  try {
    for (const path of paths) {
      const app = await wrk(`${base.replace('localhost', '127.0.0.1')}${path}`, options)
      const bareResult = await wrk(`http://127.0.0.1:${barePort}${path}`, options)
      ratios.push({
        path,
        app,
        bare: bareResult,
        percent: Math.round((1000 * app.requestsPerSecond) / bareResult.requestsPerSecond) / 10,
      })
    }
  } finally {
    bare.close()
    bare.closeAllConnections()
  }
  return ratios
}

export function printRatios(
  ratios: PageRatio[],
  options: { connections: number; seconds: number },
) {
  console.log(
    `Public pages with wrk (2 threads, ${options.connections} connections, ${options.seconds} s ` +
      `each), the app against a bare node:http answering the same bytes:`,
  )
  console.log(
    'page                          app req/s  p50 ms  p99 ms  fail   bare req/s  p50 ms  p99 ms  app/bare',
  )
  for (const { path, app, bare, percent } of ratios) {
    console.log(
      `${path.slice(0, 28).padEnd(28)} ${app.requestsPerSecond.toFixed(0).padStart(10)} ` +
        `${app.p50Ms.toFixed(2).padStart(7)} ${app.p99Ms.toFixed(2).padStart(7)} ` +
        `${String(app.failures).padStart(5)} ${bare.requestsPerSecond.toFixed(0).padStart(12)} ` +
        `${bare.p50Ms.toFixed(2).padStart(7)} ${bare.p99Ms.toFixed(2).padStart(7)} ` +
        `${percent.toFixed(1).padStart(8)} %`,
    )
  }
}
