import { isDeepStrictEqual } from 'node:util'

import { parse as icuParse } from '@formatjs/icu-messageformat-parser'
import { parseAst } from 'rolldown/parseAst'
import { describe, expect, it } from 'vitest'

import { parse as literalParse } from '@/lib/i18n/literal-parser'
import { en } from '@/lib/i18n/messages/en'
import { hi } from '@/lib/i18n/messages/hi'

import { compiledMessage, precompiledMessages } from '../../scripts/lib/precompiled-messages'

/** The build's transform of a catalog module, as Vite calls it for the browser. */
function transformCatalog(code: string) {
  const plugin = precompiledMessages().find((p) => p.name === 'sangam:precompiled-messages')!
  const context = {
    parse: parseAst,
    error: (message: string) => {
      throw new Error(message)
    },
  }
  const transform = plugin.transform as (code: string, id: string) => { code: string } | null
  return transform.call(context, code, '/app/src/lib/i18n/messages/en/example.ts')?.code
}

describe("the browser's catalogs, parsed by the build", () => {
  it('format every message of both languages as the ICU parser would on the server', () => {
    const differ: string[] = []
    let parsed = 0
    for (const [language, catalog] of [
      ['en', en],
      ['hi', hi],
    ] as const) {
      for (const [id, message] of Object.entries(catalog)) {
        const compiled = compiledMessage(message)
        if (typeof compiled !== 'string') parsed += 1
        const inTheBrowser = typeof compiled === 'string' ? literalParse(compiled) : compiled
        if (!isDeepStrictEqual(inTheBrowser, icuParse(message))) differ.push(`${language}: ${id}`)
      }
    }
    expect(differ).toEqual([])
    // Both kinds occur: messages with syntax, and plain text left as it is.
    expect(parsed).toBeGreaterThan(500)
    expect(parsed).toBeLessThan(Object.keys(en).length + Object.keys(hi).length - 2000)
  })

  it('keep plain text as text, and parse anything that may be more', () => {
    expect(compiledMessage('Sign in')).toBe('Sign in')
    expect(compiledMessage('')).toBe('')
    expect(compiledMessage('Hello, {name}')).toEqual([
      { type: 0, value: 'Hello, ' },
      { type: 1, value: 'name' },
    ])
    expect(compiledMessage("It''s done")).toEqual([{ type: 0, value: "It's done" }])
    expect(compiledMessage('a > b')).toEqual([{ type: 0, value: 'a > b' }])
  })

  it('turn a catalog module into one whose messages with syntax are already parsed', () => {
    const code = transformCatalog(
      `export const x = { 'x.plain': 'Sign in', 'x.count': '{n, plural, one {# deck} other {# decks}}' }`,
    )!
    const module = new Function(`${code.replace('export const x =', 'return')}`)() as Record<
      string,
      unknown
    >
    expect(module['x.plain']).toBe('Sign in')
    expect(module['x.count']).toEqual(icuParse('{n, plural, one {# deck} other {# decks}}'))
  })

  it('refuse a catalog message that is not a string literal', () => {
    expect(() => transformCatalog('export const x = { a: `Sign in` }')).toThrow(/string literal/)
  })

  it('refuse in the browser a message with syntax that the build did not parse', () => {
    expect(() => literalParse('Hello, {name}')).toThrow(/unparsed/)
    expect(literalParse('')).toEqual([])
    expect(literalParse('Sign in')).toEqual([{ type: 0, value: 'Sign in' }])
  })
})
