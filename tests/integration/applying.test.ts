import { TRPCError } from '@trpc/server'
import { count, eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'

import { emptyChannelInput } from '@/domain/channels/schemas'
import type { ChannelQuestion } from '@/server/db/schema'
import {
  application,
  applicationDraft,
  applicationEvent,
  channel,
  startupProfile,
} from '@/server/db/schema'
import { insertApplication } from '@/server/db/queries/startup-applications'
import { loadOwnProfile } from '@/server/db/queries/startup-profiles'

import { createBareChannel, createBareFounder, createBareInvestorProfile } from '../factories/db'
import { setupTestApp } from '../support/app'
import { postTrpc } from '../support/trpc-post'
import { founderOf, investorOf } from '../support/roles'
import { codeOf } from '../support/outcome'

const app = setupTestApp()
const day = 24 * 60 * 60 * 1000

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail')
    },
    (e: unknown) => {
      if (e instanceof TRPCError) return e
      throw e
    },
  )

const questions: ChannelQuestion[] = [
  { id: 'why-now', kind: 'long_text', label: 'Why is now the right time?', required: true },
  {
    id: 'pilots',
    kind: 'single_choice',
    label: 'How many pilots are live?',
    required: true,
    choices: ['None', '1-3', 'More than 3'],
  },
  { id: 'farmers', kind: 'number', label: 'How many farmers use you?', required: false },
  {
    id: 'channels',
    kind: 'multi_choice',
    label: 'Where do you sell?',
    required: false,
    choices: ['Mandis', 'Online', 'Exports'],
  },
  { id: 'demo', kind: 'url', label: 'Demo video', required: false },
  { id: 'retired', kind: 'short_text', label: 'Old question', required: true, hidden: true },
]

const goodAnswers = {
  'why-now': 'Mandi reforms opened direct buying from farmers.',
  pilots: '1-3',
  farmers: '12000',
  channels: ['Mandis', 'Online'],
  demo: 'https://krishisetu.in/demo',
}

/** Krishi Setu: agritech, launched, Karnataka, B2B, raising ₹6 Cr, with one founder. */
async function krishiSetu() {
  const person = await founderOf(app(), 'Krishi Setu')
  await app()
    .services.db.update(startupProfile)
    .set({
      oneLiner: 'Farm-gate marketplace for smallholder farmers',
      sectors: ['Agriculture and Farming', 'Sustainability'],
      developmentStage: 'Launched',
      headquarters: 'Karnataka',
      city: 'Bengaluru',
      businessTypes: ['B2B'],
      customerInteractions: ['Marketplace'],
      plannedRaise: 6_00_00_000,
      marketPositioning: { problem: 'Middlemen take a third of farm income.' },
    })
    .where(eq(startupProfile.organisationId, person.organisationId))
  await createBareFounder(app().services.db, {
    organisationId: person.organisationId,
    name: 'Meera Raghavan',
    title: 'CEO',
    bio: 'Ran grocery supply chains.',
  })
  return { ...person, caller: await app().caller(person.headers) }
}

async function kaveriCapital() {
  const fund = await investorOf(app(), 'Kaveri Capital')
  await createBareInvestorProfile(app().services.db, {
    organisationId: fund.organisationId,
    displayName: 'Kaveri Capital Partners',
    investorType: 'VC fund',
    thesis: 'Rural India.',
  })
  return { ...fund, caller: await app().caller(fund.headers) }
}

async function addChannel(
  organisationId: string,
  values: Partial<typeof channel.$inferInsert> = {},
) {
  const row = await createBareChannel(app().services.db, {
    organisationId,
    title: 'Agritech Seed Call',
    sectors: ['Agriculture and Farming'],
    developmentStages: ['Launched', 'Scale-Up'],
    headquarters: ['Karnataka'],
    questions,
    ...values,
  })
  return row.id
}

async function rows() {
  const [apps] = await app().services.db.select({ n: count() }).from(application)
  const [events] = await app().services.db.select({ n: count() }).from(applicationEvent)
  return { applications: apps!.n, events: events!.n }
}

/** A call through the real /trpc handler, to see the field errors the client gets. */
const post = (path: string, headers: Headers, input: unknown) =>
  postTrpc(app(), path, headers, input)

/** Every key of a value, however deeply nested. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, into))
  else if (value && typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, v] of Object.entries(value)) {
      into.add(key)
      keysOf(v, into)
    }
  }
  return into
}

describe('startups.channels.matching', () => {
  it('ranks the better-fitting channel first and explains each criterion', async () => {
    const startup = await krishiSetu()
    const fund = await kaveriCapital()
    const plain = await investorOf(app(), 'Deccan Angels')
    const soon = new Date(Date.now() + 5 * day)
    const later = new Date(Date.now() + 40 * day)
    const climate = await addChannel(plain.organisationId, {
      title: 'Climate Prototype Call',
      sectors: ['Climate Technology'],
      developmentStages: ['Prototype'],
      headquarters: [],
      closesAt: soon,
    })
    const agritech = await addChannel(fund.organisationId, { closesAt: later })

    const matching = await startup.caller.startups.channels.matching()
    expect(matching.map((c) => c.id)).toEqual([agritech, climate])
    const [best, worse] = matching
    expect(best).toMatchObject({
      title: 'Agritech Seed Call',
      investorName: 'Kaveri Capital Partners',
      investorType: 'VC fund',
      questionCount: 5,
      application: null,
      fit: { score: 100, summary: 'You meet all 3 of their criteria.' },
    })
    expect(best!.fit.criteria.find((c) => c.criterion === 'sectors')).toMatchObject({
      outcome: 'match',
      explanation: 'Your sector Agriculture and Farming is one of theirs.',
    })
    // Kaveri's profile prefers nothing in particular yet: every criterion of its thesis is open.
    expect(best!.investorFit).toMatchObject({ score: 100 })
    expect(best!.investorFit!.lines.map((l) => l.text)).toContain('Any sector')
    // An investor without a profile shows under its organisation's name, with no thesis to fit.
    expect(worse).toMatchObject({ investorName: 'Deccan Angels', fit: { score: 0 } })
    expect(worse!.investorFit).toBeNull()
    expect(worse!.fit.criteria.find((c) => c.criterion === 'developmentStage')).toMatchObject({
      outcome: 'mismatch',
      explanation: 'They look for Prototype; you are at Launched.',
    })
    expect(worse!.fit.criteria.find((c) => c.criterion === 'headquarters')!.outcome).toBe('open')
  })

  it('leaves out drafts, archived, closed, unlisted and out-of-window channels, and marks applied ones', async () => {
    const startup = await krishiSetu()
    const fund = await kaveriCapital()
    const open = await addChannel(fund.organisationId, { title: 'Open call', questions: [] })
    for (const [title, values] of [
      ['Draft call', { status: 'draft' }],
      ['Archived call', { status: 'archived' }],
      ['Closed call', { status: 'closed' }],
      ['Unlisted call', { visibility: 'unlisted' }],
      ['Future call', { opensAt: new Date(Date.now() + 3 * day) }],
      ['Lapsed call', { closesAt: new Date(Date.now() - day) }],
    ] as const) {
      await addChannel(fund.organisationId, { title, ...values })
    }
    expect((await startup.caller.startups.channels.matching()).map((c) => c.title)).toEqual([
      'Open call',
    ])

    const { id } = await startup.caller.startups.applications.submit({
      channelId: open,
      answers: {},
    })
    const [marked] = await startup.caller.startups.channels.matching()
    expect(marked!.application).toEqual({ id, status: 'submitted' })
  })
})

describe('startups.channels.get', () => {
  it('shows open and unlisted channels with the investor, fit, completeness and what would be shared', async () => {
    const startup = await krishiSetu()
    const fund = await kaveriCapital()
    const id = await addChannel(fund.organisationId, {
      visibility: 'unlisted',
      responseDays: 10,
      minCompleteness: 20,
    })
    const page = await startup.caller.startups.channels.get({ id })
    expect(page.channel).toMatchObject({
      id,
      title: 'Agritech Seed Call',
      responseDays: 10,
      minCompleteness: 20,
    })
    expect(page.channel.questions.map((q) => q.id)).toEqual([
      'why-now',
      'pilots',
      'farmers',
      'channels',
      'demo',
    ])
    expect(page.investor).toMatchObject({
      name: 'Kaveri Capital Partners',
      investorType: 'VC fund',
      thesis: 'Rural India.',
    })
    expect(page).toMatchObject({
      acceptingApplications: true,
      availability: null,
      application: null,
    })
    expect(page.fit.score).toBe(100)
    expect(page.completeness).toMatchObject({
      required: 20,
      enough: page.completeness.percent >= 20,
    })
    expect(page.share).toMatchObject({
      name: 'Krishi Setu',
      sectors: ['Agriculture and Farming', 'Sustainability'],
      founders: [expect.objectContaining({ name: 'Meera Raghavan', title: 'CEO' })],
      marketPositioning: { problem: 'Middlemen take a third of farm income.' },
      deck: null,
    })
    expect(page.channel).not.toHaveProperty('organisationId')
  })

  it('explains a closed channel and hides drafts and archived ones', async () => {
    const startup = await krishiSetu()
    const fund = await kaveriCapital()
    const closed = await addChannel(fund.organisationId, { status: 'closed' })
    expect(await startup.caller.startups.channels.get({ id: closed })).toMatchObject({
      acceptingApplications: false,
      availability: 'This channel is closed and no longer takes applications.',
    })
    for (const status of ['draft', 'archived'] as const) {
      const id = await addChannel(fund.organisationId, { status })
      expect(await codeOf(startup.caller.startups.channels.get({ id })), status).toBe('NOT_FOUND')
    }
  })

  it('gives an applicant its application back with the answers it sent, and no invitation to apply', async () => {
    const startup = await krishiSetu()
    const fund = await kaveriCapital()
    const id = await addChannel(fund.organisationId)
    expect((await startup.caller.startups.channels.get({ id })).application).toBeNull()
    await startup.caller.startups.applications.submit({ channelId: id, answers: goodAnswers })

    const { application: applied } = await startup.caller.startups.channels.get({ id })
    expect(applied).toMatchObject({ status: 'submitted', decisionMessage: null })
    expect(applied!.answers.map(({ questionId, answer }) => [questionId, answer])).toEqual([
      ['why-now', 'Mandi reforms opened direct buying from farmers.'],
      ['pilots', '1-3'],
      ['farmers', '12,000'],
      ['channels', 'Mandis, Online'],
      ['demo', 'https://krishisetu.in/demo'],
    ])
  })
})

describe('startups.applications.submit', () => {
  it('stores the answers, a snapshot of the profile, the filter columns and the first event', async () => {
    const startup = await krishiSetu()
    const fund = await kaveriCapital()
    const channelId = await addChannel(fund.organisationId)
    const dispatch = vi.spyOn(app().services.notifier, 'dispatch')

    const { id } = await startup.caller.startups.applications.submit({
      channelId,
      answers: goodAnswers,
    })

    const [stored] = await app()
      .services.db.select()
      .from(application)
      .where(eq(application.id, id))
    expect(stored).toMatchObject({
      channelId,
      startupOrgId: startup.organisationId,
      investorOrgId: fund.organisationId,
      status: 'submitted',
      answers: {
        'why-now': 'Mandi reforms opened direct buying from farmers.',
        pilots: '1-3',
        farmers: 12000,
        channels: ['Mandis', 'Online'],
        demo: 'https://krishisetu.in/demo',
      },
      startupName: 'Krishi Setu',
      oneLiner: 'Farm-gate marketplace for smallholder farmers',
      sectors: ['Agriculture and Farming', 'Sustainability'],
      businessTypes: ['B2B'],
      customerInteractions: ['Marketplace'],
      developmentStage: 'Launched',
      headquarters: 'Karnataka',
      plannedRaise: 6_00_00_000,
      decidedAt: null,
    })
    expect(stored!.profileSnapshot).toMatchObject({
      name: 'Krishi Setu',
      city: 'Bengaluru',
      founders: [
        expect.objectContaining({ name: 'Meera Raghavan', bio: 'Ran grocery supply chains.' }),
      ],
      marketPositioning: { problem: 'Middlemen take a third of farm income.' },
    })
    const events = await app()
      .services.db.select()
      .from(applicationEvent)
      .where(eq(applicationEvent.applicationId, id))
    expect(events).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'submitted', actorId: startup.userId }),
    ])
    expect(dispatch).toHaveBeenCalledWith([events[0]!.id])
    dispatch.mockRestore()

    // The snapshot stays as it was when the profile changes later.
    await app()
      .services.db.update(startupProfile)
      .set({ city: 'Mysuru' })
      .where(eq(startupProfile.organisationId, startup.organisationId))
    const [again] = await app().services.db.select().from(application).where(eq(application.id, id))
    expect(again!.profileSnapshot).toMatchObject({ city: 'Bengaluru' })
  })

  it('refuses invalid answers field by field under answers.<question id> and writes nothing', async () => {
    const startup = await krishiSetu()
    const fund = await kaveriCapital()
    const channelId = await addChannel(fund.organisationId)
    const { status, error } = await post('startups.applications.submit', startup.headers, {
      channelId,
      answers: {
        'why-now': 'x'.repeat(3001),
        pilots: 'Dozens',
        farmers: 'lots',
        channels: ['Mandis', 'Barter'],
        demo: 'javascript:alert(1)',
      },
    })
    expect(status).toBe(400)
    expect(error!.data.code).toBe('BAD_REQUEST')
    expect(error!.data.fieldErrors).toEqual({
      'answers.why-now': ['Keep your answer under 3,000 characters.'],
      'answers.pilots': ['Choose one of the options.'],
      'answers.farmers': ['Enter a number, like 1200 or 4.5.'],
      'answers.channels': ['Choose from the options given.'],
      'answers.demo': ['Enter a full web address, like https://example.com.'],
    })
    expect(await rows()).toEqual({ applications: 0, events: 0 })
  })

  it('asks for missing required answers and refuses questions the channel does not ask', async () => {
    const startup = await krishiSetu()
    const fund = await kaveriCapital()
    const channelId = await addChannel(fund.organisationId)
    const missing = await post('startups.applications.submit', startup.headers, {
      channelId,
      answers: { 'why-now': '   ', farmers: '' },
    })
    expect(missing.error!.data.fieldErrors).toEqual({
      'answers.why-now': ['Answer this question.'],
      'answers.pilots': ['Answer this question.'],
    })
    // A hidden question is no longer asked, so it cannot be answered either.
    const unknown = await post('startups.applications.submit', startup.headers, {
      channelId,
      answers: { ...goodAnswers, 'made-up': 'Hello', retired: 'Old answer' },
    })
    expect(unknown.error!.data.fieldErrors).toEqual({
      'answers.made-up': ['This channel does not ask that question.'],
      'answers.retired': ['This channel does not ask that question.'],
    })
    expect(await rows()).toEqual({ applications: 0, events: 0 })
  })

  it('refuses closed, not yet open and lapsed channels, and drafts, with a message', async () => {
    const startup = await krishiSetu()
    const fund = await kaveriCapital()
    const closed = await addChannel(fund.organisationId, { status: 'closed' })
    const future = await addChannel(fund.organisationId, {
      opensAt: new Date(Date.now() + 3 * day),
    })
    const lapsed = await addChannel(fund.organisationId, { closesAt: new Date(Date.now() - day) })
    const draft = await addChannel(fund.organisationId, { status: 'draft' })
    const submit = (channelId: string) =>
      errorOf(startup.caller.startups.applications.submit({ channelId, answers: goodAnswers }))

    expect(await submit(closed)).toMatchObject({
      code: 'CONFLICT',
      message: 'This channel is closed and no longer takes applications.',
    })
    expect(await submit(future)).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/^This channel opens for applications on /),
    })
    expect(await submit(lapsed)).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/^This channel closed on /),
    })
    expect((await submit(draft)).code).toBe('NOT_FOUND')
    expect(await rows()).toEqual({ applications: 0, events: 0 })
  })

  it('holds back a startup whose profile is less complete than the channel asks, saying how far off', async () => {
    const startup = await krishiSetu()
    const fund = await kaveriCapital()
    const channelId = await addChannel(fund.organisationId, { minCompleteness: 90 })
    const { completeness } = await startup.caller.startups.channels.get({ id: channelId })
    expect(completeness).toMatchObject({ required: 90, enough: false })

    const error = await errorOf(
      startup.caller.startups.applications.submit({ channelId, answers: goodAnswers }),
    )
    expect(error.code).toBe('BAD_REQUEST')
    expect(error.message).toBe(
      `This channel asks for a profile at least 90% complete; yours is ${completeness.percent}%. Fill in ${90 - completeness.percent} more percentage points of your profile, then apply.`,
    )
    expect(await rows()).toEqual({ applications: 0, events: 0 })
  })

  it('takes the minimum from the investor’s channel editor, through create and update', async () => {
    const startup = await krishiSetu()
    const fund = await kaveriCapital()
    const values = { ...emptyChannelInput, title: 'Agritech Seed Call', minCompleteness: 95 }
    const { id } = await fund.caller.investors.channels.create(values)
    expect((await fund.caller.investors.channels.get({ id })).channel.minCompleteness).toBe(95)
    await fund.caller.investors.channels.setStatus({ id, status: 'open' })
    expect(
      (await errorOf(startup.caller.startups.applications.submit({ channelId: id, answers: {} })))
        .code,
    ).toBe('BAD_REQUEST')

    await fund.caller.investors.channels.update({ id, values: { ...values, minCompleteness: 0 } })
    expect((await startup.caller.startups.channels.get({ id })).completeness).toMatchObject({
      required: 0,
      enough: true,
    })
    expect(
      await codeOf(startup.caller.startups.applications.submit({ channelId: id, answers: {} })),
    ).toBe('ok')
  })

  it('refuses a second application to the same channel with a clear message', async () => {
    const startup = await krishiSetu()
    const fund = await kaveriCapital()
    const channelId = await addChannel(fund.organisationId)
    await startup.caller.startups.applications.submit({ channelId, answers: goodAnswers })
    const error = await errorOf(
      startup.caller.startups.applications.submit({ channelId, answers: goodAnswers }),
    )
    expect(error).toMatchObject({
      code: 'CONFLICT',
      message: 'Your startup has already applied to this channel.',
    })
    expect(await rows()).toEqual({ applications: 1, events: 1 })
    // The channel page shows the application instead of the form.
    expect(
      (await startup.caller.startups.channels.get({ id: channelId })).application,
    ).toMatchObject({ status: 'submitted' })
  })

  it('lets only one of two simultaneous submissions through', async () => {
    const startup = await krishiSetu()
    const fund = await kaveriCapital()
    const channelId = await addChannel(fund.organisationId)
    const submit = () =>
      codeOf(startup.caller.startups.applications.submit({ channelId, answers: goodAnswers }))
    const outcomes = await Promise.all([submit(), submit()])
    expect(outcomes.sort()).toEqual(['CONFLICT', 'ok'])
    expect(await rows()).toEqual({ applications: 1, events: 1 })
  })

  it('relies on the unique index when the check in code is passed by', async () => {
    const startup = await krishiSetu()
    const fund = await kaveriCapital()
    const channelId = await addChannel(fund.organisationId)
    const own = (await loadOwnProfile(app().services.db, startup.organisationId))!
    const values = {
      channelId,
      investorOrgId: fund.organisationId,
      startupOrgId: startup.organisationId,
      actorId: startup.userId,
      answers: {},
      own,
    }
    expect(await insertApplication(app().services.db, values)).toMatchObject({
      applicationId: expect.any(String),
    })
    expect(await insertApplication(app().services.db, values)).toBe('duplicate')
    expect(await rows()).toEqual({ applications: 1, events: 1 })
  })
})

describe('startups.applications list and withdraw', () => {
  it('withdraws before a decision, writing an event, and not after one', async () => {
    const startup = await krishiSetu()
    const fund = await kaveriCapital()
    const first = await startup.caller.startups.applications.submit({
      channelId: await addChannel(fund.organisationId),
      answers: goodAnswers,
    })
    await startup.caller.startups.applications.withdraw({ id: first.id })
    const events = await app()
      .services.db.select()
      .from(applicationEvent)
      .where(eq(applicationEvent.applicationId, first.id))
    expect(events.map((e) => [e.fromStatus, e.toStatus])).toEqual(
      expect.arrayContaining([
        [null, 'submitted'],
        ['submitted', 'withdrawn'],
      ]),
    )

    const second = await startup.caller.startups.applications.submit({
      channelId: await addChannel(fund.organisationId, { title: 'Second call' }),
      answers: goodAnswers,
    })
    await fund.caller.investors.applications.setStatus({
      applicationIds: [second.id],
      status: 'accepted',
      message: 'We would love to back Krishi Setu; our partner will call you this week.',
    })
    const error = await errorOf(startup.caller.startups.applications.withdraw({ id: second.id }))
    expect(error.code).toBe('CONFLICT')
    const [still] = await app()
      .services.db.select({ status: application.status })
      .from(application)
      .where(eq(application.id, second.id))
    expect(still!.status).toBe('accepted')
  })

  it('keeps a startup out of another startup’s applications', async () => {
    const own = await krishiSetu()
    const other = await founderOf(app(), 'PayVeda')
    const otherCaller = await app().caller(other.headers)
    const fund = await kaveriCapital()
    const { id } = await own.caller.startups.applications.submit({
      channelId: await addChannel(fund.organisationId),
      answers: goodAnswers,
    })
    expect(await otherCaller.startups.applications.list()).toEqual([])
    expect(await codeOf(otherCaller.startups.applications.withdraw({ id }))).toBe('NOT_FOUND')
    expect(await codeOf(fund.caller.startups.applications.list())).toBe('FORBIDDEN')
    expect((await own.caller.startups.applications.list()).map((a) => a.status)).toEqual([
      'submitted',
    ])
  })

  it('shows the founder the decision message and reason, newest first, and never notes or ratings', async () => {
    const startup = await krishiSetu()
    const fund = await kaveriCapital()
    const older = await addChannel(fund.organisationId, { title: 'Older call' })
    const newer = await addChannel(fund.organisationId, { title: 'Newer call' })
    const first = await startup.caller.startups.applications.submit({
      channelId: older,
      answers: goodAnswers,
    })
    await app()
      .services.db.update(application)
      .set({ submittedAt: new Date(Date.now() - 3 * day) })
      .where(eq(application.id, first.id))
    await startup.caller.startups.applications.submit({ channelId: newer, answers: goodAnswers })
    await fund.caller.investors.applications.setStatus({
      applicationIds: [first.id],
      status: 'rejected',
      message: 'Thank you for applying; we would like to see more traction first.',
      reason: 'traction',
    })

    const list = await startup.caller.startups.applications.list()
    expect(list.map((a) => a.channelTitle)).toEqual(['Newer call', 'Older call'])
    expect(list[1]).toMatchObject({
      id: first.id,
      investorName: 'Kaveri Capital Partners',
      status: 'rejected',
      decisionMessage: 'Thank you for applying; we would like to see more traction first.',
      rejectionReason: 'traction',
      decidedAt: expect.any(Date),
    })
    expect(list[0]).toMatchObject({
      status: 'submitted',
      decisionMessage: null,
      rejectionReason: null,
    })

    const everything = [
      list,
      await startup.caller.startups.channels.matching(),
      await startup.caller.startups.channels.get({ id: older }),
      await startup.caller.startups.channels.get({ id: newer }),
    ]
    const keys = keysOf(everything)
    for (const secret of ['note', 'notes', 'rating', 'ratings', 'score_by', 'assigneeId']) {
      expect(keys.has(secret), secret).toBe(false)
    }
  })
})

describe('startups.applications.saveDraft', () => {
  const drafts = async () =>
    (await app().services.db.select({ n: count() }).from(applicationDraft))[0]!.n

  it('keeps unfinished answers for the apply page until the startup applies, then drops them', async () => {
    const startup = await krishiSetu()
    const fund = await kaveriCapital()
    const channelId = await addChannel(fund.organisationId)
    expect((await startup.caller.startups.channels.get({ id: channelId })).draft).toBeNull()

    // Unfinished: a required answer blank, a number not yet a number. Each save replaces the last.
    await startup.caller.startups.applications.saveDraft({
      channelId,
      answers: { 'why-now': 'Mandi reforms', pilots: '', farmers: '12 thou' },
    })
    await startup.caller.startups.applications.saveDraft({
      channelId,
      answers: { 'why-now': 'Mandi reforms opened', pilots: '1-3', channels: ['Online'] },
    })
    expect((await startup.caller.startups.channels.get({ id: channelId })).draft).toEqual({
      'why-now': 'Mandi reforms opened',
      pilots: '1-3',
      farmers: '',
      channels: ['Online'],
      demo: '',
    })
    expect(await drafts()).toBe(1)

    // Another startup sees none of it.
    const other = await founderOf(app(), 'Dhara Foods')
    const otherCaller = await app().caller(other.headers)
    expect((await otherCaller.startups.channels.get({ id: channelId })).draft).toBeNull()

    await startup.caller.startups.applications.submit({ channelId, answers: goodAnswers })
    expect(await drafts()).toBe(0)
    expect((await startup.caller.startups.channels.get({ id: channelId })).draft).toBeNull()
    expect(
      await errorOf(
        startup.caller.startups.applications.saveDraft({ channelId, answers: goodAnswers }),
      ),
    ).toMatchObject({
      code: 'CONFLICT',
      message: 'Your startup has already applied to this channel.',
    })
    expect(await drafts()).toBe(0)
  })

  it('refuses closed and unknown channels and answers that are not text or choices, writing nothing', async () => {
    const startup = await krishiSetu()
    const fund = await kaveriCapital()
    const open = await addChannel(fund.organisationId)
    const closed = await addChannel(fund.organisationId, { status: 'closed' })
    const draft = await addChannel(fund.organisationId, { status: 'draft' })
    const save = (channelId: string, answers: Record<string, unknown>) =>
      post('startups.applications.saveDraft', startup.headers, { channelId, answers })

    expect((await save(closed, { 'why-now': 'x' })).error!.data.code).toBe('CONFLICT')
    expect((await save(draft, { 'why-now': 'x' })).error!.data.code).toBe('NOT_FOUND')
    for (const answers of [
      { farmers: 12 },
      { 'why-now': 'x'.repeat(3001) },
      { channels: [{ nested: true }] },
    ]) {
      const { status, error } = await save(open, answers)
      expect(status, JSON.stringify(answers).slice(0, 40)).toBe(400)
      expect(error!.data.code).toBe('BAD_REQUEST')
    }
    expect(await drafts()).toBe(0)
  })
})
