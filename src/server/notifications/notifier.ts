import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm'

import { isDecision } from '@/domain/applications/status'
import { applicationStatusLabels, rejectionReasonLabels } from '@/lib/options'

import type { Database } from '../db/client'
import {
  application,
  applicationEvent,
  channel,
  member,
  notification,
  notificationPreference,
  organisation,
  user,
} from '../db/schema'
import type { Mailer } from '../email/mailer'
import type { EmailTemplate } from '../email/render'
import { queueNames, type JobQueue } from '../jobs/queue'

type EventsJob = { eventIds: string[] }
type DigestJob = { userId: string }

type NotificationKind = (typeof notification.$inferInsert)['kind']
type NewApplicationEmail = (typeof notificationPreference.$inferSelect)['newApplicationEmail']

const hour = 60 * 60 * 1000
const day = 24 * hour
/** India has one time zone and no daylight saving: UTC+5:30 all year. */
const indiaOffset = 5.5 * hour
/** Daily summaries go out at 18:00 in India, after a working day's applications. */
const digestHourInIndia = 18
/** Rows per insert, well under PostgreSQL's limit of bind parameters. */
const insertBatch = 1000

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

export type EventFacts = Awaited<ReturnType<typeof loadEvents>>[number]

/** The application events with what a notification about them names: startup, channel, investor. */
export function loadEvents(db: Database, eventIds: string[]) {
  return db
    .select({
      eventId: applicationEvent.id,
      actorId: applicationEvent.actorId,
      fromStatus: applicationEvent.fromStatus,
      toStatus: applicationEvent.toStatus,
      createdAt: applicationEvent.createdAt,
      startupOrgId: application.startupOrgId,
      investorOrgId: application.investorOrgId,
      startupName: application.startupName,
      oneLiner: application.oneLiner,
      decisionMessage: application.decisionMessage,
      rejectionReason: application.rejectionReason,
      channelName: channel.title,
      investorName: organisation.name,
    })
    .from(applicationEvent)
    .innerJoin(application, eq(application.id, applicationEvent.applicationId))
    .innerJoin(channel, eq(channel.id, application.channelId))
    .innerJoin(organisation, eq(organisation.id, application.investorOrgId))
    .where(inArray(applicationEvent.id, eventIds))
    .orderBy(asc(applicationEvent.createdAt))
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

function reasonLabelOf(event: EventFacts): string | undefined {
  return event.toStatus === 'rejected' && event.rejectionReason
    ? rejectionReasonLabels[event.rejectionReason]
    : undefined
}

type Person = {
  organisationId: string
  userId: string
  name: string
  email: string
  newApplicationEmail: NewApplicationEmail
  statusEmail: boolean
}

/**
 * Notifications come from application events: a request writes its events, then hands their ids
 * to a job, and the job decides who hears about them (bell and email). Requests stay fast however
 * many people are told, and a failed email does not undo a status change.
 */
export function createNotifier({
  db,
  jobs,
  mailer,
  baseURL,
}: {
  db: Database
  jobs: JobQueue
  mailer: Mailer
  baseURL: string
}) {
  const url = (path: string) => new URL(path, baseURL).toString()

  /** The email a person gets about an event now, 'digest' for the daily summary, or none. */
  function emailFor(
    event: EventFacts,
    line: BellLine,
    person: Person,
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
          reasonLabel: reasonLabelOf(event),
        },
      }
    }
    return {
      template: 'application-status',
      props: { ...about, statusLabel: applicationStatusLabels[event.toStatus] },
    }
  }

  async function membersOf(organisationIds: string[]): Promise<Person[]> {
    if (organisationIds.length === 0) return []
    const rows = await db
      .select({
        organisationId: member.organisationId,
        userId: user.id,
        name: user.name,
        email: user.email,
        newApplicationEmail: notificationPreference.newApplicationEmail,
        statusEmail: notificationPreference.statusEmail,
      })
      .from(member)
      .innerJoin(user, eq(user.id, member.userId))
      .leftJoin(notificationPreference, eq(notificationPreference.userId, member.userId))
      .where(inArray(member.organisationId, organisationIds))
    // No preference row means the defaults.
    return rows.map((row) => ({
      ...row,
      newApplicationEmail: row.newApplicationEmail ?? 'each',
      statusEmail: row.statusEmail ?? true,
    }))
  }

  /**
   * One summary job per person and day: the digest queue drops a job whose key is already
   * waiting. Should two ever run, the second finds nothing new and sends nothing.
   */
  async function scheduleDigest(userId: string, now: Date): Promise<void> {
    const next = nextDigest(now)
    await jobs.send(queueNames.notifyDigest, { userId } satisfies DigestJob, {
      startAfter: next.at,
      singletonKey: `digest:${userId}:${next.day}`,
    })
  }

  /**
   * Writes the bell lines of the events and sends their emails. Safe to run again for the same
   * events (the job queue retries): a person gets each event's line and each email once.
   */
  async function fanOut({ eventIds }: EventsJob): Promise<void> {
    if (eventIds.length === 0) return
    const events = await loadEvents(db, [...new Set(eventIds)])
    const lines = events.map((event) => {
      const line = bellLineFor(event)
      const organisationId = line.audience === 'investor' ? event.investorOrgId : event.startupOrgId
      return { event, line, organisationId }
    })
    const people = await membersOf([...new Set(lines.map((l) => l.organisationId))])
    // The person who made a change is not told about it.
    const planned = lines.flatMap(({ event, line, organisationId }) =>
      people
        .filter(
          (person) => person.organisationId === organisationId && person.userId !== event.actorId,
        )
        .map((person) => ({ event, line, person })),
    )

    for (let i = 0; i < planned.length; i += insertBatch) {
      await db
        .insert(notification)
        .values(
          planned.slice(i, i + insertBatch).map(({ event, line, person }) => ({
            userId: person.userId,
            kind: line.kind,
            title: line.title,
            body: line.body,
            link: line.link,
            eventId: event.eventId,
          })),
        )
        .onConflictDoNothing()
    }

    // Emails are keyed by event and person, so a run that stopped half-way mails, when retried,
    // exactly those it had not mailed yet.
    const now = new Date()
    const digests = new Set<string>()
    for (const { event, line, person } of planned) {
      const email = emailFor(event, line, person)
      if (email === 'digest') digests.add(person.userId)
      else if (email) {
        await mailer.send(person.email, email, {
          dedupeKey: `event:${event.eventId}:${person.userId}`,
        })
      }
    }
    for (const userId of digests) await scheduleDigest(userId, now)
  }

  /**
   * One person's daily summary: every new application they were told about in the bell since the
   * last summary. The preference row is locked while the summary is claimed, so two runs never
   * mail the same applications; with nothing new, no email goes out.
   */
  async function digest({ userId }: DigestJob): Promise<void> {
    const window = await db.transaction(async (tx) => {
      const [preference] = await tx
        .select()
        .from(notificationPreference)
        .where(eq(notificationPreference.userId, userId))
        .for('update')
      if (!preference || preference.newApplicationEmail !== 'daily') return null
      const until = new Date()
      await tx
        .update(notificationPreference)
        .set({ lastDigestAt: until })
        .where(eq(notificationPreference.userId, userId))
      return { since: preference.lastDigestAt ?? new Date(until.getTime() - day), until }
    })
    if (!window) return

    const items = await db
      .select({
        startupOrgId: application.startupOrgId,
        startupName: application.startupName,
        channelName: channel.title,
      })
      .from(notification)
      .innerJoin(applicationEvent, eq(applicationEvent.id, notification.eventId))
      .innerJoin(application, eq(application.id, applicationEvent.applicationId))
      .innerJoin(channel, eq(channel.id, application.channelId))
      .where(
        and(
          eq(notification.userId, userId),
          eq(notification.kind, 'application_submitted'),
          gt(notification.createdAt, window.since),
          lte(notification.createdAt, window.until),
        ),
      )
      .orderBy(asc(notification.createdAt))
    if (items.length === 0) return
    const [person] = await db
      .select({ name: user.name, email: user.email })
      .from(user)
      .where(eq(user.id, userId))
    if (!person) return
    await mailer.send(person.email, {
      template: 'application-digest',
      props: {
        name: person.name,
        applications: items.map((item) => ({
          startupName: item.startupName,
          channelName: item.channelName,
          url: url(`/investors/applications/${item.startupOrgId}`),
        })),
        url: url('/investors/applications'),
      },
    })
  }

  return {
    async dispatch(eventIds: string[]): Promise<void> {
      if (eventIds.length === 0) return
      await jobs.send(queueNames.notifyEvents, { eventIds } satisfies EventsJob)
    },
    /** Runs the fan-out now, in this process (tests, scripts). */
    fanOut,
    /** Sends one person's daily summary now (the digest job's handler). */
    digest,
    startWorker: async () => {
      await jobs.work<EventsJob>(queueNames.notifyEvents, fanOut)
      await jobs.work<DigestJob>(queueNames.notifyDigest, digest)
    },
  }
}

export type Notifier = ReturnType<typeof createNotifier>
