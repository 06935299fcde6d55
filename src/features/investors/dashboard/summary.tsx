import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

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

/** The headline figures of the period: volume, what is late now, and how fast the team answers. */
export function Summary({ data, scope }: { data: Dashboard; scope: DashboardScope }) {
  const { overall } = data
  return (
    <div className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-5">
      <Tile
        label="Applications"
        value={data.total.toLocaleString('en-IN')}
        detail="submitted in the period"
        link={applicationsLink(scope)}
      />
      <Tile
        label="Overdue now"
        value={data.overdue.toLocaleString('en-IN')}
        detail="undecided past the promise, any date"
        link={{
          status: overdueStatus,
          ...(scope.channelId ? { channelId: scope.channelId } : {}),
        }}
        tone={data.overdue > 0 ? 'warning' : undefined}
      />
      <Tile
        label="First response"
        value={formatDays(overall.medianFirstResponseDays)}
        detail="median, submission to first move"
      />
      <Tile
        label="Decision"
        value={formatDays(overall.medianDecisionDays)}
        detail="median, submission to decision"
      />
      <Tile
        label="Decided within promise"
        value={share(overall.decidedOnTime, overall.promiseDue)}
        detail={`${overall.decidedOnTime.toLocaleString('en-IN')} of ${overall.promiseDue.toLocaleString('en-IN')} whose promise has come due`}
      />
    </div>
  )
}
