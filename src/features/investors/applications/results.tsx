import { Link, useNavigate } from '@tanstack/react-router'
import type { MouseEvent, ReactNode } from 'react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'

import { Card } from '@/components/ui/card'
import { ApplicationStatusBadge } from '@/components/application-status-badge'
import type { ListDensity } from '@/domain/accounts/preferences'
import { cn } from '@/lib/cn'
import { shownRupees } from '@/lib/i18n/rupees'
import { optionLabel } from '@/lib/i18n/option-labels'
import type { pipeline } from '@/lib/i18n/messages/en/pipeline'

import { Fit, LastActivity, Ratings, Waiting } from './triage-cells'
import type { ApplicationListRow } from './types'

/** Between a label and its value. */
const space = ' '

type SelectionProps = {
  rows: readonly ApplicationListRow[]
  selected: ReadonlySet<string>
  onSelect: (ids: string[], on: boolean) => void
}

type ResultsProps = SelectionProps & {
  busy: boolean
  density: ListDensity
  /** The list's own query string, carried to the review screen for previous/next and back. */
  listQuery: string
}

function StartupLink({ row, listQuery }: { row: ApplicationListRow; listQuery: string }) {
  return (
    <Link
      to="/investors/applications/$startupId"
      params={{ startupId: row.startupOrgId }}
      search={{ list: listQuery }}
      data-startup-link={row.startupOrgId}
      className="font-medium text-ink hover:text-brand-700 hover:underline"
      translate="no"
    >
      {row.startupName}
    </Link>
  )
}

function RowCheckbox({
  row,
  selected,
  onSelect,
}: { row: ApplicationListRow } & Omit<SelectionProps, 'rows'>) {
  const intl = useIntl()
  return (
    <input
      type="checkbox"
      className="size-4 rounded border-line align-middle accent-brand-600"
      aria-label={intl.formatMessage(
        { id: 'pipeline.results.select' },
        { startup: row.startupName },
      )}
      checked={selected.has(row.id)}
      onChange={(event) => onSelect([row.id], event.target.checked)}
    />
  )
}

/** Clicks on the row open the startup; clicks on its controls do what they say. */
function useRowClick(listQuery: string) {
  const navigate = useNavigate()
  return (row: ApplicationListRow) => (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a, button, input, label, select')) return
    void navigate({
      to: '/investors/applications/$startupId',
      params: { startupId: row.startupOrgId },
      search: { list: listQuery },
    })
  }
}

/**
 * Stage, state and sectors in one line, in the page's language: "Launched · Karnataka ·
 * Agriculture and Farming +1".
 */
function profileLine(intl: IntlShape, row: ApplicationListRow): string {
  const sectors = row.sectors
    .slice(0, 2)
    .map((sector) => optionLabel(intl, 'sectors', sector))
    .join(' · ')
  const more = row.sectors.length > 2 ? ` +${intl.formatNumber(row.sectors.length - 2)}` : ''
  return [
    row.developmentStage && optionLabel(intl, 'developmentStages', row.developmentStage),
    row.headquarters && optionLabel(intl, 'headquarters', row.headquarters),
    sectors && `${sectors}${more}`,
  ]
    .filter(Boolean)
    .join(' · ')
}

type Column = {
  /** The column's header, a message of the catalog. */
  label: keyof typeof pipeline
  /** Width of the column (the startup's takes what is left). */
  width: string
  className?: string
  cell: (row: ApplicationListRow, intl: IntlShape) => ReactNode
  /** The whole text, as a tooltip, for a column that cuts it short. */
  title?: (row: ApplicationListRow, intl: IntlShape) => string
}

const assignee = (row: ApplicationListRow, intl: IntlShape) =>
  row.assignee?.name ?? intl.formatMessage({ id: 'pipeline.results.unassigned' })
const raise = (row: ApplicationListRow, intl: IntlShape) =>
  (row.plannedRaise != null && shownRupees(intl, row.plannedRaise)) || '—'

/**
 * Compact: one fact per column, one line per row. Comfortable: the same facts in pairs, one under
 * the other, so the startup's own column keeps room for its one-liner.
 */
const columnsOf: Record<ListDensity, Column[]> = {
  compact: [
    {
      label: 'pipeline.results.channel',
      width: 'w-[9.5rem]',
      className: 'truncate',
      cell: (row) => row.channel.title,
      title: (row) => row.channel.title,
    },
    {
      label: 'pipeline.results.status',
      width: 'w-[7rem]',
      // A long stage name ("Investment committee") is cut short in its column, whole in its title.
      cell: (row) => (
        <ApplicationStatusBadge
          status={row.status}
          stageName={row.stage?.name}
          className="block max-w-full truncate"
        />
      ),
    },
    {
      label: 'pipeline.results.waiting',
      width: 'w-[5.5rem]',
      cell: (row) => <Waiting row={row} />,
    },
    { label: 'pipeline.results.fit', width: 'w-[3.25rem]', cell: (row) => <Fit fit={row.fit} /> },
    {
      label: 'pipeline.results.rating',
      width: 'w-[6rem]',
      cell: (row) => <Ratings ratings={row.ratings} />,
    },
    {
      label: 'pipeline.results.raise',
      width: 'w-[5rem]',
      className: 'text-right whitespace-nowrap tabular-nums',
      cell: raise,
    },
    {
      label: 'pipeline.results.lastActivity',
      width: 'w-[6.75rem]',
      cell: (row) => <LastActivity at={row.lastActivityAt} />,
    },
    {
      label: 'pipeline.results.assignee',
      width: 'w-[6.5rem]',
      className: 'truncate text-muted',
      cell: assignee,
      title: assignee,
    },
  ],
  comfortable: [
    {
      label: 'pipeline.results.channel',
      width: 'w-[8.5rem]',
      className: 'break-words',
      cell: (row) => row.channel.title,
    },
    {
      label: 'pipeline.results.statusWaiting',
      width: 'w-[8rem]',
      cell: (row) => (
        <div className="flex flex-col items-start gap-1">
          <ApplicationStatusBadge
            status={row.status}
            stageName={row.stage?.name}
            className="whitespace-nowrap"
          />
          <Waiting row={row} className="text-xs" />
        </div>
      ),
    },
    {
      label: 'pipeline.results.fitRating',
      width: 'w-[7.5rem]',
      cell: (row, intl) => (
        <div className="space-y-1">
          <p>
            <span className="text-muted">
              {intl.formatMessage({ id: 'pipeline.results.fit' })}
              {space}
            </span>
            <Fit fit={row.fit} />
          </p>
          <p className="text-xs">
            <Ratings ratings={row.ratings} />
          </p>
        </div>
      ),
    },
    {
      label: 'pipeline.results.raise',
      width: 'w-[5.5rem]',
      className: 'text-right whitespace-nowrap tabular-nums',
      cell: raise,
    },
    {
      label: 'pipeline.results.activity',
      width: 'w-[8.5rem]',
      cell: (row, intl) => (
        <div className="space-y-1">
          <p className="text-xs">
            <LastActivity at={row.lastActivityAt} />
          </p>
          <p className="truncate text-muted" title={assignee(row, intl)}>
            {assignee(row, intl)}
          </p>
        </div>
      ),
    },
  ],
}

/**
 * The applications as a table (from md up) or as cards (phones), with row selection. Comfortable
 * rows show each startup's one-liner, stage, state and sectors; compact rows are one line each,
 * so a 1280 × 900 screen shows a dozen and more above the fold.
 */
export function Results({ rows, selected, onSelect, busy, density, listQuery }: ResultsProps) {
  const intl = useIntl()
  const open = useRowClick(listQuery)
  const allOnPage = rows.length > 0 && rows.every((row) => selected.has(row.id))
  const someOnPage = rows.some((row) => selected.has(row.id))
  const compact = density === 'compact'
  const cell = compact ? 'px-2 py-1.5' : 'px-2 py-3'
  const columns = columnsOf[density]

  return (
    <div className={cn('transition-opacity', busy && 'opacity-60')} aria-busy={busy}>
      <div className="hidden overflow-x-auto rounded-2xl border border-line bg-white shadow-sm md:block">
        <table
          className="w-full min-w-[60rem] table-fixed text-left text-sm"
          data-density={density}
        >
          <caption className="sr-only">
            {intl.formatMessage({ id: 'pipeline.results.caption' })}
          </caption>
          <colgroup>
            <col className="w-10" />
            <col />
            {columns.map((column) => (
              <col key={column.label} className={column.width} />
            ))}
          </colgroup>
          <thead className="border-b border-line bg-surface text-xs font-medium tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className="py-3 pl-4">
                <input
                  type="checkbox"
                  className="size-4 rounded border-line accent-brand-600"
                  aria-label={intl.formatMessage({ id: 'pipeline.results.selectAll' })}
                  checked={allOnPage}
                  ref={(input) => {
                    if (input) input.indeterminate = someOnPage && !allOnPage
                  }}
                  onChange={(event) =>
                    onSelect(
                      rows.map((row) => row.id),
                      event.target.checked,
                    )
                  }
                />
              </th>
              <th scope="col" className="px-2 py-3 font-medium">
                {intl.formatMessage({ id: 'pipeline.results.startup' })}
              </th>
              {columns.map((column) => (
                <th
                  key={column.label}
                  scope="col"
                  className={cn('px-2 py-3 font-medium whitespace-nowrap', column.className)}
                >
                  {intl.formatMessage({ id: column.label })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.id}
                onClick={open(row)}
                className={cn(
                  'cursor-pointer border-b border-line last:border-0 hover:bg-surface/70',
                  compact ? 'align-middle' : 'align-top',
                  selected.has(row.id) && 'bg-brand-50/60',
                )}
              >
                <td className={cn('pl-4', compact ? 'py-1.5' : 'py-3')}>
                  <RowCheckbox row={row} selected={selected} onSelect={onSelect} />
                </td>
                <td
                  className={cn(cell, compact && 'truncate')}
                  title={compact ? (row.oneLiner ?? undefined) : undefined}
                >
                  <StartupLink row={row} listQuery={listQuery} />
                  {!compact && (
                    <>
                      {row.oneLiner && (
                        <p className="mt-0.5 line-clamp-2 text-muted" translate="no">
                          {row.oneLiner}
                        </p>
                      )}
                      <p className="mt-1 text-xs text-muted">{profileLine(intl, row)}</p>
                    </>
                  )}
                </td>
                {columns.map((column) => (
                  <td
                    key={column.label}
                    className={cn(cell, 'text-ink', column.className)}
                    title={column.title?.(row, intl)}
                  >
                    {column.cell(row, intl)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul
        className={cn('md:hidden', compact ? 'space-y-2' : 'space-y-3')}
        aria-label={intl.formatMessage({ id: 'pipeline.results.caption' })}
      >
        {rows.map((row) => (
          <li key={row.id}>
            <Card
              onClick={open(row)}
              className={cn(
                'cursor-pointer',
                compact ? 'p-3' : 'p-4',
                selected.has(row.id) && 'border-brand-300 bg-brand-50/60',
              )}
            >
              <div className="flex items-start gap-3">
                <div className="pt-0.5">
                  <RowCheckbox row={row} selected={selected} onSelect={onSelect} />
                </div>
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                    <StartupLink row={row} listQuery={listQuery} />
                    <ApplicationStatusBadge status={row.status} />
                  </div>
                  {!compact && row.oneLiner && (
                    <p className="mt-1 line-clamp-2 text-sm text-muted" translate="no">
                      {row.oneLiner}
                    </p>
                  )}
                  <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
                    <dt className="sr-only">
                      {intl.formatMessage({ id: 'pipeline.results.channel' })}
                    </dt>
                    <dd className="col-span-2 truncate text-ink" translate="no">
                      {row.channel.title}
                    </dd>
                    <dt className="sr-only">
                      {intl.formatMessage({ id: 'pipeline.results.waiting' })}
                    </dt>
                    <dd>
                      <Waiting row={row} />
                    </dd>
                    <dt className="sr-only">
                      {intl.formatMessage({ id: 'pipeline.results.plannedRaise' })}
                    </dt>
                    <dd className="text-right text-ink">{raise(row, intl)}</dd>
                    <dt className="sr-only">
                      {intl.formatMessage({ id: 'pipeline.results.fit' })}
                    </dt>
                    <dd>
                      {intl.formatMessage({ id: 'pipeline.results.fit' })} <Fit fit={row.fit} />
                    </dd>
                    <dt className="sr-only">
                      {intl.formatMessage({ id: 'pipeline.results.rating' })}
                    </dt>
                    <dd className="text-right">
                      <Ratings ratings={row.ratings} />
                    </dd>
                    {!compact && (
                      <>
                        <dt className="sr-only">
                          {intl.formatMessage({ id: 'pipeline.results.profile' })}
                        </dt>
                        <dd className="col-span-2 text-muted">{profileLine(intl, row)}</dd>
                      </>
                    )}
                    <dt className="sr-only">
                      {intl.formatMessage({ id: 'pipeline.results.assigneeAndActivity' })}
                    </dt>
                    <dd className="col-span-2 truncate text-muted">
                      <FormattedMessage
                        id="pipeline.results.assigneeActivity"
                        values={{
                          assignee: assignee(row, intl),
                          date: <LastActivity at={row.lastActivityAt} />,
                        }}
                      />
                    </dd>
                  </dl>
                </div>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  )
}
