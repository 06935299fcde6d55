import { Link } from '@tanstack/react-router'
import type { inferRouterOutputs } from '@trpc/server'
import { useIntl, type IntlShape } from 'react-intl'

import type { ApplicationSearchRecord } from '@/domain/applications/search-params'
import { applicationsLink, weekWithin } from '@/domain/investors/dashboard'
import { optionLabel } from '@/lib/i18n/option-labels'
import type { AppRouter } from '@/server/trpc/root'

import { ChartCard, FigureTable } from './chart-card'
import { HorizontalBars, TimingBars, WeeklyBars, weekOf, type BarRow } from './charts'
import { statusColours } from './palette'

export type Dashboard = inferRouterOutputs<AppRouter>['investors']['dashboard']['get']
export type DashboardScope = { from: string; to: string; channelId?: string }

/** A median in days: '3 days', '1 day', '2.5 days'; a dash when there is none. */
export function formatDays(intl: IntlShape, days: number | null): string {
  if (days === null) return '—'
  return intl.formatMessage(
    { id: 'pipeline.figures.days' },
    { count: days, days: intl.formatNumber(days, { maximumFractionDigits: 1 }) },
  )
}

/** A part of a whole in whole percent: '41%'; a dash of nothing. */
export function share(intl: IntlShape, part: number, whole: number): string {
  if (whole === 0) return '—'
  return intl.formatNumber(Math.round((part / whole) * 100) / 100, {
    style: 'percent',
    maximumFractionDigits: 0,
  })
}

/**
 * A status step's name: the product's own steps (submitted, the decisions, withdrawn) in the
 * page's language, a stage by the name the fund gave it.
 */
function stepName(intl: IntlShape, key: string, name: string): string {
  return productSteps.includes(key) ? optionLabel(intl, 'applicationStatuses', key) : name
}
const productSteps: readonly string[] = ['submitted', 'accepted', 'rejected', 'withdrawn']

/** People's own words (a channel's title, a teammate's name, a stage the fund named): never translated. */
export function Own({ children }: { children: React.ReactNode }) {
  return <span translate="no">{children}</span>
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

export const barHeight = (rows: number, per = 30) => Math.max(120, rows * per + 24)

/**
 * Where the period's applications stand, by the fund's stages in its order between submitted and
 * the decisions. Each bar is coloured as the status its founders see, and opens the list filtered
 * by the same value (a stage's key), which finds the same applications.
 */
export function StatusCard({ data, scope }: { data: Dashboard; scope: DashboardScope }) {
  const intl = useIntl()
  const rows: BarRow[] = data.byStatus.map(({ key, name, status, archived, count }) => ({
    key,
    label: archived
      ? intl.formatMessage({ id: 'pipeline.figures.archivedStage' }, { name })
      : stepName(intl, key, name),
    count,
    colour: statusColours[status],
    link: applicationsLink(scope, { status: key }),
    own: !archived && !productSteps.includes(key),
  }))
  return (
    <ChartCard
      title={intl.formatMessage({ id: 'pipeline.figures.byStage' })}
      description={intl.formatMessage({ id: 'pipeline.figures.byStageDescription' })}
      height={barHeight(rows.length)}
      chart={<HorizontalBars rows={rows} labelWidth={100} />}
      table={
        <FigureTable
          caption={intl.formatMessage({ id: 'pipeline.figures.byStage' })}
          rows={rows}
          rowKey={(row) => row.key}
          columns={[
            {
              header: intl.formatMessage({ id: 'pipeline.figures.stage' }),
              cell: (row) => (
                <Linked link={row.link}>{row.own ? <Own>{row.label}</Own> : row.label}</Linked>
              ),
            },
            {
              header: intl.formatMessage({ id: 'pipeline.figures.applications' }),
              cell: (row) => intl.formatNumber(row.count),
              numeric: true,
            },
            {
              header: intl.formatMessage({ id: 'pipeline.figures.share' }),
              cell: (row) => share(intl, row.count, data.total),
              numeric: true,
            },
          ]}
        />
      }
    />
  )
}

export function WeeklyCard({ data, scope }: { data: Dashboard; scope: DashboardScope }) {
  const intl = useIntl()
  const rows = data.weekly.map(({ week, count }) => {
    const days = weekWithin(week, scope)
    return {
      key: week,
      week,
      label: weekOf(intl, week),
      count,
      link: applicationsLink(scope, { submittedFrom: days.from, submittedTo: days.to }),
    }
  })
  return (
    <ChartCard
      className="lg:col-span-2"
      title={intl.formatMessage({ id: 'pipeline.figures.perWeek' })}
      description={intl.formatMessage({ id: 'pipeline.figures.perWeekDescription' })}
      height={240}
      chart={<WeeklyBars rows={rows} />}
      table={
        <FigureTable
          caption={intl.formatMessage({ id: 'pipeline.figures.perWeek' })}
          rows={[...rows].reverse()}
          rowKey={(row) => row.key}
          columns={[
            {
              header: intl.formatMessage({ id: 'pipeline.figures.weekOf' }),
              cell: (row) => <Linked link={row.link}>{row.label}</Linked>,
            },
            {
              header: intl.formatMessage({ id: 'pipeline.figures.applications' }),
              cell: (row) => intl.formatNumber(row.count),
              numeric: true,
            },
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
  const intl = useIntl()
  const channels = data.perChannel
  const steps = data.funnelSteps.map((step) => ({
    ...step,
    name: stepName(intl, step.key, step.name),
    own: !productSteps.includes(step.key),
  }))
  const noChannels = intl.formatMessage({ id: 'pipeline.figures.noChannels' })
  return (
    <ChartCard
      className="lg:col-span-2"
      title={intl.formatMessage({ id: 'pipeline.figures.funnel' })}
      description={intl.formatMessage({ id: 'pipeline.figures.funnelDescription' })}
      height={channels.length === 0 ? 80 : 'auto'}
      chart={
        channels.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted">{noChannels}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-x-6 gap-y-4 md:grid-cols-2">
            {channels.map((c) => (
              <li key={c.id} className="flex min-w-0 flex-col">
                <p className="truncate text-sm font-medium text-ink" title={c.title} translate="no">
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
                      own: steps[i]?.own,
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
          caption={intl.formatMessage({ id: 'pipeline.figures.funnel' })}
          rows={channels}
          rowKey={(c) => c.id}
          empty={noChannels}
          columns={[
            {
              header: intl.formatMessage({ id: 'pipeline.figures.channel' }),
              cell: (c) => (
                <Linked link={applicationsLink({ ...scope, channelId: c.id })}>
                  <Own>{c.title}</Own>
                </Linked>
              ),
            },
            ...steps.map((step, i) => ({
              header: step.name,
              ownHeader: step.own,
              numeric: true,
              cell: (c: Dashboard['perChannel'][number]) => {
                const count = c.funnel[i]?.count ?? 0
                const before = i === 0 ? null : (c.funnel[i - 1]?.count ?? 0)
                return before === null
                  ? intl.formatNumber(count)
                  : `${intl.formatNumber(count)} (${share(intl, count, before)})`
              },
            })),
          ]}
        />
      }
    />
  )
}

export function TimingCard({ data }: { data: Dashboard }) {
  const intl = useIntl()
  const noApplications = intl.formatMessage({ id: 'pipeline.figures.noApplications' })
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
      title={intl.formatMessage({ id: 'pipeline.figures.timing' })}
      description={intl.formatMessage({ id: 'pipeline.figures.timingDescription' })}
      height={rows.length === 0 ? 80 : barHeight(rows.length, 64) + 32}
      chart={
        rows.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted">{noApplications}</p>
        ) : (
          <TimingBars rows={rows} />
        )
      }
      table={
        <FigureTable
          caption={intl.formatMessage({ id: 'pipeline.figures.timingCaption' })}
          rows={rows}
          rowKey={(row) => row.key}
          empty={noApplications}
          columns={[
            {
              header: intl.formatMessage({ id: 'pipeline.figures.channel' }),
              cell: (row) => <Own>{row.label}</Own>,
            },
            {
              header: intl.formatMessage({ id: 'pipeline.figures.promised' }),
              cell: (row) => formatDays(intl, row.promise),
              numeric: true,
            },
            {
              header: intl.formatMessage({ id: 'pipeline.figures.firstAnswer' }),
              cell: (row) => formatDays(intl, row.firstResponse),
              numeric: true,
            },
            {
              header: intl.formatMessage({ id: 'pipeline.figures.decision' }),
              cell: (row) => formatDays(intl, row.decision),
              numeric: true,
            },
            {
              header: intl.formatMessage({ id: 'pipeline.figures.decidedOnTime' }),
              numeric: true,
              cell: (row) =>
                intl.formatMessage(
                  { id: 'pipeline.figures.decidedOf' },
                  {
                    decided: intl.formatNumber(row.decidedOnTime),
                    due: intl.formatNumber(row.promiseDue),
                    share: share(intl, row.decidedOnTime, row.promiseDue),
                  },
                ),
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
  const intl = useIntl()
  const rows: BarRow[] = values.map(({ value, count }) => ({
    key: value,
    label: optionLabel(intl, filterKey === 'sectors' ? 'sectors' : 'headquarters', value),
    count,
    link: applicationsLink(scope, { [filterKey]: value }),
  }))
  const top = rows.slice(0, 10)
  return (
    <ChartCard
      title={title}
      description={
        rows.length > top.length
          ? intl.formatMessage({ id: 'pipeline.figures.tenLargest' }, { description })
          : description
      }
      height={top.length === 0 ? 80 : barHeight(top.length)}
      chart={
        top.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted">
            {intl.formatMessage({ id: 'pipeline.figures.noApplications' })}
          </p>
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
              header: intl.formatMessage({
                id: filterKey === 'sectors' ? 'pipeline.figures.sector' : 'pipeline.figures.state',
              }),
              cell: (row) => <Linked link={row.link}>{row.label}</Linked>,
            },
            {
              header: intl.formatMessage({ id: 'pipeline.figures.applications' }),
              cell: (row) => intl.formatNumber(row.count),
              numeric: true,
            },
          ]}
        />
      }
    />
  )
}
