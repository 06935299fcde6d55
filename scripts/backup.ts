/**
 * `npm run db:backup [-- <file or folder>]`: one archive of the configured database and the
 * uploaded files kept on disk, by default backups/sangam-<UTC time>.tar.gz (docs/decisions/0026).
 *
 * - Embedded database (DATA_DIR): PGlite's own dump of its folder, taken under the folder's lock;
 *   refused while the server (or any script) has the folder open: stop it first.
 * - PostgreSQL (DATABASE_URL): pg_dump's custom format, taken while the app runs; needs pg_dump.
 * - Uploaded files in FILES_DIR go in the archive; a bucket (S3_BUCKET) keeps its own versions.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'

import { parseScriptEnv, type ScriptEnv } from '../src/env'
import {
  BackupError,
  failWith,
  backupTarget,
  countFiles,
  embeddedDumpName,
  hasTool,
  postgresDumpName,
  redactedUrl,
  timestamp,
  writeArchive,
  type Manifest,
} from './lib/backup-archive'
import { dumpEmbedded, dumpPostgres, lockEmbedded, postgresFacts } from './lib/backup-databases'
import { plural } from '../src/lib/format'

const shown = (file: string) => {
  const relative = path.relative(process.cwd(), file)
  return relative.startsWith('..') ? file : relative
}

function filesOf(config: ScriptEnv): Manifest['files'] {
  return config.S3_BUCKET
    ? { storage: 's3', bucket: config.S3_BUCKET }
    : { storage: 'local', count: countFiles(config.FILES_DIR) }
}

function withoutPgDump(url: string, config: ScriptEnv) {
  return [
    'pg_dump is not installed here. Install PostgreSQL’s client tools of the server’s major',
    'version (Debian: apt-get install postgresql-client), or back up from a machine that has them',
    `(the database: ${redactedUrl(url)}):`,
    '  pg_dump --format=custom --file=sangam.dump "$DATABASE_URL"',
    config.S3_BUCKET
      ? `Uploaded files stay in the bucket ${config.S3_BUCKET} (keep them with its versioning).`
      : `Copy the uploaded files too: ${path.resolve(config.FILES_DIR)}`,
    'See README.md, “Backups”.',
  ].join('\n')
}

async function backUpEmbedded(config: ScriptEnv, staging: string, target: string) {
  const dataDir = path.resolve(config.DATA_DIR)
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new BackupError(
      `There is no embedded database in ${dataDir} to back up (DATA_DIR names its folder).`,
    )
  }
  // Held until the archive is written: no server may change the database or the files meanwhile.
  const release = lockEmbedded(dataDir, 'back up')
  try {
    const facts = await dumpEmbedded(dataDir, path.join(staging, embeddedDumpName))
    const manifest: Manifest = {
      format: 'sangam-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      database: { kind: 'pglite', ...facts },
      files: filesOf(config),
    }
    writeArchive(target, staging, manifest, config.S3_BUCKET ? null : config.FILES_DIR)
    return { manifest, source: `the embedded database in ${shown(dataDir)}` }
  } finally {
    release()
  }
}

async function backUpPostgres(config: ScriptEnv, url: string, staging: string, target: string) {
  if (!hasTool('pg_dump')) throw new BackupError(withoutPgDump(url, config))
  const facts = await postgresFacts(url)
  // The database first: a file uploaded meanwhile is merely extra; only one deleted in the few
  // moments between the dump and the archive would be missing.
  dumpPostgres(url, path.join(staging, postgresDumpName))
  const manifest: Manifest = {
    format: 'sangam-backup',
    version: 1,
    createdAt: new Date().toISOString(),
    database: { kind: 'postgres', ...facts },
    files: filesOf(config),
  }
  writeArchive(target, staging, manifest, config.S3_BUCKET ? null : config.FILES_DIR)
  return { manifest, source: `the PostgreSQL database ${redactedUrl(url)} (pg_dump)` }
}

async function main(given: string | undefined) {
  const config = parseScriptEnv(process.env)
  const target = backupTarget(given, timestamp())
  mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 })
  // Beside the archive: the dump is as large as the database, and /tmp may be small.
  const staging = mkdtempSync(path.join(path.dirname(target), '.sangam-backup-'))
  try {
    const { manifest, source } = config.DATABASE_URL
      ? await backUpPostgres(config, config.DATABASE_URL, staging, target)
      : await backUpEmbedded(config, staging, target)
    const size = (statSync(target).size / 1024 / 1024).toFixed(1)
    console.log(
      `Backed up ${source}, ${plural(manifest.database.migrations, 'migration')} applied, to ` +
        `${shown(target)} (${size} MB).`,
    )
    const { files } = manifest
    console.log(
      files.storage === 'local'
        ? `It holds the ${plural(files.count, 'uploaded file')} of ${shown(path.resolve(config.FILES_DIR))}.`
        : `Uploaded files are in the S3 bucket ${files.bucket}, not in this archive: the bucket’s versioning keeps them.`,
    )
    console.log(`Restore it with: npm run db:restore -- ${shown(target)}`)
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
}

const args = process.argv.slice(2)
if (args.length > 1 || args.some((arg) => arg.startsWith('-'))) {
  console.error('Usage: npm run db:backup [-- <file.tar.gz or folder>]')
  process.exit(2)
}
try {
  await main(args[0])
} catch (error) {
  failWith(error, 'No backup was made.')
}
