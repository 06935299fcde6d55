import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { launch, ready, stop, tempFolder, type Running } from './support'

// `npm run seed`, then the server, with nothing configured but the database folder: the demo
// files the seed stores must be where the server looks for them.
describe('seeding, then serving, with the default file folder', () => {
  const folder = tempFolder('seed-then-start')
  const dataDir = path.join(folder, 'db')
  let server: Running

  beforeAll(async () => {
    const seeded = spawnSync('npx', ['tsx', 'scripts/seed.ts'], {
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, FILES_DIR: '' },
      encoding: 'utf8',
    })
    expect(seeded.status, seeded.stderr).toBe(0)
    server = await launch('scripts/serve.mjs', { DATA_DIR: dataDir, FILES_DIR: '' })
    await ready(server)
  })
  afterAll(async () => {
    if (server) await stop(server)
    rmSync(folder, { recursive: true, force: true })
  })

  it('stores the demo files beside the database folder', () => {
    expect(existsSync(`${dataDir}-files`)).toBe(true)
    expect(readdirSync(`${dataDir}-files`).length).toBeGreaterThan(0)
  })

  it('serves the demo startup’s logo on its public page and its deck to its founder', async () => {
    const page = await fetch(`${server.url}/company/krishi-setu`)
    expect(page.status).toBe(200)
    const logo = /\/api\/files\/[0-9a-f-]{36}/.exec(await page.text())?.[0]
    expect(logo).toBeDefined()
    const image = await fetch(`${server.url}${logo}`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toMatch(/^image\//)

    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: 'founder@demo.sangam.test', password: 'demo-password' }),
    })
    expect(signIn.status).toBe(200)
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const own = await fetch(`${server.url}/trpc/startups.profile.get`, { headers: { cookie } })
    expect(own.status).toBe(200)
    const deckId = (
      (await own.json()) as { result: { data: { json: { profile: { deckFileId: string } } } } }
    ).result.data.json.profile.deckFileId
    const deck = await fetch(`${server.url}/api/files/${deckId}`, { headers: { cookie } })
    expect(deck.status).toBe(200)
    expect(deck.headers.get('content-type')).toBe('application/pdf')
  })
})
