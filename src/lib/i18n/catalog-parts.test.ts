import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

import { describe, expect, it } from 'vitest'

import { catalogPartsFor } from './catalog'
import { en } from './messages/en'
import { adminScreens } from './messages/en/admin-part'
import { founderScreens } from './messages/en/founders-part'
import { investorScreens } from './messages/en/investors-part'
import { publicPages } from './messages/en/public-part'
import { screens } from './messages/en/screens-part'

// A browser holds the catalog's screens part and the part of the page's area (catalog.ts). Every
// message id written in the code a page's routes import, however deep, must be in those parts:
// otherwise the page would show the id instead of its words.

const src = resolve(import.meta.dirname, '../..')
const ids = new Set(Object.keys(en))

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return filesUnder(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? join(src, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null
  if (!base) return null
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return null
}

/** The app's own modules a set of route files reach through their imports (types aside). */
function reachedFrom(entries: string[]): string[] {
  const seen = new Set<string>()
  const queue = [...entries]
  while (queue.length > 0) {
    const file = queue.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    const text = readFileSync(file, 'utf8')
    for (const [, typeOnly, specifier] of text.matchAll(
      /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/g,
    )) {
      if (typeOnly) continue
      const target = resolveImport(file, specifier!)
      // The catalogs themselves, and the server's code (run there, where every part is held).
      if (!target || target.includes('/lib/i18n/messages/') || target.includes('/server/')) continue
      queue.push(target)
    }
  }
  return [...seen]
}

function idsWrittenIn(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(/['"`]([a-z][A-Za-z]*\.[\w.-]+)['"`]/g)]
    .map((match) => match[1]!)
    .filter((id) => ids.has(id))
}

const areas = [
  { name: 'investors', folder: 'routes/investors', held: { ...screens, ...investorScreens } },
  { name: 'startups', folder: 'routes/startups', held: { ...screens, ...founderScreens } },
  { name: 'admin', folder: 'routes/admin', held: { ...screens, ...adminScreens } },
  { name: 'public', folder: 'routes/_marketing', held: { ...screens, ...publicPages } },
]

describe("the catalog's parts", () => {
  it.each(areas)("hold every message the $name pages' code names", ({ folder, held }) => {
    const entries = [...filesUnder(join(src, folder)), join(src, 'routes/__root.tsx')]
    const missing = reachedFrom(entries).flatMap((file) =>
      idsWrittenIn(file)
        .filter((id) => !Object.hasOwn(held, id))
        .map((id) => `${file.slice(src.length + 1)}: ${id}`),
    )
    expect(missing).toEqual([])
  })

  it('are chosen by the page: its area, or the public pages', () => {
    expect(catalogPartsFor('/investors/applications')).toEqual(['investors'])
    expect(catalogPartsFor('/investors')).toEqual(['investors'])
    expect(catalogPartsFor('/startups/apply/x')).toEqual(['founders'])
    expect(catalogPartsFor('/admin/audit')).toEqual(['admin'])
    expect(catalogPartsFor('/about')).toEqual(['public'])
    expect(catalogPartsFor('/investor/kaveri-capital')).toEqual(['public'])
    expect(catalogPartsFor('/startupsX')).toEqual(['public'])
  })
})
