import { randomUUID } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { IdTable, NameKeys } from './row-keys'

describe('the index keys kept as bytes', () => {
  it('finds every id it holds by its position and back, through many rehashes', () => {
    const table = new IdTable()
    const ids = Array.from({ length: 5000 }, () => randomUUID())
    ids.forEach((id, i) => expect(table.add(id)).toBe(i))
    expect(table.size).toBe(5000)
    ids.forEach((id, i) => {
      expect(table.positionOf(id)).toBe(i)
      expect(table.positionOf(id.toUpperCase())).toBe(i)
      expect(table.idAt(i)).toBe(id)
    })
    expect(table.positionOf(randomUUID())).toBeUndefined()
    expect(table.positionOf('not-a-uuid')).toBeUndefined()
    expect(() => table.add('not-a-uuid')).toThrow()
  })

  it('keeps every id it holds through a reservation made before or after adding', () => {
    const table = new IdTable()
    const ids = Array.from({ length: 3000 }, () => randomUUID())
    ids.slice(0, 1000).forEach((id) => table.add(id))
    table.reserve(2500)
    ids.slice(1000).forEach((id) => table.add(id))
    table.reserve(100) // less than held: nothing changes
    ids.forEach((id, i) => {
      expect(table.positionOf(id)).toBe(i)
      expect(table.idAt(i)).toBe(id)
    })
    expect(table.size).toBe(3000)
  })

  it('orders ids as the database orders uuids, and names by their UTF-8 bytes', () => {
    const table = new IdTable()
    const ids = Array.from({ length: 200 }, () => randomUUID())
    ids.forEach((id) => table.add(id))
    const byTable = ids.map((_, i) => i).sort((a, b) => table.compare(a, b))
    expect(byTable.map((i) => ids[i])).toEqual([...ids].sort())

    const names = ['zed', 'zed\u{1F33E}', 'zed\uFF21', 'arogya', 'krishi setu', 'krishi', '']
    const keys = new NameKeys()
    names.forEach((name, i) => keys.set(i, name))
    keys.set(3, 'aarogya') // a changed name
    names[3] = 'aarogya'
    const order = names.map((_, i) => i).sort((a, b) => keys.compare(a, b))
    const bytes = (s: string) => Buffer.from(s, 'utf8')
    expect(order.map((i) => names[i])).toEqual(
      [...names].sort((a, b) => Buffer.compare(bytes(a), bytes(b))),
    )
    expect(keys.is(3, 'aarogya')).toBe(true)
    expect(keys.is(3, 'arogya')).toBe(false)
  })
})
