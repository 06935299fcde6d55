import { Link, useNavigate } from '@tanstack/react-router'
import { Clock } from 'lucide-react'
import type { MouseEvent } from 'react'

import { Card } from '@/components/ui/card'
import { ApplicationStatusBadge } from '@/components/application-status-badge'
import { cn } from '@/lib/cn'
import { formatDate, formatRupees } from '@/lib/format'

import type { ApplicationListRow } from './types'

type SelectionProps = {
  rows: readonly ApplicationListRow[]
  selected: ReadonlySet<string>
  onSelect: (ids: string[], on: boolean) => void
}

export function OverdueFlag() {
  return (
    <span
      className="inline-flex items-center gap-1 text-xs font-medium whitespace-nowrap text-red-700"
      title="Waiting longer than the channel's response-time promise"
    >
      <Clock className="size-3.5" aria-hidden="true" />
      Overdue
    </span>
  )
}

function Sectors({ sectors }: { sectors: readonly string[] }) {
  if (sectors.length === 0) return null
  const shown = sectors.slice(0, 3)
  return (
    <p className="mt-1 text-xs text-muted">
      {shown.join(' · ')}
      {sectors.length > shown.length && ` +${sectors.length - shown.length}`}
    </p>
  )
}

function StartupLink({ row }: { row: ApplicationListRow }) {
  return (
    <Link
      to="/investors/applications/$startupId"
      params={{ startupId: row.startupOrgId }}
      className="font-medium text-ink hover:text-brand-700 hover:underline"
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
  return (
    <input
      type="checkbox"
      className="size-4 rounded border-line accent-brand-600"
      aria-label={`Select ${row.startupName}`}
      checked={selected.has(row.id)}
      onChange={(event) => onSelect([row.id], event.target.checked)}
    />
  )
}

/** Clicks on the row open the startup; clicks on its controls do what they say. */
function useRowClick() {
  const navigate = useNavigate()
  return (row: ApplicationListRow) => (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a, button, input, label, select')) return
    void navigate({
      to: '/investors/applications/$startupId',
      params: { startupId: row.startupOrgId },
    })
  }
}

const th = 'px-3 py-3 font-medium'
const td = 'px-3 py-3'

/** The applications as a table (from md up) or as cards (phones), with row selection. */
export function Results({ rows, selected, onSelect, busy }: SelectionProps & { busy: boolean }) {
  const open = useRowClick()
  const allOnPage = rows.length > 0 && rows.every((row) => selected.has(row.id))
  const someOnPage = rows.some((row) => selected.has(row.id))

  return (
    <div className={cn('transition-opacity', busy && 'opacity-60')} aria-busy={busy}>
      <div className="hidden overflow-x-auto rounded-2xl border border-line bg-white shadow-sm md:block">
        <table className="w-full min-w-[52rem] text-left text-sm">
          <caption className="sr-only">Applications</caption>
          <thead className="border-b border-line bg-surface text-xs font-medium tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className="w-10 py-3 pl-4">
                <input
                  type="checkbox"
                  className="size-4 rounded border-line accent-brand-600"
                  aria-label="Select all applications on this page"
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
              <th scope="col" className={th}>
                Startup
              </th>
              <th scope="col" className={th}>
                Channel
              </th>
              <th scope="col" className={th}>
                Status
              </th>
              <th scope="col" className={cn(th, 'whitespace-nowrap')}>
                Submitted
              </th>
              <th scope="col" className={th}>
                Stage · State
              </th>
              <th scope="col" className={cn(th, 'text-right')}>
                Raise
              </th>
              <th scope="col" className={th}>
                Assignee
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.id}
                onClick={open(row)}
                className={cn(
                  'cursor-pointer border-b border-line align-top last:border-0 hover:bg-surface/70',
                  selected.has(row.id) && 'bg-brand-50/60',
                )}
              >
                <td className="py-3 pl-4">
                  <RowCheckbox row={row} selected={selected} onSelect={onSelect} />
                </td>
                <td className={cn(td, 'min-w-[15rem] max-w-[24rem]')}>
                  <StartupLink row={row} />
                  {row.oneLiner && <p className="mt-0.5 line-clamp-2 text-muted">{row.oneLiner}</p>}
                  <Sectors sectors={row.sectors} />
                </td>
                <td className={cn(td, 'min-w-[9rem] max-w-[12rem] text-ink')}>
                  {row.channel.title}
                </td>
                <td className={td}>
                  <div className="flex flex-col items-start gap-1">
                    <ApplicationStatusBadge status={row.status} className="whitespace-nowrap" />
                    {row.overdue && <OverdueFlag />}
                  </div>
                </td>
                <td className={cn(td, 'whitespace-nowrap text-muted')}>
                  {formatDate(row.submittedAt)}
                </td>
                <td className={cn(td, 'text-muted')}>
                  <p className="whitespace-nowrap text-ink">{row.developmentStage ?? '—'}</p>
                  <p>{row.headquarters ?? ''}</p>
                </td>
                <td className={cn(td, 'text-right whitespace-nowrap text-ink tabular-nums')}>
                  {formatRupees(row.plannedRaise) || '—'}
                </td>
                <td className={cn(td, 'text-muted')}>{row.assignee?.name ?? 'Unassigned'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="space-y-3 md:hidden" aria-label="Applications">
        {rows.map((row) => (
          <li key={row.id}>
            <Card
              onClick={open(row)}
              className={cn(
                'cursor-pointer p-4',
                selected.has(row.id) && 'border-brand-300 bg-brand-50/60',
              )}
            >
              <div className="flex items-start gap-3">
                <div className="pt-0.5">
                  <RowCheckbox row={row} selected={selected} onSelect={onSelect} />
                </div>
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                    <StartupLink row={row} />
                    <div className="flex items-center gap-2">
                      {row.overdue && <OverdueFlag />}
                      <ApplicationStatusBadge status={row.status} />
                    </div>
                  </div>
                  {row.oneLiner && (
                    <p className="mt-1 line-clamp-2 text-sm text-muted">{row.oneLiner}</p>
                  )}
                  <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
                    <dt className="sr-only">Channel</dt>
                    <dd className="col-span-2 truncate text-ink">{row.channel.title}</dd>
                    <dt className="sr-only">Submitted</dt>
                    <dd className="whitespace-nowrap text-muted">
                      Submitted {formatDate(row.submittedAt)}
                    </dd>
                    <dt className="sr-only">Planned raise</dt>
                    <dd className="text-right text-ink">{formatRupees(row.plannedRaise) || '—'}</dd>
                    <dt className="sr-only">Stage and state</dt>
                    <dd className="col-span-2 text-muted">
                      {[row.developmentStage, row.headquarters].filter(Boolean).join(' · ')}
                    </dd>
                    <dt className="sr-only">Assignee</dt>
                    <dd className="col-span-2 text-muted">{row.assignee?.name ?? 'Unassigned'}</dd>
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
