import { describe, expect, it } from 'vitest'

import { auditActionGroups, auditActions } from './actions'
import { actionsFromParam, auditListSchema } from './list'

describe('actionsFromParam', () => {
  it('reads a group in any order, in the list’s order, and drops unknown names', () => {
    expect(actionsFromParam('auth.sign-in-failed,auth.sign-in,auth.sign-out')).toEqual([
      'auth.sign-in',
      'auth.sign-in-failed',
    ])
    expect(actionsFromParam('nothing-known')).toBeUndefined()
    expect(actionsFromParam(undefined)).toBeUndefined()
  })

  it('gives every group of the filter the spelling its option has', () => {
    for (const group of auditActionGroups) {
      expect(actionsFromParam(group.actions.join(','))?.join(',')).toBe(group.actions.join(','))
    }
    for (const action of auditActions) expect(actionsFromParam(action)).toEqual([action])
  })
})

describe('auditListSchema', () => {
  it('takes India calendar days, both ends included, and refuses a period that ends first', () => {
    expect(auditListSchema.parse({ from: '2026-02-01', to: '2026-02-01' })).toMatchObject({
      page: 1,
    })
    const refused = auditListSchema.safeParse({ from: '2026-02-02', to: '2026-02-01' })
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['to', 'The start date must be on or before the end date.'],
    ])
    expect(auditListSchema.safeParse({ to: '2026-02-30' }).success).toBe(false)
  })
})
