import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { tempFolder } from './support'

// What `npm start` prints before serving: the migrations say what they did to the database.
describe('the first run’s output', () => {
  const folder = tempFolder('first-run-output')
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  const migrate = () =>
    spawnSync('npx', ['tsx', 'scripts/migrate.ts'], {
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: path.join(folder, 'db') },
      encoding: 'utf8',
    })

  it('says the database was set up on the first run, and that nothing was left to do after', () => {
    const first = migrate()
    expect(first.status, first.stderr).toBe(0)
    expect(first.stdout).toMatch(
      /Set up the embedded database from scratch: applied \d+ migrations\./,
    )
    expect(first.stdout).not.toMatch(/up to date/)

    const again = migrate()
    expect(again.status, again.stderr).toBe(0)
    expect(again.stdout).toMatch(/The embedded database is up to date: no new migration/)
  })
})
