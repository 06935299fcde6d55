// The database half of a backup: PGlite's own dump of its folder (dumpDataDir / loadDataDir), or
// pg_dump / pg_restore for a PostgreSQL server (docs/decisions/0026).
import { spawnSync } from 'node:child_process'
import { chmodSync, openAsBlob, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import pg from 'pg'

import { FolderInUseError, lockFileName, lockFolder } from '../../src/server/db/folder-lock'
import { BackupError, postgresToolConnection } from './backup-archive'

type Query = (text: string) => Promise<{ rows: unknown[] }>

/** Migrations applied to a database (drizzle's record), and its PostgreSQL version. */
async function factsOf(query: Query) {
  const table = 'drizzle.__drizzle_migrations'
  const found = await query(`select to_regclass('${table}') is not null as found`)
  const migrations = (found.rows[0] as { found: boolean }).found
    ? ((await query(`select count(*)::int as n from ${table}`)).rows[0] as { n: number }).n
    : 0
  const version = (await query('select version() as v')).rows[0] as { v: string }
  return { migrations, postgres: version.v.split(' on ')[0]! }
}

/**
 * Takes the embedded folder's lock for the whole backup or restore (database and files), so no
 * server or script changes them meanwhile; a folder in use is refused, never shared.
 */
export function lockEmbedded(dataDir: string, doing: string): () => void {
  try {
    return lockFolder(dataDir)
  } catch (error) {
    if (!(error instanceof FolderInUseError)) throw error
    throw new BackupError(
      `Cannot ${doing} while the embedded database is open. Stop the server (npm start) first, ` +
        `then run this again.\n${error.message}`,
    )
  }
}

const openEmbedded = (dataDir: string, loadDataDir?: Blob) =>
  new PGlite({ dataDir, loadDataDir, extensions: { pg_trgm } })

/** Writes PGlite's dump of the (locked) folder to `file`, after a checkpoint. */
export async function dumpEmbedded(dataDir: string, file: string) {
  const client = openEmbedded(dataDir)
  try {
    // Everything in the data files, so the copy needs no WAL replay when it is opened.
    await client.exec('CHECKPOINT')
    const facts = await factsOf((text) => client.query(text))
    const tarball = await client.dumpDataDir('none')
    writeFileSync(file, Buffer.from(await tarball.arrayBuffer()))
    return facts
  } finally {
    await client.close()
  }
}

/**
 * Builds a database folder from a dump (`into` must not hold one yet) and opens it once, so a
 * damaged dump fails here, before anything is replaced. Answers its facts.
 */
export async function loadEmbedded(file: string, into: string) {
  const client = openEmbedded(into, (await openAsBlob(file)) as Blob)
  try {
    return await factsOf((text) => client.query(text))
  } finally {
    await client.close()
    // The dump was taken under the backup's own lock; that process is gone.
    rmSync(path.join(into, lockFileName), { force: true })
    ownerOnly(into)
  }
}

/** PGlite writes loaded files readable and writable by all (0666): the data is this user's. */
function ownerOnly(folder: string) {
  chmodSync(folder, 0o700)
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    chmodSync(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o700 : 0o600)
  }
}

async function onServer<T>(url: string, work: (query: Query) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work((text) => client.query(text))
  } finally {
    await client.end()
  }
}

export const postgresFacts = (url: string) => onServer(url, factsOf)

/** Other sessions on the database (app servers, workers), which a restore must not pull the rug from. */
export const otherSessions = (url: string) =>
  onServer(url, async (query) => {
    const { rows } = await query(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    )
    return (rows[0] as { n: number }).n
  })

function runTool(tool: string, args: string[], url: string) {
  const { dbname, env } = postgresToolConnection(url)
  const result = spawnSync(tool, [...args, `--dbname=${dbname}`], { env, encoding: 'utf8' })
  if (result.error) throw new BackupError(`Could not run ${tool}: ${result.error.message}`)
  if (result.status !== 0) {
    throw new BackupError(`${tool} failed (exit ${result.status}):\n${result.stderr.trim()}`)
  }
}

/** pg_dump's custom format: compressed, and pg_restore picks what and how to restore. */
export function dumpPostgres(url: string, file: string) {
  runTool('pg_dump', ['--format=custom', `--file=${file}`], url)
}

/**
 * Replaces the database's objects by the dump's, in one transaction: a failure changes nothing.
 * Owners and grants are left to the connecting role, so a dump moves between servers.
 */
export function restorePostgres(url: string, file: string) {
  runTool(
    'pg_restore',
    ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', file],
    url,
  )
}
