import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { connect } from '@/server/db/client'
import { adminQuery } from '../support/database'
import { launch, ready, stop, tempFolder, throwawayCluster, type Running } from './support'

type Query = (statement: string) => Promise<{ rows: unknown[] }>

/** Runs `npm run db:<name>` as a person would, with the test's database settings. */
function run(name: 'backup' | 'restore' | 'seed', args: string[], env: Record<string, string>) {
  const script = name === 'seed' ? 'scripts/seed.ts' : `scripts/${name}.ts`
  const result = spawnSync('npx', ['tsx', script, ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

/** Every uploaded file by its path in the folder, with a hash of its bytes. */
function filesIn(folder: string): Record<string, string> {
  if (!existsSync(folder)) return {}
  const found: Record<string, string> = {}
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    found[path.relative(folder, file)] = createHash('sha256')
      .update(readFileSync(file))
      .digest('hex')
  }
  return found
}

/** What a restore must bring back: row counts, one row's value, and the files. */
async function stateOf(query: Query, filesDir: string) {
  const count = async (table: string) =>
    ((await query(`select count(*)::int as n from ${table}`)).rows[0] as { n: number }).n
  const startup = await query(`select name from organisation where slug = 'krishi-setu'`)
  return {
    users: await count('"user"'),
    accessRequests: await count('access_request'),
    applications: await count('application'),
    storedFiles: await count('file'),
    startupName: (startup.rows[0] as { name: string }).name,
    files: filesIn(filesDir),
  }
}

/** Changes rows of three kinds and the files: a deck deleted, a logo replaced, a file added. */
async function changeEverything(query: Query, filesDir: string) {
  await query(
    `update organisation set name = 'Renamed after the backup' where slug = 'krishi-setu'`,
  )
  await query(
    `insert into "user" (id, name, email) values ('later', 'Later', 'later@example.test')`,
  )
  await query('delete from access_request')
  const files = Object.keys(filesIn(filesDir))
  const deck = files.find((file) => file.endsWith('.pdf'))!
  const logo = files.find((file) => file.endsWith('.webp'))!
  rmSync(path.join(filesDir, deck))
  writeFileSync(path.join(filesDir, logo), 'not the logo any more')
  writeFileSync(path.join(filesDir, path.dirname(logo), 'later.webp'), 'uploaded after the backup')
}

async function onEmbedded<T>(dataDir: string, work: (query: Query) => Promise<T>): Promise<T> {
  const connection = connect({ kind: 'pglite', dataDir })
  try {
    return await work((statement) => connection.executeSql(statement))
  } finally {
    await connection.close()
  }
}

describe('npm run db:backup and db:restore on the embedded database', () => {
  const folder = tempFolder('backup')
  const dataDir = path.join(folder, 'db')
  const filesDir = `${dataDir}-files`
  const archive = path.join(folder, 'backups', 'before.tar.gz')
  const env = { DATABASE_URL: '', DATA_DIR: dataDir, FILES_DIR: '', S3_BUCKET: '' }
  let before: Awaited<ReturnType<typeof stateOf>>
  let server: Running | undefined

  beforeAll(() => {
    const seeded = run('seed', [], env)
    expect(seeded.status, seeded.output).toBe(0)
  })
  afterAll(async () => {
    if (server) await stop(server)
    rmSync(folder, { recursive: true, force: true })
  })

  it('backs up the database and the uploaded files into one archive for its owner only', async () => {
    before = await onEmbedded(dataDir, (query) => stateOf(query, filesDir))
    expect(Object.keys(before.files).length).toBeGreaterThan(0)

    const backup = run('backup', [archive], env)
    expect(backup.status, backup.output).toBe(0)
    expect(backup.output).toContain('Backed up the embedded database')
    expect(backup.output).toContain(`${Object.keys(before.files).length} uploaded files`)
    expect(statSync(archive).mode & 0o777).toBe(0o600)
    const listed = spawnSync('tar', ['-tzf', archive], { encoding: 'utf8' }).stdout.split('\n')
    expect(listed).toEqual(expect.arrayContaining(['manifest.json', 'database.tar']))
    for (const file of Object.keys(before.files)) expect(listed).toContain(`files/${file}`)
    // The backup's lock is gone: the folder opens again.
    expect(existsSync(path.join(dataDir, 'sangam.lock'))).toBe(false)
  })

  it('finds the backed-up rows and files after a restore, and keeps what it replaced', async () => {
    await onEmbedded(dataDir, (query) => changeEverything(query, filesDir))
    const changed = await onEmbedded(dataDir, (query) => stateOf(query, filesDir))
    expect(changed.startupName).toBe('Renamed after the backup')
    expect(changed.users).toBe(before.users + 1)
    expect(changed.files).not.toEqual(before.files)

    // Asked first: without --yes (and no terminal to ask on) it says what it would do, and does not.
    const unconfirmed = run('restore', [archive], env)
    expect(unconfirmed.status, unconfirmed.output).toBe(1)
    expect(unconfirmed.output).toContain(`${filesDir} (FILES_DIR) are moved to`)
    expect(unconfirmed.output).toContain('(DATA_DIR) is moved to')
    expect(unconfirmed.output).toContain('--yes')
    expect(await onEmbedded(dataDir, (query) => stateOf(query, filesDir))).toEqual(changed)

    const restore = run('restore', [archive, '--yes'], env)
    expect(restore.status, restore.output).toBe(0)
    expect(restore.output).toContain('Restored')
    const restored = await onEmbedded(dataDir, (query) => stateOf(query, filesDir))
    expect(restored).toEqual(before)
    expect(restored.startupName).not.toBe('Renamed after the backup')

    // The data it replaced is kept aside, whole, and may be opened.
    const keptDb = readdirSync(folder).find((name) => name.startsWith('db.before-restore-'))!
    const keptFiles = readdirSync(folder).find((name) => name.startsWith('db-files.before-'))!
    expect(restore.output).toContain(keptDb)
    const kept = await onEmbedded(path.join(folder, keptDb), (query) =>
      stateOf(query, path.join(folder, keptFiles)),
    )
    expect(kept).toEqual(changed)
    expect(readdirSync(folder).filter((name) => name.startsWith('.sangam-'))).toEqual([])
  })

  it('gives the server the restored data, and refuses both commands while it runs', async () => {
    server = await launch('scripts/serve.mjs', { DATA_DIR: dataDir, FILES_DIR: '' })
    await ready(server)
    const page = await fetch(`${server.url}/company/krishi-setu`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain(before.startupName)
    const logo = /\/api\/files\/[0-9a-f-]{36}/.exec(html)?.[0]
    expect((await fetch(`${server.url}${logo}`)).status).toBe(200)

    const second = path.join(folder, 'backups', 'while-serving.tar.gz')
    const backup = run('backup', [second], env)
    expect(backup.status).toBe(1)
    expect(backup.output).toContain('Stop the server')
    expect(backup.output).toContain(`in use by process`)
    expect(existsSync(second)).toBe(false)
    const restore = run('restore', [archive], env)
    expect(restore.status).toBe(1)
    expect(restore.output).toContain('Stop the server')

    await stop(server)
    server = undefined
  })

  it('never overwrites a backup, and refuses a file that is not one', () => {
    const again = run('backup', [archive], env)
    expect(again.status).toBe(1)
    expect(again.output).toContain('already exists')
    const stranger = path.join(folder, 'notes.tar.gz')
    writeFileSync(stranger, 'not an archive')
    const restore = run('restore', [stranger], env)
    expect(restore.status).toBe(1)
    expect(restore.output).toContain('is not a Sangam backup')
  })
})

const postgresTools = ['pg_dump', 'pg_restore'].every(
  (tool) => spawnSync(tool, ['--version']).status === 0,
)

// On a cluster of the test's own: a restore replaces a whole database.
describe.skipIf(!postgresTools)('npm run db:backup and db:restore on PostgreSQL', () => {
  const folder = tempFolder('backup-pg')
  const filesDir = path.join(folder, 'files')
  const archive = path.join(folder, 'before.tar.gz')
  // The cluster trusts every connection; the password is there to show it is never printed.
  const secret = 'never-printed-Xy7'
  let cluster: Awaited<ReturnType<typeof throwawayCluster>> | undefined
  let env: Record<string, string>
  let query: Query

  beforeAll(async () => {
    cluster = await throwawayCluster()
    await adminQuery(cluster.url, 'CREATE DATABASE sangam')
    const url = new URL(cluster.url)
    url.pathname = '/sangam'
    url.password = secret
    env = { DATABASE_URL: url.toString(), FILES_DIR: filesDir, S3_BUCKET: '' }
    query = (statement) => adminQuery(url.toString(), statement)
    const seeded = run('seed', [], env)
    expect(seeded.status, seeded.output).toBe(0)
  })
  afterAll(() => {
    cluster?.remove()
    rmSync(folder, { recursive: true, force: true })
  })

  it('restores the backed-up state, only with --force, and never prints the password', async () => {
    const before = await stateOf(query, filesDir)
    const backup = run('backup', [archive], env)
    expect(backup.status, backup.output).toBe(0)
    expect(backup.output).toContain('Backed up the PostgreSQL database')
    expect(backup.output).toContain('(pg_dump)')

    await changeEverything(query, filesDir)
    const changed = await stateOf(query, filesDir)

    const unconfirmed = run('restore', [archive], env)
    expect(unconfirmed.status).toBe(1)
    expect(unconfirmed.output).toContain('--yes')
    expect(unconfirmed.output).toContain('(FILES_DIR) are moved to')
    expect(await stateOf(query, filesDir)).toEqual(changed)

    const restore = run('restore', [archive, '--force'], env)
    expect(restore.status, restore.output).toBe(0)
    expect(await stateOf(query, filesDir)).toEqual(before)
    const keptFiles = readdirSync(folder).find((name) => name.startsWith('files.before-restore-'))!
    expect(filesIn(path.join(folder, keptFiles))).toEqual(changed.files)

    for (const output of [backup.output, unconfirmed.output, restore.output]) {
      expect(output).not.toContain(secret)
    }
  })

  it('into a new database, says which files folder it would move aside, and touches nothing unasked', async () => {
    await adminQuery(cluster!.url, 'CREATE DATABASE sangam_copy')
    const copy = new URL(env.DATABASE_URL!)
    copy.pathname = '/sangam_copy'
    const filesBefore = filesIn(filesDir)
    const restore = run('restore', [archive], { ...env, DATABASE_URL: copy.toString() })
    expect(restore.status).toBe(1)
    expect(restore.output).toContain(
      `The ${Object.keys(filesBefore).length} files now in ${filesDir} (FILES_DIR) are moved to`,
    )
    expect(restore.output).toContain('Nothing was changed.')
    expect(filesIn(filesDir)).toEqual(filesBefore)
    expect(
      readdirSync(folder).filter((name) => name.startsWith('files.before-restore-')),
    ).toHaveLength(1)
    const tables = await adminQuery(
      copy.toString(),
      "select count(*)::int as n from pg_tables where schemaname = 'public'",
    )
    expect(tables.rows).toEqual([{ n: 0 }])
  })

  it('refuses to restore while another session uses the database', async () => {
    const session = new pg.Client({ connectionString: env.DATABASE_URL })
    await session.connect()
    try {
      const restore = run('restore', [archive, '--force'], env)
      expect(restore.status).toBe(1)
      expect(restore.output).toContain('1 other session connected')
      expect(restore.output).not.toContain(secret)
    } finally {
      await session.end()
    }
  })
})
