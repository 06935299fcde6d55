import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'

import { Card } from '@/components/ui/card'
import { overdueStatus, type ApplicationSearchRecord } from '@/domain/applications/search-params'
import { applicationsLink } from '@/domain/investors/dashboard'
import { cn } from '@/lib/cn'

import { formatDays, share, type Dashboard, type DashboardScope } from './figures'

function Tile({
  label,
  value,
  detail,
  link,
  tone,
}: {
  label: string
  value: ReactNode
  detail: ReactNode
  link?: ApplicationSearchRecord
  tone?: 'warning'
}) {
  return (
    <Card className={cn('p-4', tone === 'warning' && 'border-amber-200 bg-amber-50')}>
      <p className="text-xs font-medium text-muted">{label}</p>
      <p className="mt-1 text-2xl font-semibold text-ink tabular-nums">
        {link ? (
          <Link to="/investors/applications" search={link} className="hover:underline">
            {value}
          </Link>
        ) : (
          value
        )}
      </p>
      <p className="mt-1 text-xs text-muted">{detail}</p>
    </Card>
  )
}

/**
 * The headline figures of the period. One vocabulary with the responsiveness card below: an
 * answer is the team's first move on an application (what founders are promised), a decision is
 * an acceptance or a rejection. The first-answer figure sits next to that card's; the decision
 * figures sit together.
 */
export function Summary({ data, scope }: { data: Dashboard; scope: DashboardScope }) {
  const intl = useIntl()
  const { overall } = data
  return (
    <div className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-5">
      <Tile
        label={intl.formatMessage({ id: 'pipeline.summary.applications' })}
        value={intl.formatNumber(data.total)}
        detail={intl.formatMessage({ id: 'pipeline.summary.applicationsDetail' })}
        link={applicationsLink(scope)}
      />
      <Tile
        label={intl.formatMessage({ id: 'pipeline.summary.firstAnswer' })}
        value={formatDays(intl, overall.medianFirstResponseDays)}
        detail={intl.formatMessage({ id: 'pipeline.summary.firstAnswerDetail' })}
      />
      <Tile
        label={intl.formatMessage({ id: 'pipeline.summary.decision' })}
        value={formatDays(intl, overall.medianDecisionDays)}
        detail={intl.formatMessage({ id: 'pipeline.summary.decisionDetail' })}
      />
      <Tile
        label={intl.formatMessage({ id: 'pipeline.summary.onTime' })}
        value={share(intl, overall.decidedOnTime, overall.promiseDue)}
        detail={intl.formatMessage(
          { id: 'pipeline.summary.onTimeDetail' },
          {
            decided: intl.formatNumber(overall.decidedOnTime),
            due: intl.formatNumber(overall.promiseDue),
          },
        )}
      />
      <Tile
        label={intl.formatMessage({ id: 'pipeline.summary.overdue' })}
        value={intl.formatNumber(data.overdue)}
        detail={intl.formatMessage({ id: 'pipeline.summary.overdueDetail' })}
        link={{
          status: overdueStatus,
          ...(scope.channelId ? { channelId: scope.channelId } : {}),
        }}
        tone={data.overdue > 0 ? 'warning' : undefined}
      />
    </div>
  )
}
