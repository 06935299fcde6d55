import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'

import { DateTimeText } from '@/components/time-zone'
import { optionLabel } from '@/lib/i18n/option-labels'

import { stageLabel } from './status-mover'
import type { TimelineEvent } from './types'

/**
 * A stage as the event named it, with today's name when it was renamed since: "First call (now
 * Intro call)". Events made before stages existed name the status.
 */
function stageWords(
  intl: IntlShape,
  then: string | null,
  now: string | null,
  status: TimelineEvent['toStatus'],
) {
  const named = then ?? now
  if (!named) return optionLabel(intl, 'applicationStatuses', status)
  const shown = stageLabel(intl, named, status)
  return now && then && now !== then
    ? intl.formatMessage(
        { id: 'review.timeline.renamed' },
        { then: shown, now: stageLabel(intl, now, status) },
      )
    : shown
}

/** What the event did, by its kind: submitted, set, withdrawn, decided or moved. */
function describe(intl: IntlShape, event: TimelineEvent): string {
  const to = stageWords(intl, event.toStageThen, event.toStage, event.toStatus)
  if (!event.fromStatus)
    return event.toStatus === 'submitted'
      ? intl.formatMessage({ id: 'review.timeline.submitted' })
      : intl.formatMessage({ id: 'review.timeline.setTo' }, { to })
  if (event.toStatus === 'withdrawn') return intl.formatMessage({ id: 'review.timeline.withdrew' })
  if (event.toStatus === 'accepted') return intl.formatMessage({ id: 'review.timeline.accepted' })
  if (event.toStatus === 'rejected') return intl.formatMessage({ id: 'review.timeline.rejected' })
  const from = event.fromStage
    ? stageLabel(intl, event.fromStage, event.fromStatus)
    : optionLabel(intl, 'applicationStatuses', event.fromStatus)
  return intl.formatMessage({ id: 'review.timeline.moved' }, { from, to })
}

/** Between who and what: punctuation, the same in every language. */
const separator = ' · '

/** Every status change of an application, newest first: who, what and when. */
export function Timeline({ events }: { events: TimelineEvent[] }) {
  const intl = useIntl()
  if (events.length === 0)
    return (
      <p className="text-sm text-muted">
        <FormattedMessage id="review.timeline.none" />
      </p>
    )
  return (
    <ol className="relative space-y-4 border-l border-line pl-5">
      {events.map((event) => (
        <li key={event.id} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.59rem] size-2.5 rounded-full border-2 border-white bg-brand-500 ring-1 ring-line"
          />
          <p className="text-sm text-ink">
            {event.actorName ? (
              <span className="font-medium" translate="no">
                {event.actorName}
              </span>
            ) : (
              <span className="font-medium">
                <FormattedMessage id="review.timeline.formerActor" />
              </span>
            )}
            {separator}
            {describe(intl, event)}
          </p>
          <p className="text-xs text-muted">
            <DateTimeText value={event.createdAt} />
          </p>
          {event.note && (
            <p className="mt-1 text-sm whitespace-pre-line text-ink/80" translate="no">
              {event.note}
            </p>
          )}
        </li>
      ))}
    </ol>
  )
}
