import { describe, expect, it } from 'vitest'

import { appRouter } from '@/server/trpc/root'

import { matrix, procedureGroups } from '../support/procedure-matrix'
import { allowedFields } from '../support/response-fields'

// The matrix itself runs in authorization-matrix-*.test.ts, one file per group of procedures.
describe('authorization matrix', () => {
  const procedures = Object.keys(appRouter._def.procedures).sort()

  it('lists every procedure of the app router', () => {
    expect(Object.keys(matrix).sort()).toEqual(procedures)
  })

  it('has a field allow-list for every procedure of the app router', () => {
    expect(Object.keys(allowedFields).sort()).toEqual(procedures)
  })

  it('runs every procedure in exactly one of its files', () => {
    const groups = Object.values(procedureGroups)
    for (const path of procedures) {
      const takers = groups.filter((prefixes) => prefixes.some((p) => path.startsWith(p)))
      expect(takers, `${path} is in ${takers.length} groups`).toHaveLength(1)
    }
  })
})
