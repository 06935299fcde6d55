import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { hostname } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { launch, ready, stop, tempFolder, type Running } from './support'

const demoPassword = 'demo-password'

async function signIn(base: string, email: string) {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: demoPassword }),
  })
  expect(response.status).toBe(200)
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

const firstStartMs = 300_000

// The production build on the embedded database with the demo data, as `npm start` runs it.
describe('the production server on an embedded database', () => {
  const folder = tempFolder('embedded')
  const dataDir = path.join(folder, 'db')
  let server: Running

  beforeAll(async () => {
    server = await launch('scripts/start.mjs', {
      DATA_DIR: dataDir,
      FILES_DIR: path.join(folder, 'files'),
      DEMO_MODE: 'true',
    })
    // The first start migrates and seeds the embedded database in WebAssembly: on a busy
    // two-core machine that has taken over two minutes.
    await ready(server, firstStartMs)
  }, firstStartMs + 30_000)
  afterAll(async () => {
    if (server) await stop(server)
    rmSync(folder, { recursive: true, force: true })
  })

  it('prints one address to open, the one sign-in works at', async () => {
    // The line comes once the server's own probe answered, which may be after the test's.
    await expect.poll(() => server.output()).toContain(`Sangam is ready on ${server.url}`)
    const printed = server.output()
    const addresses = new Set(
      [...printed.matchAll(/https?:\/\/[\w.[\]:-]+/g)].map((m) => m[0].replace(/\/$/, '')),
    )
    expect([...addresses]).toEqual([server.url])
  })

  it('refuses a second server on the same folder, naming the process that holds it', async () => {
    const holder = JSON.parse(readFileSync(path.join(dataDir, 'sangam.lock'), 'utf8')).pid as number
    const second = await launch('scripts/serve.mjs', { DATA_DIR: dataDir })
    const ended = await second.exited
    expect(ended.code).toBe(1)
    expect(second.output()).toContain(`is in use by process ${holder}`)
    // The first one still serves.
    expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200)
  })

  it('keeps signed-in pages out of caches: Cache-Control private, no-store', async () => {
    const investor = await signIn(server.url, 'investor@demo.sangam.test')
    const founder = await signIn(server.url, 'founder@demo.sangam.test')
    for (const [path, cookie] of [
      ['/investors/applications', investor],
      ['/investors/channels', investor],
      ['/startups', founder],
      ['/startups/startup-profile', founder],
      ['/trpc/account.session', founder],
    ] as const) {
      const response = await fetch(`${server.url}${path}`, { headers: { cookie } })
      expect(response.status, path).toBe(200)
      expect(response.headers.get('cache-control'), path).toBe('private, no-store')
    }
    // A page a visitor gets from the app with its scripts; the kept static pages (/about among
    // them) say `public, max-age=0, must-revalidate` instead.
    const visitor = await fetch(`${server.url}/sign-up`)
    expect(visitor.headers.get('cache-control')).toBeNull()
    // The page's scripts are served, and cached for good: their names change with their content.
    const script = /\/assets\/[\w-]+\.js/.exec(await visitor.text())?.[0]
    const asset = await fetch(`${server.url}${script}`, { headers: { cookie: founder } })
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toContain('immutable')
  })

  it('answers a 2 MB body with 413 and a batch of 11 calls with 400', async () => {
    const status = await statusOfDeclaredBody(
      `${server.url}/trpc/website.requestAccess.create`,
      2 * 1024 * 1024,
      { 'content-type': 'application/json', origin: server.url },
    )
    expect(status).toBe(413)
    const paths = Array.from({ length: 11 }, () => 'website.counts').join(',')
    const batch = await fetch(`${server.url}/trpc/${paths}?batch=1&input={}`)
    expect(batch.status).toBe(400)
  })

  it('takes over the lock of a server that was killed', async () => {
    await stop(server, 'SIGTERM')
    // As if a server had been killed with its lock in place: a lock naming a pid that has ended.
    const dead = Number(
      spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
        encoding: 'utf8',
      }).stdout,
    )
    writeFileSync(
      path.join(dataDir, 'sangam.lock'),
      JSON.stringify({
        pid: dead,
        host: hostname(),
        startedAt: '2026-11-01T00:00:00.000Z',
        processStart: '1',
      }),
    )
    server = await launch('scripts/start.mjs', {
      DATA_DIR: dataDir,
      FILES_DIR: path.join(folder, 'files'),
    })
    await ready(server)
    expect(JSON.parse(readFileSync(path.join(dataDir, 'sangam.lock'), 'utf8')).pid).not.toBe(dead)
  })
})

/**
 * The status of a POST that declares a body of `bytes`, before any of it is sent. The server
 * refuses a body by its declared length at once, without reading it, and closes the connection
 * (src/server/security/body-limit.ts). Sending the body meanwhile races that close: on a busy
 * machine the client's write fails (EPIPE) before it reads the answer, and the answer is what
 * this checks.
 */
function statusOfDeclaredBody(
  url: string,
  bytes: number,
  headers: Record<string, string>,
): Promise<number> {
  return new Promise((resolve, reject) => {
    let answered = false
    const asking = request(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(bytes) },
    })
    asking.on('response', (response) => {
      answered = true
      response.resume()
      resolve(response.statusCode ?? 0)
      asking.destroy()
    })
    asking.on('error', (error) => {
      if (!answered) reject(error)
    })
    asking.flushHeaders()
  })
}
