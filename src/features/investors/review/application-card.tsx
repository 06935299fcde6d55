import { Link } from '@tanstack/react-router'
import { AlertTriangle, CalendarDays, UserRound } from 'lucide-react'
import { useId, type ReactNode } from 'react'

import { Badge, Card } from '@/components/ui/card'
import { channelFit, type FitProfile } from '@/domain/applications/fit'
import { templateValues } from '@/domain/investors/message-templates'
import { formatDate } from '@/lib/format'
import { rejectionReasonLabels } from '@/lib/options'

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
  const titleId = useId()
  const fit = channelFit(a.channel.criteria, profile)
  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby={titleId}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-muted uppercase">Application to</p>
          <h2 id={titleId} className="text-lg font-semibold text-ink">
            <Link
              to="/investors/channels/$id"
              params={{ id: a.channel.id }}
              className="hover:underline"
            >
              {a.channel.title}
            </Link>
          </h2>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
            <ApplicationStatusBadge status={a.status} stageName={a.stage?.name} />
            {a.overdue && (
              <Badge className="gap-1 bg-amber-100 text-amber-900">
                <AlertTriangle className="size-3.5" aria-hidden="true" />
                Overdue: answer promised within {a.channel.responseDays} days
              </Badge>
            )}
            <span className="inline-flex items-center gap-1">
              <CalendarDays className="size-4" aria-hidden="true" />
              Submitted {formatDate(a.submittedAt)}
            </span>
            {a.assignee && (
              <span className="inline-flex items-center gap-1">
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
            What the founder sees · decided{' '}
            <span className="whitespace-nowrap">{formatDate(a.decidedAt)}</span>
          </p>
          {a.rejectionReason && (
            <p className="mt-1 text-sm text-ink">
              Reason: <strong>{rejectionReasonLabels[a.rejectionReason]}</strong>
            </p>
          )}
          <p className="mt-1 text-sm whitespace-pre-line text-ink/90">{a.decisionMessage}</p>
        </div>
      )}

      <div className="mt-6 space-y-6">
        <Part title="Answers to the channel’s questions">
          <Answers answers={a.answers} />
        </Part>
        <RatingsPanel
          target={{ applicationId: a.id }}
          ratings={a.ratings}
          fitSummary={criteriaSummary(a.channel.criteria)}
          fitMatch={
            fit.considered > 0 ? `meets ${fit.matched} of ${fit.considered} criteria` : undefined
          }
        />
        <Part title="Timeline">
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
