import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { TextIndex } from './text-index'

// Words from a small alphabet (with a Devanagari letter), so texts share words and parts of words.
const word = fc
  .array(fc.constantFrom('a', 'g', 'r', 'i', 'f', 'm', '%', '_', '-', 'कि'), {
    minLength: 1,
    maxLength: 7,
  })
  .map((letters) => letters.join(''))
const text = fc
  .array(fc.tuple(word, fc.constantFrom(' ', '\n', '  ', '\t')), { maxLength: 8 })
  .map((parts) => parts.map(([w, space]) => w + space).join(''))

describe('the text index', () => {
  it('finds exactly the rows whose text contains q, also after rows are added later', () => {
    fc.assert(
      fc.property(
        fc.array(text, { maxLength: 30 }),
        fc.array(text, { maxLength: 10 }),
        fc.array(word, { minLength: 1, maxLength: 6 }),
        (first, later, queries) => {
          const index = new TextIndex()
          const texts = [...first, ...later]
          expect(index.add(first.map((t, position) => ({ position, text: t, known: false })))).toBe(
            true,
          )
          for (const q of queries) index.matches(q) // made, then made again after the additions
          expect(
            index.add(later.map((t, i) => ({ position: first.length + i, text: t, known: false }))),
          ).toBe(true)
          for (const q of queries) {
            const expected = texts.flatMap((t, position) => (t.includes(q) ? [position] : []))
            expect(index.matches(q).toArray(), q).toEqual(expected)
          }
        },
      ),
      { numRuns: 300 },
    )
  })

  it('leaves text with whitespace to the database, and refuses a known row whose text changed', () => {
    expect(TextIndex.answers('agri')).toBe(true)
    expect(TextIndex.answers('cold chain')).toBe(false)
    expect(TextIndex.answers('line\nbreak')).toBe(false)
    const index = new TextIndex()
    index.add([{ position: 0, text: 'krishi setu', known: false }])
    expect(index.add([{ position: 0, text: 'krishi setu', known: true }])).toBe(true)
    expect(index.add([{ position: 0, text: 'krishi bazaar', known: true }])).toBe(false)
    expect(index.matches('bazaar').size).toBe(0)
  })
})
