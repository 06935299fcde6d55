import { ClientOnly } from '@tanstack/react-router'
import { BarChart3, Table2 } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { useIntl } from 'react-intl'

import { Card, Skeleton } from '@/components/ui/card'
import { cn } from '@/lib/cn'

/**
 * One figure of the dashboard: a chart, and the same numbers as a table a screen reader (or a
 * partner who wants the exact figures) can read. Charts draw in the browser only; the server
 * sends a placeholder of the chart's height, so the page does not jump when they appear.
 */
export function ChartCard({
  title,
  description,
  chart,
  table,
  height,
  className,
}: {
  title: string
  description?: ReactNode
  chart: ReactNode
  table: ReactNode
  /** The chart's height in pixels, or 'auto' for a chart whose parts size themselves. */
  height: number | 'auto'
  className?: string
}) {
  const intl = useIntl()
  const id = useId()
  const [view, setView] = useState<'chart' | 'table'>('chart')
  const option = (value: 'chart' | 'table', label: string, icon: ReactNode) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => setView(value)}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-md px-2.5 py-1 text-xs font-medium',
        view === value ? 'bg-white text-ink shadow-sm' : 'text-muted hover:text-ink',
      )}
    >
      {icon}
      {label}
    </button>
  )
  return (
    <Card className={cn('flex min-w-0 flex-col p-4 sm:p-5', className)}>
      <section aria-labelledby={id} className="flex min-w-0 flex-1 flex-col">
        <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={id} className="text-base font-semibold text-ink">
              {title}
            </h2>
            {description && <p className="mt-0.5 text-sm text-muted">{description}</p>}
          </div>
          <div
            role="group"
            aria-label={intl.formatMessage(
              { id: 'pipeline.chart.showAs' },
              { title: title.toLocaleLowerCase(intl.locale) },
            )}
            className="flex shrink-0 rounded-lg bg-surface p-0.5 ring-1 ring-line"
          >
            {option(
              'chart',
              intl.formatMessage({ id: 'pipeline.chart.chart' }),
              <BarChart3 className="size-3.5" aria-hidden="true" />,
            )}
            {option(
              'table',
              intl.formatMessage({ id: 'pipeline.chart.table' }),
              <Table2 className="size-3.5" aria-hidden="true" />,
            )}
          </div>
        </div>
        {view === 'chart' ? (
          <ClientOnly fallback={<Skeleton style={{ height: height === 'auto' ? 240 : height }} />}>
            <div style={height === 'auto' ? undefined : { height }} className="min-w-0">
              {chart}
            </div>
          </ClientOnly>
        ) : (
          <div className="min-w-0 overflow-x-auto">{table}</div>
        )}
      </section>
    </Card>
  )
}

export type Column<Row> = {
  header: string
  /** The header is people's own words (a stage the fund named): never translated. */
  ownHeader?: boolean
  cell: (row: Row) => ReactNode
  numeric?: boolean
}

/** The table view of a chart: a caption for screen readers, numbers aligned right. */
export function FigureTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
}: {
  caption: string
  columns: Column<Row>[]
  rows: Row[]
  rowKey: (row: Row) => string
  /** What shows instead of an empty table; "Nothing in this period." by default. */
  empty?: string
}) {
  const intl = useIntl()
  if (rows.length === 0) {
    return (
      <p className="py-6 text-center text-sm text-muted">
        {empty ?? intl.formatMessage({ id: 'pipeline.chart.empty' })}
      </p>
    )
  }
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-line text-left text-xs text-muted">
          {columns.map((column) => (
            <th
              key={column.header}
              scope="col"
              className={cn('px-2 py-2 font-medium', column.numeric && 'text-right')}
              translate={column.ownHeader ? 'no' : undefined}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className="border-b border-line/60 last:border-0">
            {columns.map((column, i) =>
              i === 0 ? (
                <th key={column.header} scope="row" className="px-2 py-2 text-left font-normal">
                  {column.cell(row)}
                </th>
              ) : (
                <td
                  key={column.header}
                  className={cn('px-2 py-2', column.numeric && 'text-right tabular-nums')}
                >
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
