// Deal-room notifications and emails (docs/decisions/0047, "Notifications (built)"): who hears of
// an invitation, the founders' answer and a commitment, by the real procedures, the worker's look
// for events and the fan-out job.
import { and, asc, eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { dealRoomEvent, emailMessage, notification } from '@/server/db/schema'

import {
  createBareApplication,
  createBareChannel,
  createBareInvestorProfile,
} from '../factories/db'
import { setupTestApp } from '../support/app'
import { founderOf, investorOf, teammateOf } from '../support/roles'

const app = setupTestApp()

const note = 'Your agritech thesis, exactly.'

async function publicFund(name: string, investorType = 'VC fund') {
  const fund = await investorOf(app(), name)
  await createBareInvestorProfile(app().services.db, {
    organisationId: fund.organisationId,
    investorType,
    isPublic: true,
    onboardedAt: new Date(),
  })
  return { ...fund, calls: await app().caller(fund.headers) }
}

async function memberOf(organisationId: string, name?: string) {
  const person = await teammateOf(app(), organisationId, { name })
  return { ...person, calls: await app().caller(person.headers) }
}

/**
 * Krishi Setu (a founder and a cofounder) applied to Kaveri Capital (two people), which opens a
 * seed room; Tungabhadra Ventures (two people) and Godavari Partners are public funds it may
 * invite; Deccan Angels stays outside.
 */
async function world({ leadType = 'VC fund' } = {}) {
  const db = app().services.db
  const founder = await founderOf(app(), 'Krishi Setu')
  const cofounder = await teammateOf(app(), founder.organisationId)
  const lead = await publicFund('Kaveri Capital', leadType)
  const leadTeammate = await memberOf(lead.organisationId)
  const coInvestor = await publicFund('Tungabhadra Ventures')
  const coTeammate = await memberOf(coInvestor.organisationId)
  const second = await publicFund('Godavari Partners')
  const outsider = await publicFund('Deccan Angels')
  const call = await createBareChannel(db, { organisationId: lead.organisationId })
  await createBareApplication(db, { channelId: call.id, startupOrgId: founder.organisationId })
  const room = await lead.calls.investors.dealRooms.open({
    startupOrgId: founder.organisationId,
    roundName: 'Seed, 2026',
    amountSought: 3_00_00_000,
    leadCheque: 1_00_00_000,
  })
  return {
    founder: { ...founder, calls: await app().caller(founder.headers) },
    cofounder,
    lead,
    leadTeammate,
    coInvestor,
    coTeammate,
    second,
    outsider,
    roomId: room.id,
  }
}

type World = Awaited<ReturnType<typeof world>>

const invite = (w: World, organisationId: string, text = note) =>
  w.lead.calls.investors.dealRooms.invite({
    roomId: w.roomId,
    organisation: organisationId,
    note: text,
  })

const answer = (w: World, organisationId: string, consent: 'accepted' | 'declined' | 'withdrawn') =>
  w.founder.calls.startups.dealRooms.setConsent({ roomId: w.roomId, organisationId, consent })

/** What the worker does: claims the pending events, and its job tells people. */
async function tell() {
  const pending = await app()
    .services.db.select({ id: dealRoomEvent.id })
    .from(dealRoomEvent)
    .where(eq(dealRoomEvent.notifyPending, true))
  await app().services.notifier.fanOutRooms({ dealRoomEventIds: pending.map((row) => row.id) })
  return pending.length
}

async function bellOf(person: { userId: string }) {
  return app()
    .services.db.select({
      kind: notification.kind,
      title: notification.title,
      body: notification.body,
      link: notification.link,
    })
    .from(notification)
    .where(eq(notification.userId, person.userId))
    .orderBy(asc(notification.createdAt), asc(notification.title))
}

async function emailsTo(person: { email: string }) {
  return app()
    .services.db.select({
      template: emailMessage.template,
      subject: emailMessage.subject,
      text: emailMessage.text,
      html: emailMessage.html,
    })
    .from(emailMessage)
    .where(and(eq(emailMessage.to, person.email), inArray(emailMessage.template, roomTemplates)))
    .orderBy(asc(emailMessage.createdAt))
}

const roomTemplates = [
  'deal-room-invitation',
  'deal-room-share-request',
  'deal-room-consent',
  'deal-room-commitment',
  'deal-room-round-commitment',
  'application-digest',
]

const fundLink = (w: World) => `/investors/deal-rooms/${w.roomId}`
const foundersLink = '/startups#co-investors'

describe('an invitation', () => {
  it('rings the invited fund and the founders, with the note; not the inviter, nor a fund outside', async () => {
    const w = await world()
    await invite(w, w.coInvestor.organisationId)
    expect(await tell()).toBe(1)

    for (const person of [w.coInvestor, w.coTeammate]) {
      expect(await bellOf(person)).toEqual([
        {
          kind: 'deal_room_invited',
          title: 'Kaveri Capital invited you to co-invest in Krishi Setu',
          body: 'Seed, 2026, ₹3\u00a0Cr sought. The founders decide whether to share their profile with you.',
          link: fundLink(w),
        },
      ])
      const [email] = await emailsTo(person)
      expect(email).toMatchObject({
        template: 'deal-room-invitation',
        subject: 'Kaveri Capital invited you to co-invest in Krishi Setu',
      })
      expect(email!.text).toContain(note)
      expect(email!.text).toContain(`http://localhost:3000${fundLink(w)}`)
    }
    for (const person of [w.founder, w.cofounder]) {
      expect(await bellOf(person)).toEqual([
        {
          kind: 'deal_room_invited',
          title: 'Kaveri Capital wants to share your profile with Tungabhadra Ventures',
          body: 'To co-invest in your Seed, 2026 round. Accept or decline in Co-investors.',
          link: foundersLink,
        },
      ])
      const emails = await emailsTo(person)
      expect(emails.map((e) => e.template)).toEqual(['deal-room-share-request'])
      expect(emails[0]!.text).toContain(note)
      expect(emails[0]!.text).toContain('http://localhost:3000/startups#co-investors')
    }
    // The inviter made the change; the lead's other members, the other funds hear nothing of it.
    for (const person of [w.lead, w.leadTeammate, w.second, w.outsider]) {
      expect(await bellOf(person)).toEqual([])
      expect(await emailsTo(person)).toEqual([])
    }
  })

  it('pre-approved: the founders hear it was shared, the lead’s team that consent was given', async () => {
    const w = await world()
    await w.founder.calls.startups.dealRooms.setPreApproval({ coInvestorsOfAppliedFunds: true })
    expect((await invite(w, w.coInvestor.organisationId)).consent).toBe('accepted')
    await tell()
    expect((await bellOf(w.coTeammate))[0]).toMatchObject({
      title: 'Kaveri Capital invited you to co-invest in Krishi Setu',
      body: 'Seed, 2026, ₹3\u00a0Cr sought. The founders have shared their profile with you.',
    })
    expect(await bellOf(w.cofounder)).toEqual([
      expect.objectContaining({ title: 'Your profile was shared with Tungabhadra Ventures' }),
    ])
    expect((await emailsTo(w.cofounder))[0]!.subject).toBe(
      'Your profile was shared with Tungabhadra Ventures',
    )
    expect(await bellOf(w.leadTeammate)).toEqual([
      {
        kind: 'deal_room_consent',
        title: 'Krishi Setu’s founders shared their profile with Tungabhadra Ventures',
        body: 'Seed, 2026: Tungabhadra Ventures now reads the profile and the deck, and joins the room.',
        link: fundLink(w),
      },
    ])
    expect(await bellOf(w.lead)).toEqual([])
  })
})

describe('the founders’ answer', () => {
  it('a consent given: the fund, the lead and the co-investors already in; not a fund still waiting', async () => {
    const w = await world()
    await invite(w, w.second.organisationId)
    await answer(w, w.second.organisationId, 'accepted')
    const pendingFund = await publicFund('Kaveri Angels')
    await invite(w, w.coInvestor.organisationId)
    await invite(w, pendingFund.organisationId)
    await tell()
    const before = {
      second: (await bellOf(w.second)).length,
      pending: (await bellOf(pendingFund)).length,
      lead: (await bellOf(w.leadTeammate)).length,
    }

    await answer(w, w.coInvestor.organisationId, 'accepted')
    expect(await tell()).toBe(1)
    for (const person of [w.coInvestor, w.coTeammate]) {
      expect((await bellOf(person)).at(-1)).toEqual({
        kind: 'deal_room_consent',
        title: 'Krishi Setu shared its profile with you',
        body: 'Kaveri Capital’s Seed, 2026 round: you can read the profile and the deck, and state your interest.',
        link: fundLink(w),
      })
      expect((await emailsTo(person)).at(-1)).toMatchObject({
        template: 'deal-room-consent',
        subject: 'Krishi Setu shared its profile with Tungabhadra Ventures',
      })
    }
    const joined = 'Krishi Setu’s founders shared their profile with Tungabhadra Ventures'
    for (const person of [w.lead, w.leadTeammate, w.second]) {
      expect((await bellOf(person)).at(-1)?.title).toBe(joined)
    }
    expect((await bellOf(w.leadTeammate)).length).toBe(before.lead + 1)
    expect((await bellOf(w.second)).length).toBe(before.second + 1)
    expect((await bellOf(pendingFund)).length).toBe(before.pending)
    expect(await bellOf(w.outsider)).toEqual([])
    // The founder answered; the founders are not told of their own answer.
    expect((await bellOf(w.founder)).map((line) => line.kind)).not.toContain('deal_room_consent')
    expect((await bellOf(w.cofounder)).map((line) => line.kind)).not.toContain('deal_room_consent')
  })

  it('declined and withdrawn: the lead and that fund only', async () => {
    const w = await world()
    await invite(w, w.second.organisationId)
    await answer(w, w.second.organisationId, 'accepted')
    await invite(w, w.coInvestor.organisationId)
    await tell()
    const secondBefore = (await bellOf(w.second)).length

    await answer(w, w.coInvestor.organisationId, 'declined')
    await tell()
    expect((await bellOf(w.coTeammate)).at(-1)).toMatchObject({
      title: 'Krishi Setu’s founders declined to share their profile',
      link: fundLink(w),
    })
    expect((await bellOf(w.lead)).at(-1)?.title).toBe(
      'Krishi Setu’s founders declined to share with Tungabhadra Ventures',
    )
    expect((await emailsTo(w.lead)).at(-1)?.subject).toBe(
      'Krishi Setu declined to share its profile with Tungabhadra Ventures',
    )

    await answer(w, w.coInvestor.organisationId, 'accepted')
    expect(await tell()).toBe(1)
    await answer(w, w.coInvestor.organisationId, 'withdrawn')
    expect(await tell()).toBe(1)
    expect((await bellOf(w.coTeammate)).at(-1)).toMatchObject({
      title: 'Krishi Setu’s founders withdrew their profile',
      body: 'Kaveri Capital’s Seed, 2026 round: you keep what you were shown when it was shared, without the deck.',
    })
    expect((await bellOf(w.leadTeammate)).at(-1)?.title).toBe(
      'Krishi Setu’s founders withdrew their share with Tungabhadra Ventures',
    )
    // Godavari, in the room, heard that Tungabhadra joined, not that it was declined or withdrawn.
    const secondLines = (await bellOf(w.second)).slice(secondBefore).map((line) => line.title)
    expect(secondLines).toEqual([
      'Krishi Setu’s founders shared their profile with Tungabhadra Ventures',
    ])
  })
})

describe('a commitment', () => {
  it('tells the lead the amount and the founders only that the fund committed', async () => {
    const w = await world()
    await invite(w, w.coInvestor.organisationId)
    await answer(w, w.coInvestor.organisationId, 'accepted')
    await invite(w, w.second.organisationId)
    await answer(w, w.second.organisationId, 'accepted')
    await tell()
    const seen = new Map<string, number>()
    for (const person of [w.founder, w.cofounder, w.lead, w.leadTeammate, w.coTeammate, w.second])
      seen.set(person.userId, (await bellOf(person)).length)
    const newLines = async (person: { userId: string }) =>
      (await bellOf(person)).slice(seen.get(person.userId))

    await w.coInvestor.calls.investors.dealRooms.setInterest({
      roomId: w.roomId,
      status: 'interested',
    })
    await w.coInvestor.calls.investors.dealRooms.postNote({
      roomId: w.roomId,
      body: 'Private: we doubt the unit economics.',
    })
    expect(await tell()).toBe(0)

    await w.coInvestor.calls.investors.dealRooms.setInterest({
      roomId: w.roomId,
      status: 'committed',
      amount: 50_00_000,
    })
    // Changing a commitment's amount is not a new commitment.
    await w.coInvestor.calls.investors.dealRooms.setInterest({
      roomId: w.roomId,
      status: 'committed',
      amount: 60_00_000,
    })
    expect(await tell()).toBe(1)

    for (const person of [w.lead, w.leadTeammate]) {
      expect(await newLines(person)).toEqual([
        {
          kind: 'deal_room_committed',
          title: 'Tungabhadra Ventures committed ₹50\u00a0L to Krishi Setu',
          body: 'Seed, 2026, ₹3\u00a0Cr sought.',
          link: fundLink(w),
        },
      ])
      expect((await emailsTo(person)).at(-1)).toMatchObject({
        template: 'deal-room-commitment',
        // A subject is one line of plain spaces.
        subject: 'Tungabhadra Ventures committed ₹50 L to Krishi Setu',
      })
    }
    for (const person of [w.founder, w.cofounder]) {
      const lines = await newLines(person)
      expect(lines).toEqual([
        {
          kind: 'deal_room_committed',
          title: 'Tungabhadra Ventures committed to your Seed, 2026 round',
          body: 'See the funds in your round and the total committed in Co-investors.',
          link: foundersLink,
        },
      ])
      const email = (await emailsTo(person)).at(-1)!
      expect(email.template).toBe('deal-room-round-commitment')
      // Never the fund's amount, its notes or the thread.
      for (const text of [
        lines[0]!.title,
        lines[0]!.body!,
        email.subject,
        email.text,
        email.html,
      ]) {
        expect(text).not.toMatch(/₹|50,00,000|50\s?L|unit economics/)
      }
    }
    // The committing fund's own member made it; another co-investor is not told.
    expect(await newLines(w.coTeammate)).toEqual([])
    expect(await newLines(w.second)).toEqual([])
    expect(await bellOf(w.outsider)).toEqual([])
  })

  it('an angel network lead: each member’s commitment to the lead’s team, the founders once', async () => {
    const w = await world({ leadType: 'Angel network' })
    const angel = await memberOf(w.lead.organisationId, 'Priya Sharma')
    await w.lead.calls.investors.dealRooms.setInterest({
      roomId: w.roomId,
      status: 'committed',
      amount: 10_00_000,
    })
    await angel.calls.investors.dealRooms.setInterest({
      roomId: w.roomId,
      status: 'committed',
      amount: 15_00_000,
    })
    expect(await tell()).toBe(2)
    // Each member's own line, as a member of the network: a line outlives the person's account,
    // so it does not name them. The lead's teammate was told of both.
    const titles = (await bellOf(w.leadTeammate)).map((line) => line.title)
    expect(titles.sort()).toEqual([
      'A member of Kaveri Capital committed ₹10\u00a0L to Krishi Setu',
      'A member of Kaveri Capital committed ₹15\u00a0L to Krishi Setu',
    ])
    expect(JSON.stringify(await bellOf(w.leadTeammate))).not.toContain('Priya Sharma')
    // The angel is not told of their own commitment; the first member's, yes.
    expect((await bellOf(angel)).map((line) => line.title)).toEqual([
      expect.stringMatching(/committed ₹10\u00a0L to Krishi Setu$/),
    ])
    expect((await bellOf(w.founder)).map((line) => line.title)).toEqual([
      'Kaveri Capital committed to your Seed, 2026 round',
    ])
  })
})

describe('commitments at once', () => {
  it('two members committing together tell the founders once: the second waits for the first', async () => {
    const w = await world({ leadType: 'Angel network' })
    const angel = await memberOf(w.lead.organisationId, 'Priya Sharma')
    await Promise.all([
      w.lead.calls.investors.dealRooms.setInterest({
        roomId: w.roomId,
        status: 'committed',
        amount: 10_00_000,
      }),
      angel.calls.investors.dealRooms.setInterest({
        roomId: w.roomId,
        status: 'committed',
        amount: 15_00_000,
      }),
    ])
    expect(await tell()).toBe(2)
    expect((await bellOf(w.founder)).map((line) => line.title)).toEqual([
      'Kaveri Capital committed to your Seed, 2026 round',
    ])
  })
})

describe('preferences', () => {
  it('follows each person’s choice: the bell always, email each, daily or none', async () => {
    const w = await world()
    await w.coInvestor.calls.notifications.setPreferences({
      newApplicationEmail: 'off',
      statusEmail: true,
    })
    await w.coTeammate.calls.notifications.setPreferences({
      newApplicationEmail: 'daily',
      statusEmail: true,
    })
    const cofounderCalls = await app().caller(w.cofounder.headers)
    await cofounderCalls.notifications.setPreferences({
      newApplicationEmail: 'each',
      statusEmail: false,
    })
    await invite(w, w.coInvestor.organisationId)
    await tell()

    for (const person of [w.coInvestor, w.coTeammate, w.cofounder]) {
      expect(await bellOf(person)).toHaveLength(1)
      expect(await emailsTo(person)).toEqual([])
    }
    expect((await emailsTo(w.founder)).map((e) => e.template)).toEqual(['deal-room-share-request'])

    // The daily summary carries the line, with its link.
    await app().services.notifier.digest({ userId: w.coTeammate.userId })
    const [digest] = await emailsTo(w.coTeammate)
    expect(digest).toMatchObject({
      template: 'application-digest',
      subject: '1 deal room update on Sangam',
    })
    expect(digest!.text).toContain('Kaveri Capital invited you to co-invest in Krishi Setu')
    expect(digest!.text).toContain(`http://localhost:3000${fundLink(w)}`)
  })

  it('a large team hears of an invitation in the daily summary unless a person chose otherwise', async () => {
    const w = await world()
    const team = await Promise.all(
      Array.from({ length: 4 }, () => teammateOf(app(), w.coInvestor.organisationId)),
    )
    await invite(w, w.coInvestor.organisationId)
    await tell()
    for (const person of [w.coInvestor, w.coTeammate, ...team]) {
      expect(await bellOf(person)).toHaveLength(1)
      expect(await emailsTo(person)).toEqual([])
    }
    // Jobs outlive the tables emptied between tests: only this world's people count.
    const everyone = [w.founder, w.cofounder, w.lead, w.leadTeammate, w.coInvestor, w.coTeammate]
    const { rows } = await app().connection.executeSql(
      'select data->>$1 as "userId" from pgboss.job where name = $2 and data->>$1 = any($3)',
      ['userId', 'notify.digest', [...everyone, ...team].map((person) => person.userId)],
    )
    expect((rows as { userId: string }[]).map((row) => row.userId).sort()).toEqual(
      [w.coInvestor, w.coTeammate, ...team].map((person) => person.userId).sort(),
    )
  })
})

describe('the worker’s look for events', () => {
  it('queues each pending event once a minute at most, and a second fan-out tells nobody twice', async () => {
    const w = await world()
    await invite(w, w.coInvestor.organisationId)
    const notifier = app().services.notifier
    const now = new Date()
    expect(await notifier.sweepRooms(now)).toBe(1)
    expect(await notifier.sweepRooms(new Date(now.getTime() + 30_000))).toBe(0)
    const [event] = await app().services.db.select({ id: dealRoomEvent.id }).from(dealRoomEvent)
    const { rows } = await app().connection.executeSql(
      "select data->'dealRoomEventIds' as ids from pgboss.job where name = 'notify.events' and data->'dealRoomEventIds' ? $1",
      [event!.id],
    )
    const queued = (rows as { ids: string[] }[]).flatMap((row) => row.ids)
    expect(queued).toEqual([event!.id])
    // Not told within a minute (its job lost): queued again.
    expect(await notifier.sweepRooms(new Date(now.getTime() + 61_000))).toBe(1)

    await notifier.fanOutRooms({ dealRoomEventIds: queued })
    await notifier.fanOutRooms({ dealRoomEventIds: queued })
    expect(await bellOf(w.coTeammate)).toHaveLength(1)
    expect(await emailsTo(w.coTeammate)).toHaveLength(1)
    expect(await bellOf(w.founder)).toHaveLength(1)
    // Told: no longer pending, never queued again.
    expect(await notifier.sweepRooms(new Date(now.getTime() + 10 * 60_000))).toBe(0)
  })
})

describe('erasure', () => {
  it('erasing the startup takes the bell lines and emails its rooms caused', async () => {
    const w = await world()
    await invite(w, w.coInvestor.organisationId)
    await answer(w, w.coInvestor.organisationId, 'accepted')
    await w.coInvestor.calls.investors.dealRooms.setInterest({
      roomId: w.roomId,
      status: 'committed',
      amount: 40_00_000,
    })
    expect(await tell()).toBe(3)
    const told = [w.lead, w.leadTeammate, w.coInvestor, w.coTeammate]
    for (const person of told) expect((await bellOf(person)).length).toBeGreaterThan(0)
    expect((await emailsTo(w.lead)).length).toBeGreaterThan(0)

    // The last founder to leave erases the startup.
    await (await app().caller(w.cofounder.headers)).account.erase({ password: 'a-long-password-1' })
    expect(await w.founder.calls.account.erase({ password: 'a-long-password-1' })).toMatchObject({
      erased: true,
    })
    for (const person of told) {
      expect(await bellOf(person)).toEqual([])
      expect(await emailsTo(person)).toEqual([])
    }
  })
})

// Last in the file: once started, this process works the notification queue for the tests after.
describe('the running worker', () => {
  it('tells people of an invitation within seconds, with no one handing the event on', async () => {
    const w = await world()
    const notifier = app().services.notifier
    await notifier.startWorker()
    try {
      await invite(w, w.coInvestor.organisationId)
      let lines: Awaited<ReturnType<typeof bellOf>> = []
      for (let waited = 0; waited < 15_000 && lines.length === 0; waited += 250) {
        await new Promise((resolve) => setTimeout(resolve, 250))
        lines = await bellOf(w.coTeammate)
      }
      expect(lines.map((line) => line.kind)).toEqual(['deal_room_invited'])
      expect(await bellOf(w.founder)).toHaveLength(1)
    } finally {
      await notifier.stopSweeping()
    }
  })
})
