import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { dateTimeParts, useTimeZone } from '@/components/time-zone'
import { Badge } from '@/components/ui/card'
import { cn } from '@/lib/cn'
import type { MessageId } from '@/lib/i18n/catalog'
import { describeUserAgent } from '@/lib/user-agent'

import { actionLabel, actionTone, detailParts, subjectWords } from './audit-words'
import { ResultsTable, table } from './list-controls'
import type { AuditRow } from './types'

/** What an empty cell shows, in every language. */
const none = '—'

const toneClass: Record<ReturnType<typeof actionTone>, string> = {
  neutral: 'bg-slate-100 text-slate-700',
  alert: 'bg-red-50 text-red-800',
  change: 'bg-brand-50 text-brand-700',
  export: 'bg-sky-50 text-sky-800',
}

/** 'Nov 26, 2026' over '9:54 AM IST' in the table, on one line in a card; the viewer's zone. */
function When({ value, stacked }: { value: Date; stacked?: boolean }) {
  const parts = dateTimeParts(useIntl(), value, useTimeZone())
  if (!parts) return null
  const cut = parts.dayAndTime.lastIndexOf(', ')
  // The zone's name (IST) is the same in every language.
  const zoneName = <span translate="no">{parts.zoneName}</span>
  return (
    <time dateTime={new Date(value).toISOString()}>
      {stacked ? (
        <>
          <span className="block text-ink">{parts.dayAndTime.slice(0, cut)}</span>
          <span className="block">
            {parts.dayAndTime.slice(cut + 2)} {zoneName}
          </span>
        </>
      ) : (
        <>
          {parts.dayAndTime} {zoneName}
        </>
      )}
    </time>
  )
}

/**
 * An address that, when it must wrap, wraps after its '@' rather than mid-word; someone's own, so
 * kept as written (translate="no").
 */
function Email({ value }: { value: string }) {
  const at = value.indexOf('@')
  return (
    <span translate="no">
      {at < 0 ? (
        value
      ) : (
        <>
          {value.slice(0, at + 1)}
          <wbr />
          {value.slice(at + 1)}
        </>
      )}
    </span>
  )
}

function Actor({ row }: { row: AuditRow }) {
  if (!row.actorUserId) {
    return (
      <>
        <p className="text-ink">
          <FormattedMessage id="admin.audit.notSignedIn" />
        </p>
        {row.actorEmail && (
          <p className="text-sm break-words text-muted">
            <FormattedMessage
              id="admin.audit.tried"
              values={{ email: <Email key="email" value={row.actorEmail} /> }}
            />
          </p>
        )}
      </>
    )
  }
  return (
    <>
      {row.actorName && (
        <p className="font-medium text-ink" translate="no">
          {row.actorName}
        </p>
      )}
      {row.actorEmail && (
        <p className="text-sm break-words text-muted">
          <Email value={row.actorEmail} />
        </p>
      )}
    </>
  )
}

function Action({ row }: { row: AuditRow }) {
  const intl = useIntl()
  const detail = detailParts(intl, row.action, row.details)
  return (
    <>
      <Badge className={cn('whitespace-nowrap', toneClass[actionTone(row.action)])}>
        {actionLabel(intl, row.action)}
      </Badge>
      {detail.length > 0 && (
        <p className="mt-1 text-xs wrap-anywhere text-muted">
          {/* A stage's name as the fund wrote it, or a code as recorded, is kept as it is. */}
          {detail.map((part, i) =>
            part.asIs ? (
              <span key={i} translate="no">
                {part.text}
              </span>
            ) : (
              part.text
            ),
          )}
        </p>
      )}
    </>
  )
}

function Subject({ row }: { row: AuditRow }) {
  const subject = subjectWords(useIntl(), row)
  if (!subject) return <span className="text-muted">{none}</span>
  return (
    <>
      <p className="text-xs text-muted">{subject.type}</p>
      <p className="wrap-anywhere text-ink" translate="no">
        {subject.name}
      </p>
    </>
  )
}

function Organisation({ row }: { row: AuditRow }) {
  const intl = useIntl()
  if (!row.organisationName || !row.organisationSlug) {
    return <span className="text-muted">{none}</span>
  }
  return (
    <Link
      to="."
      search={(prev: Record<string, unknown>) => ({ ...prev, org: row.organisationSlug, page: 1 })}
      aria-label={intl.formatMessage(
        { id: 'admin.audit.organisationOnly' },
        { organisation: row.organisationName },
      )}
      className="text-brand-600 hover:underline"
    >
      <span translate="no">{row.organisationName}</span>
    </Link>
  )
}

function Origin({ row }: { row: AuditRow }) {
  const intl = useIntl()
  return (
    <>
      {/* An IPv4 address stays on one line; a long IPv6 one may break. */}
      <p
        className={cn(
          'font-mono text-xs text-ink',
          (row.ipAddress?.length ?? 0) > 15 ? 'break-all' : 'whitespace-nowrap',
        )}
      >
        {row.ipAddress != null ? (
          <span translate="no">{row.ipAddress}</span>
        ) : (
          <FormattedMessage id="admin.audit.unknownAddress" />
        )}
      </p>
      {row.userAgent && (
        // On hover, the user agent as the browser sent it: not words of the page (translate="no").
        // The device's description inside ('Chrome on macOS') is the page's again: translate="yes".
        <p className="mt-0.5 text-xs text-muted" title={row.userAgent} translate="no">
          <span translate="yes">{describeUserAgent(row.userAgent, intl).label}</span>
        </p>
      )}
    </>
  )
}

/** One event as a card, for phones. */
function EventCard({ row }: { row: AuditRow }) {
  const facts: [MessageId, ReactNode][] = [
    ['admin.audit.column.who', <Actor key="who" row={row} />],
  ]
  if (row.subjectType) {
    facts.push(['admin.audit.column.subject', <Subject key="subject" row={row} />])
  }
  if (row.organisationName) {
    facts.push(['admin.audit.column.organisation', <Organisation key="org" row={row} />])
  }
  facts.push(['admin.audit.card.from', <Origin key="from" row={row} />])
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
            <dt className="text-muted">
              <FormattedMessage id={term} />
            </dt>
            <dd className="min-w-0">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  )
}

const columns: readonly MessageId[] = [
  'admin.audit.column.when',
  'admin.audit.column.who',
  'admin.audit.column.what',
  'admin.audit.column.subject',
  'admin.audit.column.organisation',
  'admin.audit.column.fromWhere',
]

/**
 * The audit log's rows: when, who, what, about what, in which organisation, from where. A table
 * from tablet width up; cards on a phone, so nothing needs scrolling sideways.
 */
export function AuditTable({ rows, busy }: { rows: AuditRow[]; busy: boolean }) {
  const intl = useIntl()
  const caption = intl.formatMessage({ id: 'admin.audit.table' })
  return (
    <>
      <ul
        aria-label={caption}
        aria-busy={busy}
        className={cn('space-y-3 md:hidden', busy && 'opacity-60')}
      >
        {rows.map((row) => (
          <EventCard key={row.id} row={row} />
        ))}
      </ul>
      <div className="hidden md:block">
        <ResultsTable
          caption={caption}
          busy={busy}
          className="min-w-[52rem]"
          columns={columns.map((id) => ({ label: intl.formatMessage({ id }), className: 'px-3' }))}
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
