/** The Inbox entry's keys: which key presses are the page's, and the card that lists them. */
import { FormattedMessage, useIntl } from 'react-intl'

import { Card } from '@/components/ui/card'
import { inboxKeyHelp } from '@/domain/intake/inbox-keys'
import type { MessageId } from '@/lib/i18n/catalog'

/** What each key of `inboxKeyHelp` does, by its English meaning there. */
const keyMeanings: Partial<Record<string, MessageId>> = {
  'Next entry': 'deals.entry.keys.next',
  'Previous entry': 'deals.entry.keys.previous',
  'Invite the founder': 'deals.entry.keys.invite',
  'Not for us': 'deals.entry.keys.decline',
  'Archive, or bring back': 'deals.entry.keys.archive',
  'Show or hide the keys': 'deals.entry.keys.help',
}

/** Keys typed into a field, or with a dialog open, are the field's and the dialog's. */
export function keyIsForThePage(event: KeyboardEvent) {
  if (event.defaultPrevented) return false
  const target = event.target as HTMLElement | null
  // The deck viewer turns its pages with the arrows (it declares its keys).
  const owner =
    'input, textarea, select, [contenteditable="true"], [role="dialog"], [aria-keyshortcuts]'
  if (target?.closest(owner)) return false
  return document.querySelector('[role="dialog"], [role="alertdialog"]') === null
}

/** The keys of an entry and what each does, shown and hidden from the page's header. */
export function EntryKeys({ id }: { id: string }) {
  const intl = useIntl()
  return (
    <Card id={id} className="p-4" role="region" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mb-2 text-sm font-semibold text-ink">
        <FormattedMessage id="deals.entry.keys.heading" />
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        {inboxKeyHelp.map(([keys, meaning]) => (
          <div key={meaning} className="contents">
            <dt className="text-xs text-muted">
              {intl.formatList(
                keys.map((key) => (
                  <kbd
                    key={key}
                    className="rounded border border-line bg-surface px-1.5 font-mono text-ink"
                  >
                    {key}
                  </kbd>
                )),
                { type: 'disjunction' },
              )}
            </dt>
            <dd className="text-ink">
              {keyMeanings[meaning] ? intl.formatMessage({ id: keyMeanings[meaning] }) : meaning}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  )
}
