/**
 * `npm run db:restore -- <backup.tar.gz> [--yes]`: puts back what `npm run db:backup` saved
 * (docs/decisions/0026).
 *
 * Before changing anything it says what it will do to which database and which files folder, and
 * asks; `--yes` (or `--force`) goes ahead without asking, as scripts need. Without a terminal to
 * ask on and without `--yes`, it changes nothing.
 *
 * - Embedded database: stop the server first (the folder's lock is required). The backup is
 *   loaded into a new folder and opened once; only then are the current database folder and files
 *   folder moved aside (kept, named *.before-restore-<time>) and the restored ones put in place.
 * - PostgreSQL: replaces the database's objects in one transaction (pg_restore --clean). Nothing
 *   is kept aside of the database; it refuses while other sessions (servers) are connected.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline/promises'

import { parseScriptEnv, type ScriptEnv } from '../src/env'
import { lockFileName, lockFolder } from '../src/server/db/folder-lock'
import {
  BackupError,
  failWith,
  backupsFolder,
  embeddedDumpName,
  filesEntry,
  hasTool,
  moveFolder,
  postgresDumpName,
  readArchive,
  redactedUrl,
  shippedMigrations,
  timestamp,
  type Manifest,
} from './lib/backup-archive'
import {
  loadEmbedded,
  lockEmbedded,
  otherSessions,
  postgresFacts,
  restorePostgres,
} from './lib/backup-databases'
import { plural } from '../src/lib/format'

const shown = (file: string) => {
  const relative = path.relative(process.cwd(), file)
  return relative.startsWith('..') ? file : relative
}

/**
 * Moves a folder out of the way, keeping it, and answers where it went; null when there was
 * nothing to keep (no folder, or only this process's fresh lock in it).
 */
function setAside(folder: string, stamp: string): string | null {
  if (!existsSync(folder)) return null
  if (readdirSync(folder).every((name) => name === lockFileName)) {
    rmSync(folder, { recursive: true, force: true })
    return null
  }
  const aside = `${folder}.before-restore-${stamp}`
  moveFolder(folder, aside)
  // This process's lock went along; the kept copy is not in use.
  rmSync(path.join(aside, lockFileName), { force: true })
  return aside
}

/** Files in a folder and below it (none when it does not exist). */
function fileCount(folder: string): number {
  if (!existsSync(folder)) return 0
  return readdirSync(folder, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && entry.name !== lockFileName,
  ).length
}

/** What restoreFiles will do to which folder, in words, before anything is done. */
function filesPlan(manifest: Manifest, config: ScriptEnv, stamp: string): string {
  if (manifest.files.storage === 's3' || config.S3_BUCKET) {
    return 'The uploaded files are left as they are (see the note after the restore).'
  }
  const filesDir = path.resolve(config.FILES_DIR)
  const current = fileCount(filesDir)
  const incoming = `the backup’s ${plural(manifest.files.count, 'uploaded file')} put in ${shown(filesDir)} (FILES_DIR)`
  return current > 0
    ? `The ${plural(current, 'file')} now in ${shown(filesDir)} (FILES_DIR) are moved to ` +
        `${shown(`${filesDir}.before-restore-${stamp}`)}, and ${incoming}: a server still using ` +
        'that folder with another database loses its files.'
    : `${incoming[0]!.toUpperCase()}${incoming.slice(1)}.`
}

/**
 * Says what the restore is about to do and goes on only when the person agrees: `--yes`, or "y"
 * typed at the terminal. Otherwise nothing has been changed.
 */
async function confirm(plan: string[], archive: string) {
  console.log(`Restoring ${shown(archive)}:\n${plan.map((line) => `- ${line}`).join('\n')}`)
  if (yes) return
  const again = `  npm run db:restore -- ${shown(archive)} --yes`
  if (!process.stdin.isTTY) {
    throw new BackupError(`Nothing was changed. To go ahead, run:\n${again}`)
  }
  const prompt = createInterface({ input: process.stdin, output: process.stdout })
  const answer = await prompt.question('Go ahead? [y/N] ').finally(() => prompt.close())
  if (!/^y(es)?$/i.test(answer.trim())) throw new BackupError('Nothing was changed.')
}

/** Puts the archive's files/ in FILES_DIR (the current folder kept aside), or says why not. */
function restoreFiles(manifest: Manifest, config: ScriptEnv, staging: string, stamp: string) {
  const { files } = manifest
  if (files.storage === 's3') {
    return {
      kept: null,
      note: `The backup’s uploaded files were in the S3 bucket ${files.bucket}: restore the bucket from its versioning to the backup’s time if needed.${config.S3_BUCKET ? '' : ` ${shown(path.resolve(config.FILES_DIR))} was left as it is.`}`,
    }
  }
  if (config.S3_BUCKET) {
    return {
      kept: null,
      note: `The backup holds ${plural(files.count, 'uploaded file')}, but S3_BUCKET is set: they were not restored. Copy them into the bucket from files/ in the archive.`,
    }
  }
  const filesDir = path.resolve(config.FILES_DIR)
  const kept = setAside(filesDir, stamp)
  mkdirSync(path.dirname(filesDir), { recursive: true })
  moveFolder(path.join(staging, filesEntry), filesDir)
  return { kept, note: `${plural(files.count, 'uploaded file')} in ${shown(filesDir)}.` }
}

function migrationsNote(migrations: number) {
  const shipped = shippedMigrations()
  if (migrations > shipped) {
    return `Warning: the backup has ${plural(migrations, 'migration')} applied and this code ships ${shipped}: it was made by a newer Sangam. Update the code before starting the server.`
  }
  if (migrations < shipped) {
    return `The backup has ${plural(migrations, 'migration')} applied; the server applies the ${shipped - migrations} newer at its start.`
  }
  return null
}

function wrongKind(archive: string, manifest: Manifest, config: ScriptEnv) {
  return config.DATABASE_URL
    ? `${archive} is a backup of an embedded database; DATABASE_URL is set. Unset it to restore into DATA_DIR.`
    : `${archive} is a backup of a PostgreSQL database (${manifest.database.postgres}); set DATABASE_URL to the database to restore it into.`
}

async function restoreEmbedded(config: ScriptEnv, archive: string) {
  const dataDir = path.resolve(config.DATA_DIR)
  mkdirSync(path.dirname(dataDir), { recursive: true })
  // Beside the database folder, so putting the restored one in place is a rename.
  const staging = mkdtempSync(path.join(path.dirname(dataDir), '.sangam-restore-'))
  try {
    const manifest = readArchive(archive, staging)
    if (manifest.database.kind !== 'pglite') {
      throw new BackupError(wrongKind(archive, manifest, config))
    }
    const release = lockEmbedded(dataDir, 'restore')
    try {
      const stamp = timestamp()
      const restored = path.join(staging, 'database')
      const facts = await loadEmbedded(path.join(staging, embeddedDumpName), restored)
      await confirm(
        [
          existsSync(dataDir) && readdirSync(dataDir).some((name) => name !== lockFileName)
            ? `The embedded database in ${shown(dataDir)} (DATA_DIR) is moved to ` +
              `${shown(`${dataDir}.before-restore-${stamp}`)} and the backup’s put in its place.`
            : `The backup’s embedded database is put in ${shown(dataDir)} (DATA_DIR).`,
          filesPlan(manifest, config, stamp),
        ],
        archive,
      )
      // Locked before it moves in: a server started during the swap is refused, not half-served.
      lockFolder(restored)
      // The files first, while the current database folder still holds this process's lock.
      const files = restoreFiles(manifest, config, staging, stamp)
      const kept = setAside(dataDir, stamp)
      try {
        moveFolder(restored, dataDir)
      } catch (error) {
        const parked = `${dataDir}.restored-${stamp}`
        moveFolder(restored, parked)
        throw new BackupError(
          `Could not put the restored database in ${dataDir} (${(error as Error).message}): ` +
            `did a process open it meanwhile? Stop it, then move ${parked} to ${dataDir}.` +
            (kept ? ` The previous database is in ${kept}.` : ''),
        )
      }
      return { manifest, facts, files, kept: [kept, files.kept], target: `in ${shown(dataDir)}` }
    } finally {
      // Frees the lock the restored folder brought with it (this process's).
      release()
    }
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
}

async function restoreToPostgres(config: ScriptEnv, url: string, archive: string) {
  const where = redactedUrl(url)
  if (!hasTool('pg_restore')) {
    throw new BackupError(
      'pg_restore is not installed here: install PostgreSQL’s client tools of the server’s major ' +
        'version (Debian: apt-get install postgresql-client). See README.md, “Backups”.',
    )
  }
  const staging = mkdtempSync(path.join(tmpdir(), 'sangam-restore-'))
  try {
    const manifest = readArchive(archive, staging)
    if (manifest.database.kind !== 'postgres') {
      throw new BackupError(wrongKind(archive, manifest, config))
    }
    const others = await otherSessions(url)
    if (others > 0) {
      throw new BackupError(
        `${plural(others, 'other session')} connected to ${where} (the app's servers?): stop ` +
          'them, then run this again. Nothing was changed.',
      )
    }
    const stamp = timestamp()
    await confirm(
      [
        `The data in the PostgreSQL database ${where} (DATABASE_URL) is replaced by the ` +
          'backup’s, and no copy of it is kept: back it up first if it matters.',
        filesPlan(manifest, config, stamp),
      ],
      archive,
    )
    // The database first: if it fails, the single transaction leaves it, and the files, as they were.
    restorePostgres(url, path.join(staging, postgresDumpName))
    const facts = await postgresFacts(url)
    const files = restoreFiles(manifest, config, staging, stamp)
    return { manifest, facts, files, kept: [files.kept], target: `into ${where}` }
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
}

function usage() {
  console.error('Usage: npm run db:restore -- <backup.tar.gz> [--yes]')
  const found = existsSync(backupsFolder)
    ? readdirSync(backupsFolder).filter((name) => name.endsWith('.tar.gz'))
    : []
  if (found.length) {
    console.error(`Backups in ${backupsFolder}/, newest last:`)
    for (const name of found.sort()) console.error(`  ${path.join(backupsFolder, name)}`)
  }
  process.exit(2)
}

const args = process.argv.slice(2)
// --force is what the PostgreSQL restore asked for before it asked at the terminal.
const agreed = ['--yes', '--force']
const yes = args.some((arg) => agreed.includes(arg))
const [given, ...extra] = args.filter((arg) => !agreed.includes(arg))
if (!given || given.startsWith('-') || extra.length) usage()

try {
  const config = parseScriptEnv(process.env)
  const archive = path.resolve(given!)
  if (!existsSync(archive)) throw new BackupError(`${given} does not exist.`)
  const { manifest, facts, files, kept, target } = config.DATABASE_URL
    ? await restoreToPostgres(config, config.DATABASE_URL, archive)
    : await restoreEmbedded(config, archive)
  console.log(
    `Restored ${shown(archive)} (made ${manifest.createdAt}) ${target}: ` +
      `${plural(facts.migrations, 'migration')} applied.`,
  )
  console.log(`Files: ${files.note}`)
  const keptFolders = kept.filter((folder): folder is string => folder !== null)
  if (keptFolders.length) {
    console.log(
      `What it replaced is kept in ${keptFolders.map(shown).join(' and ')}: delete ` +
        `${keptFolders.length > 1 ? 'them' : 'it'} once no longer needed.`,
    )
  }
  const note = migrationsNote(facts.migrations)
  if (note) console.log(note)
} catch (error) {
  failWith(error, 'The restore did not complete.')
}
