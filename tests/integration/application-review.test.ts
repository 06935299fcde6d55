import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import {
  application,
  applicationRating,
  investorListEntry,
  startupNote,
  startupProfile,
  startupRating,
} from '@/server/db/schema'

import { createBareApplication, createBareChannel } from '../factories/db'
import { setupTestApp } from '../support/app'
import { postTrpc } from '../support/trpc-post'
import { founderOf, investorOf, teammateOf } from '../support/roles'
import { codeOf } from '../support/outcome'

const app = setupTestApp()
const day = 24 * 60 * 60 * 1000

const good = { team: 4, market: 3, product: 5, traction: 2, fit: 4 }

/**
 * Krishi Setu applied (20 days ago) to a channel of Kaveri Capital, whose owner Vikram and member
 * Ananya review it; Deccan Angels is another fund; PayVeda applied only to Deccan Angels.
 */
async function buildWorld() {
  const founder = await founderOf(app(), 'Krishi Setu')
  const fund = await investorOf(app(), 'Kaveri Capital')
  const owner = await teammateOf(app(), fund.organisationId, { name: 'Vikram Iyer' })
  const teammate = await teammateOf(app(), fund.organisationId, { name: 'Ananya Rao' })
  const other = await investorOf(app(), 'Deccan Angels')
  const otherStartup = await founderOf(app(), 'PayVeda')
  const db = app().services.db
  const call = await createBareChannel(db, {
    organisationId: fund.organisationId,
    title: 'Agritech Seed Call',
    responseDays: 14,
    sectors: ['Agriculture and Farming'],
    questions: [
      { id: 'why-now', kind: 'long_text', label: 'Why is now the right time?', required: true },
      {
        id: 'pilots',
        kind: 'single_choice',
        label: 'How many pilots are live?',
        required: false,
        hidden: true,
        choices: ['None', '1-3'],
      },
      { id: 'deck-url', kind: 'url', label: 'Demo video', required: false },
    ],
  })
  const applied = await createBareApplication(db, {
    channelId: call.id,
    startupOrgId: founder.organisationId,
    answers: { 'why-now': 'Mandi reforms opened direct buying.', pilots: '1-3' },
    submittedAt: new Date(Date.now() - 20 * day),
  })
  const otherCall = await createBareChannel(db, {
    organisationId: other.organisationId,
    title: 'Fintech Window',
  })
  await createBareApplication(db, {
    channelId: otherCall.id,
    startupOrgId: otherStartup.organisationId,
  })
  const callerOf = (headers: Headers) => app().caller(headers)
  return {
    founder,
    otherStartup,
    owner,
    teammate,
    other,
    fundId: fund.organisationId,
    applicationId: applied.id,
    ownerCaller: await callerOf(owner.headers),
    teammateCaller: await callerOf(teammate.headers),
    otherCaller: await callerOf(other.headers),
    founderCaller: await callerOf(founder.headers),
  }
}

/** A call through the real /trpc handler, to see the field errors the client gets. */
const post = (path: string, headers: Headers, input: unknown) =>
  postTrpc(app(), path, headers, input)

async function ratingRows() {
  const [row] = await app().services.db.select({ n: count() }).from(applicationRating)
  return row?.n ?? 0
}

describe('investors.applications.forStartup', () => {
  it('shows the startup’s applications with the channel’s questions matched to the answers, overdue flag and next moves', async () => {
    const w = await buildWorld()
    const [found, ...rest] = await w.ownerCaller.investors.applications.forStartup({
      startupOrgId: w.founder.organisationId,
    })
    expect(rest).toEqual([])
    expect(found).toMatchObject({
      id: w.applicationId,
      status: 'submitted',
      overdue: true,
      channel: { title: 'Agritech Seed Call', criteria: { sectors: ['Agriculture and Farming'] } },
      assignee: null,
      stage: null,
      allowedMoves: [
        { to: 'in_review', label: 'In review' },
        { to: 'shortlisted', label: 'Shortlisted' },
        { to: 'due_diligence', label: 'Due diligence' },
        { to: 'accepted', label: 'Accept…' },
        { to: 'rejected', label: 'Reject…' },
      ],
    })
    expect(found!.answers).toEqual([
      {
        questionId: 'why-now',
        label: 'Why is now the right time?',
        kind: 'long_text',
        required: true,
        hidden: false,
        answer: 'Mandi reforms opened direct buying.',
      },
      {
        questionId: 'pilots',
        label: 'How many pilots are live?',
        kind: 'single_choice',
        required: false,
        hidden: true,
        answer: '1-3',
      },
      {
        questionId: 'deck-url',
        label: 'Demo video',
        kind: 'url',
        required: false,
        hidden: false,
        answer: null,
      },
    ])
  })

  it('finds nothing for another fund’s startup, an empty list for a discoverable one, and refuses founders', async () => {
    const w = await buildWorld()
    expect(
      await codeOf(
        w.ownerCaller.investors.applications.forStartup({
          startupOrgId: w.otherStartup.organisationId,
        }),
      ),
    ).toBe('NOT_FOUND')
    expect(
      await codeOf(
        w.otherCaller.investors.applications.forStartup({ startupOrgId: w.founder.organisationId }),
      ),
    ).toBe('NOT_FOUND')
    await app()
      .services.db.update(startupProfile)
      .set({ isDiscoverable: true })
      .where(eq(startupProfile.organisationId, w.otherStartup.organisationId))
    expect(
      await w.ownerCaller.investors.applications.forStartup({
        startupOrgId: w.otherStartup.organisationId,
      }),
    ).toEqual([])
    expect(
      await codeOf(
        w.founderCaller.investors.applications.forStartup({
          startupOrgId: w.founder.organisationId,
        }),
      ),
    ).toBe('FORBIDDEN')
  })
})

describe('ratings', () => {
  it('are blind: a teammate sees no scores until they rate, then every rating and the average', async () => {
    const w = await buildWorld()
    const input = { startupOrgId: w.founder.organisationId }
    expect(
      await w.ownerCaller.investors.applications.rate({
        applicationId: w.applicationId,
        scores: good,
        comment: 'Strong founders.',
      }),
    ).toEqual({ overall: 36 })

    const [before] = await w.teammateCaller.investors.applications.forStartup(input)
    expect(before!.ratings).toEqual({
      mine: null,
      othersCount: 1,
      others: null,
      average: null,
      calibration: null,
    })
    expect(JSON.stringify(before)).not.toContain('Strong founders.')

    await w.teammateCaller.investors.applications.rate({
      applicationId: w.applicationId,
      scores: { team: 5, market: 5, product: 4, traction: 3, fit: 5 },
    })
    const [after] = await w.teammateCaller.investors.applications.forStartup(input)
    expect(after!.ratings.mine).toMatchObject({ overall: 44, comment: null })
    expect(after!.ratings.others).toEqual([
      expect.objectContaining({
        userId: w.owner.userId,
        name: 'Vikram Iyer',
        scores: good,
        overall: 36,
        comment: 'Strong founders.',
      }),
    ])
    expect(after!.ratings.average).toBe(40)

    // Rating again replaces the earlier rating.
    await w.ownerCaller.investors.applications.rate({
      applicationId: w.applicationId,
      scores: { ...good, traction: 5 },
    })
    const [owners] = await w.ownerCaller.investors.applications.forStartup(input)
    expect(owners!.ratings.mine).toMatchObject({ overall: 42, comment: null })
    expect(owners!.ratings.others).toEqual([
      expect.objectContaining({ name: 'Ananya Rao', overall: 44 }),
    ])
    expect(owners!.ratings.average).toBe(43)
    expect(await ratingRows()).toBe(2)
  })

  it('of a discoverable startup that never applied are the team’s, blind too, and need the startup to be visible', async () => {
    const w = await buildWorld()
    const input = { startupOrgId: w.otherStartup.organisationId }
    // PayVeda applied to Deccan Angels only and is not discoverable: Kaveri cannot rate it.
    expect(
      await codeOf(w.ownerCaller.investors.applications.rateStartup({ ...input, scores: good })),
    ).toBe('NOT_FOUND')
    expect(await codeOf(w.ownerCaller.investors.applications.startupRatings(input))).toBe(
      'NOT_FOUND',
    )
    await app()
      .services.db.update(startupProfile)
      .set({ isDiscoverable: true })
      .where(eq(startupProfile.organisationId, w.otherStartup.organisationId))

    expect(
      await w.ownerCaller.investors.applications.rateStartup({
        ...input,
        scores: good,
        comment: 'Worth a call.',
      }),
    ).toEqual({ overall: 36 })
    const before = await w.teammateCaller.investors.applications.startupRatings(input)
    expect(before).toEqual({
      mine: null,
      othersCount: 1,
      others: null,
      average: null,
      calibration: null,
    })
    await w.teammateCaller.investors.applications.rateStartup({
      ...input,
      scores: { team: 5, market: 5, product: 4, traction: 3, fit: 5 },
    })
    const after = await w.teammateCaller.investors.applications.startupRatings(input)
    expect(after.others).toEqual([
      expect.objectContaining({ name: 'Vikram Iyer', overall: 36, comment: 'Worth a call.' }),
    ])
    expect(after.average).toBe(40)
    // Deccan Angels, which PayVeda applied to, sees none of Kaveri's ratings.
    expect(await w.otherCaller.investors.applications.startupRatings(input)).toEqual({
      mine: null,
      othersCount: 0,
      others: null,
      average: null,
      calibration: null,
    })

    // A bad score is refused at its field and writes nothing.
    const response = await post('investors.applications.rateStartup', w.owner.headers, {
      ...input,
      scores: { ...good, market: 7 },
    })
    expect(response.status).toBe(400)
    expect(response.error?.data.fieldErrors?.['scores.market']).toEqual([
      'Score Market from 1 to 5.',
    ])
    const stored = await app()
      .services.db.select({ overall: startupRating.overall })
      .from(startupRating)
      .where(eq(startupRating.userId, w.owner.userId))
    expect(stored).toEqual([{ overall: 36 }])
  })

  it('refuse scores outside 1–5, fractions and missing dimensions field by field, writing nothing', async () => {
    const w = await buildWorld()
    const { team: _, ...withoutTeam } = good
    for (const [scores, field, message] of [
      [{ ...good, team: 0 }, 'scores.team', /Team from 1 to 5/],
      [{ ...good, market: 6 }, 'scores.market', /Market from 1 to 5/],
      [{ ...good, product: 2.5 }, 'scores.product', /whole number/],
      [withoutTeam, 'scores.team', /Team from 1 to 5/],
    ] as const) {
      const { status, error } = await post('investors.applications.rate', w.owner.headers, {
        applicationId: w.applicationId,
        scores,
      })
      expect(status).toBe(400)
      expect(error?.data.code).toBe('BAD_REQUEST')
      expect(Object.keys(error?.data.fieldErrors ?? {})).toEqual([field])
      expect(error?.data.fieldErrors?.[field]?.[0]).toMatch(message)
    }
    const long = await post('investors.applications.rate', w.owner.headers, {
      applicationId: w.applicationId,
      scores: good,
      comment: 'x'.repeat(1001),
    })
    expect(Object.keys(long.error?.data.fieldErrors ?? {})).toEqual(['comment'])
    expect(await ratingRows()).toBe(0)
  })

  it('are only for the fund’s own applications and never for founders', async () => {
    const w = await buildWorld()
    const input = { applicationId: w.applicationId, scores: good }
    expect(await codeOf(w.otherCaller.investors.applications.rate(input))).toBe('NOT_FOUND')
    expect(await codeOf(w.founderCaller.investors.applications.rate(input))).toBe('FORBIDDEN')
    expect(await ratingRows()).toBe(0)
  })
})

describe('notes', () => {
  it('are shared by the team, newest first with their authors, and deleted only by their author', async () => {
    const w = await buildWorld()
    const startupOrgId = w.founder.organisationId
    const first = await w.ownerCaller.investors.applications.notes.add({
      startupOrgId,
      body: '  Intro call went well.  ',
    })
    await w.teammateCaller.investors.applications.notes.add({
      startupOrgId,
      body: 'Checked the MCA filings.',
    })

    const listed = await w.teammateCaller.investors.applications.notes.list({ startupOrgId })
    expect(listed.map((n) => [n.body, n.authorName, n.mine])).toEqual([
      ['Checked the MCA filings.', 'Ananya Rao', true],
      ['Intro call went well.', 'Vikram Iyer', false],
    ])

    expect(
      await codeOf(w.teammateCaller.investors.applications.notes.remove({ id: first.id })),
    ).toBe('FORBIDDEN')
    await w.ownerCaller.investors.applications.notes.remove({ id: first.id })
    expect(
      (await w.ownerCaller.investors.applications.notes.list({ startupOrgId })).map((n) => n.body),
    ).toEqual(['Checked the MCA filings.'])
  })

  it('stay private to the organisation: another fund finds nothing and founders reach none of it', async () => {
    const w = await buildWorld()
    const startupOrgId = w.founder.organisationId
    const note = await w.ownerCaller.investors.applications.notes.add({
      startupOrgId,
      body: 'Private to Kaveri.',
    })
    expect(await codeOf(w.otherCaller.investors.applications.notes.list({ startupOrgId }))).toBe(
      'NOT_FOUND',
    )
    expect(
      await codeOf(
        w.otherCaller.investors.applications.notes.add({ startupOrgId, body: 'Sneaky' }),
      ),
    ).toBe('NOT_FOUND')
    expect(await codeOf(w.otherCaller.investors.applications.notes.remove({ id: note.id }))).toBe(
      'NOT_FOUND',
    )
    expect(await codeOf(w.founderCaller.investors.applications.notes.list({ startupOrgId }))).toBe(
      'FORBIDDEN',
    )
    expect(await codeOf(w.founderCaller.investors.applications.notes.remove({ id: note.id }))).toBe(
      'FORBIDDEN',
    )
    expect(await codeOf(w.founderCaller.investors.applications.forStartup({ startupOrgId }))).toBe(
      'FORBIDDEN',
    )
    const rows = await app().services.db.select({ body: startupNote.body }).from(startupNote)
    expect(rows).toEqual([{ body: 'Private to Kaveri.' }])
  })

  it('need a body of at most 5,000 characters', async () => {
    const w = await buildWorld()
    const empty = await post('investors.applications.notes.add', w.owner.headers, {
      startupOrgId: w.founder.organisationId,
      body: '   ',
    })
    expect(empty.status).toBe(400)
    expect(empty.error?.data.fieldErrors?.body?.[0]).toBe('Write the note.')
    const long = await post('investors.applications.notes.add', w.owner.headers, {
      startupOrgId: w.founder.organisationId,
      body: 'x'.repeat(5001),
    })
    expect(long.error?.data.fieldErrors?.body?.[0]).toMatch(/5,000/)
    const [row] = await app().services.db.select({ n: count() }).from(startupNote)
    expect(row?.n).toBe(0)
  })
})

describe('assigning', () => {
  it('gives the application to a teammate or to nobody, and refuses anyone outside the team', async () => {
    const w = await buildWorld()
    const startupOrgId = w.founder.organisationId
    const teammates = await w.ownerCaller.investors.applications.teammates()
    expect(teammates).toHaveLength(3)
    expect(teammates.map((t) => t.id)).toEqual(
      expect.arrayContaining([w.owner.userId, w.teammate.userId]),
    )
    expect(teammates.map((t) => t.id)).not.toContain(w.other.userId)

    await w.ownerCaller.investors.applications.assign({
      applicationId: w.applicationId,
      assigneeId: w.teammate.userId,
    })
    const [assigned] = await w.ownerCaller.investors.applications.forStartup({ startupOrgId })
    expect(assigned!.assignee).toEqual({ id: w.teammate.userId, name: 'Ananya Rao' })

    const outsider = await post('investors.applications.assign', w.owner.headers, {
      applicationId: w.applicationId,
      assigneeId: w.other.userId,
    })
    expect(outsider.status).toBe(400)
    expect(outsider.error?.data.fieldErrors?.assigneeId?.[0]).toBe('Choose someone from your team.')
    const [unchanged] = await app()
      .services.db.select({ assigneeId: application.assigneeId })
      .from(application)
      .where(eq(application.id, w.applicationId))
    expect(unchanged?.assigneeId).toBe(w.teammate.userId)

    await w.teammateCaller.investors.applications.assign({
      applicationId: w.applicationId,
      assigneeId: null,
    })
    const [cleared] = await w.ownerCaller.investors.applications.forStartup({ startupOrgId })
    expect(cleared!.assignee).toBeNull()

    expect(
      await codeOf(
        w.otherCaller.investors.applications.assign({
          applicationId: w.applicationId,
          assigneeId: w.other.userId,
        }),
      ),
    ).toBe('NOT_FOUND')
  })
})

describe('status moves on the detail screen', () => {
  it('walk the pipeline, each move an event with its actor in the timeline; a decision needs a message and reason and is final', async () => {
    const w = await buildWorld()
    const startupOrgId = w.founder.organisationId
    const applicationIds = [w.applicationId]
    await w.ownerCaller.investors.applications.setStatus({ applicationIds, status: 'in_review' })
    await w.teammateCaller.investors.applications.setStatus({
      applicationIds,
      status: 'shortlisted',
    })

    const [moved] = await w.ownerCaller.investors.applications.forStartup({ startupOrgId })
    expect(moved!.status).toBe('shortlisted')
    expect(moved!.stage).toEqual({ key: 'shortlisted', name: 'Shortlisted' })
    expect(moved!.allowedMoves.map((move) => move.to)).toEqual([
      'submitted',
      'in_review',
      'due_diligence',
      'accepted',
      'rejected',
    ])
    expect(moved!.timeline.map((e) => [e.actorName, e.fromStatus, e.toStatus])).toEqual([
      ['Ananya Rao', 'in_review', 'shortlisted'],
      ['Vikram Iyer', 'submitted', 'in_review'],
    ])
    expect(moved!.timeline[0]!.createdAt).toBeInstanceOf(Date)

    const noMessage = await post('investors.applications.setStatus', w.owner.headers, {
      applicationIds,
      status: 'accepted',
    })
    expect(noMessage.status).toBe(400)
    expect(noMessage.error?.data.fieldErrors?.message?.[0]).toMatch(/message/)
    const noReason = await post('investors.applications.setStatus', w.owner.headers, {
      applicationIds,
      status: 'rejected',
      message: 'Thank you for applying; we think it is a little early for us.',
    })
    expect(noReason.status).toBe(400)
    expect(Object.keys(noReason.error?.data.fieldErrors ?? {})).toEqual(['reason'])
    expect(
      (await w.ownerCaller.investors.applications.forStartup({ startupOrgId }))[0]!.status,
    ).toBe('shortlisted')

    await w.ownerCaller.investors.applications.setStatus({
      applicationIds,
      status: 'rejected',
      message: 'Thank you for applying; we think it is a little early for us.',
      reason: 'too_early',
    })
    const [decided] = await w.teammateCaller.investors.applications.forStartup({ startupOrgId })
    expect(decided).toMatchObject({
      status: 'rejected',
      rejectionReason: 'too_early',
      decisionMessage: 'Thank you for applying; we think it is a little early for us.',
      allowedMoves: [],
      overdue: false,
    })
    expect(decided!.decidedAt).toBeInstanceOf(Date)
    expect(decided!.timeline[0]).toMatchObject({
      actorName: 'Vikram Iyer',
      fromStatus: 'shortlisted',
      toStatus: 'rejected',
    })
    expect(
      await codeOf(
        w.teammateCaller.investors.applications.setStatus({ applicationIds, status: 'in_review' }),
      ),
    ).toBe('CONFLICT')
  })
})

describe('investors.lists', () => {
  it('creates lists with unique names, adds, re-notes and removes a startup, and says which lists hold it', async () => {
    const w = await buildWorld()
    const startupOrgId = w.founder.organisationId
    const lists = w.ownerCaller.investors.lists
    const { id: listId } = await lists.create({
      name: 'Partner meeting',
      description: 'For Monday.',
    })
    await w.teammateCaller.investors.lists.create({ name: 'Revisit later' })

    const duplicate = await post('investors.lists.create', w.teammate.headers, {
      name: ' partner MEETING ',
    })
    expect(duplicate.status).toBe(409)
    expect(duplicate.error?.data.code).toBe('CONFLICT')
    expect(duplicate.error?.data.fieldErrors?.name?.[0]).toMatch(/already has a list called/)
    const blank = await post('investors.lists.create', w.owner.headers, { name: ' ' })
    expect(Object.keys(blank.error?.data.fieldErrors ?? {})).toEqual(['name'])

    await lists.addEntry({ listId, startupOrgId })
    await w.teammateCaller.investors.lists.addEntry({ listId, startupOrgId, note: 'Warm intro.' })
    expect(await lists.list({ startupOrgId })).toEqual([
      expect.objectContaining({
        id: listId,
        name: 'Partner meeting',
        description: 'For Monday.',
        entryCount: 1,
        containsStartup: true,
      }),
      expect.objectContaining({ name: 'Revisit later', entryCount: 0, containsStartup: false }),
    ])
    const entries = await app()
      .services.db.select({ note: investorListEntry.note })
      .from(investorListEntry)
    expect(entries).toEqual([{ note: 'Warm intro.' }])
    await lists.addEntry({ listId, startupOrgId })
    expect(
      await app().services.db.select({ note: investorListEntry.note }).from(investorListEntry),
    ).toEqual([{ note: 'Warm intro.' }])

    expect(await lists.removeEntry({ listId, startupOrgId })).toEqual({ removed: true })
    expect(await lists.removeEntry({ listId, startupOrgId })).toEqual({ removed: false })
    expect((await lists.list({ startupOrgId }))[0]).toMatchObject({
      entryCount: 0,
      containsStartup: false,
    })
  })

  it('keeps lists to their organisation and only takes startups the fund may see', async () => {
    const w = await buildWorld()
    const { id: listId } = await w.ownerCaller.investors.lists.create({ name: 'Partner meeting' })
    expect(
      await codeOf(
        w.ownerCaller.investors.lists.addEntry({
          listId,
          startupOrgId: w.otherStartup.organisationId,
        }),
      ),
    ).toBe('NOT_FOUND')
    expect(await w.otherCaller.investors.lists.list()).toEqual([])
    expect(
      await codeOf(
        w.otherCaller.investors.lists.addEntry({
          listId,
          startupOrgId: w.otherStartup.organisationId,
        }),
      ),
    ).toBe('NOT_FOUND')
    expect(
      await codeOf(
        w.otherCaller.investors.lists.removeEntry({
          listId,
          startupOrgId: w.founder.organisationId,
        }),
      ),
    ).toBe('NOT_FOUND')
    expect(await codeOf(w.founderCaller.investors.lists.list())).toBe('FORBIDDEN')
    const [row] = await app().services.db.select({ n: count() }).from(investorListEntry)
    expect(row?.n).toBe(0)
  })
})
