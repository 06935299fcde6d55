import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { connect } from '@/server/db/client'
import { FolderInUseError, lockFileName, lockFolder } from '@/server/db/folder-lock'

const folders: string[] = []
function newFolder() {
  const folder = mkdtempSync(path.join(tmpdir(), 'sangam-lock-'))
  folders.push(folder)
  return folder
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** Runs a command-line script on the folder, as a person would beside a running server. */
function runScript(script: string, folder: string, args: string[] = []) {
  const result = spawnSync('npx', ['tsx', script, ...args], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: folder, NODE_ENV: 'production' },
    encoding: 'utf8',
    // Generous: starting tsx on a loaded machine can take long; the limit only catches a hang.
    timeout: 240_000,
  })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

/** The pid of a process that has ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  })
  return Number(child.stdout)
}

// The tests that start processes get long time limits: several `npx tsx` starts in a row take
// minutes on a loaded machine, and a limit here only catches a hang.
describe('the embedded database folder lock', () => {
  it('refuses a second process with a message naming the holder, and lets it in once freed', async () => {
    const folder = newFolder()
    const holder = connect({ kind: 'pglite', dataDir: folder })
    await holder.migrate()

    for (const script of ['scripts/migrate.ts', 'scripts/seed.ts']) {
      const refused = runScript(script, folder)
      expect(refused.status, refused.output).toBe(1)
      expect(refused.output).toContain(`in use by process ${process.pid}`)
      expect(refused.output).toContain('Only one process may open it at a time')
    }
    const admin = runScript('scripts/admin-create.ts', folder, ['ops@example.com'])
    expect(admin.status, admin.output).toBe(1)
    expect(admin.output).toContain(`in use by process ${process.pid}`)

    await holder.close()
    expect(existsSync(path.join(folder, lockFileName))).toBe(false)
    const after = runScript('scripts/migrate.ts', folder)
    expect(after.status, after.output).toBe(0)
  }, 600_000)

  it('refuses a second open in the same process too', async () => {
    const folder = newFolder()
    const first = connect({ kind: 'pglite', dataDir: folder })
    expect(() => connect({ kind: 'pglite', dataDir: folder })).toThrow(FolderInUseError)
    await first.close()
  })

  it('takes over a lock left by a process that has died', async () => {
    const folder = newFolder()
    const pid = deadPid()
    writeFileSync(
      path.join(folder, lockFileName),
      JSON.stringify({
        pid,
        host: hostname(),
        startedAt: '2026-01-01T00:00:00.000Z',
        processStart: '1',
      }),
    )
    const connection = connect({ kind: 'pglite', dataDir: folder })
    await connection.migrate()
    expect(JSON.parse(readFileSync(path.join(folder, lockFileName), 'utf8')).pid).toBe(process.pid)
    await connection.close()
  })

  it('takes over a lock whose pid now belongs to another program', () => {
    const folder = newFolder()
    // Our own parent runs, but it never took this lock: its start time differs from the recorded one.
    writeFileSync(
      path.join(folder, lockFileName),
      JSON.stringify({
        pid: process.ppid,
        host: hostname(),
        startedAt: 'earlier',
        processStart: '1',
      }),
    )
    const release = lockFolder(folder)
    expect(JSON.parse(readFileSync(path.join(folder, lockFileName), 'utf8')).pid).toBe(process.pid)
    release()
  })

  it('lets exactly one of several processes racing for a free folder in', async () => {
    const folder = newFolder()
    const contender = `
      import { lockFolder } from './src/server/db/folder-lock.ts'
      try { lockFolder(process.argv[1]); console.log('won'); process.stdin.resume() }
      catch (error) { console.log(error.name); process.exit(0) }
    `
    // The winner holds the folder until every contender has tried (its standard input closes
    // then), however slowly the four processes start.
    const contenders = Array.from({ length: 4 }, () => {
      const child = spawn('npx', ['tsx', '--eval', contender, folder])
      const outcome = new Promise<string>((resolve) => {
        let out = ''
        child.stdout!.on('data', (chunk: Buffer) => {
          out += chunk.toString()
          if (out.includes('\n')) resolve(out.trim())
        })
        child.on('exit', () => resolve(out.trim()))
      })
      return { child, outcome }
    })
    const outcomes = await Promise.all(contenders.map(({ outcome }) => outcome))
    for (const { child } of contenders) child.stdin!.end()
    expect(outcomes.filter((o) => o === 'won')).toHaveLength(1)
    expect(outcomes.filter((o) => o === 'FolderInUseError')).toHaveLength(3)
  }, 300_000)
})
