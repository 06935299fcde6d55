import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { TextPool } from './text-pool'

// Texts as the database gives them: already lowercased, lines of names and answers, some
// non-ASCII (Indian scripts, accents) around ASCII words.
const text = fc
  .array(
    fc.constantFrom(
      'krishi setu',
      'agritech for farmers',
      'paid per shift',
      'कृषि',
      'café',
      '50% margin',
      'a_b',
      '\n',
      ' ',
      'agri',
    ),
    { maxLength: 8 },
  )
  .map((parts) => parts.join(''))
const ascii = fc.constantFrom('agri', 'Agri', 'SHIFT', 'setu\tx', 'per s', '%', '_', 'a', 'zz', ' ')

describe('the text pool', () => {
  it('finds exactly the positions whose text contains q, ignoring case, as texts come and change', () => {
    const write = fc.tuple(fc.nat({ max: 30 }), text)
    fc.assert(
      fc.property(
        // Writes and searches interleaved: kept matches must follow what was written since.
        fc.array(fc.oneof(write, ascii), { maxLength: 80 }),
        ascii,
        (steps, last) => {
          const pool = new TextPool()
          const current = new Map<number, string>()
          for (const step of [...steps, last]) {
            if (Array.isArray(step)) {
              pool.set(step[0], step[1])
              current.set(step[0], step[1])
              continue
            }
            const expected = [...current]
              .filter(([, value]) => value.includes(step.toLowerCase()))
              .map(([position]) => position)
              .sort((a, b) => a - b)
            expect([...pool.matching(step)!].sort((a, b) => a - b)).toEqual(expected)
          }
        },
      ),
      { numRuns: 400 },
    )
  })

  it('leaves non-ASCII and multi-line text searches to the database', () => {
    const pool = new TextPool()
    pool.set(0, 'कृषि setu')
    expect(pool.matching('कृषि')).toBeUndefined()
    expect(pool.matching('Café')).toBeUndefined()
    expect(pool.matching('a\nb')).toBeUndefined()
    expect(pool.matching('')).toBeUndefined()
    expect([...pool.matching('setu')!]).toEqual([0])
  })

  it('keeps a rewritten text once, and an unchanged one without growing', () => {
    const pool = new TextPool()
    pool.set(3, 'agritech')
    const bytes = pool.byteLength
    pool.set(3, 'agritech')
    expect(pool.byteLength).toBe(bytes)
    pool.set(3, 'healthtech')
    expect([...pool.matching('agri')!]).toEqual([])
    expect([...pool.matching('health')!]).toEqual([3])
  })
})
