import type { IntlShape } from 'react-intl'

import {
  auditActionGroups,
  type AuditAction,
  type AuditDetails,
  type AuditSubjectType,
} from '@/domain/audit/actions'
import type { MessageId } from '@/lib/i18n/catalog'
import { optionLabel } from '@/lib/i18n/option-labels'

import type { AuditRow } from './types'

/** An action's group, for its badge's colour. */
export function actionTone(action: AuditAction): 'neutral' | 'alert' | 'change' | 'export' {
  if (action === 'auth.sign-in-failed' || action === 'access-request.rejected') return 'alert'
  if (action === 'auth.sign-in') return 'neutral'
  if (action.endsWith('exported')) return 'export'
  return 'change'
}

/**
 * Each action's message: the words of `auditActionLabels` (src/domain/audit/actions.ts) in the
 * page's language.
 */
export const actionMessageIds = {
  'auth.sign-in': 'admin.audit.action.auth.sign-in',
  'auth.sign-in-failed': 'admin.audit.action.auth.sign-in-failed',
  'member.added': 'admin.audit.action.member.added',
  'member.removed': 'admin.audit.action.member.removed',
  'member.role-changed': 'admin.audit.action.member.role-changed',
  'member.left': 'admin.audit.action.member.left',
  'invitation.accepted': 'admin.audit.action.invitation.accepted',
  'access-request.approved': 'admin.audit.action.access-request.approved',
  'access-request.rejected': 'admin.audit.action.access-request.rejected',
  'application.status-changed': 'admin.audit.action.application.status-changed',
  'applications.exported': 'admin.audit.action.applications.exported',
  'list.exported': 'admin.audit.action.list.exported',
  'pipeline.stage-added': 'admin.audit.action.pipeline.stage-added',
  'pipeline.stage-changed': 'admin.audit.action.pipeline.stage-changed',
  'pipeline.stage-archived': 'admin.audit.action.pipeline.stage-archived',
  'pipeline.reordered': 'admin.audit.action.pipeline.reordered',
} as const satisfies Record<AuditAction, MessageId>

/** The message of each kind of thing an event is about (`auditSubjectTypeLabels`). */
export const subjectTypeMessageIds = {
  user: 'admin.audit.subject.user',
  invitation: 'admin.audit.subject.invitation',
  'access-request': 'admin.audit.subject.access-request',
  application: 'admin.audit.subject.application',
  list: 'admin.audit.subject.list',
  stage: 'admin.audit.subject.stage',
} as const satisfies Record<AuditSubjectType, MessageId>

/** The message of each group of the action filter, by its English label (`auditActionGroups`). */
export const actionGroupMessageIds: Readonly<Record<string, MessageId>> = {
  'Sign-ins and failed sign-ins': 'admin.audit.group.sign-ins',
  'Membership changes': 'admin.audit.group.membership',
  'Access-request decisions': 'admin.audit.group.access-requests',
  Exports: 'admin.audit.group.exports',
  'Pipeline changes': 'admin.audit.group.pipeline',
}

export function actionLabel(intl: IntlShape, action: AuditAction): string {
  const id: MessageId | undefined = actionMessageIds[action]
  return id ? intl.formatMessage({ id }) : action
}

/** A group of the action filter, in words. */
export function actionGroupLabel(
  intl: IntlShape,
  group: (typeof auditActionGroups)[number],
): string {
  const id = actionGroupMessageIds[group.label]
  return id ? intl.formatMessage({ id }) : group.label
}

const failureReasons: Readonly<Record<string, MessageId>> = {
  INVALID_EMAIL_OR_PASSWORD: 'admin.audit.detail.wrongPassword',
  EMAIL_NOT_VERIFIED: 'admin.audit.detail.emailNotVerified',
  'too-many-failures': 'admin.audit.detail.tooManyFailures',
}

const roleWord = (intl: IntlShape, role: string | undefined) =>
  role ? optionLabel(intl, 'memberRoles', role) : ''

const statusWord = (intl: IntlShape, status: string | undefined) =>
  status ? optionLabel(intl, 'applicationStatuses', status) : ''

/** The search an export ran, in words: 'Filtered by status: shortlisted, search: agri'. */
function searchWords(intl: IntlShape, query: string | undefined): string {
  const pairs = [...new URLSearchParams(query ?? '')].map(
    ([key, value]) =>
      `${key === 'q' ? intl.formatMessage({ id: 'admin.audit.detail.searchKey' }) : key}: ${value}`,
  )
  return pairs.length
    ? intl.formatMessage({ id: 'admin.audit.detail.filtered' }, { filters: pairs.join(', ') })
    : intl.formatMessage({ id: 'admin.audit.detail.everyApplication' })
}

/**
 * A piece of an event's detail line: words of the page, or words kept as recorded (`asIs`): a
 * pipeline stage's name as the fund wrote it, or a code the server recorded.
 */
export type DetailPart = { text: string; asIs?: boolean }

/** Between the two sides of a change: an arrow, the same in every language. */
const arrow = ' → '

/** What the event's details add, in pieces; none when there is nothing to add. */
export function detailParts(
  intl: IntlShape,
  action: AuditAction,
  details: AuditDetails,
): DetailPart[] {
  const words = (text: string): DetailPart[] => (text ? [{ text }] : [])
  switch (action) {
    case 'auth.sign-in':
      return words(
        intl.formatMessage({
          id:
            details.method === 'email-link'
              ? 'admin.audit.detail.emailLink'
              : 'admin.audit.detail.password',
        }),
      )
    case 'auth.sign-in-failed': {
      if (!details.reason) return []
      const id = failureReasons[details.reason]
      return id ? words(intl.formatMessage({ id })) : [{ text: details.reason, asIs: true }]
    }
    case 'member.role-changed':
      return [
        { text: roleWord(intl, details.from) },
        { text: arrow },
        { text: roleWord(intl, details.to) },
      ]
    case 'application.status-changed': {
      const side = (stage: string | undefined, status: string | undefined): DetailPart =>
        stage != null ? { text: stage, asIs: true } : { text: statusWord(intl, status) }
      return [
        side(details.fromStage, details.from),
        { text: arrow },
        side(details.toStage, details.to),
      ]
    }
    case 'pipeline.stage-changed':
      return details.from && details.to
        ? [{ text: details.from, asIs: true }, { text: arrow }, { text: details.to, asIs: true }]
        : []
    case 'member.added':
    case 'member.removed':
    case 'member.left':
    case 'invitation.accepted':
      return details.role
        ? words(
            intl.formatMessage(
              { id: 'admin.audit.detail.as' },
              { role: roleWord(intl, details.role).toLowerCase() },
            ),
          )
        : []
    case 'applications.exported':
      return words(searchWords(intl, details.query))
    case 'list.exported':
      return details.rows === undefined
        ? []
        : words(intl.formatMessage({ id: 'admin.audit.detail.entries' }, { count: details.rows }))
    default:
      return []
  }
}

/** What the event's details add, in a short line; empty when there is nothing to add. */
export function detailLine(intl: IntlShape, action: AuditAction, details: AuditDetails): string {
  return detailParts(intl, action, details)
    .map((part) => part.text)
    .join('')
}

/** 'Application · Krishi Setu', or null for an event about no particular thing. */
export function subjectWords(
  intl: IntlShape,
  row: Pick<AuditRow, 'subjectType' | 'details'>,
): {
  type: string
  name: string
} | null {
  if (!row.subjectType) return null
  const id: MessageId | undefined = subjectTypeMessageIds[row.subjectType]
  return {
    type: id ? intl.formatMessage({ id }) : row.subjectType,
    name: row.details.subject ?? '',
  }
}
