/** The table's columns after the startup's, for each density: header, width and cell. */
import type { ReactNode } from 'react'
import type { IntlShape } from 'react-intl'

import { ApplicationStatusBadge } from '@/components/application-status-badge'
import type { ListDensity } from '@/domain/accounts/preferences'
import type { pipeline } from '@/lib/i18n/messages/en/pipeline'
import { shownRupees } from '@/lib/i18n/rupees'

import { Fit, LastActivity, Ratings, Waiting } from './triage-cells'
import type { ApplicationListRow } from './types'

/** Between a label and its value. */
const space = ' '

type Column = {
  /** The column's header, a message of the catalog. */
  label: keyof typeof pipeline
  /** Width of the column (the startup's takes what is left). */
  width: string
  className?: string
  cell: (row: ApplicationListRow, intl: IntlShape) => ReactNode
  /** The whole text, as a tooltip, for a column that cuts it short. */
  title?: (row: ApplicationListRow, intl: IntlShape) => string
  /**
   * Whether the cell (and its tooltip) holds only people's own words, a channel's title or a
   * teammate's name: marked translate="no", since data is never translated.
   */
  own?: (row: ApplicationListRow) => boolean
}

/** The channel's title is always the investor's own; the assignee is a name unless nobody is. */
const always = () => true
const assigned = (row: ApplicationListRow) => Boolean(row.assignee)

/** Who the application is assigned to, or that nobody is. */
export const assignee = (row: ApplicationListRow, intl: IntlShape) =>
  row.assignee?.name ?? intl.formatMessage({ id: 'pipeline.results.unassigned' })
/** The planned raise in rupees, or a dash. */
export const raise = (row: ApplicationListRow, intl: IntlShape) =>
  (row.plannedRaise != null && shownRupees(intl, row.plannedRaise)) || '—'

/**
 * Compact: one fact per column, one line per row. Comfortable: the same facts in pairs, one under
 * the other, so the startup's own column keeps room for its one-liner.
 */
export const columnsOf: Record<ListDensity, Column[]> = {
  compact: [
    {
      label: 'pipeline.results.channel',
      width: 'w-[9.5rem]',
      className: 'truncate',
      cell: (row) => row.channel.title,
      title: (row) => row.channel.title,
      own: always,
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
      own: assigned,
    },
  ],
  comfortable: [
    {
      label: 'pipeline.results.channel',
      width: 'w-[8.5rem]',
      className: 'break-words',
      cell: (row) => row.channel.title,
      own: always,
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
          <p
            className="truncate text-muted"
            title={assignee(row, intl)}
            translate={assigned(row) ? 'no' : undefined}
          >
            {assignee(row, intl)}
          </p>
        </div>
      ),
    },
  ],
}
