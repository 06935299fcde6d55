import { Link } from '@tanstack/react-router'
import type { inferRouterOutputs } from '@trpc/server'

import type { ApplicationSearchRecord } from '@/domain/applications/search-params'
import { applicationsLink, weekWithin } from '@/domain/investors/dashboard'
import type { AppRouter } from '@/server/trpc/root'

import { ChartCard, FigureTable } from './chart-card'
import { ActivityBars, HorizontalBars, TimingBars, WeeklyBars, weekOf, type BarRow } from './charts'
import { statusColours } from './palette'

export type Dashboard = inferRouterOutputs<AppRouter>['investors']['dashboard']['get']
export type DashboardScope = { from: string; to: string; channelId?: string }

const number = (n: number) => n.toLocaleString('en-IN')

export function formatDays(days: number | null): string {
  if (days === null) return '—'
  return `${days.toLocaleString('en-IN', { maximumFractionDigits: 1 })} ${days === 1 ? 'day' : 'days'}`
}

export function share(part: number, whole: number): string {
  return whole === 0 ? '—' : `${Math.round((part / whole) * 100)}%`
}

/** A count that opens the applications behind it. */
function Linked({ link, children }: { link?: ApplicationSearchRecord; children: React.ReactNode }) {
  if (!link) return <>{children}</>
  return (
    <Link to="/investors/applications" search={link} className="text-brand-700 hover:underline">
      {children}
    </Link>
  )
}

const barHeight = (rows: number, per = 30) => Math.max(120, rows * per + 24)

/**
 * Where the period's applications stand, by the fund's stages in its order between submitted and
 * the decisions. Each bar is coloured as the status its founders see, and opens the list filtered
 * by the same value (a stage's key), which finds the same applications.
 */
export function StatusCard({ data, scope }: { data: Dashboard; scope: DashboardScope }) {
  const rows: BarRow[] = data.byStatus.map(({ key, name, status, archived, count }) => ({
    key,
    label: archived ? `${name} (archived stage)` : name,
    count,
    colour: statusColours[status],
    link: applicationsLink(scope, { status: key }),
  }))
  return (
    <ChartCard
      title="Applications by stage"
      description="Where the period's applications stand today, in your pipeline's order."
      height={barHeight(rows.length)}
      chart={<HorizontalBars rows={rows} labelWidth={100} />}
      table={
        <FigureTable
          caption="Applications by stage"
          rows={rows}
          rowKey={(row) => row.key}
          columns={[
            { header: 'Stage', cell: (row) => <Linked link={row.link}>{row.label}</Linked> },
            { header: 'Applications', cell: (row) => number(row.count), numeric: true },
            { header: 'Share', cell: (row) => share(row.count, data.total), numeric: true },
          ]}
        />
      }
    />
  )
}

export function WeeklyCard({ data, scope }: { data: Dashboard; scope: DashboardScope }) {
  const rows = data.weekly.map(({ week, count }) => {
    const days = weekWithin(week, scope)
    return {
      key: week,
      week,
      label: weekOf(week),
      count,
      link: applicationsLink(scope, { submittedFrom: days.from, submittedTo: days.to }),
    }
  })
  return (
    <ChartCard
      className="lg:col-span-2"
      title="Applications per week"
      description="Submitted each week (Monday to Sunday, India time)."
      height={240}
      chart={<WeeklyBars rows={rows} />}
      table={
        <FigureTable
          caption="Applications per week"
          rows={[...rows].reverse()}
          rowKey={(row) => row.key}
          columns={[
            {
              header: 'Week of',
              cell: (row) => <Linked link={row.link}>{row.label}</Linked>,
            },
            { header: 'Applications', cell: (row) => number(row.count), numeric: true },
          ]}
        />
      }
    />
  )
}

/**
 * Each channel's funnel through the fund's stages in its order (submitted, its stages, accepted):
 * how many reached each step, and the share of the step before.
 */
export function FunnelCard({ data, scope }: { data: Dashboard; scope: DashboardScope }) {
  const channels = data.perChannel
  const steps = data.funnelSteps
  return (
    <ChartCard
      className="lg:col-span-2"
      title="Funnel per channel"
      description="Applications that reached each stage or went further, and the conversion from the stage before."
      height={channels.length === 0 ? 80 : 'auto'}
      chart={
        channels.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted">No channels take applications yet.</p>
        ) : (
          <ul className="grid grid-cols-1 gap-x-6 gap-y-4 md:grid-cols-2">
            {channels.map((c) => (
              <li key={c.id} className="flex min-w-0 flex-col">
                <p className="truncate text-sm font-medium text-ink" title={c.title}>
                  <Linked link={applicationsLink({ ...scope, channelId: c.id })}>{c.title}</Linked>
                </p>
                {/* As tall as today's five steps for the default pipeline, taller for more stages. */}
                <div style={{ height: Math.max(192, steps.length * 30 + 24) }}>
                  <HorizontalBars
                    labelWidth={104}
                    rows={c.funnel.map((s, i) => ({
                      key: s.key,
                      label: steps[i]?.name ?? s.key,
                      count: s.count,
                      colour: statusColours[steps[i]?.status ?? 'submitted'],
                      link: i === 0 ? applicationsLink({ ...scope, channelId: c.id }) : undefined,
                    }))}
                  />
                </div>
              </li>
            ))}
          </ul>
        )
      }
      table={
        <FigureTable
          caption="Funnel per channel"
          rows={channels}
          rowKey={(c) => c.id}
          empty="No channels take applications yet."
          columns={[
            {
              header: 'Channel',
              cell: (c) => (
                <Linked link={applicationsLink({ ...scope, channelId: c.id })}>{c.title}</Linked>
              ),
            },
            ...steps.map((step, i) => ({
              header: step.name,
              numeric: true,
              cell: (c: Dashboard['perChannel'][number]) => {
                const count = c.funnel[i]?.count ?? 0
                const before = i === 0 ? null : (c.funnel[i - 1]?.count ?? 0)
                return before === null
                  ? number(count)
                  : `${number(count)} (${share(count, before)})`
              },
            })),
          ]}
        />
      }
    />
  )
}

export function TimingCard({ data }: { data: Dashboard }) {
  const rows = data.perChannel
    .filter((c) => c.total > 0)
    .map((c) => ({
      key: c.id,
      label: c.title,
      firstResponse: c.medianFirstResponseDays,
      decision: c.medianDecisionDays,
      promise: c.responseDays,
      decidedOnTime: c.decidedOnTime,
      promiseDue: c.promiseDue,
    }))
  return (
    <ChartCard
      className="lg:col-span-2"
      title="Time to answer, against each promise"
      description="Median days from submission to the team's first move and to a decision; the channel's promised answer time beside them."
      height={rows.length === 0 ? 80 : barHeight(rows.length, 64) + 32}
      chart={
        rows.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted">No applications in this period.</p>
        ) : (
          <TimingBars rows={rows} />
        )
      }
      table={
        <FigureTable
          caption="Time to answer per channel"
          rows={rows}
          rowKey={(row) => row.key}
          empty="No applications in this period."
          columns={[
            { header: 'Channel', cell: (row) => row.label },
            { header: 'Promised', cell: (row) => formatDays(row.promise), numeric: true },
            {
              header: 'First answer',
              cell: (row) => formatDays(row.firstResponse),
              numeric: true,
            },
            { header: 'Decision', cell: (row) => formatDays(row.decision), numeric: true },
            {
              header: 'Decided within the promise',
              numeric: true,
              cell: (row) =>
                `${number(row.decidedOnTime)} of ${number(row.promiseDue)} (${share(row.decidedOnTime, row.promiseDue)})`,
            },
          ]}
        />
      }
    />
  )
}

export function BreakdownCard({
  title,
  description,
  rows: values,
  filterKey,
  scope,
}: {
  title: string
  description: string
  rows: { value: string; count: number }[]
  filterKey: 'sectors' | 'headquarters'
  scope: DashboardScope
}) {
  const rows: BarRow[] = values.map(({ value, count }) => ({
    key: value,
    label: value,
    count,
    link: applicationsLink(scope, { [filterKey]: value }),
  }))
  const top = rows.slice(0, 10)
  return (
    <ChartCard
      title={title}
      description={
        rows.length > top.length
          ? `${description} The ten largest; the table has all.`
          : description
      }
      height={top.length === 0 ? 80 : barHeight(top.length)}
      chart={
        top.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted">No applications in this period.</p>
        ) : (
          <HorizontalBars rows={top} labelWidth={130} />
        )
      }
      table={
        <FigureTable
          caption={title}
          rows={rows}
          rowKey={(row) => row.key}
          columns={[
            {
              header: filterKey === 'sectors' ? 'Sector' : 'State or UT',
              cell: (row) => <Linked link={row.link}>{row.label}</Linked>,
            },
            { header: 'Applications', cell: (row) => number(row.count), numeric: true },
          ]}
        />
      }
    />
  )
}

export function ReviewersCard({ data }: { data: Dashboard }) {
  const rows = data.reviewers.map((r) => ({ key: r.userId, label: r.name, ...r }))
  return (
    <ChartCard
      title="Reviewer activity"
      description="What each teammate did in the period: status moves, notes and ratings."
      height={barHeight(rows.length, 36) + 32}
      chart={<ActivityBars rows={rows} />}
      table={
        <FigureTable
          caption="Reviewer activity"
          rows={rows}
          rowKey={(row) => row.key}
          columns={[
            { header: 'Teammate', cell: (row) => row.label },
            { header: 'Status moves', cell: (row) => number(row.moves), numeric: true },
            { header: 'Notes', cell: (row) => number(row.notes), numeric: true },
            { header: 'Ratings', cell: (row) => number(row.ratings), numeric: true },
          ]}
        />
      }
    />
  )
}
