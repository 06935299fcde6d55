import {
  auditActionLabels,
  auditSubjectTypeLabels,
  type AuditAction,
  type AuditDetails,
} from '@/domain/audit/actions'
import { applicationStatusLabels, memberRoleLabels } from '@/lib/options'
import { plural } from '@/lib/format'

import type { AuditRow } from './types'

/** An action's group, for its badge's colour. */
export function actionTone(action: AuditAction): 'neutral' | 'alert' | 'change' | 'export' {
  if (action === 'auth.sign-in-failed' || action === 'access-request.rejected') return 'alert'
  if (action === 'auth.sign-in') return 'neutral'
  if (action.endsWith('exported')) return 'export'
  return 'change'
}

export function actionLabel(action: AuditAction): string {
  return auditActionLabels[action] ?? action
}

const failureReasons: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Wrong email or password',
  EMAIL_NOT_VERIFIED: 'Email address not confirmed',
  'too-many-failures': 'Refused after too many failed attempts',
}

const roleWord = (role: string | undefined) =>
  role ? (memberRoleLabels[role as keyof typeof memberRoleLabels] ?? role) : ''

const statusWord = (status: string | undefined) =>
  status ? (applicationStatusLabels[status as keyof typeof applicationStatusLabels] ?? status) : ''

/** The search an export ran, in words: 'Filtered by status: shortlisted, search: agri'. */
function searchWords(query: string | undefined): string {
  const pairs = [...new URLSearchParams(query ?? '')].map(
    ([key, value]) => `${key === 'q' ? 'search' : key}: ${value}`,
  )
  return pairs.length ? `Filtered by ${pairs.join(', ')}` : 'Every application'
}

/** What the event's details add, in a short line; empty when there is nothing to add. */
export function detailLine(action: AuditAction, details: AuditDetails): string {
  switch (action) {
    case 'auth.sign-in':
      return details.method === 'email-link' ? 'With a confirmation link' : 'With a password'
    case 'auth.sign-in-failed':
      return details.reason ? (failureReasons[details.reason] ?? details.reason) : ''
    case 'member.role-changed':
      return `${roleWord(details.from)} → ${roleWord(details.to)}`
    case 'application.status-changed':
      return `${details.fromStage ?? statusWord(details.from)} → ${details.toStage ?? statusWord(details.to)}`
    case 'pipeline.stage-changed':
      return details.from && details.to ? `${details.from} → ${details.to}` : ''
    case 'member.added':
    case 'member.removed':
    case 'member.left':
    case 'invitation.accepted':
      return details.role ? `As ${roleWord(details.role).toLowerCase()}` : ''
    case 'applications.exported':
      return searchWords(details.query)
    case 'list.exported':
      return details.rows === undefined ? '' : plural(details.rows, 'entry', 'entries')
    default:
      return ''
  }
}

/** 'Application · Krishi Setu', or null for an event about no particular thing. */
export function subjectWords(row: Pick<AuditRow, 'subjectType' | 'details'>): {
  type: string
  name: string
} | null {
  if (!row.subjectType) return null
  return {
    type: auditSubjectTypeLabels[row.subjectType] ?? row.subjectType,
    name: row.details.subject ?? '',
  }
}
