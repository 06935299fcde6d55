import { isDecision } from '@/domain/applications/status'
import { applicationStatusLabels, rejectionReasonLabels } from '@/lib/options'

import type { NotificationRecipient, EventFacts } from '@/server/db/queries/notifications'
import type { notification } from '@/server/db/schema'
import type { EmailTemplate } from '@/server/email/render'

// What Sangam tells whom about an application event: the bell line, the email, the digest time.

type NotificationKind = (typeof notification.$inferInsert)['kind']

const hour = 60 * 60 * 1000
export const day = 24 * hour
/** India has one time zone and no daylight saving: UTC+5:30 all year. */
const indiaOffset = 5.5 * hour
/** Daily summaries go out at 18:00 in India, after a working day's applications. */
const digestHourInIndia = 18

/**
 * When the next daily summary goes out (the first 18:00 India time after `now`) and that day's
 * date in India, which names the summary's job.
 */
export function nextDigest(now: Date): { at: Date; day: string } {
  // Shifted by the offset, the UTC fields of a date read as the wall clock in India.
  const india = new Date(now.getTime() + indiaOffset)
  let at =
    Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate(), digestHourInIndia) -
    indiaOffset
  if (at <= now.getTime()) at += day
  return { at: new Date(at), day: new Date(at + indiaOffset).toISOString().slice(0, 10) }
}

/** One line in the bell, and whose bells it goes to. */
export type BellLine = {
  audience: 'investor' | 'startup'
  kind: NotificationKind
  title: string
  body: string | null
  link: string
}

/**
 * What an event says in the bell. A new application and a withdrawal go to the investor's team;
 * every other move is the investor's, and goes to the startup's team. What founders read is only
 * what the investor chose to send them (status, decision message, rejection reason) — never
 * notes, ratings or the event's own note.
 */
export function bellLineFor(event: EventFacts): BellLine {
  const applicationLink = `/investors/applications/${event.startupOrgId}`
  if (event.toStatus === 'submitted' && event.fromStatus === null) {
    return {
      audience: 'investor',
      kind: 'application_submitted',
      title: `New application: ${event.startupName} to ${event.channelName}`,
      body: event.oneLiner,
      link: applicationLink,
    }
  }
  if (event.toStatus === 'withdrawn') {
    return {
      audience: 'investor',
      kind: 'application_withdrawn',
      title: `${event.startupName} withdrew from ${event.channelName}`,
      body: null,
      link: applicationLink,
    }
  }
  if (isDecision(event.toStatus)) {
    const accepted = event.toStatus === 'accepted'
    const reason = reasonLabelOf(event)
    return {
      audience: 'startup',
      kind: 'application_decision',
      title: accepted
        ? `${event.channelName}: your application was accepted`
        : `${event.channelName}: a decision on your application`,
      body: [
        accepted
          ? `${event.investorName} accepted your application.`
          : `${event.investorName} decided not to go ahead.`,
        reason ? `Reason: ${reason}.` : null,
        event.decisionMessage ? `“${event.decisionMessage}”` : null,
      ]
        .filter(Boolean)
        .join(' '),
      link: '/startups',
    }
  }
  const statusLabel = applicationStatusLabels[event.toStatus]
  return {
    audience: 'startup',
    kind: 'application_status',
    title: `${event.channelName}: your application is now ${statusLabel}`,
    body: `${event.investorName} moved your application to ${statusLabel}.`,
    link: '/startups',
  }
}

export function reasonLabelOf(event: EventFacts): string | undefined {
  return event.toStatus === 'rejected' && event.rejectionReason
    ? rejectionReasonLabels[event.rejectionReason]
    : undefined
}

/** The email a person gets about an event now, 'digest' for the daily summary, or none. */
export function emailFor(
  event: EventFacts,
  line: BellLine,
  person: NotificationRecipient,
  url: (path: string) => string,
): EmailTemplate | 'digest' | null {
  if (line.kind === 'application_submitted') {
    if (person.newApplicationEmail === 'off') return null
    if (person.newApplicationEmail === 'daily') return 'digest'
    return {
      template: 'new-application',
      props: {
        name: person.name,
        startupName: event.startupName,
        channelName: event.channelName,
        oneLiner: event.oneLiner ?? undefined,
        url: url(line.link),
      },
    }
  }
  if (line.kind === 'application_withdrawn' || !person.statusEmail) return null
  const about = {
    name: person.name,
    startupName: event.startupName,
    channelName: event.channelName,
    investorName: event.investorName,
    url: url(line.link),
  }
  if (event.toStatus === 'accepted' || event.toStatus === 'rejected') {
    return {
      template: 'application-decision',
      props: {
        ...about,
        decision: event.toStatus,
        message: event.decisionMessage ?? '',
        reason: event.toStatus === 'rejected' ? (event.rejectionReason ?? undefined) : undefined,
      },
    }
  }
  return {
    template: 'application-status',
    props: { ...about, statusLabel: applicationStatusLabels[event.toStatus] },
  }
}
