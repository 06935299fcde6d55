import { ExternalLink, Mail } from 'lucide-react'

import { Card } from '@/components/ui/card'

import { ApproveRequestButton, RejectRequestButton } from './access-request-actions'
import { AccessRequestStatusBadge, KindBadge } from './badges'
import { DateTime } from './date-time'
import type { AccessRequestRow } from './types'

/** Only http(s) addresses become links; anything else is shown as text. */
function safeHref(value: string) {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined
  } catch {
    return undefined
  }
}

function ExternalAddress({ label, value }: { label: string; value: string }) {
  const href = safeHref(value)
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="mt-0.5 text-sm break-all">
        {href ? (
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="text-brand-600 hover:underline"
          >
            {value}
            <ExternalLink className="ml-1 inline size-3.5 align-[-2px]" aria-hidden="true" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          value
        )}
      </dd>
    </div>
  )
}

export function AccessRequestCard({
  request,
  showStatus,
}: {
  request: AccessRequestRow
  showStatus: boolean
}) {
  const decided = request.status !== 'pending'
  const resubmitted = request.submissionCount > 1
  return (
    <Card className="p-5 sm:p-6">
      <article
        aria-labelledby={`request-${request.id}`}
        className="flex flex-col gap-5 md:flex-row"
      >
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={`request-${request.id}`} className="text-base font-semibold text-ink">
              {request.name}
            </h2>
            <KindBadge kind={request.kind} />
            {showStatus && <AccessRequestStatusBadge status={request.status} />}
            {resubmitted && (
              <span className="text-xs font-medium text-amber-800">
                asked {request.submissionCount} times
              </span>
            )}
          </div>
          <p className="mt-1 text-sm text-ink">
            {request.organisation}
            <span className="mx-1.5 text-muted" aria-hidden="true">
              ·
            </span>
            <a
              href={`mailto:${request.email}`}
              className="inline-flex max-w-full items-baseline gap-1 break-all text-brand-600 hover:underline"
            >
              <Mail className="size-3.5 shrink-0 self-center" aria-hidden="true" />
              {request.email}
            </a>
          </p>

          {(request.website || request.linkedin) && (
            <dl className="mt-4 grid gap-3 sm:grid-cols-2">
              {request.website && <ExternalAddress label="Website" value={request.website} />}
              {request.linkedin && <ExternalAddress label="LinkedIn" value={request.linkedin} />}
            </dl>
          )}

          {request.message && (
            <blockquote className="mt-4 rounded-xl bg-surface px-4 py-3 text-sm leading-relaxed wrap-anywhere whitespace-pre-line text-ink/90">
              {request.message}
            </blockquote>
          )}

          <p className="mt-4 text-xs text-muted">
            Submitted <DateTime value={request.createdAt} />
            {resubmitted && (
              <>
                {' '}
                · last asked <DateTime value={request.updatedAt} />
              </>
            )}
          </p>

          {decided && (
            <div className="mt-4 border-t border-line pt-4 text-sm">
              <p className="text-ink">
                {request.status === 'approved' ? 'Approved' : 'Rejected'}
                {request.reviewerName && <> by {request.reviewerName}</>}
                {request.reviewedAt && (
                  <>
                    {' '}
                    on <DateTime value={request.reviewedAt} />
                  </>
                )}
              </p>
              {request.decisionMessage ? (
                <div className="mt-2">
                  <p className="text-xs font-medium text-muted">Message sent with the decision</p>
                  <p className="mt-1 wrap-anywhere whitespace-pre-line text-ink/90">
                    {request.decisionMessage}
                  </p>
                </div>
              ) : (
                request.status === 'rejected' && (
                  <p className="mt-1 text-xs text-muted">No message was sent with the decision.</p>
                )
              )}
            </div>
          )}
        </div>

        {!decided && (
          <div className="flex shrink-0 gap-2 md:flex-col md:items-stretch">
            <ApproveRequestButton request={request} />
            <RejectRequestButton request={request} />
          </div>
        )}
      </article>
    </Card>
  )
}
