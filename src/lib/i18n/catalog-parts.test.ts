import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

import { describe, expect, it } from 'vitest'

import { catalogPartsFor, type CatalogPart } from './catalog'
import { en } from './messages/en'
import { adminScreens } from './messages/en/admin-part'
import { deals } from './messages/en/deals'
import { founderScreens } from './messages/en/founders-part'
import { investor } from './messages/en/investor'
import { investorScreens } from './messages/en/investors-part'
import { publicPages } from './messages/en/public-part'
import { screens } from './messages/en/screens-part'
import { settings } from './messages/en/settings'

// A browser holds the catalog's screens part and the parts `catalogPartsFor` names for the page:
// its area's, and the settings screens' on theirs (catalog.ts). Every message id written in the
// code a page's route imports, however deep, with its area's layout and the root, must be in
// those parts: otherwise the page would show the id instead of its words.

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
const texts = new Map<string, string>()
function textOf(file: string) {
  let text = texts.get(file)
  if (text === undefined) texts.set(file, (text = readFileSync(file, 'utf8')))
  return text
}

/** The app's own modules a set of route files reach through their imports (types aside). */
function reachedFrom(entries: string[]): string[] {
  const seen = new Set<string>()
  const queue = [...entries]
  while (queue.length > 0) {
    const file = queue.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    for (const [, typeOnly, specifier] of textOf(file).matchAll(
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
  return [...textOf(file).matchAll(/['"`]([a-z][A-Za-z]*\.[\w.-]+)['"`]/g)]
    .map((match) => match[1]!)
    .filter((id) => ids.has(id))
}

const partsHeld: Record<Exclude<CatalogPart, 'screens' | 'server'>, Record<string, string>> = {
  investors: investorScreens,
  discover: investor,
  deals,
  founders: founderScreens,
  admin: adminScreens,
  public: publicPages,
  settings,
}

/** The path a route file serves: `routes/investors/settings.tsx` is `/investors/settings`. */
function pathOf(routeFile: string): string {
  const route = routeFile
    .slice(join(src, 'routes').length)
    .replace(/\.tsx?$/, '')
    .replace(/^\/_marketing/, '')
    .replace(/\/(index|route)$/, '')
    .replace(/\$\w*/g, 'x')
  return route || '/'
}

const areas = ['investors', 'startups', 'admin', '_marketing']

describe("the catalog's parts", () => {
  it.each(areas)("hold every message each of the %s pages' code names", (area) => {
    const layout = join(src, 'routes', area, 'route.tsx')
    const missing = filesUnder(join(src, 'routes', area)).flatMap((routeFile) => {
      const path = pathOf(routeFile)
      const held = Object.assign(
        { ...screens },
        ...catalogPartsFor(path).map((part) => partsHeld[part as keyof typeof partsHeld]),
      )
      return reachedFrom([routeFile, layout, join(src, 'routes/__root.tsx')]).flatMap((file) =>
        idsWrittenIn(file)
          .filter((id) => !Object.hasOwn(held, id))
          .map((id) => `${path}: ${file.slice(src.length + 1)}: ${id}`),
      )
    })
    expect([...new Set(missing)]).toEqual([])
  })

  it('are chosen by the page: its area, or the public pages', () => {
    expect(catalogPartsFor('/investors/applications')).toEqual(['investors'])
    expect(catalogPartsFor('/investors/applications/triage')).toEqual(['investors'])
    expect(catalogPartsFor('/investors/applications/x')).toEqual(['investors', 'deals'])
    expect(catalogPartsFor('/investors/lists/x')).toEqual(['investors', 'discover'])
    expect(catalogPartsFor('/investors')).toEqual(['investors', 'discover', 'deals'])
    expect(catalogPartsFor('/investors/anything-new')).toEqual(['investors', 'discover', 'deals'])
    expect(catalogPartsFor('/startups/apply/x')).toEqual(['founders'])
    expect(catalogPartsFor('/admin/audit')).toEqual(['admin'])
    expect(catalogPartsFor('/about')).toEqual(['public'])
    expect(catalogPartsFor('/investor/kaveri-capital')).toEqual(['public'])
    expect(catalogPartsFor('/startupsX')).toEqual(['public'])
  })

  it("add the settings screens' words on the pages that show them, and on no other", () => {
    expect(catalogPartsFor('/investors/settings')).toEqual(['investors', 'settings'])
    expect(catalogPartsFor('/investors/onboarding')).toEqual(['investors', 'discover'])
    expect(catalogPartsFor('/startups/settings')).toEqual(['founders', 'settings'])
    expect(catalogPartsFor('/admin/account')).toEqual(['admin', 'settings'])
    expect(catalogPartsFor('/welcome')).toEqual(['public', 'settings'])
    expect(catalogPartsFor('/investors/settingsX')).toEqual(['investors', 'discover', 'deals'])
  })
})
