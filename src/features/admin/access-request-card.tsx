import { ExternalLink, Mail } from 'lucide-react'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { LinkedInName } from '@/components/brand-names'
import { Card } from '@/components/ui/card'

import { ApproveRequestButton, RejectRequestButton } from './access-request-actions'
import { AccessRequestStatusBadge, KindBadge } from './badges'
import { DateTime } from './date-time'
import type { AccessRequestRow } from './types'

/** The separator between the organisation and the address. */
const dot = '·'

/** Only http(s) addresses become links; anything else is shown as text. */
function safeHref(value: string) {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined
  } catch {
    return undefined
  }
}

/** An address the requester gave: kept as written (translate="no"). */
function ExternalAddress({ label, value }: { label: ReactNode; value: string }) {
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
            <span translate="no">{value}</span>
            <ExternalLink className="ml-1 inline size-3.5 align-[-2px]" aria-hidden="true" />
            <span className="sr-only">
              <FormattedMessage id="admin.request.opensInNewTab" />
            </span>
          </a>
        ) : (
          <span translate="no">{value}</span>
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
  const intl = useIntl()
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
            <h2
              id={`request-${request.id}`}
              className="text-base font-semibold text-ink"
              translate="no"
            >
              {request.name}
            </h2>
            <KindBadge kind={request.kind} />
            {showStatus && <AccessRequestStatusBadge status={request.status} />}
            {resubmitted && (
              <span className="text-xs font-medium text-amber-800">
                <FormattedMessage
                  id="admin.request.askedTimes"
                  values={{ count: request.submissionCount }}
                />
              </span>
            )}
          </div>
          <p className="mt-1 text-sm text-ink" translate="no">
            {request.organisation}
            <span className="mx-1.5 text-muted" aria-hidden="true">
              {dot}
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
              {request.website && (
                <ExternalAddress
                  label={intl.formatMessage({ id: 'admin.request.website' })}
                  value={request.website}
                />
              )}
              {request.linkedin && (
                <ExternalAddress label={<LinkedInName />} value={request.linkedin} />
              )}
            </dl>
          )}

          {request.message && (
            <blockquote
              className="mt-4 rounded-xl bg-surface px-4 py-3 text-sm leading-relaxed wrap-anywhere whitespace-pre-line text-ink/90"
              translate="no"
            >
              {request.message}
            </blockquote>
          )}

          <p className="mt-4 text-xs text-muted">
            <FormattedMessage
              id="admin.request.submitted"
              values={{
                submitted: <DateTime key="submitted" value={request.createdAt} />,
                resubmitted: resubmitted ? 'yes' : 'no',
                lastAsked: <DateTime key="lastAsked" value={request.updatedAt} />,
              }}
            />
          </p>

          {decided && (
            <div className="mt-4 border-t border-line pt-4 text-sm">
              <p className="text-ink">
                <FormattedMessage
                  id="admin.request.decided"
                  values={{
                    status: request.status,
                    byWhom: request.reviewerName ? 'yes' : 'no',
                    reviewer: (
                      <span key="reviewer" translate="no">
                        {request.reviewerName}
                      </span>
                    ),
                    onDate: request.reviewedAt ? 'yes' : 'no',
                    date: <DateTime key="date" value={request.reviewedAt} />,
                  }}
                />
              </p>
              {request.decisionMessage ? (
                <div className="mt-2">
                  <p className="text-xs font-medium text-muted">
                    <FormattedMessage id="admin.request.decisionMessage" />
                  </p>
                  <p className="mt-1 wrap-anywhere whitespace-pre-line text-ink/90" translate="no">
                    {request.decisionMessage}
                  </p>
                </div>
              ) : (
                request.status === 'rejected' && (
                  <p className="mt-1 text-xs text-muted">
                    <FormattedMessage id="admin.request.noDecisionMessage" />
                  </p>
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
