import { describe, expect, it } from 'vitest'

import { applicationStatuses } from '@/lib/options'

import { canInvestorMove, canWithdraw, investorMovesFrom, statusChangeSchema } from './status'

const id = '7b0c6a52-5a4e-4a43-9f3e-3f1d8c2a9b10'
const message = 'Thank you for applying; we enjoyed reading about your pilots.'

function fieldsOf(input: unknown): Record<string, string> {
  const result = statusChangeSchema.safeParse(input)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('pipeline moves', () => {
  it('lets an undecided application go to any other stage or a decision', () => {
    expect(investorMovesFrom('submitted')).toEqual([
      'in_review',
      'shortlisted',
      'due_diligence',
      'accepted',
      'rejected',
    ])
    expect(investorMovesFrom('shortlisted')).toEqual([
      'submitted',
      'in_review',
      'due_diligence',
      'accepted',
      'rejected',
    ])
    expect(canInvestorMove('due_diligence', 'in_review')).toBe(true)
  })

  it('keeps decisions and withdrawals final for the investor', () => {
    for (const status of ['accepted', 'rejected', 'withdrawn'] as const) {
      expect(investorMovesFrom(status)).toEqual([])
      for (const to of applicationStatuses) expect(canInvestorMove(status, to)).toBe(false)
    }
  })

  it('never lets the investor set withdrawn', () => {
    for (const from of applicationStatuses) expect(canInvestorMove(from, 'withdrawn')).toBe(false)
  })

  it('lets the startup withdraw only before a decision', () => {
    expect(applicationStatuses.filter(canWithdraw)).toEqual([
      'submitted',
      'in_review',
      'shortlisted',
      'due_diligence',
    ])
  })
})

describe('status change input', () => {
  it('accepts a plain move without message or reason', () => {
    expect(fieldsOf({ applicationIds: [id], status: 'shortlisted' })).toEqual({})
  })

  it('asks a decision for a message the founder will read', () => {
    expect(fieldsOf({ applicationIds: [id], status: 'accepted' })).toHaveProperty('message')
    expect(
      fieldsOf({ applicationIds: [id], status: 'accepted', message: '  too short  ' }),
    ).toHaveProperty('message')
    expect(fieldsOf({ applicationIds: [id], status: 'accepted', message })).toEqual({})
  })

  it('asks a rejection for a reason from the list', () => {
    expect(fieldsOf({ applicationIds: [id], status: 'rejected', message })).toEqual({
      reason: 'Choose the reason the founder will see.',
    })
    expect(
      fieldsOf({ applicationIds: [id], status: 'rejected', message, reason: 'bad timing' }),
    ).toHaveProperty('reason')
    expect(
      fieldsOf({ applicationIds: [id], status: 'rejected', message, reason: 'too_early' }),
    ).toEqual({})
  })

  it('refuses a message or reason where none belongs', () => {
    expect(fieldsOf({ applicationIds: [id], status: 'in_review', message })).toHaveProperty(
      'message',
    )
    expect(
      fieldsOf({ applicationIds: [id], status: 'accepted', message, reason: 'team' }),
    ).toHaveProperty('reason')
  })

  it('refuses withdrawn, overdue, an empty target, bad ids and empty selections', () => {
    expect(fieldsOf({ applicationIds: [id], status: 'withdrawn' })).toHaveProperty('status')
    expect(fieldsOf({ applicationIds: [id], status: 'overdue' })).toHaveProperty('status')
    expect(fieldsOf({ applicationIds: [id], status: ' ' })).toHaveProperty('status')
    // A fund's stage key is any slug: whether it is one of the fund's stages, the server says
    // (tests/integration/pipeline-stages.test.ts).
    expect(fieldsOf({ applicationIds: [id], status: 'term-sheet' })).toEqual({})
    expect(fieldsOf({ applicationIds: ['nope'], status: 'in_review' })).toHaveProperty(
      'applicationIds.0',
    )
    expect(fieldsOf({ applicationIds: [], status: 'in_review' })).toHaveProperty('applicationIds')
  })
})
