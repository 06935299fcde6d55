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
  it('finds exactly the positions whose text contains q, ignoring case, as texts come and change', async () => {
    const write = fc.tuple(fc.nat({ max: 30 }), text)
    await fc.assert(
      fc.asyncProperty(
        // Writes and searches interleaved: kept matches must follow what was written since.
        fc.array(fc.oneof(write, ascii), { maxLength: 80 }),
        ascii,
        async (steps, last) => {
          // Chunks of 1 byte: every text in a chunk of its own, a scan yielding between them;
          // of 12 bytes: a few texts in each, the longer ones alone in a larger chunk.
          const [pool, split, chunked] = [new TextPool(), new TextPool(1), new TextPool(12)]
          const current = new Map<number, string>()
          for (const step of [...steps, last]) {
            if (Array.isArray(step)) {
              pool.set(step[0], step[1])
              split.set(step[0], step[1])
              chunked.set(step[0], step[1])
              current.set(step[0], step[1])
              continue
            }
            const expected = [...current]
              .filter(([, value]) => value.includes(step.toLowerCase()))
              .map(([position]) => position)
              .sort((a, b) => a - b)
            for (const searched of [pool, split, chunked]) {
              const found = await searched.matching(step)
              expect([...found!].sort((a, b) => a - b)).toEqual(expected)
            }
          }
        },
      ),
      { numRuns: 400 },
    )
  })

  it('answers from the text as it was when a sliced scan began, and keeps no match a rewrite spoilt', async () => {
    const pool = new TextPool(1)
    for (let p = 0; p < 50; p++) pool.set(p, p % 2 ? 'agritech' : 'fintech')
    const scanning = pool.matching('agri')
    // Written once the scan has read its first slice and yielded: a new row, and a rewritten one.
    await new Promise((resolve) => setImmediate(resolve))
    pool.set(50, 'agri again')
    pool.set(1, 'healthtech')
    const found = [...(await scanning)!]
    expect(found).toHaveLength(24 + (found.includes(1) ? 1 : 0))
    expect(found).not.toContain(50)
    // The next search reads the text as it is now.
    const now = [...(await pool.matching('agri'))!].sort((a, b) => a - b)
    expect(now).toEqual([...Array.from({ length: 24 }, (_, i) => 2 * i + 3), 50])
  })

  it('leaves non-ASCII and multi-line text searches to the database', async () => {
    const pool = new TextPool()
    pool.set(0, 'कृषि setu')
    expect(await pool.matching('कृषि')).toBeUndefined()
    expect(await pool.matching('Café')).toBeUndefined()
    expect(await pool.matching('a\nb')).toBeUndefined()
    expect(await pool.matching('')).toBeUndefined()
    expect([...(await pool.matching('setu'))!]).toEqual([0])
  })

  it('holds a small organisation’s text in a small first chunk, and grows by chunks', async () => {
    const pool = new TextPool()
    pool.set(0, 'krishi setu')
    expect(pool.chunkBytesHeld).toBe(64 * 1024)
    // A megabyte of text: chunks that double from 64 kB, never one copied into a larger one.
    for (let p = 1; p <= 10_000; p++) pool.set(p, `startup ${p} `.padEnd(100, 'x'))
    expect(pool.chunkBytesHeld).toBeLessThan(3 * pool.byteLength)
    expect([...(await pool.matching('startup 9999 '))!]).toEqual([9999])
    expect([...(await pool.matching('setu'))!]).toEqual([0])
  })

  it('keeps a rewritten text once, and an unchanged one without growing', async () => {
    const pool = new TextPool()
    pool.set(3, 'agritech')
    const bytes = pool.byteLength
    pool.set(3, 'agritech')
    expect(pool.byteLength).toBe(bytes)
    pool.set(3, 'healthtech')
    expect([...(await pool.matching('agri'))!]).toEqual([])
    expect([...(await pool.matching('health'))!]).toEqual([3])
  })
})
