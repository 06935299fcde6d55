import { useIntl } from 'react-intl'

import type { ListDensity } from '@/domain/accounts/preferences'
import { cn } from '@/lib/cn'

import { ResultCards } from './result-cards'
import { columnsOf } from './result-columns'
import {
  profileLine,
  RowCheckbox,
  StartupLink,
  useRowClick,
  type SelectionProps,
} from './result-row-parts'

type ResultsProps = SelectionProps & {
  busy: boolean
  density: ListDensity
  /** The list's own query string, carried to the review screen for previous/next and back. */
  listQuery: string
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
                  // Compact, the cell holds only the startup's name, and its title the one-liner.
                  translate={compact ? 'no' : undefined}
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
                    translate={column.own?.(row) ? 'no' : undefined}
                  >
                    {column.cell(row, intl)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ResultCards
        rows={rows}
        selected={selected}
        onSelect={onSelect}
        compact={compact}
        listQuery={listQuery}
      />
    </div>
  )
}
