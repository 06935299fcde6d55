import {
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs'
import { hostname } from 'node:os'
import path from 'node:path'

/**
 * The embedded database has no locking of its own: two processes on one folder each see only
 * their own writes and corrupt its indexes. Every process that opens a folder first takes this
 * lock, a file inside it naming the holder; a lock whose holder is gone is taken over.
 */
export const lockFileName = 'sangam.lock'

type Holder = { pid: number; host: string; startedAt: string; processStart: string | null }

export class FolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly holder: Holder,
  ) {
    super(
      `The embedded database in ${folder} is in use by process ${holder.pid}` +
        `${holder.host === hostname() ? '' : ` on ${holder.host}`} (since ${holder.startedAt}). ` +
        'Only one process may open it at a time: stop that process first (for example the running ' +
        'server before `npm run seed` or `npm run admin:create`), or run several servers on PostgreSQL ' +
        `(DATABASE_URL). If process ${holder.pid} is not Sangam, delete ${path.join(folder, lockFileName)}.`,
    )
    this.name = 'FolderInUseError'
  }
}

/** The kernel's start time of a process (Linux), telling a live holder from a reused pid. */
function processStartOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name, which may itself hold spaces and parentheses.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null
  } catch {
    return null
  }
}

function isAlive(holder: Holder): boolean {
  // A lock from another machine (a shared folder) cannot be checked from here: keep it.
  if (holder.host !== hostname()) return true
  try {
    process.kill(holder.pid, 0)
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  const start = processStartOf(holder.pid)
  return !(holder.processStart && start && start !== holder.processStart)
}

function readHolder(file: string): Holder | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>
    if (typeof parsed.pid !== 'number' || typeof parsed.host !== 'string') return null
    return {
      pid: parsed.pid,
      host: parsed.host,
      startedAt: String(parsed.startedAt ?? 'an unknown time'),
      processStart: parsed.processStart ?? null,
    }
  } catch {
    return null
  }
}

function sleep(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
}

// Folders this process holds, so a second open in the same process is refused too.
const heldHere = new Set<string>()

/**
 * Takes the folder's lock or throws FolderInUseError naming the live holder. Checking the holder
 * and writing the new lock happen under a short-lived mutex (an atomic mkdir), so two processes
 * taking over one stale lock cannot both win. Returns the release function.
 */
export function lockFolder(folder: string): () => void {
  const dir = path.resolve(folder)
  mkdirSync(dir, { recursive: true })
  const file = path.join(dir, lockFileName)
  const mutex = `${file}.mutex`
  const me: Holder = {
    pid: process.pid,
    host: hostname(),
    startedAt: new Date().toISOString(),
    processStart: processStartOf(process.pid),
  }

  for (let attempt = 0; ; attempt++) {
    try {
      mkdirSync(mutex)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      // A process that died inside the few microseconds it holds the mutex leaves it behind.
      const age = Date.now() - (statSafe(mutex) ?? Date.now())
      if (age > 5_000 || attempt > 500) rmSync(mutex, { recursive: true, force: true })
      else sleep(10)
    }
  }
  try {
    const holder = readHolder(file)
    if (holder && (heldHere.has(dir) || (holder.pid !== process.pid && isAlive(holder)))) {
      throw new FolderInUseError(dir, holder)
    }
    // Written aside and renamed into place, so a reader never sees half a lock.
    writeFileSync(`${file}.${process.pid}`, JSON.stringify(me))
    renameSync(`${file}.${process.pid}`, file)
    heldHere.add(dir)
  } finally {
    rmSync(mutex, { recursive: true, force: true })
  }

  let released = false
  const release = () => {
    if (released) return
    released = true
    heldHere.delete(dir)
    process.off('exit', release)
    if (readHolder(file)?.pid === process.pid) unlinkQuietly(file)
  }
  // A process that exits without closing the database (a crash, process.exit) frees it too.
  process.on('exit', release)
  return release
}

function statSafe(target: string): number | null {
  try {
    return statSync(target).mtimeMs
  } catch {
    return null
  }
}

function unlinkQuietly(file: string) {
  try {
    unlinkSync(file)
  } catch {
    // Already gone: nothing to release.
  }
}
