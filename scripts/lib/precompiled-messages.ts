// The catalogs a browser downloads come parsed (decision 0045): each message with ICU syntax as
// the elements intl-messageformat would have parsed it into, each plain one as its text. The
// browser's bundle then takes the literal parser (src/lib/i18n/literal-parser.ts) instead of the
// ICU parser. The server keeps the text and the parser.
import { fileURLToPath } from 'node:url'
import { isDeepStrictEqual } from 'node:util'

import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import type { Plugin } from 'vite'

import { mayHaveSyntax, parse as literalParse } from '../../src/lib/i18n/literal-parser.ts'

const catalogModule = /\/src\/lib\/i18n\/messages\/(en|hi)\/[\w-]+\.ts$/
const literalParser = fileURLToPath(
  new URL('../../src/lib/i18n/literal-parser.ts', import.meta.url),
)

type Node = { type: string; start: number; end: number; [key: string]: unknown }

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'
}

/** Every property of every object literal in a module's syntax tree. */
function* propertiesIn(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const child of node) yield* propertiesIn(child)
    return
  }
  if (!isNode(node)) return
  if (node.type === 'Property') yield node
  for (const [key, child] of Object.entries(node)) {
    if (key !== 'type' && typeof child === 'object') yield* propertiesIn(child)
  }
}

/**
 * What the browser gets for a message: its text when the browser's literal parser reads it as the
 * ICU parser does, else its elements.
 */
export function compiledMessage(message: string): string | MessageFormatElement[] {
  const elements = parse(message)
  const plain = !mayHaveSyntax(message) && isDeepStrictEqual(literalParse(message), elements)
  return plain ? message : elements
}

export function precompiledMessages(): Plugin[] {
  const inTheBrowser = (environment: { name: string }) => environment.name === 'client'
  return [
    {
      name: 'sangam:literal-parser',
      // Before Vite's own resolution, which would find the package first.
      enforce: 'pre',
      applyToEnvironment: inTheBrowser,
      resolveId(id) {
        return id === '@formatjs/icu-messageformat-parser' ? literalParser : null
      },
    },
    {
      name: 'sangam:precompiled-messages',
      applyToEnvironment: inTheBrowser,
      // After TypeScript's types are stripped: the module is JavaScript here.
      transform(code, id) {
        if (!catalogModule.test(id)) return null
        const edits: { start: number; end: number; text: string }[] = []
        for (const property of propertiesIn(this.parse(code))) {
          const value = property.value as Node & { value?: unknown }
          if (value.type !== 'Literal' || typeof value.value !== 'string') {
            this.error(`${id}: a message must be a string literal (at offset ${value.start})`)
          }
          const compiled = compiledMessage(value.value as string)
          if (typeof compiled !== 'string') {
            edits.push({ start: value.start, end: value.end, text: JSON.stringify(compiled) })
          }
        }
        let out = code
        for (const { start, end, text } of edits.sort((a, b) => b.start - a.start)) {
          out = out.slice(0, start) + text + out.slice(end)
        }
        return { code: out, map: null }
      },
    },
  ]
}
