import { useIntl } from 'react-intl'

import { Badge } from '@/components/ui/card'
import { cn } from '@/lib/cn'
import type { MessageId } from '@/lib/i18n/catalog'
import { optionLabel } from '@/lib/i18n/option-labels'
import type { AccessRequestStatus, OrganisationKind } from '@/lib/options'

import type { OutboxRow } from './types'

const accessRequestStatusClass: Record<AccessRequestStatus, string> = {
  pending: 'bg-saffron-100 text-amber-900',
  approved: 'bg-emerald-50 text-emerald-800',
  rejected: 'bg-red-50 text-red-800',
}

export function AccessRequestStatusBadge({ status }: { status: AccessRequestStatus }) {
  const intl = useIntl()
  return (
    <Badge className={accessRequestStatusClass[status]}>
      {optionLabel(intl, 'accessRequestStatuses', status)}
    </Badge>
  )
}

const kindClass: Record<OrganisationKind, string> = {
  startup: 'bg-brand-50 text-brand-700',
  investor: 'bg-sky-50 text-sky-800',
}

/** Startup or investor: the same two kinds for organisations and access requests. */
export function KindBadge({ kind, className }: { kind: OrganisationKind; className?: string }) {
  const intl = useIntl()
  return (
    <Badge className={cn(kindClass[kind], className)}>
      {optionLabel(intl, 'organisationKinds', kind)}
    </Badge>
  )
}

export type EmailStatus = OutboxRow['status']

/** An email's status, in words: its message. */
export const emailStatusLabels: Record<EmailStatus, MessageId> = {
  queued: 'admin.email.status.queued',
  sent: 'admin.email.status.sent',
  stored: 'admin.email.status.stored',
}

const emailStatusHints: Record<EmailStatus, MessageId> = {
  queued: 'admin.email.status.queued.hint',
  sent: 'admin.email.status.sent.hint',
  stored: 'admin.email.status.stored.hint',
}

const emailStatusClass: Record<EmailStatus, string> = {
  queued: 'bg-saffron-100 text-amber-900',
  sent: 'bg-emerald-50 text-emerald-800',
  stored: 'bg-slate-100 text-slate-700',
}

export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  const intl = useIntl()
  return (
    <Badge
      className={emailStatusClass[status]}
      title={intl.formatMessage({ id: emailStatusHints[status] })}
    >
      {intl.formatMessage({ id: emailStatusLabels[status] })}
    </Badge>
  )
}

/** What an email's status means, in words: its message. */
export function emailStatusHint(status: EmailStatus): MessageId {
  return emailStatusHints[status]
}
