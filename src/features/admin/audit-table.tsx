import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

import { useTimeZone } from '@/components/time-zone'
import { Badge } from '@/components/ui/card'
import { cn } from '@/lib/cn'
import { formatDateTime } from '@/lib/time-zone'
import { describeUserAgent } from '@/lib/user-agent'

import { actionLabel, actionTone, detailLine, subjectWords } from './audit-words'
import { ResultsTable, table } from './list-controls'
import type { AuditRow } from './types'

const toneClass: Record<ReturnType<typeof actionTone>, string> = {
  neutral: 'bg-slate-100 text-slate-700',
  alert: 'bg-red-50 text-red-800',
  change: 'bg-brand-50 text-brand-700',
  export: 'bg-sky-50 text-sky-800',
}

/** 'Nov 26, 2026' over '9:54 AM IST' in the table, on one line in a card; the viewer's zone. */
function When({ value, stacked }: { value: Date; stacked?: boolean }) {
  const text = formatDateTime(value, useTimeZone())
  const cut = text.lastIndexOf(', ')
  return (
    <time dateTime={new Date(value).toISOString()}>
      {stacked ? (
        <>
          <span className="block text-ink">{text.slice(0, cut)}</span>
          <span className="block">{text.slice(cut + 2)}</span>
        </>
      ) : (
        text
      )}
    </time>
  )
}

/** An address that, when it must wrap, wraps after its '@' rather than mid-word. */
function Email({ value }: { value: string }) {
  const at = value.indexOf('@')
  if (at < 0) return value
  return (
    <>
      {value.slice(0, at + 1)}
      <wbr />
      {value.slice(at + 1)}
    </>
  )
}

function Actor({ row }: { row: AuditRow }) {
  if (!row.actorUserId) {
    return (
      <>
        <p className="text-ink">Not signed in</p>
        {row.actorEmail && (
          <p className="text-sm break-words text-muted">
            tried <Email value={row.actorEmail} />
          </p>
        )}
      </>
    )
  }
  return (
    <>
      {row.actorName && <p className="font-medium text-ink">{row.actorName}</p>}
      {row.actorEmail && (
        <p className="text-sm break-words text-muted">
          <Email value={row.actorEmail} />
        </p>
      )}
    </>
  )
}

function Action({ row }: { row: AuditRow }) {
  const detail = detailLine(row.action, row.details)
  return (
    <>
      <Badge className={cn('whitespace-nowrap', toneClass[actionTone(row.action)])}>
        {actionLabel(row.action)}
      </Badge>
      {detail && <p className="mt-1 text-xs wrap-anywhere text-muted">{detail}</p>}
    </>
  )
}

function Subject({ row }: { row: AuditRow }) {
  const subject = subjectWords(row)
  if (!subject) return <span className="text-muted">—</span>
  return (
    <>
      <p className="text-xs text-muted">{subject.type}</p>
      <p className="wrap-anywhere text-ink">{subject.name}</p>
    </>
  )
}

function Organisation({ row }: { row: AuditRow }) {
  if (!row.organisationName || !row.organisationSlug) return <span className="text-muted">—</span>
  return (
    <Link
      to="."
      search={(prev: Record<string, unknown>) => ({ ...prev, org: row.organisationSlug, page: 1 })}
      aria-label={`${row.organisationName}: show only its events`}
      className="text-brand-600 hover:underline"
    >
      {row.organisationName}
    </Link>
  )
}

function Origin({ row }: { row: AuditRow }) {
  return (
    <>
      {/* An IPv4 address stays on one line; a long IPv6 one may break. */}
      <p
        className={cn(
          'font-mono text-xs text-ink',
          (row.ipAddress?.length ?? 0) > 15 ? 'break-all' : 'whitespace-nowrap',
        )}
      >
        {row.ipAddress ?? 'Unknown address'}
      </p>
      {row.userAgent && (
        <p className="mt-0.5 text-xs text-muted" title={row.userAgent}>
          {describeUserAgent(row.userAgent).label}
        </p>
      )}
    </>
  )
}

/** One event as a card, for phones. */
function EventCard({ row }: { row: AuditRow }) {
  const facts: [string, ReactNode][] = [['Who', <Actor key="who" row={row} />]]
  if (row.subjectType) facts.push(['Subject', <Subject key="subject" row={row} />])
  if (row.organisationName) facts.push(['Organisation', <Organisation key="org" row={row} />])
  facts.push(['From', <Origin key="from" row={row} />])
  return (
    <li className="rounded-2xl border border-line bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div>
          <Action row={row} />
        </div>
        <p className="text-xs text-muted">
          <When value={row.at} />
        </p>
      </div>
      <dl className="mt-3 grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted">{term}</dt>
            <dd className="min-w-0">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  )
}

/**
 * The audit log's rows: when, who, what, about what, in which organisation, from where. A table
 * from tablet width up; cards on a phone, so nothing needs scrolling sideways.
 */
export function AuditTable({ rows, busy }: { rows: AuditRow[]; busy: boolean }) {
  return (
    <>
      <ul
        aria-label="Audit events, newest first"
        aria-busy={busy}
        className={cn('space-y-3 md:hidden', busy && 'opacity-60')}
      >
        {rows.map((row) => (
          <EventCard key={row.id} row={row} />
        ))}
      </ul>
      <div className="hidden md:block">
        <ResultsTable
          caption="Audit events, newest first"
          busy={busy}
          className="min-w-[52rem]"
          columns={['When', 'Who', 'What', 'Subject', 'Organisation', 'From where'].map(
            (label) => ({ label, className: 'px-3' }),
          )}
        >
          {rows.map((row) => (
            <tr key={row.id} className={table.row}>
              <td className={cn(table.td, 'px-3 whitespace-nowrap text-muted')}>
                <When value={row.at} stacked />
              </td>
              <td className={cn(table.td, 'px-3 max-w-60')}>
                <Actor row={row} />
              </td>
              <td className={cn(table.td, 'px-3 max-w-52')}>
                <Action row={row} />
              </td>
              <td className={cn(table.td, 'px-3 max-w-52')}>
                <Subject row={row} />
              </td>
              <td className={cn(table.td, 'px-3 max-w-44')}>
                <Organisation row={row} />
              </td>
              <td className={cn(table.td, 'px-3 max-w-44')}>
                <Origin row={row} />
              </td>
            </tr>
          ))}
        </ResultsTable>
      </div>
    </>
  )
}
