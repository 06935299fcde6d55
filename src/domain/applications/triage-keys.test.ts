import { describe, expect, it } from 'vitest'

import { triageCommand } from './triage-keys'

const none = { kind: 'none' } as const

describe('triageCommand', () => {
  it('browses, rates, moves and opens the decision panels', () => {
    expect(triageCommand('j', none)).toEqual({ type: 'next' })
    expect(triageCommand('ArrowRight', none)).toEqual({ type: 'next' })
    expect(triageCommand('k', none)).toEqual({ type: 'previous' })
    expect(triageCommand('3', none)).toEqual({ type: 'rate', score: 3 })
    expect(triageCommand('6', none)).toBeNull()
    expect(triageCommand('s', none)).toEqual({ type: 'advance' })
    expect(triageCommand('r', none)).toEqual({ type: 'reject' })
    expect(triageCommand('a', none)).toEqual({ type: 'accept' })
    expect(triageCommand('u', none)).toEqual({ type: 'undo' })
    expect(triageCommand('?', none)).toEqual({ type: 'help' })
    expect(triageCommand('Enter', none)).toBeNull()
    expect(triageCommand('Escape', none)).toBeNull()
  })

  it('rejects with a reason, then a message, then Enter', () => {
    const choosing = { kind: 'reject', reason: null } as const
    expect(triageCommand('2', choosing)).toEqual({ type: 'reason', reason: 'too_early' })
    expect(triageCommand('7', choosing)).toBeNull()
    // Without a reason Enter sends nothing: the founder must see one.
    expect(triageCommand('Enter', choosing)).toBeNull()
    const chosen = { kind: 'reject', reason: 'too_early' } as const
    expect(triageCommand('2', chosen)).toEqual({ type: 'template', index: 1 })
    expect(triageCommand('Enter', chosen)).toEqual({ type: 'send' })
    expect(triageCommand('Escape', chosen)).toEqual({ type: 'close' })
    // Browsing keys mean nothing while deciding.
    expect(triageCommand('j', chosen)).toBeNull()
  })

  it('accepts with a message and Enter; the help closes with ? or Esc', () => {
    expect(triageCommand('1', { kind: 'accept' })).toEqual({ type: 'template', index: 0 })
    expect(triageCommand('Enter', { kind: 'accept' })).toEqual({ type: 'send' })
    expect(triageCommand('?', { kind: 'help' })).toEqual({ type: 'close' })
    expect(triageCommand('Escape', { kind: 'help' })).toEqual({ type: 'close' })
    expect(triageCommand('j', { kind: 'help' })).toBeNull()
  })
})
