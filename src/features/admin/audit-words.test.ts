import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'

import {
  auditActionGroups,
  auditActionLabels,
  auditActions,
  auditSubjectTypeLabels,
  auditSubjectTypes,
} from '@/domain/audit/actions'
import { en } from '@/lib/i18n/messages/en'
import { hi } from '@/lib/i18n/messages/hi'

import {
  actionGroupLabel,
  actionGroupMessageIds,
  actionLabel,
  actionMessageIds,
  detailLine,
  subjectTypeMessageIds,
  subjectWords,
} from './audit-words'

const english = createIntl({ locale: 'en-IN', messages: en })
const hindi = createIntl({ locale: 'hi-IN', messages: hi })

describe('the audit log in words', () => {
  it('has a message for every action, saying in English what the domain says', () => {
    expect(Object.keys(actionMessageIds).sort()).toEqual([...auditActions].sort())
    for (const action of auditActions) {
      expect(actionLabel(english, action)).toBe(auditActionLabels[action])
      expect(actionLabel(hindi, action)).toMatch(/[\u0900-\u097F]/)
    }
  })

  it('has a message for every group of the action filter and every kind of subject', () => {
    expect(Object.keys(actionGroupMessageIds).sort()).toEqual(
      auditActionGroups.map((group) => group.label).sort(),
    )
    for (const group of auditActionGroups) {
      expect(actionGroupLabel(english, group)).toBe(group.label)
    }
    expect(Object.keys(subjectTypeMessageIds).sort()).toEqual([...auditSubjectTypes].sort())
    for (const type of auditSubjectTypes) {
      expect(subjectWords(english, { subjectType: type, details: {} })?.type).toBe(
        auditSubjectTypeLabels[type],
      )
    }
  })

  it('describes the details in the page’s language', () => {
    expect(detailLine(english, 'member.added', { role: 'owner' })).toBe('As owner')
    expect(detailLine(english, 'member.role-changed', { from: 'member', to: 'owner' })).toBe(
      'Member → Owner',
    )
    expect(detailLine(english, 'list.exported', { rows: 1200 })).toBe('1,200 entries')
    expect(detailLine(english, 'applications.exported', { query: 'status=new&q=agri' })).toBe(
      'Filtered by status: new, search: agri',
    )
    expect(detailLine(english, 'auth.sign-in-failed', { reason: 'too-many-failures' })).toBe(
      'Refused after too many failed attempts',
    )
    expect(detailLine(hindi, 'auth.sign-in', { method: 'password' })).toMatch(/[\u0900-\u097F]/)
    expect(detailLine(hindi, 'member.added', { role: 'owner' })).toContain('मालिक')
  })
})
