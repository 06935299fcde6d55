import { isDecision } from '@/domain/applications/status'
import { said } from '@/lib/i18n/said'
import { applicationStatusLabels } from '@/lib/options'

import type { NotificationRecipient } from '@/server/db/queries/notification-recipients'
import type { EventFacts } from '@/server/db/queries/notifications'
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
 * What an event says in the bell, in the language `said` speaks (the notification job runs it in
 * each reader's: `speakingTo`). A new application and a withdrawal go to the investor's team;
 * every other move is the investor's, and goes to the startup's team. What founders read is only
 * what the investor chose to send them (status, decision message, rejection reason) — never
 * notes, ratings or the event's own note.
 */
export function bellLineFor(event: EventFacts): BellLine {
  const applicationLink = `/investors/applications/${event.startupOrgId}`
  const names = {
    startup: event.startupName,
    channel: event.channelName,
    investor: event.investorName,
  }
  if (event.toStatus === 'submitted' && event.fromStatus === null) {
    return {
      audience: 'investor',
      kind: 'application_submitted',
      title: said('notify.application.submitted.title', names),
      body: event.oneLiner,
      link: applicationLink,
    }
  }
  if (event.toStatus === 'withdrawn') {
    return {
      audience: 'investor',
      kind: 'application_withdrawn',
      title: said('notify.application.withdrawn.title', names),
      body: null,
      link: applicationLink,
    }
  }
  if (isDecision(event.toStatus)) {
    const reason =
      event.toStatus === 'rejected' && event.rejectionReason
        ? said(`option.rejectionReasons.${event.rejectionReason}`)
        : undefined
    return {
      audience: 'startup',
      kind: 'application_decision',
      title: said(`notify.application.decision.${event.toStatus}.title`, names),
      // Whole sentences, each a message of its own.
      body: [
        said(`notify.application.decision.${event.toStatus}.body`, names),
        reason ? said('notify.application.decision.reason', { reason }) : null,
        event.decisionMessage
          ? said('notify.application.decision.message', { message: event.decisionMessage })
          : null,
      ]
        .filter(Boolean)
        .join(' '),
      link: '/startups',
    }
  }
  const status = said(`option.applicationStatuses.${event.toStatus}`)
  return {
    audience: 'startup',
    kind: 'application_status',
    title: said('notify.application.status.title', { ...names, status }),
    body: said('notify.application.status.body', { ...names, status }),
    link: '/startups',
  }
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
