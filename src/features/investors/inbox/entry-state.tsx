/** Where an Inbox entry stands, as the head of its answer card says it. */
import { Link } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'

import { buttonVariants } from '@/components/ui/button'
import { shownDate } from '@/lib/i18n/dates'

import type { InboxEntry } from './types'

/** Where the entry stands: invited, claimed (with its startup and application), answered. */
export function EntryState({ entry }: { entry: InboxEntry }) {
  const intl = useIntl()
  if (entry.status === 'claimed' && entry.startup) {
    return (
      <div className="space-y-2 text-sm">
        <p className="text-ink">
          <FormattedMessage
            id="deals.entry.state.claimed"
            values={{
              date: shownDate(intl, entry.claimedAt),
              startup: entry.startup.name,
              b: (chunks) => <strong translate="no">{chunks}</strong>,
            }}
          />
        </p>
        <p className="text-muted">
          {entry.application ? (
            <FormattedMessage id="deals.entry.state.applied" />
          ) : entry.channel ? (
            <FormattedMessage
              id="deals.entry.state.notApplied"
              values={{ channel: entry.channel.title }}
            />
          ) : (
            <FormattedMessage id="deals.entry.state.discoverable" />
          )}
        </p>
        <Link
          to="/investors/applications/$startupId"
          params={{ startupId: entry.startup.id }}
          className={buttonVariants({ size: 'sm' })}
        >
          {entry.application ? (
            <FormattedMessage id="deals.entry.state.openApplication" />
          ) : (
            <FormattedMessage
              id="deals.entry.state.openStartup"
              values={{ startup: entry.startup.name }}
            />
          )}
        </Link>
      </div>
    )
  }
  if (entry.status === 'not_for_us') {
    return (
      <p className="text-sm text-ink">
        <FormattedMessage
          id="deals.entry.state.answered"
          values={{ date: shownDate(intl, entry.answeredAt) }}
        />
      </p>
    )
  }
  if (entry.status === 'archived') {
    return (
      <p className="text-sm text-ink">
        <FormattedMessage
          id="deals.entry.state.archived"
          values={{ invited: entry.invitedAt ? 'yes' : 'no' }}
        />
      </p>
    )
  }
  if (entry.invitedAt) {
    return (
      <p className="text-sm text-ink">
        <FormattedMessage
          id="deals.entry.state.invited"
          values={{
            known: entry.invitedBy != null ? 'yes' : 'no',
            inviter: entry.invitedBy ?? '',
            email: entry.invitedEmail ?? '',
            date: shownDate(intl, entry.invitedAt),
            channel: entry.channel ? 'yes' : 'no',
            channelTitle: entry.channel?.title ?? '',
            expires: shownDate(intl, entry.claimExpiresAt),
          }}
        />
      </p>
    )
  }
  return (
    <p className="text-sm text-muted">
      <FormattedMessage id="deals.entry.state.new" />
    </p>
  )
}
