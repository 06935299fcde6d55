import { Badge } from '@/components/ui/card'
import { cn } from '@/lib/cn'
import {
  accessRequestStatusLabels,
  organisationKindLabels,
  type AccessRequestStatus,
  type OrganisationKind,
} from '@/lib/options'

import type { OutboxRow } from './types'

const accessRequestStatusClass: Record<AccessRequestStatus, string> = {
  pending: 'bg-saffron-100 text-amber-900',
  approved: 'bg-emerald-50 text-emerald-800',
  rejected: 'bg-red-50 text-red-800',
}

export function AccessRequestStatusBadge({ status }: { status: AccessRequestStatus }) {
  return (
    <Badge className={accessRequestStatusClass[status]}>{accessRequestStatusLabels[status]}</Badge>
  )
}

const kindClass: Record<OrganisationKind, string> = {
  startup: 'bg-brand-50 text-brand-700',
  investor: 'bg-sky-50 text-sky-800',
}

/** Startup or investor: the same two kinds for organisations and access requests. */
export function KindBadge({ kind, className }: { kind: OrganisationKind; className?: string }) {
  return <Badge className={cn(kindClass[kind], className)}>{organisationKindLabels[kind]}</Badge>
}

export type EmailStatus = OutboxRow['status']

export const emailStatusLabels: Record<EmailStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  stored: 'Stored',
}

const emailStatusHints: Record<EmailStatus, string> = {
  queued: 'Waiting to be delivered',
  sent: 'Delivered over SMTP',
  stored: 'Kept in the outbox (no SMTP configured)',
}

const emailStatusClass: Record<EmailStatus, string> = {
  queued: 'bg-saffron-100 text-amber-900',
  sent: 'bg-emerald-50 text-emerald-800',
  stored: 'bg-slate-100 text-slate-700',
}

export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  return (
    <Badge className={emailStatusClass[status]} title={emailStatusHints[status]}>
      {emailStatusLabels[status]}
    </Badge>
  )
}

export function emailStatusHint(status: EmailStatus) {
  return emailStatusHints[status]
}
