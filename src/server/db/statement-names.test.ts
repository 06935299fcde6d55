import { EventEmitter } from 'node:events'

import type pg from 'pg'
import { describe, expect, it } from 'vitest'

import { nameRepeatedStatements, StatementNames } from './statement-names'

describe('StatementNames', () => {
  it('names a text from its third sending on, the same name each time', () => {
    const names = new StatementNames()
    expect(names.nameFor('select $1')).toBeUndefined()
    expect(names.nameFor('select $1')).toBeUndefined()
    const name = names.nameFor('select $1')
    expect(name).toMatch(/^sangam_\d+$/)
    expect(names.nameFor('select $1')).toBe(name)
    expect(names.nameFor('select $1 + 1')).toBeUndefined()
  })

  it('gives each text a name of its own', () => {
    const names = new StatementNames({ preparedAfter: 1 })
    const texts = ['select $1', 'select $1::int', 'select $2, $1']
    const given = texts.map((text) => names.nameFor(text))
    expect(new Set(given).size).toBe(3)
    expect(texts.map((text) => names.nameFor(text))).toEqual(given)
  })

  it('names no more than `most` texts; those named keep their names', () => {
    const names = new StatementNames({ preparedAfter: 1, most: 2 })
    const first = names.nameFor('select 1 where $1')
    const second = names.nameFor('select 2 where $1')
    expect(names.nameFor('select 3 where $1')).toBeUndefined()
    expect(names.nameFor('select 3 where $1')).toBeUndefined()
    expect(names.size).toBe(2)
    expect(names.nameFor('select 1 where $1')).toBe(first)
    expect(names.nameFor('select 2 where $1')).toBe(second)
  })

  it('counts at most `counted` unnamed texts, starting again past it', () => {
    const names = new StatementNames({ preparedAfter: 2, counted: 2 })
    names.nameFor('a $1')
    names.nameFor('b $1')
    // A third text clears the counts: `a` starts again from one.
    names.nameFor('c $1')
    expect(names.nameFor('a $1')).toBeUndefined()
    expect(names.nameFor('a $1')).toMatch(/^sangam_/)
  })
})

describe('nameRepeatedStatements', () => {
  /** A pool whose connections record what they are sent. */
  function recordingPool() {
    const sent: unknown[] = []
    const pool = new EventEmitter()
    const client = { query: (config: unknown) => (sent.push(config), Promise.resolve()) }
    nameRepeatedStatements(pool as unknown as pg.Pool, new StatementNames({ preparedAfter: 2 }))
    pool.emit('connect', client)
    return { sent, query: (...args: unknown[]) => client.query(...(args as [unknown])) }
  }

  it("names the repeated configs sent with parameters, Drizzle's way and with them inside", async () => {
    const { sent, query } = recordingPool()
    const types = { getTypeParser: () => String }
    await query({ text: 'select $1::int', types }, [1])
    await query({ text: 'select $1::int', types }, [2])
    await query({ text: 'select $2::int, $1::int', values: [1, 2], rowMode: 'array' })
    await query({ text: 'select $2::int, $1::int', values: [1, 2], rowMode: 'array' })
    expect(sent).toEqual([
      { text: 'select $1::int', types },
      { text: 'select $1::int', types, name: 'sangam_1' },
      { text: 'select $2::int, $1::int', values: [1, 2], rowMode: 'array' },
      { text: 'select $2::int, $1::int', values: [1, 2], rowMode: 'array', name: 'sangam_2' },
    ])
  })

  it('leaves alone plain texts, configs without parameters, statements named and submittables', async () => {
    const { sent, query } = recordingPool()
    const submittable = { submit: () => undefined, text: 'select $1', values: [1] }
    const sending = [
      ['select $1::int', [1]],
      [{ text: 'begin; select 1; commit' }],
      [{ text: 'select 1' }, []],
      [{ text: 'select $1', values: [1], name: 'mine' }],
      [submittable],
    ]
    for (let i = 0; i < 3; i++) for (const args of sending) await query(...args)
    expect(sent).toEqual([0, 1, 2].flatMap(() => sending.map(([config]) => config)))
  })
})
