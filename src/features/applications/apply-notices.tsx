import { Link } from '@tanstack/react-router'

import { ApplicationStatusBadge } from '@/components/application-status-badge'
import { Card } from '@/components/ui/card'
import { isUndecided } from '@/domain/applications/status'
import { formatDate } from '@/lib/format'
import { rejectionReasonLabels } from '@/lib/options'

import type { ApplyPage } from './types'

export function AppliedNotice({ page }: { page: ApplyPage }) {
  const a = page.application!
  return (
    <Card className="p-5 sm:p-6" data-testid="applied-notice">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-medium text-ink">
          You applied to this channel on {formatDate(a.submittedAt)}.
        </p>
        <ApplicationStatusBadge status={a.status} />
      </div>
      <p className="mt-1 text-sm text-muted">
        {a.status === 'withdrawn'
          ? 'You withdrew this application. A startup applies to a channel once.'
          : isUndecided(a.status)
            ? `${page.investor.name} promises an answer within ${page.channel.responseDays} days. You will be notified when the status changes.`
            : `${page.investor.name} decided on ${formatDate(a.decidedAt)}.`}
      </p>
      {a.decisionMessage && (
        <div className="mt-4 rounded-lg bg-surface p-4 text-sm">
          <p className="font-medium text-ink">Message from {page.investor.name}</p>
          {a.rejectionReason && (
            <p className="mt-0.5 text-muted">Reason: {rejectionReasonLabels[a.rejectionReason]}</p>
          )}
          <p className="mt-1.5 whitespace-pre-line text-ink">{a.decisionMessage}</p>
        </div>
      )}
      <Link
        to="/startups"
        hash="applications"
        className="mt-4 inline-block text-sm font-medium text-brand-600 hover:underline"
      >
        See all your applications
      </Link>
    </Card>
  )
}

export function ClosedNotice({ reason }: { reason: string | null }) {
  return (
    <div
      role="status"
      className="rounded-2xl border border-amber-200 bg-amber-50 p-5 text-sm text-amber-900"
      data-testid="closed-notice"
    >
      <p className="font-medium">
        {reason ?? 'This channel does not take applications right now.'}
      </p>
      <p className="mt-1">
        Look at the{' '}
        <Link to="/startups" hash="matching-heading" className="font-medium underline">
          channels that are open now
        </Link>
        .
      </p>
    </div>
  )
}
