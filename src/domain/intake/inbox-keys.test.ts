import { describe, expect, it } from 'vitest'

import { inboxCommand, neighbours } from './inbox-keys'

const press = (
  key: string,
  mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {},
) => inboxCommand({ key, ctrlKey: false, metaKey: false, altKey: false, ...mods })

describe('the Inbox keys', () => {
  it('means a command for each triage key', () => {
    expect(press('j')).toBe('next')
    expect(press('ArrowRight')).toBe('next')
    expect(press('k')).toBe('previous')
    expect(press('ArrowLeft')).toBe('previous')
    expect(press('i')).toBe('invite')
    expect(press('n')).toBe('decline')
    expect(press('e')).toBe('archive')
    expect(press('?')).toBe('help')
  })

  it('means nothing with a modifier, or for any other key', () => {
    expect(press('j', { ctrlKey: true })).toBeNull()
    expect(press('i', { metaKey: true })).toBeNull()
    expect(press('n', { altKey: true })).toBeNull()
    expect(press('x')).toBeNull()
    expect(press('constructor')).toBeNull()
    expect(press('J')).toBeNull()
  })
})

describe('neighbours', () => {
  const tab = [{ id: 'a' }, { id: 'b' }, { id: 'c' }]

  it('finds the entries either side and the position', () => {
    expect(neighbours(tab, 'b')).toEqual({ previous: { id: 'a' }, next: { id: 'c' }, position: 2 })
    expect(neighbours(tab, 'a')).toEqual({ previous: null, next: { id: 'b' }, position: 1 })
    expect(neighbours(tab, 'c')).toEqual({ previous: { id: 'b' }, next: null, position: 3 })
  })

  it('offers the tab’s first entry when the entry has left the tab', () => {
    expect(neighbours(tab, 'z')).toEqual({ previous: null, next: { id: 'a' }, position: null })
  })
})
