import { Link } from '@tanstack/react-router'
import { FileText, Forward, MessageSquare, Star } from 'lucide-react'
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { Card } from '@/components/ui/card'
import type { IntakeStatus } from '@/domain/intake/intake'
import { shownDate } from '@/lib/i18n/dates'

import { authorOf, senderText, type InboxRow } from './types'

/** One entry of an Inbox tab: the startup as guessed, who wrote, the subject and what it holds. */
export function EntryRow({ entry, tab }: { entry: InboxRow; tab: IntakeStatus }) {
  const intl = useIntl()
  const headingId = useId()
  const author = authorOf(entry)
  // A startup's or a person's name, or an address, is data: never translated.
  const known = entry.startupName ?? author.name ?? author.email
  const name = known ?? intl.formatMessage({ id: 'deals.inbox.row.unknownSender' })
  return (
    <Card className="p-4" role="article" aria-labelledby={headingId}>
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
        <h2 id={headingId} className="min-w-0 text-base font-semibold text-ink">
          <Link
            to="/investors/inbox/$entryId"
            params={{ entryId: entry.id }}
            search={tab === 'new' ? {} : { status: tab }}
            className="hover:underline"
            translate={known ? 'no' : undefined}
          >
            {name}
          </Link>
        </h2>
        <p className="shrink-0 text-xs text-muted">{shownDate(intl, entry.receivedAt)}</p>
      </div>
      <p className="mt-0.5 truncate text-sm text-ink" translate={entry.subject ? 'no' : undefined}>
        {entry.subject || <FormattedMessage id="deals.inbox.row.noSubject" />}
      </p>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
        <span>
          {author.forwarded ? (
            <>
              <Forward className="mr-1 inline size-3.5" aria-hidden="true" />
              <FormattedMessage
                id="deals.inbox.row.forwarded"
                values={{
                  author: <span translate="no">{author.name ?? author.email ?? ''}</span>,
                  forwarder: <span translate="no">{author.forwarderName ?? ''}</span>,
                }}
              />
            </>
          ) : (
            <FormattedMessage
              id="deals.inbox.row.from"
              values={{
                sender: <span translate="no">{senderText(author.name, author.email)}</span>,
              }}
            />
          )}
        </span>
        {entry.startupWebsite && (
          <span className="truncate" translate="no">
            {entry.startupWebsite}
          </span>
        )}
        {entry.deckCount > 0 && (
          <span>
            <FileText className="mr-1 inline size-3.5" aria-hidden="true" />
            <FormattedMessage id="deals.inbox.row.decks" values={{ count: entry.deckCount }} />
          </span>
        )}
        {entry.noteCount > 0 && (
          <span>
            <MessageSquare className="mr-1 inline size-3.5" aria-hidden="true" />
            <FormattedMessage id="deals.inbox.row.notes" values={{ count: entry.noteCount }} />
          </span>
        )}
        {entry.ratingCount > 0 && (
          <span>
            <Star className="mr-1 inline size-3.5" aria-hidden="true" />
            <FormattedMessage id="deals.inbox.row.ratings" values={{ count: entry.ratingCount }} />
          </span>
        )}
      </p>
    </Card>
  )
}
