// The public pages' part of `npm run bench`: requests per second of `/` and `/company/{slug}`
// against a bare node:http server answering the very same bytes (autocannon, side by side in one
// run), the JavaScript a visitor's browser loads first, and Lighthouse's mobile score when
// Chromium is installed.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

import autocannon from 'autocannon'

export type PagePerformance = {
  path: string
  requestsPerSecond: number
  bareRequestsPerSecond: number
  share: number
  latencyP99Ms: number
  errors: number
  htmlBytes: number
  initialJsGzipBytes: number
  scripts: number
  /** The same for a signed-in person (their page is rendered for them at each visit). */
  signedInJsGzipBytes: number
  signedInScripts: number
  lighthouse?: { performance: number; lcpMs: number }
}

const connections = 50
const seconds = 10
const acceptEncoding = 'gzip, deflate, br'

/** One raw answer: status, headers and the body as sent (still compressed). */
function fetchRaw(url: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          )
        })
        .on('error', reject)
    },
  )
}

async function load(url: string) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': acceptEncoding },
  })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

/**
 * A bare node:http server, in its own process as the app is, answering every request with
 * exactly these headers and bytes. Resolves with its port and a way to stop it.
 */
async function bareServer(headers: http.IncomingHttpHeaders, body: Buffer) {
  const fixed: http.OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(headers)) {
    if (!['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name))
      fixed[name] = value
  }
  fixed['content-length'] = body.length
  const folder = mkdtempSync(join(tmpdir(), 'sangam-bare-'))
  writeFileSync(join(folder, 'body'), body)
  writeFileSync(join(folder, 'headers.json'), JSON.stringify(fixed))
  const program = `
    const http = require('node:http'), fs = require('node:fs'), path = require('node:path')
    const body = fs.readFileSync(path.join(process.argv[1], 'body'))
    const headers = JSON.parse(fs.readFileSync(path.join(process.argv[1], 'headers.json'), 'utf8'))
    const server = http.createServer((request, response) => {
      response.writeHead(200, headers)
      response.end(body)
    })
    server.listen(0, '127.0.0.1', () => console.log(server.address().port))`
  const child = spawn(process.execPath, ['-e', program, folder], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (line: Buffer) => resolve(Number(line.toString().trim())))
    child.once('exit', (code) => reject(new Error(`The bare server stopped (${code})`)))
  })
  return {
    port,
    stop() {
      child.kill()
      rmSync(folder, { recursive: true, force: true })
    },
  }
}

/** The scripts a first visit loads: module entries and their preloads, gzip-compressed sizes. */
function initialJavaScript(html: string, base: string, assetsDir: string) {
  const sources = new Set(
    [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/[^"]+\.m?js)"/g)].map(
      (m) => m[1]!,
    ),
  )
  let gzipBytes = 0
  for (const source of sources) {
    const file = join(assetsDir, source.replace(/^\/assets\//, ''))
    if (!existsSync(file)) throw new Error(`${source} in ${base} is not among the built assets`)
    gzipBytes += gzipSync(readFileSync(file), { level: 9 }).length
  }
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    (m) => !/\bsrc=/.test(m[1]!),
  )
  const inlineText = inline.map((m) => m[2]!).join('')
  return {
    gzipBytes: gzipBytes + (inlineText ? gzipSync(inlineText).length : 0),
    scripts: sources.size + inline.length,
  }
}

/** Lighthouse's mobile performance score and LCP; `cookie` measures a signed-in person's page. */
export function lighthouse(url: string, cookie?: string): PagePerformance['lighthouse'] {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (!existsSync(chromium)) return undefined
  const folder = mkdtempSync(join(tmpdir(), 'sangam-lighthouse-'))
  try {
    const report = join(folder, 'report.json')
    execFileSync(
      process.execPath,
      [
        'node_modules/lighthouse/cli/index.js',
        url,
        '--only-categories=performance',
        '--form-factor=mobile',
        '--chrome-flags=--headless=new --no-sandbox',
        '--output=json',
        `--output-path=${report}`,
        '--quiet',
        ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
      ],
      { env: { ...process.env, CHROME_PATH: chromium }, stdio: 'ignore', timeout: 180_000 },
    )
    const result = JSON.parse(readFileSync(report, 'utf8'))
    return {
      performance: Math.round(result.categories.performance.score * 100),
      lcpMs: Math.round(result.audits['largest-contentful-paint'].numericValue),
    }
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

export async function measurePublicPages(
  base: string,
  paths: string[],
  assetsDir: string,
  signedInCookie: string,
): Promise<PagePerformance[]> {
  const results: PagePerformance[] = []
  for (const path of paths) {
    const url = `${base}${path}`
    // The first visit renders and keeps the page; what follows is what visitors get.
    await fetchRaw(url)
    const answer = await fetchRaw(url)
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`)
    const html = await (await fetch(url)).text()
    const app = await load(url)
    const bare = await bareServer(answer.headers, answer.body)
    const bareLoad = await load(`http://127.0.0.1:${bare.port}${path}`).finally(() => bare.stop())
    const js = initialJavaScript(html, path, assetsDir)
    const signedIn = await fetch(url, { headers: { cookie: signedInCookie } })
    if (signedIn.status !== 200) throw new Error(`${path} answered ${signedIn.status} signed in`)
    const signedInJs = initialJavaScript(await signedIn.text(), path, assetsDir)
    results.push({
      path,
      requestsPerSecond: app.requestsPerSecond,
      bareRequestsPerSecond: bareLoad.requestsPerSecond,
      share: Math.round((100 * app.requestsPerSecond) / bareLoad.requestsPerSecond),
      latencyP99Ms: app.latencyP99Ms,
      errors: app.errors,
      htmlBytes: answer.body.length,
      initialJsGzipBytes: js.gzipBytes,
      scripts: js.scripts,
      signedInJsGzipBytes: signedInJs.gzipBytes,
      signedInScripts: signedInJs.scripts,
      lighthouse: lighthouse(url),
    })
  }
  return results
}
