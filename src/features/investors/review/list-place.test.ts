import { describe, expect, it } from 'vitest'

import { placeInPage } from './list-place'

const rows = (...ids: string[]) => ids.map((startupOrgId) => ({ startupOrgId }))

describe('placeInPage', () => {
  it('finds the startup and its neighbours, skipping its other applications', () => {
    const page = rows('a', 'b', 'c', 'c', 'd')
    expect(placeInPage(page, 'c', undefined)).toEqual({
      at: 2,
      before: { startupOrgId: 'b' },
      after: { startupOrgId: 'd' },
    })
    expect(placeInPage(page, 'a', undefined)?.before).toBeUndefined()
  })

  it('has no place for a startup not on the page that had none', () => {
    expect(placeInPage(rows('a', 'b'), 'z', undefined)).toBeNull()
  })

  it('keeps the place of a startup moved out of the list: the next is the row that moved up into it', () => {
    // "b" stood at 1 in a, b, c, d; moved out, the page reads a, c, d.
    expect(placeInPage(rows('a', 'c', 'd'), 'b', 1)).toEqual({
      at: -1,
      before: { startupOrgId: 'a' },
      after: { startupOrgId: 'c' },
    })
    // The first of the page moved out: nothing before it on this page.
    expect(placeInPage(rows('b', 'c'), 'a', 0)).toEqual({
      at: -1,
      before: undefined,
      after: { startupOrgId: 'b' },
    })
    // The last of the page moved out: the next is on the next page.
    expect(placeInPage(rows('a', 'b'), 'c', 2)).toEqual({
      at: -1,
      before: { startupOrgId: 'b' },
      after: undefined,
    })
  })
})
