import { Link } from '@tanstack/react-router'
import { AlertTriangle, CalendarDays, UserRound } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { Badge, Card } from '@/components/ui/card'
import { channelFit, type FitProfile } from '@/domain/applications/fit'
import { templateValues } from '@/domain/investors/message-templates'
import { shownDate } from '@/lib/i18n/dates'
import { optionLabel } from '@/lib/i18n/option-labels'

import { Answers } from './answers'
import { ApplicationStatusBadge } from '@/components/application-status-badge'
import { criteriaSummary } from './criteria-summary'
import { RatingsPanel } from './ratings-panel'
import { StatusControl } from './status-control'
import { Timeline } from './timeline'
import type { ReviewApplication } from './types'

/** One application of the startup to one of the organisation's channels, with everything to decide on it. */
export function ApplicationCard({
  application: a,
  startupName,
  profile,
  founderNames,
  investorName,
}: {
  application: ReviewApplication
  startupName: string
  profile: FitProfile
  founderNames: readonly string[]
  /** The reviewer's organisation, as its saved messages name it. */
  investorName: string
}) {
  const intl = useIntl()
  const titleId = useId()
  const fit = channelFit(a.channel.criteria, profile)
  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby={titleId}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-muted uppercase">
            <FormattedMessage id="review.application.to" />
          </p>
          <h2 id={titleId} className="text-lg font-semibold text-ink">
            <Link
              to="/investors/channels/$id"
              params={{ id: a.channel.id }}
              className="hover:underline"
              translate="no"
            >
              {a.channel.title}
            </Link>
          </h2>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
            <ApplicationStatusBadge status={a.status} stageName={a.stage?.name} />
            {a.overdue && (
              <Badge className="gap-1 bg-amber-100 text-amber-900">
                <AlertTriangle className="size-3.5" aria-hidden="true" />
                <FormattedMessage
                  id="review.application.overdue"
                  values={{ days: a.channel.responseDays }}
                />
              </Badge>
            )}
            <span className="inline-flex items-center gap-1">
              <CalendarDays className="size-4" aria-hidden="true" />
              <FormattedMessage
                id="review.application.submitted"
                values={{ date: shownDate(intl, a.submittedAt) }}
              />
            </span>
            {a.assignee && (
              <span className="inline-flex items-center gap-1" translate="no">
                <UserRound className="size-4" aria-hidden="true" />
                {a.assignee.name}
              </span>
            )}
          </div>
        </div>
        <StatusControl
          applicationId={a.id}
          status={a.status}
          allowedMoves={a.allowedMoves}
          startupName={startupName}
          templateValues={templateValues({
            startupName,
            founderNames,
            channelTitle: a.channel.title,
            investorName,
          })}
        />
      </div>

      {a.decisionMessage && (
        <div className="mt-4 rounded-xl border border-line bg-surface p-4">
          <p className="text-xs font-medium tracking-wide text-muted uppercase">
            <FormattedMessage
              id="review.application.founderSees"
              values={{
                date: shownDate(intl, a.decidedAt),
                nowrap: (chunks) => <span className="whitespace-nowrap">{chunks}</span>,
              }}
            />
          </p>
          {a.rejectionReason && (
            <p className="mt-1 text-sm text-ink">
              <FormattedMessage
                id="review.application.reason"
                values={{
                  reason: optionLabel(intl, 'rejectionReasons', a.rejectionReason),
                  strong: (chunks) => <strong>{chunks}</strong>,
                }}
              />
            </p>
          )}
          <p className="mt-1 text-sm whitespace-pre-line text-ink/90" translate="no">
            {a.decisionMessage}
          </p>
        </div>
      )}

      <div className="mt-6 space-y-6">
        <Part title={intl.formatMessage({ id: 'review.application.answers' })}>
          <Answers answers={a.answers} />
        </Part>
        <RatingsPanel
          target={{ applicationId: a.id }}
          ratings={a.ratings}
          fitSummary={criteriaSummary(intl, a.channel.criteria)}
          fitMatch={
            fit.considered > 0
              ? intl.formatMessage(
                  { id: 'review.application.fitMatch' },
                  { matched: fit.matched, considered: fit.considered },
                )
              : undefined
          }
        />
        <Part title={intl.formatMessage({ id: 'review.application.timeline' })}>
          <Timeline events={a.timeline} />
        </Part>
      </div>
    </Card>
  )
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-3 text-sm font-semibold text-ink">
        {title}
      </h3>
      {children}
    </section>
  )
}
