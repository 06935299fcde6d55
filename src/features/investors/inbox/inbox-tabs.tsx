import { Link } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'

import { inboxTabs } from '@/domain/intake/inbox'
import type { IntakeStatus } from '@/domain/intake/intake'
import { cn } from '@/lib/cn'

import { intakeStatusMessages } from './types'

/** The Inbox's tabs, each with its count. */
export function InboxTabs({
  current,
  counts,
}: {
  current: IntakeStatus
  counts: Record<IntakeStatus, number> | undefined
}) {
  const intl = useIntl()
  return (
    <nav aria-label={intl.formatMessage({ id: 'deals.inbox.tabs' })} className="mb-4">
      <ul className="inline-flex flex-wrap gap-1 rounded-lg border border-line bg-white p-1">
        {inboxTabs.map((tab) => (
          <li key={tab}>
            <Link
              to="/investors/inbox"
              search={tab === 'new' ? {} : { status: tab }}
              // The tabs differ by their search alone: only the same search is this tab.
              activeOptions={{ exact: true }}
              aria-current={tab === current ? 'page' : undefined}
              className={cn(
                'flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium',
                tab === current ? 'bg-brand-600 text-white' : 'text-ink hover:bg-brand-50',
              )}
            >
              <FormattedMessage id={intakeStatusMessages[tab]} />
              {counts && (
                <span
                  className={cn(
                    'rounded-full px-1.5 text-xs tabular-nums',
                    tab === current ? 'bg-white/20' : 'bg-surface text-muted',
                  )}
                >
                  {counts[tab]}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
