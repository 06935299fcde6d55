/**
 * The migrations say what the schema says: `npm run db:generate` (drizzle-kit) on the schema in
 * `src/server/db/schema` and a copy of `drizzle/` finds nothing to migrate. A migration written by
 * hand without its snapshot, or a schema change without its migration, fails here. It also keeps
 * the schema loadable by drizzle-kit, which reads it with `require`: a schema module that reaches
 * an ESM-only package (the i18n code's @tanstack/react-start, say) stops `db:generate` altogether.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { migrationsFolder } from '@/server/db/client'

import drizzleConfig from '../../drizzle.config'

const root = path.resolve(import.meta.dirname, '../..')
const work = mkdtempSync(path.join(tmpdir(), 'sangam-generate-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** Every file under `folder`, relative to it. */
const filesUnder = (folder: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort()

describe('the migrations and the schema', () => {
  it('agree: drizzle-kit generate finds no change to migrate', () => {
    const out = path.join(work, 'drizzle')
    cpSync(migrationsFolder, out, { recursive: true })
    const config = path.join(work, 'drizzle.config.mjs')
    writeFileSync(
      config,
      // The project's settings, but for `out`: drizzle-kit reads it relative to the folder it
      // runs in, even when absolute.
      `export default ${JSON.stringify({ ...drizzleConfig, out: path.relative(root, out) })}\n`,
    )
    const generated = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/drizzle-kit/bin.cjs'), 'generate', '--config', config],
      { cwd: root, encoding: 'utf8', timeout: 120_000 },
    )
    const said = `${generated.stdout}\n${generated.stderr}`
    // drizzle-kit exits with 0 on some failures (a missing snapshot): what it said decides.
    expect(generated.status, said).toBe(0)
    expect(said).toContain('No schema changes, nothing to migrate')
    expect(filesUnder(out)).toEqual(filesUnder(migrationsFolder))
  }, 150_000)
})
