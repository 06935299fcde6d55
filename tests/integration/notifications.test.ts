import { and, asc, count, eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { demoFounderEmail, demoInvestorEmail, seedDemoData } from '@/server/db/demo/seed'
import { unreadCountCap } from '@/lib/limits'
import { nextDigest } from '@/server/notifications/messages'
import {
  applicationEvent,
  applicationRating,
  emailMessage,
  notification,
  notificationPreference,
  startupNote,
  user,
} from '@/server/db/schema'

import { createApplication, createChannel, createStartup } from '../factories/db'
import { signUp } from '../support/accounts'
import { setupTestApp, testOrigin } from '../support/app'
import { lastEmailTo } from '../support/mail'
import { adminUser, investorOf, teammateOf } from '../support/roles'
import { codeOf } from '../support/outcome'

const app = setupTestApp()

const decisionMessage = 'Thank you for applying; we are not investing at this stage yet.'
const secretNote = 'Private: the CFO seemed evasive about churn.'
const ratingComment = 'Scored low on team depth.'

/** A startup (owner and a second founder-member) that signed up and owns its profile. */
async function startupWithTeam(name: string) {
  const owner = await signUp(app(), { name: `${name} Owner` })
  const startup = await createStartup(app().services.db, {
    ownerUserId: owner.userId,
    name,
    founderCount: 1,
  })
  const cofounder = await teammateOf(app(), startup.organisation.id, { name: `${name} Cofounder` })
  return { owner, cofounder, organisationId: startup.organisation.id, name: startup.profile.name }
}

/** A fund (owner and a teammate) with an open channel, and two startups that applied to it. */
async function world() {
  const fund = await investorOf(app(), 'Kaveri Capital')
  const teammate = await teammateOf(app(), fund.organisationId, { name: 'Teammate' })
  const call = await createChannel(app().services.db, {
    organisationId: fund.organisationId,
    title: 'Agritech Seed Call',
    status: 'open',
  })
  const first = await startupWithTeam('Krishi Setu')
  const second = await startupWithTeam('Jal Shakti')
  const firstApplication = await createApplication(app().services.db, {
    channelId: call.id,
    startupOrgId: first.organisationId,
    status: 'submitted',
  })
  const secondApplication = await createApplication(app().services.db, {
    channelId: call.id,
    startupOrgId: second.organisationId,
    status: 'submitted',
  })
  return {
    fund,
    teammate,
    call,
    first: {
      ...first,
      applicationId: firstApplication.application.id,
      submittedEventId: firstApplication.events[0]!.id,
    },
    second: {
      ...second,
      applicationId: secondApplication.application.id,
      submittedEventId: secondApplication.events[0]!.id,
    },
  }
}

const fanOut = (eventIds: string[]) => app().services.notifier.fanOut({ eventIds })

async function bellOf(userId: string) {
  return app()
    .services.db.select()
    .from(notification)
    .where(eq(notification.userId, userId))
    .orderBy(asc(notification.createdAt))
}

const notificationTemplates = [
  'new-application',
  'application-digest',
  'application-status',
  'application-decision',
]

/** Notification emails in the outbox (sign-up also mails a confirmation link), to `to` or to anyone. */
async function emailsTo(to?: string, template?: string) {
  const [row] = await app()
    .services.db.select({ n: count() })
    .from(emailMessage)
    .where(
      and(
        to ? eq(emailMessage.to, to) : undefined,
        template
          ? eq(emailMessage.template, template)
          : inArray(emailMessage.template, notificationTemplates),
      ),
    )
  return row?.n ?? 0
}

/** The events an investor's status change wrote for one application. */
async function eventsOf(
  applicationId: string,
  toStatus: typeof applicationEvent.$inferSelect.toStatus,
) {
  const rows = await app()
    .services.db.select({ id: applicationEvent.id })
    .from(applicationEvent)
    .where(
      and(
        eq(applicationEvent.applicationId, applicationId),
        eq(applicationEvent.toStatus, toStatus),
      ),
    )
  return rows.map((row) => row.id)
}

async function digestJobsOf(userId: string) {
  const { rows } = await app().connection.executeSql(
    'select singleton_key, start_after from pgboss.job where name = $1 and data->>$2 = $3',
    ['notify.digest', 'userId', userId],
  )
  return rows as { singleton_key: string; start_after: Date }[]
}

describe('new applications', () => {
  it('rings every investor teammate and mails each by their preference', async () => {
    const w = await world()
    const teammate = await app().caller(w.teammate.headers)
    await teammate.notifications.setPreferences({ newApplicationEmail: 'off', statusEmail: true })

    await fanOut([w.first.submittedEventId])

    for (const person of [w.fund, w.teammate]) {
      const bell = await bellOf(person.userId)
      expect(bell).toHaveLength(1)
      expect(bell[0]).toMatchObject({
        kind: 'application_submitted',
        title: 'New application: Krishi Setu to Agritech Seed Call',
        link: `/investors/applications/${w.first.organisationId}`,
        eventId: w.first.submittedEventId,
        readAt: null,
      })
    }
    // The founders applied; they are not told about their own application.
    expect(await bellOf(w.first.owner.userId)).toEqual([])

    // The owner has the default (every application): one email with the link.
    const email = await lastEmailTo(app(), w.fund.email, 'new-application')
    expect(email.subject).toBe('New application: Krishi Setu to Agritech Seed Call')
    expect(email.text).toContain(`${testOrigin}/investors/applications/${w.first.organisationId}`)
    expect(email.status).toBe('queued')
    // The teammate turned these emails off.
    expect(await emailsTo(w.teammate.email)).toBe(0)
  })

  it('with the daily summary mails nothing at once, schedules one job a day and sends one summary of both', async () => {
    const w = await world()
    const teammate = await app().caller(w.teammate.headers)
    await teammate.notifications.setPreferences({ newApplicationEmail: 'daily', statusEmail: true })

    const before = new Date()
    await fanOut([w.first.submittedEventId])
    await fanOut([w.second.submittedEventId])

    expect(await bellOf(w.teammate.userId)).toHaveLength(2)
    expect(await emailsTo(w.teammate.email)).toBe(0)
    expect(await emailsTo(w.fund.email, 'new-application')).toBe(2)

    const jobs = await digestJobsOf(w.teammate.userId)
    expect(jobs).toHaveLength(1)
    const next = nextDigest(before)
    expect(jobs[0]!.singleton_key).toBe(`digest:${w.teammate.userId}:${next.day}`)
    expect(new Date(jobs[0]!.start_after).getTime()).toBe(next.at.getTime())

    await app().services.notifier.digest({ userId: w.teammate.userId })
    const digest = await lastEmailTo(app(), w.teammate.email, 'application-digest')
    expect(digest.subject).toBe('2 new applications on Sangam')
    expect(digest.text).toContain('Krishi Setu')
    expect(digest.text).toContain('Jal Shakti')
    expect(digest.text).toContain(`${testOrigin}/investors/applications/${w.first.organisationId}`)
    expect(digest.text).toContain(`${testOrigin}/investors/applications/${w.second.organisationId}`)

    // A second run finds nothing new and sends nothing.
    await app().services.notifier.digest({ userId: w.teammate.userId })
    expect(await emailsTo(w.teammate.email)).toBe(1)
  })

  it('sends no summary to someone who left the daily summary before it ran', async () => {
    const w = await world()
    const teammate = await app().caller(w.teammate.headers)
    await teammate.notifications.setPreferences({ newApplicationEmail: 'daily', statusEmail: true })
    await fanOut([w.first.submittedEventId])
    await teammate.notifications.setPreferences({ newApplicationEmail: 'off', statusEmail: true })

    await app().services.notifier.digest({ userId: w.teammate.userId })
    expect(await emailsTo(w.teammate.email)).toBe(0)
  })

  it('gives a team of six or more the daily summary by default, and each person their own choice', async () => {
    const w = await world()
    // Four more teammates: six people.
    const more = []
    for (const name of ['Asha', 'Bilal', 'Chitra', 'Dev']) {
      more.push(await teammateOf(app(), w.fund.organisationId, { name }))
    }
    const chooser = await app().caller(more[0]!.headers)
    expect(await chooser.notifications.preferences()).toEqual({
      newApplicationEmail: 'daily',
      statusEmail: true,
      teamDefault: { mode: 'daily', teamSize: 6, followed: true },
    })
    // One of them wants every application.
    expect(
      await chooser.notifications.setPreferences({
        newApplicationEmail: 'each',
        statusEmail: true,
      }),
    ).toEqual({
      newApplicationEmail: 'each',
      statusEmail: true,
      teamDefault: { mode: 'daily', teamSize: 6, followed: false },
    })

    await fanOut([w.first.submittedEventId])
    await fanOut([w.second.submittedEventId])

    // Everyone rings; only the person who chose it is mailed at once.
    for (const person of [w.fund, w.teammate, ...more]) {
      expect(await bellOf(person.userId)).toHaveLength(2)
    }
    expect(await emailsTo(more[0]!.email, 'new-application')).toBe(2)
    for (const person of [w.fund, w.teammate, ...more.slice(1)]) {
      expect(await emailsTo(person.email)).toBe(0)
      expect(await digestJobsOf(person.userId)).toHaveLength(1)
    }
    expect(await digestJobsOf(more[0]!.userId)).toHaveLength(0)

    // The summary of someone who never chose (no preference row) covers both applications.
    await app().services.notifier.digest({ userId: w.teammate.userId })
    const digest = await lastEmailTo(app(), w.teammate.email, 'application-digest')
    expect(digest.subject).toBe('2 new applications on Sangam')
    await app().services.notifier.digest({ userId: w.teammate.userId })
    expect(await emailsTo(w.teammate.email)).toBe(1)
  })

  it('mails a team of five or fewer each application by default', async () => {
    const w = await world()
    for (const name of ['Asha', 'Bilal', 'Chitra']) {
      await teammateOf(app(), w.fund.organisationId, { name })
    }
    const teammate = await app().caller(w.teammate.headers)
    expect((await teammate.notifications.preferences()).teamDefault).toEqual({
      mode: 'each',
      teamSize: 5,
      followed: true,
    })
    await fanOut([w.first.submittedEventId])
    expect(await emailsTo(w.teammate.email, 'new-application')).toBe(1)
    expect(await digestJobsOf(w.teammate.userId)).toHaveLength(0)
    // Should the summary job run anyway (the team shrank since), it sends nothing.
    await app().services.notifier.digest({ userId: w.teammate.userId })
    expect(await emailsTo(w.teammate.email, 'application-digest')).toBe(0)
  })

  it('tells the investor team about a withdrawal in the bell only', async () => {
    const w = await world()
    const founder = await app().caller(w.first.owner.headers)
    await founder.startups.applications.withdraw({ id: w.first.applicationId })

    await fanOut(await eventsOf(w.first.applicationId, 'withdrawn'))

    for (const person of [w.fund, w.teammate]) {
      const [line, ...rest] = await bellOf(person.userId)
      expect(rest).toEqual([])
      expect(line).toMatchObject({
        kind: 'application_withdrawn',
        title: 'Krishi Setu withdrew from Agritech Seed Call',
      })
      expect(await emailsTo(person.email)).toBe(0)
    }
    expect(await bellOf(w.first.owner.userId)).toEqual([])
  })
})

describe('status changes and decisions', () => {
  it('tells every founder of the startup about a move, by email unless they turned it off', async () => {
    const w = await world()
    const cofounder = await app().caller(w.first.cofounder.headers)
    await cofounder.notifications.setPreferences({
      newApplicationEmail: 'each',
      statusEmail: false,
    })
    const investor = await app().caller(w.fund.headers)
    await investor.investors.applications.setStatus({
      applicationIds: [w.first.applicationId],
      status: 'in_review',
    })

    await fanOut(await eventsOf(w.first.applicationId, 'in_review'))

    for (const person of [w.first.owner, w.first.cofounder]) {
      const [line, ...rest] = await bellOf(person.userId)
      expect(rest).toEqual([])
      expect(line).toMatchObject({
        kind: 'application_status',
        title: 'Agritech Seed Call: your application is now In review',
        body: 'Kaveri Capital moved your application to In review.',
        link: '/startups',
      })
    }
    const email = await lastEmailTo(app(), w.first.owner.email, 'application-status')
    expect(email.subject).toBe('Agritech Seed Call: your application is now In review')
    expect(email.text).toContain(`${testOrigin}/startups`)
    expect(await emailsTo(w.first.cofounder.email)).toBe(0)
    // The investor who moved it is not told of their own change; the other startup hears nothing.
    expect(await bellOf(w.fund.userId)).toEqual([])
    expect(await bellOf(w.second.owner.userId)).toEqual([])
  })

  it('sends the decision with the message and reason label, and never notes or ratings', async () => {
    const w = await world()
    await app().services.db.insert(startupNote).values({
      investorOrgId: w.fund.organisationId,
      startupOrgId: w.first.organisationId,
      authorId: w.fund.userId,
      body: secretNote,
    })
    await app()
      .services.db.insert(applicationRating)
      .values({
        applicationId: w.first.applicationId,
        userId: w.fund.userId,
        scores: { team: 17 },
        overall: 17,
        comment: ratingComment,
      })
    const investor = await app().caller(w.fund.headers)
    await investor.investors.applications.setStatus({
      applicationIds: [w.first.applicationId],
      status: 'rejected',
      message: decisionMessage,
      reason: 'too_early',
    })

    await fanOut(await eventsOf(w.first.applicationId, 'rejected'))

    const [line] = await bellOf(w.first.owner.userId)
    expect(line).toMatchObject({
      kind: 'application_decision',
      title: 'Agritech Seed Call: a decision on your application',
      link: '/startups',
    })
    expect(line!.body).toContain(decisionMessage)
    expect(line!.body).toContain('Reason: Too early.')

    const email = await lastEmailTo(app(), w.first.owner.email, 'application-decision')
    expect(email.subject).toBe('A decision on your application to Agritech Seed Call')
    for (const part of [email.text, email.html]) {
      expect(part).toContain(decisionMessage)
      expect(part).toContain('Too early')
      expect(part).toContain('Kaveri Capital')
    }
    for (const part of [email.subject, email.text, email.html, line!.title, line!.body ?? '']) {
      expect(part).not.toContain(secretNote)
      expect(part).not.toContain(ratingComment)
      expect(part).not.toMatch(/rating|score/i)
    }
  })

  it('mails an acceptance with its own wording and no reason', async () => {
    const w = await world()
    const investor = await app().caller(w.fund.headers)
    await investor.investors.applications.setStatus({
      applicationIds: [w.first.applicationId],
      status: 'accepted',
      message: 'Welcome to the portfolio; our partner will call you this week.',
    })
    await fanOut(await eventsOf(w.first.applicationId, 'accepted'))
    const [line] = await bellOf(w.first.cofounder.userId)
    expect(line!.title).toBe('Agritech Seed Call: your application was accepted')
    const email = await lastEmailTo(app(), w.first.cofounder.email, 'application-decision')
    expect(email.subject).toBe('Kaveri Capital accepted your application to Agritech Seed Call')
    expect(email.text).toContain('Welcome to the portfolio; our partner will call you this week.')
    expect(email.text).not.toContain('Reason')
  })

  it('is idempotent: a retried fan-out neither duplicates bell lines nor mails twice', async () => {
    const w = await world()
    const investor = await app().caller(w.fund.headers)
    await investor.investors.applications.setStatus({
      applicationIds: [w.first.applicationId, w.second.applicationId],
      status: 'shortlisted',
    })
    const events = [
      w.first.submittedEventId,
      ...(await eventsOf(w.first.applicationId, 'shortlisted')),
      ...(await eventsOf(w.second.applicationId, 'shortlisted')),
    ]

    await fanOut(events)
    const [afterFirst] = await app().services.db.select({ n: count() }).from(notification)
    const mailFirst = await emailsTo()
    await fanOut(events)
    await fanOut([events[1]!, events[1]!])
    const [afterSecond] = await app().services.db.select({ n: count() }).from(notification)

    // 2 investor teammates + 2 founders of each of the 2 startups.
    expect(afterFirst!.n).toBe(6)
    expect(afterSecond!.n).toBe(6)
    // Every one of those six has email on for what they heard.
    expect(mailFirst).toBe(6)
    expect(await emailsTo()).toBe(6)
  })

  it('mails, when retried, exactly those a run that stopped half-way had not mailed', async () => {
    const w = await world()
    const investor = await app().caller(w.fund.headers)
    await investor.investors.applications.setStatus({
      applicationIds: [w.first.applicationId],
      status: 'rejected',
      message: 'Thank you for applying; we are not investing in this space this year.',
      reason: 'not_our_sector_or_stage',
    })
    const [decision] = await eventsOf(w.first.applicationId, 'rejected')
    await fanOut([decision!])
    expect(await emailsTo(w.first.owner.email)).toBe(1)
    expect(await emailsTo(w.first.cofounder.email)).toBe(1)

    // As if the first run had died after the bell lines and the owner's email, before the
    // cofounder's: the retry sends the cofounder's email and nothing else.
    await app().services.db.delete(emailMessage).where(eq(emailMessage.to, w.first.cofounder.email))
    await fanOut([decision!])

    expect(await emailsTo(w.first.owner.email)).toBe(1)
    expect(await emailsTo(w.first.cofounder.email, 'application-decision')).toBe(1)
    expect(await bellOf(w.first.cofounder.userId)).toHaveLength(1)
  })
})

describe('notifications router', () => {
  async function seeded() {
    const w = await world()
    const investor = await app().caller(w.fund.headers)
    await investor.investors.applications.setStatus({
      applicationIds: [w.first.applicationId],
      status: 'in_review',
    })
    await investor.investors.applications.setStatus({
      applicationIds: [w.first.applicationId],
      status: 'shortlisted',
    })
    await fanOut([w.first.submittedEventId, w.second.submittedEventId])
    await fanOut(await eventsOf(w.first.applicationId, 'in_review'))
    await fanOut(await eventsOf(w.first.applicationId, 'shortlisted'))
    return w
  }

  it('lists the caller’s own notifications, newest first, page by page', async () => {
    const w = await seeded()
    const founder = await app().caller(w.first.owner.headers)
    const page1 = await founder.notifications.list({ limit: 1 })
    expect(page1.items.map((i) => i.title)).toEqual([
      'Agritech Seed Call: your application is now Shortlisted',
    ])
    expect(page1.nextCursor).toBe(page1.items[0]!.id)
    const page2 = await founder.notifications.list({ limit: 1, cursor: page1.nextCursor! })
    expect(page2.items.map((i) => i.title)).toEqual([
      'Agritech Seed Call: your application is now In review',
    ])
    expect(page2.nextCursor).toBeNull()
    expect(await founder.notifications.list()).toMatchObject({ nextCursor: null })

    const investor = await app().caller(w.fund.headers)
    const inbox = await investor.notifications.list({})
    expect(inbox.items).toHaveLength(2)
    expect(inbox.items.every((i) => i.kind === 'application_submitted')).toBe(true)
    // Another person's id as a cursor gives no rows of theirs.
    const foreign = await investor.notifications.list({ cursor: page1.items[0]!.id })
    expect(foreign.items).toHaveLength(2)
  })

  it('answers the bell’s page request as the browser sends it, with the infinite query’s direction', async () => {
    const w = await seeded()
    const input = encodeURIComponent(JSON.stringify({ json: { limit: 20, direction: 'forward' } }))
    const response = await app().trpcFetch(`notifications.list?input=${input}`, {
      headers: w.first.owner.headers,
    })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { result: { data: { json: { items: unknown[] } } } }
    expect(body.result.data.json.items).toHaveLength(2)
  })

  it('counts and marks read only the caller’s own rows', async () => {
    const w = await seeded()
    const founder = await app().caller(w.first.owner.headers)
    const cofounder = await app().caller(w.first.cofounder.headers)
    const investor = await app().caller(w.fund.headers)
    expect(await founder.notifications.unreadCount()).toEqual({ count: 2 })
    expect(await cofounder.notifications.unreadCount()).toEqual({ count: 2 })
    expect(await investor.notifications.unreadCount()).toEqual({ count: 2 })

    const mine = (await founder.notifications.list({})).items
    const theirs = (await cofounder.notifications.list({})).items
    // Someone else's ids are ignored, not reported.
    expect(await founder.notifications.markRead({ ids: [theirs[0]!.id, mine[0]!.id] })).toEqual({
      updated: 1,
    })
    expect(await founder.notifications.unreadCount()).toEqual({ count: 1 })
    expect(await cofounder.notifications.unreadCount()).toEqual({ count: 2 })
    // Marking a read row again changes nothing.
    expect(await founder.notifications.markRead({ ids: [mine[0]!.id] })).toEqual({ updated: 0 })

    expect(await founder.notifications.markAllRead()).toEqual({ updated: 1 })
    expect(await founder.notifications.unreadCount()).toEqual({ count: 0 })
    expect(await cofounder.notifications.unreadCount()).toEqual({ count: 2 })
    expect(await investor.notifications.unreadCount()).toEqual({ count: 2 })
    expect(
      (await founder.notifications.list({})).items.every((i) => i.readAt instanceof Date),
    ).toBe(true)
  })

  it('counts unread up to the bell’s cap, and only the unread however many are read', async () => {
    const person = await signUp(app(), { name: 'Busy Reviewer' })
    const lines = (n: number, readAt: Date | null) =>
      Array.from({ length: n }, (_, i) => ({
        userId: person.userId,
        kind: 'application_submitted' as const,
        title: `Application ${i}`,
        readAt,
      }))
    const db = app().services.db
    await db.insert(notification).values(lines(300, new Date()))
    await db.insert(notification).values(lines(7, null))
    const caller = await app().caller(person.headers)
    expect(await caller.notifications.unreadCount()).toEqual({ count: 7 })
    await db.insert(notification).values(lines(150, null))
    expect(await caller.notifications.unreadCount()).toEqual({ count: unreadCountCap })
    await caller.notifications.markAllRead()
    expect(await caller.notifications.unreadCount()).toEqual({ count: 0 })
  })

  it('refuses anonymous callers and serves an admin without an organisation', async () => {
    const anonymous = await app().caller()
    expect(await codeOf(anonymous.notifications.unreadCount())).toBe('UNAUTHORIZED')
    expect(await codeOf(anonymous.notifications.markAllRead())).toBe('UNAUTHORIZED')
    const admin = await app().caller((await adminUser(app())).headers)
    expect(await admin.notifications.unreadCount()).toEqual({ count: 0 })
    expect(await admin.notifications.list({})).toEqual({ items: [], nextCursor: null })
  })
})

describe('notification preferences', () => {
  async function post(path: string, headers: Headers, input: unknown) {
    const response = await app().trpcFetch(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: testOrigin,
        cookie: headers.get('cookie') ?? '',
      },
      body: JSON.stringify({ json: input }),
    })
    const body = (await response.json()) as {
      error?: {
        json: { message: string; data: { code: string; fieldErrors?: Record<string, string[]> } }
      }
    }
    return { status: response.status, error: body.error?.json }
  }

  it('start at the defaults and save what the person chooses', async () => {
    const person = await signUp(app())
    const caller = await app().caller(person.headers)
    // Without a team, every application would come by email.
    expect(await caller.notifications.preferences()).toEqual({
      newApplicationEmail: 'each',
      statusEmail: true,
      teamDefault: { mode: 'each', teamSize: 0, followed: true },
    })
    // Keeping the default's choice goes on following the default.
    expect(
      await caller.notifications.setPreferences({ newApplicationEmail: 'each', statusEmail: true }),
    ).toEqual({
      newApplicationEmail: 'each',
      statusEmail: true,
      teamDefault: { mode: 'each', teamSize: 0, followed: true },
    })
    const chosen = {
      newApplicationEmail: 'daily',
      statusEmail: false,
      teamDefault: { mode: 'each', teamSize: 0, followed: false },
    }
    expect(
      await caller.notifications.setPreferences({
        newApplicationEmail: 'daily',
        statusEmail: false,
      }),
    ).toEqual(chosen)
    expect(await caller.notifications.preferences()).toEqual(chosen)

    // Choosing the daily summary starts its window; choosing it again keeps the window.
    const [first] = await app()
      .services.db.select({ lastDigestAt: notificationPreference.lastDigestAt })
      .from(notificationPreference)
      .where(eq(notificationPreference.userId, person.userId))
    expect(first!.lastDigestAt).toBeInstanceOf(Date)
    await caller.notifications.setPreferences({ newApplicationEmail: 'daily', statusEmail: true })
    const [second] = await app()
      .services.db.select({ lastDigestAt: notificationPreference.lastDigestAt })
      .from(notificationPreference)
      .where(eq(notificationPreference.userId, person.userId))
    expect(second!.lastDigestAt!.getTime()).toBe(first!.lastDigestAt!.getTime())
  })

  it('refuse a value outside the list with a field error and save nothing', async () => {
    const person = await signUp(app())
    const bad = await post('notifications.setPreferences', person.headers, {
      newApplicationEmail: 'hourly',
      statusEmail: 'yes',
    })
    expect(bad.status).toBe(400)
    expect(bad.error?.data.code).toBe('BAD_REQUEST')
    expect(bad.error?.data.fieldErrors?.newApplicationEmail?.[0]).toBe(
      'Choose every application, a daily summary or no emails.',
    )
    expect(bad.error?.data.fieldErrors?.statusEmail?.[0]).toBe(
      'Choose whether to get emails about your applications.',
    )
    const rows = await app().services.db.select().from(notificationPreference)
    expect(rows).toEqual([])
  })
})

describe('demo data', () => {
  it('gives the demo founder and the demo investor unread and read lines in the bell', async () => {
    await seedDemoData(app().services.db, { seed: 7 })
    for (const [email, kinds] of [
      [demoFounderEmail, ['application_status', 'application_decision']],
      [demoInvestorEmail, ['application_submitted', 'application_withdrawn']],
    ] as const) {
      const [person] = await app()
        .services.db.select({ id: user.id })
        .from(user)
        .where(eq(user.email, email))
      const bell = await bellOf(person!.id)
      // The deal rooms' lines have their own test (seed.test.ts); these are the applications'.
      const lines = bell.filter((line) => !line.kind.startsWith('deal_room_'))
      expect(lines.filter((line) => line.readAt === null)).toHaveLength(3)
      expect(lines.filter((line) => line.readAt !== null).length).toBeGreaterThan(0)
      expect(lines.every((line) => (kinds as readonly string[]).includes(line.kind))).toBe(true)
    }
  })
})
