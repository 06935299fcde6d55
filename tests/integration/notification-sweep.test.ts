import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { moveApplications } from '@/server/db/queries/application-status'
import { applicationEvent, notification } from '@/server/db/schema'

import { createApplication, createChannel, createStartup } from '../factories/db'
import { signUp } from '../support/accounts'
import { setupTestApp } from '../support/app'
import { investorOf } from '../support/roles'

const app = setupTestApp()

const origin = { actorId: null, actorEmail: null, ip: null, userAgent: null }

/** A fund with an open channel and a startup (its owner signed up) that applied to it. */
async function world() {
  const fund = await investorOf(app(), 'Kaveri Capital')
  const founder = await signUp(app(), { name: 'Asha Rao' })
  const startup = await createStartup(app().services.db, {
    ownerUserId: founder.userId,
    name: 'Krishi Setu',
  })
  const call = await createChannel(app().services.db, {
    organisationId: fund.organisationId,
    title: 'Agritech Seed Call',
    status: 'open',
  })
  const { application } = await createApplication(app().services.db, {
    channelId: call.id,
    startupOrgId: startup.organisation.id,
    status: 'submitted',
  })
  return { fund, founder, applicationId: application.id }
}

async function pending(eventId: string) {
  const [row] = await app()
    .services.db.select({ pending: applicationEvent.notifyPending })
    .from(applicationEvent)
    .where(eq(applicationEvent.id, eventId))
  return row!.pending
}

async function queuedEventIds(): Promise<string[]> {
  const { rows } = await app().connection.executeSql(
    "select data->'eventIds' as ids from pgboss.job where name = 'notify.events'",
    [],
  )
  return (rows as { ids: string[] }[]).flatMap((row) => row.ids)
}

// A status change commits its event, then queues the job that notifies; a process that dies in
// between (kill -9, a crash) leaves the event pending. The sweep finds and queues such events.
describe('the notification sweep', () => {
  it('queues an event whose process died before queueing it, once it is old enough', async () => {
    const w = await world()
    // The write without the queueing that follows it, as a process killed in between leaves it.
    const move = await moveApplications(app().services.db, {
      investorOrgId: w.fund.organisationId,
      actorId: w.fund.userId,
      change: { applicationIds: [w.applicationId], status: 'in_review' },
      origin,
    })
    if (move.kind !== 'done') throw new Error(move.kind)
    const [eventId] = move.eventIds
    expect(await pending(eventId!)).toBe(true)

    // The periodic sweep leaves events younger than its age alone: their request may be queueing
    // them right now.
    const notifier = app().services.notifier
    expect(await notifier.sweep(new Date(Date.now() - 60_000))).toBe(0)
    expect(await queuedEventIds()).not.toContain(eventId)

    expect(await notifier.sweep(new Date(Date.now() + 1_000))).toBe(1)
    expect(await queuedEventIds()).toContain(eventId)

    // The job's work: the founder is told, and the event is no longer pending.
    await notifier.fanOut({ eventIds: [eventId!] })
    const bell = await app()
      .services.db.select({ title: notification.title })
      .from(notification)
      .where(eq(notification.eventId, eventId!))
    expect(bell).toHaveLength(1)
    expect(await pending(eventId!)).toBe(false)
    expect(await notifier.sweep(new Date(Date.now() + 1_000))).toBe(0)

    // Queued twice (the request's job and a sweep's), the founder is still told once.
    await notifier.fanOut({ eventIds: [eventId!] })
    expect(
      await app()
        .services.db.select({ id: notification.id })
        .from(notification)
        .where(eq(notification.eventId, eventId!)),
    ).toHaveLength(1)
  })

  it('marks the events of a status change made through the app pending until they are told', async () => {
    const w = await world()
    const investor = await app().caller(w.fund.headers)
    await investor.investors.applications.setStatus({
      applicationIds: [w.applicationId],
      status: 'in_review',
    })
    const [event] = await app()
      .services.db.select({ id: applicationEvent.id, pending: applicationEvent.notifyPending })
      .from(applicationEvent)
      .where(eq(applicationEvent.toStatus, 'in_review'))
    expect(event!.pending).toBe(true)
    expect(await queuedEventIds()).toContain(event!.id)
    await app().services.notifier.fanOut({ eventIds: [event!.id] })
    expect(await pending(event!.id)).toBe(false)
  })
})
