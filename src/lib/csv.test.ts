import { stringify } from 'csv-stringify/sync'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { csvLine } from './csv'

describe('csvLine', () => {
  it('writes what csv-stringify writes, for any cells', () => {
    const cell = fc.oneof(
      fc.string(),
      fc.constantFrom('', '"', '""', ',', '\n', '\r\n', 'a,b', 'say "hi"', '₹ 5 crore', 'संगम'),
    )
    fc.assert(
      fc.property(fc.array(cell, { minLength: 1, maxLength: 8 }), (cells) => {
        expect(csvLine(cells)).toBe(stringify([cells]))
      }),
      { numRuns: 2000 },
    )
  })
})
