/** The results as cards, on screens narrower than the table needs. */
import { FormattedMessage, useIntl } from 'react-intl'

import { ApplicationStatusBadge } from '@/components/application-status-badge'
import { Card } from '@/components/ui/card'
import { cn } from '@/lib/cn'

import { assignee, raise } from './result-columns'
import {
  profileLine,
  RowCheckbox,
  StartupLink,
  useRowClick,
  type SelectionProps,
} from './result-row-parts'
import { Fit, LastActivity, Ratings, Waiting } from './triage-cells'

/** One card a row: the startup, its status and its facts in two columns, and its checkbox. */
export function ResultCards({
  rows,
  selected,
  onSelect,
  compact,
  listQuery,
}: SelectionProps & { compact: boolean; listQuery: string }) {
  const intl = useIntl()
  const open = useRowClick(listQuery)
  return (
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
                  <dt className="sr-only">{intl.formatMessage({ id: 'pipeline.results.fit' })}</dt>
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
                        // A teammate's name is data; "Unassigned" is the product's word.
                        assignee: row.assignee ? (
                          <span translate="no">{row.assignee.name}</span>
                        ) : (
                          assignee(row, intl)
                        ),
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
  )
}
