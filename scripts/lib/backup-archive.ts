// The backup archive of `npm run db:backup` / `npm run db:restore` (docs/decisions/0026): one
// .tar.gz holding manifest.json, the database (database.tar, PGlite's own dump of its folder, or
// database.dump, pg_dump's custom format) and files/, the uploaded files when they are kept on disk.
import { spawnSync } from 'node:child_process'
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'

import { migrationsFolder } from '../../src/server/db/client'

export const manifestName = 'manifest.json'
export const embeddedDumpName = 'database.tar'
export const postgresDumpName = 'database.dump'
export const filesEntry = 'files'

export type Manifest = {
  format: 'sangam-backup'
  version: 1
  createdAt: string
  database: { kind: 'pglite' | 'postgres'; migrations: number; postgres: string }
  /** Uploaded files: in the archive (`local`, how many), or left in the S3 bucket. */
  files: { storage: 'local'; count: number } | { storage: 's3'; bucket: string }
}

/** A failure the person can act on: printed as it is, without a stack trace. */
export class BackupError extends Error {}

/**
 * Ends a backup or restore that failed: ours, the configuration's or the system's errors (a host
 * not found, a connection refused) by their message, which says it all; anything else, a bug,
 * with its stack. Then `outcome` ("No backup was made.") and exit code 1.
 */
export function failWith(error: unknown, outcome: string): never {
  const known =
    error instanceof BackupError ||
    /^Invalid configuration/.test(String(error)) ||
    (error instanceof Error && 'code' in error)
  console.error(known ? (error as Error).message : error)
  console.error(outcome)
  process.exit(1)
}

/** 20261127-093015: the time in UTC, so names sort in order whatever the machine's zone. */
export function timestamp(date = new Date()): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-')
}

export const backupsFolder = 'backups'

/** Where a new backup goes: the path given (a file, or a folder to put it in), or backups/. */
export function backupTarget(given: string | undefined, stamp: string): string {
  const name = `sangam-${stamp}.tar.gz`
  const target =
    given === undefined
      ? path.join(backupsFolder, name)
      : given.endsWith(path.sep) || (existsSync(given) && statSync(given).isDirectory())
        ? path.join(given, name)
        : given
  if (existsSync(target)) {
    throw new BackupError(`${target} already exists: name another file, or move that one away.`)
  }
  return path.resolve(target)
}

/** Migrations this code ships (drizzle's journal), to compare with a backup's. */
export function shippedMigrations(): number {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] }
  return journal.entries.length
}

/** Regular files under a folder, `.partial` uploads in progress left out. */
export function countFiles(folder: string): number {
  if (!existsSync(folder)) return 0
  return readdirSync(folder, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && !entry.name.endsWith('.partial'),
  ).length
}

function tar(args: string[], what: string) {
  const result = spawnSync('tar', args, { encoding: 'utf8' })
  if (result.error) throw new BackupError(`${what}: could not run tar (${result.error.message}).`)
  if (result.status !== 0) throw new BackupError(`${what}: tar failed:\n${result.stderr.trim()}`)
}

/**
 * Writes the archive from a staging folder holding the manifest and the database dump, with the
 * files folder (if any) under files/. Written aside and renamed, so a backup that fails half-way
 * never looks like a finished one.
 */
export function writeArchive(
  target: string,
  staging: string,
  manifest: Manifest,
  filesDir: string | null,
) {
  writeFileSync(path.join(staging, manifestName), `${JSON.stringify(manifest, null, 2)}\n`)
  const entries = readdirSync(staging)
  if (filesDir) {
    // A link followed by tar (-h) names the folder files/ in the archive wherever it lives.
    if (existsSync(filesDir)) symlinkSync(path.resolve(filesDir), path.join(staging, filesEntry))
    else mkdirSync(path.join(staging, filesEntry))
    entries.push(filesEntry)
  }
  const partial = `${target}.partial`
  try {
    // Everything the app knows, password hashes and sessions included: for this user's eyes, from
    // the first byte (tar keeps the mode of the file it overwrites).
    writeFileSync(partial, '', { mode: 0o600 })
    chmodSync(partial, 0o600)
    tar(['-czhf', partial, '--exclude=*.partial', '-C', staging, ...entries], 'Writing the backup')
    renameSync(partial, target)
  } finally {
    rmSync(partial, { force: true })
  }
}

/** Unpacks an archive into `into` and answers its manifest, or says why it is not a backup. */
export function readArchive(archive: string, into: string): Manifest {
  if (!existsSync(archive) || !statSync(archive).isFile()) {
    throw new BackupError(`${archive} is not a file.`)
  }
  const notOurs = `${archive} is not a Sangam backup (one made by npm run db:backup)`
  try {
    tar(['-xzf', archive, '-C', into], `Reading ${archive}`)
  } catch (error) {
    throw new BackupError(`${notOurs}: ${(error as Error).message}`)
  }
  let manifest: Manifest | null = null
  try {
    manifest = JSON.parse(readFileSync(path.join(into, manifestName), 'utf8')) as Manifest
  } catch {
    // No manifest, or not JSON: not ours.
  }
  if (manifest?.format !== 'sangam-backup') throw new BackupError(`${notOurs}.`)
  if (manifest.version !== 1) {
    throw new BackupError(`${archive} is a backup of format ${manifest.version}: update Sangam.`)
  }
  return manifest
}

/** Moves a folder, across file systems too (a copy, then the original removed). */
export function moveFolder(from: string, to: string) {
  try {
    renameSync(from, to)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
    cpSync(from, to, { recursive: true, preserveTimestamps: true })
    rmSync(from, { recursive: true, force: true })
  }
}

/** A PostgreSQL URL fit to print: no password, no query string (which may hold one). */
export function redactedUrl(url: string): string {
  const parsed = new URL(url)
  parsed.password = ''
  parsed.search = ''
  return parsed.toString()
}

/**
 * How to hand a URL to pg_dump and pg_restore: the password in PGPASSWORD, never on the command
 * line, where any user of the machine could read it (`ps`).
 */
export function postgresToolConnection(url: string) {
  const parsed = new URL(url)
  const password = decodeURIComponent(parsed.password) || parsed.searchParams.get('password')
  parsed.password = ''
  parsed.searchParams.delete('password')
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  }
}

/** True when a command-line tool answers `--version` (it is on PATH). */
export function hasTool(tool: string): boolean {
  const probe = spawnSync(tool, ['--version'], { encoding: 'utf8' })
  return !probe.error && probe.status === 0
}
