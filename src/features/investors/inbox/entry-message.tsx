import { ExternalLink, Paperclip } from 'lucide-react'
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { Card } from '@/components/ui/card'
import { shownDate } from '@/lib/i18n/dates'

import { authorOf, senderText, type InboxEntry } from './types'

/**
 * The email as received, as text only: HTML is never kept or rendered (decision 0048). Links are
 * listed apart, opening in a new tab without the referrer.
 */
export function EntryMessage({ entry }: { entry: InboxEntry }) {
  const intl = useIntl()
  const headingId = useId()
  const author = authorOf(entry)
  return (
    <Card className="p-4 sm:p-6" role="region" aria-labelledby={headingId}>
      <h2
        id={headingId}
        className="text-lg font-semibold break-words text-ink"
        translate={entry.subject ? 'no' : undefined}
      >
        {entry.subject || <FormattedMessage id="deals.inbox.row.noSubject" />}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">
          <FormattedMessage id="deals.message.from" />
        </dt>
        <dd className="min-w-0 break-words text-ink" translate="no">
          {senderText(author.name, author.email)}
        </dd>
        {author.forwarded && (
          <>
            <dt className="text-muted">
              <FormattedMessage id="deals.message.forwardedBy" />
            </dt>
            <dd className="min-w-0 break-words text-ink" translate="no">
              {senderText(entry.senderName, entry.senderEmail)}
            </dd>
          </>
        )}
        <dt className="text-muted">
          <FormattedMessage id="deals.message.received" />
        </dt>
        <dd className="text-ink">{shownDate(intl, entry.receivedAt)}</dd>
      </dl>
      <div
        className="mt-4 rounded-lg bg-surface p-3 text-sm leading-relaxed break-words whitespace-pre-wrap text-ink"
        translate={entry.bodyText.trim() ? 'no' : undefined}
      >
        {entry.bodyText.trim() || <FormattedMessage id="deals.message.noText" />}
      </div>
      {entry.links.length > 0 && (
        <div className="mt-4">
          <h3 className="text-sm font-medium text-ink">
            <FormattedMessage id="deals.message.links" />
          </h3>
          <ul className="mt-1 space-y-1 text-sm">
            {entry.links.map((link) => (
              <li key={link} className="min-w-0">
                <a
                  href={link}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="inline-flex max-w-full items-center gap-1 text-brand-700 hover:underline"
                >
                  <span className="truncate" translate="no">
                    {link}
                  </span>
                  <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {entry.skippedAttachments.length > 0 && (
        <div className="mt-4">
          <h3 className="text-sm font-medium text-ink">
            <FormattedMessage id="deals.message.skipped" />
          </h3>
          <ul className="mt-1 space-y-1 text-sm text-muted">
            {entry.skippedAttachments.map((skipped, index) => (
              <li key={`${skipped.name}-${index}`} className="flex items-start gap-1.5">
                <Paperclip className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                <span className="min-w-0 break-words">
                  <FormattedMessage
                    id="deals.message.skippedItem"
                    values={{
                      name: skipped.name,
                      reason: skipped.reason,
                      file: (chunks) => (
                        <span className="text-ink" translate="no">
                          {chunks}
                        </span>
                      ),
                    }}
                  />
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  )
}
