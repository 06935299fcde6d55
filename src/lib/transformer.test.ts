import fc from 'fast-check'
import superjson from 'superjson'
import { describe, expect, it } from 'vitest'

import { serialize, transformer } from './transformer'

/** Keys an answer may have, with the characters superjson escapes in paths. */
const key = fc.oneof(
  fc.constantFrom('id', 'a.b', 'back\\slash', '', '0', 'x.', '.\\.'),
  fc.string({ maxLength: 6 }),
)
const leaf = fc.oneof(
  fc.string(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.double(),
  fc.integer(),
  fc.constantFrom(NaN, Infinity, -Infinity, -0, 0),
  fc.date({ noInvalidDate: true }),
)
const { value } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(key, tie('value'), { maxKeys: 5 }),
  ),
}))

describe('the answers transformer', () => {
  it('writes exactly what superjson writes, for any value made of plain parts', () => {
    fc.assert(
      fc.property(value, (v) => {
        const ours = serialize(v)
        const theirs = superjson.serialize(v)
        // The same JSON, byte for byte; the same annotations (an object's key order aside: a
        // key that looks like an array index comes first in JavaScript, wherever it was added).
        expect(JSON.stringify(ours.json)).toBe(JSON.stringify(theirs.json))
        expect(ours.meta).toEqual(theirs.meta)
      }),
      { numRuns: 2000 },
    )
  })

  it('reads back what it wrote, Dates and all', () => {
    const answer = {
      rows: [{ id: 'a', submittedAt: new Date('2026-11-28T10:00:00Z'), decidedAt: null }],
      'odd.key': { missing: undefined, notANumber: NaN, minusZero: -0 },
    }
    expect(transformer.deserialize(serialize(answer))).toEqual(answer)
    expect(Object.is((transformer.deserialize(serialize(-0)) as number) + 0, 0)).toBe(true)
    expect(transformer.deserialize(serialize(new Date(5)))).toEqual(new Date(5))
  })

  it('leaves to superjson what is not plain: maps, sets, shared objects, invalid dates', () => {
    const shared = { n: 1 }
    const cases: unknown[] = [
      new Map([['a', 1]]),
      { tags: new Set(['x']) },
      { a: shared, b: shared },
      { when: new Date(Number.NaN) },
      [
        new (class Point {
          x = 1
        })(),
      ],
      { big: 10n },
      // eslint-disable-next-line no-sparse-arrays
      [1, , 3],
    ]
    for (const value of cases) {
      expect(serialize(value)).toEqual(superjson.serialize(value))
    }
    // The shared object comes back shared, as superjson would give it.
    const back = transformer.deserialize<{ a: object; b: object }>(serialize(cases[2]))
    expect(back.a).toBe(back.b)
  })

  it('refuses what superjson refuses', () => {
    const polluted = JSON.parse('{"__proto__": {"x": 1}}') as unknown
    expect(() => serialize(polluted)).toThrow(/prototype pollution/)
  })
})
