import { applicationStatusLabels } from '@/lib/options'
import { DateTimeText } from '@/components/time-zone'

import type { TimelineEvent } from './types'

/**
 * A stage as the event named it, with today's name when it was renamed since: "First call (now
 * Intro call)". Events made before stages existed name the status.
 */
function stageWords(then: string | null, now: string | null, status: TimelineEvent['toStatus']) {
  const named = then ?? now ?? applicationStatusLabels[status]
  return now && then && now !== then ? `${named} (now ${now})` : named
}

function describe(event: TimelineEvent): string {
  const to = stageWords(event.toStageThen, event.toStage, event.toStatus)
  if (!event.fromStatus)
    return event.toStatus === 'submitted' ? 'Submitted the application' : `Set to ${to}`
  if (event.toStatus === 'withdrawn') return 'Withdrew the application'
  if (event.toStatus === 'accepted') return 'Accepted the application'
  if (event.toStatus === 'rejected') return 'Rejected the application'
  return `Moved from ${event.fromStage ?? applicationStatusLabels[event.fromStatus]} to ${to}`
}

/** Every status change of an application, newest first: who, what and when. */
export function Timeline({ events }: { events: TimelineEvent[] }) {
  if (events.length === 0) return <p className="text-sm text-muted">No events yet.</p>
  return (
    <ol className="relative space-y-4 border-l border-line pl-5">
      {events.map((event) => (
        <li key={event.id} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.59rem] size-2.5 rounded-full border-2 border-white bg-brand-500 ring-1 ring-line"
          />
          <p className="text-sm text-ink">
            <span className="font-medium">{event.actorName ?? 'Someone no longer on Sangam'}</span>
            {' · '}
            {describe(event)}
          </p>
          <p className="text-xs text-muted">
            <DateTimeText value={event.createdAt} />
          </p>
          {event.note && (
            <p className="mt-1 text-sm whitespace-pre-line text-ink/80">{event.note}</p>
          )}
        </li>
      ))}
    </ol>
  )
}
