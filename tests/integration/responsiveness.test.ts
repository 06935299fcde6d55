import { describe, expect, it } from 'vitest'

import { applicationStatuses } from '@/lib/options'
import { writtenInOnePass } from '@/lib/transformer'
import { responsivenessTallies } from '@/server/db/queries/responsiveness'
import {
  responsivenessFor,
  responsivenessSettled,
  staleAfterMs,
} from '@/server/investors/responsiveness'
import type { Database } from '@/server/db/client'
import { applicationEvent, investorResponsiveness } from '@/server/db/schema'

import { createFaker } from '../factories/faker'
import {
  createApplication,
  createBareApplication,
  createBareChannel,
  createBareInvestorProfile,
  createChannel,
  createStartup,
} from '../factories/db'
import { setupTestApp } from '../support/app'
import { independentTallies } from '../support/responsiveness'
import { founderOf, investorOf } from '../support/roles'

const app = setupTestApp()
const day = 86_400_000
const now = new Date()
const daysAgo = (days: number) => new Date(now.getTime() - days * day)

type Move = [after: number, to: (typeof applicationStatuses)[number]]

/**
 * One application submitted `ago` days before now to `channelId`, with its status moves `after`
 * days from submission: the events, and the application's own columns as a status change keeps
 * them (the independent computation reads those).
 */
async function applied(db: Database, channelId: string, ago: number, moves: Move[] = []) {
  const startup = await createStartup(db)
  const submittedAt = daysAgo(ago)
  const at = (after: number) => new Date(submittedAt.getTime() + after * day)
  const answers = moves.filter(([, to]) => to !== 'withdrawn')
  const decision = moves.find(([, to]) => to === 'accepted' || to === 'rejected')
  const row = await createBareApplication(db, {
    channelId,
    startupOrgId: startup.organisation.id,
    status: moves.at(-1)?.[1] ?? 'submitted',
    submittedAt,
    updatedAt: moves.length ? at(moves.at(-1)![0]) : submittedAt,
    firstResponseAt: answers.length ? at(answers[0]![0]) : null,
    decidedAt: decision ? at(decision[0]) : null,
  })
  let from: (typeof applicationStatuses)[number] = 'submitted'
  await db.insert(applicationEvent).values([
    { applicationId: row.id, toStatus: 'submitted', createdAt: submittedAt },
    ...moves.map(([after, to]) => {
      const event = { applicationId: row.id, fromStatus: from, toStatus: to, createdAt: at(after) }
      from = to
      return event
    }),
  ])
  return row.id
}

/**
 * Kaveri Capital's 7-day channel: eleven applications in the last 12 months whose figures are
 * worked out by hand below, one older, and Deccan Angels' nine, too few to be judged.
 */
async function world() {
  const db = app().services.db
  const fund = await investorOf(app(), 'Kaveri Capital')
  const other = await investorOf(app(), 'Deccan Angels')
  const call = await createBareChannel(db, {
    organisationId: fund.organisationId,
    title: 'Kaveri Seed',
    responseDays: 7,
  })
  const otherCall = await createBareChannel(db, {
    organisationId: other.organisationId,
    title: 'Deccan Angels Open',
  })
  const kaveri = call.id
  const ids = {
    onTimeThenRejected: await applied(db, kaveri, 30, [
      [2, 'in_review'],
      [10, 'rejected'],
    ]),
    rejectedOnTime: await applied(db, kaveri, 30, [[5, 'rejected']]),
    late: await applied(db, kaveri, 30, [[9, 'in_review']]),
    neverAnswered: await applied(db, kaveri, 30),
    stillWithinPromise: await applied(db, kaveri, 3),
    withdrawnInTime: await applied(db, kaveri, 30, [[3, 'withdrawn']]),
    withdrawnAfterPromise: await applied(db, kaveri, 30, [[12, 'withdrawn']]),
    accepted: await applied(db, kaveri, 20, [
      [1, 'shortlisted'],
      [15, 'accepted'],
    ]),
    onTheLastMoment: await applied(db, kaveri, 20, [[7, 'in_review']]),
    tooOld: await applied(db, kaveri, 400, [[1, 'in_review']]),
    withinHalfADay: await applied(db, kaveri, 100, [[0.5, 'in_review']]),
    rejectedLate: await applied(db, kaveri, 50, [[20, 'rejected']]),
  }
  for (let i = 0; i < 9; i++) {
    await applied(db, otherCall.id, 10 + i, [[1, 'rejected']])
  }
  return { db, fund, other, ids, channelId: call.id }
}

describe('responsiveness', () => {
  it('counts answers within the promise, and the medians, as worked out by hand', async () => {
    const { db, fund, other } = await world()
    const tallies = await responsivenessTallies(
      db,
      [fund.organisationId, other.organisationId],
      now,
    )
    // In the window: all but the 400-day-old one. Due: answered, never answered past the promise,
    // withdrawn after it (not: still within it, withdrawn in time). On time: 2, 5, 1, 7 and 0.5
    // days against 7. First answers 0.5, 1, 2, 5, 7, 9, 20; decisions 5, 10, 15, 20.
    expect(tallies.get(fund.organisationId)).toEqual({
      applications: 11,
      due: 9,
      onTime: 5,
      medianFirstResponseDays: 5,
      medianDecisionDays: 12.5,
    })
    expect(tallies.get(other.organisationId)?.applications).toBe(9)
    expect(await independentTallies(db, fund.organisationId, now)).toEqual(
      tallies.get(fund.organisationId),
    )
  })

  it('shows founders the record on channel cards, the apply page and the public page', async () => {
    const { db, fund, other, channelId } = await world()
    await createBareInvestorProfile(db, {
      organisationId: fund.organisationId,
      isPublic: true,
      onboardedAt: now,
    })
    const founder = await founderOf(app(), 'Krishi Setu')
    const caller = await app().caller(founder.headers)
    const measured = {
      kind: 'measured',
      applications: 11,
      due: 9,
      onTimePercent: 55,
      medianFirstResponseDays: 5,
      medianDecisionDays: 12.5,
    }
    // A second channel of the same fund carries the same record.
    const second = await createBareChannel(db, {
      organisationId: fund.organisationId,
      title: 'Kaveri Growth',
    })
    const matching = await caller.startups.channels.matching()
    expect(matching.find((c) => c.id === channelId)?.responsiveness).toEqual(measured)
    expect(matching.find((c) => c.id === second.id)?.responsiveness).toEqual(measured)
    // Each channel's record is its own object: the answer is written in one pass.
    expect(writtenInOnePass(matching)).toBe(true)
    expect(matching.find((c) => c.id !== channelId)?.responsiveness).toEqual({
      kind: 'new',
      applications: 9,
    })
    expect((await caller.startups.channels.get({ id: channelId })).responsiveness).toEqual(measured)
    const visitor = await app().caller()
    const page = await visitor.website.investorPublicProfile.get({ slug: 'kaveri-capital' })
    expect(page.responsiveness).toEqual(measured)
    expect(JSON.stringify(page)).not.toContain(fund.organisationId)
    expect(JSON.stringify(matching)).not.toContain(other.organisationId)
  })

  it('shows the team its record and the unanswered applications past their promise', async () => {
    const { fund, ids } = await world()
    const team = await app().caller(fund.headers)
    const { record, unanswered } = await team.investors.dashboard.responsiveness()
    expect(record).toMatchObject({ kind: 'measured', onTimePercent: 55 })
    // Only the one never answered: the other unanswered one is still within its promise.
    expect(unanswered.total).toBe(1)
    expect(unanswered.oldest.map((a) => [a.id, a.daysLate])).toEqual([[ids.neverAnswered, 23]])
  })

  it('keeps the record it worked out, and works it out again in the background once stale', async () => {
    const { db, fund, channelId } = await world()
    const org = fund.organisationId
    const first = (await responsivenessFor(db, [org], now)).get(org)
    expect(first).toMatchObject({ kind: 'measured', applications: 11, onTimePercent: 55 })
    // A twelfth application, answered on time: the kept record does not move yet...
    await applied(db, channelId, 10, [[1, 'in_review']])
    expect((await responsivenessFor(db, [org], now)).get(org)).toEqual(first)
    // ...until it is older than the limit: that read still gets it, and starts the new count.
    const later = new Date(now.getTime() + staleAfterMs + 60_000)
    expect((await responsivenessFor(db, [org], later)).get(org)).toEqual(first)
    await responsivenessSettled()
    expect((await responsivenessFor(db, [org], later)).get(org)).toMatchObject({
      applications: 12,
      due: 10,
      onTimePercent: 60,
    })
    const [kept] = await db.select().from(investorResponsiveness)
    expect(kept).toMatchObject({ organisationId: org, applications: 12, onTime: 6 })
  })

  it('works a first record out once for everyone who asks at the same time', async () => {
    // No background count left over from an earlier test of this process.
    await responsivenessSettled()
    const { db, fund } = await world()
    const org = fund.organisationId
    const runs: string[][] = []
    const watched: typeof responsivenessTallies = (...args) => {
      runs.push([...args[1]])
      return responsivenessTallies(...args)
    }
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => responsivenessFor(db, [org], now, watched)),
    )
    expect(runs).toEqual([[org]])
    for (const answer of answers) {
      expect(answer.get(org)).toMatchObject({ kind: 'measured', applications: 11 })
    }
  })

  it('past its time limit, shows no record to everyone then and works it out once behind', async () => {
    // No background count left over from an earlier test of this process.
    await responsivenessSettled()
    const { db, fund } = await world()
    const org = fund.organisationId
    let runs = 0
    // The background run ends only once every visitor has had an answer, as a large fund's
    // does: otherwise a visitor whose read of the records came late could find it kept already.
    let release!: () => void
    const backgroundMayEnd = new Promise<void>((resolve) => (release = resolve))
    // The first run stops at its limit, as PostgreSQL stops a statement; the next ones count.
    const slowOnce: typeof responsivenessTallies = async (...args) => {
      if (++runs === 1) throw new Error('canceling statement due to statement timeout')
      await backgroundMayEnd
      return responsivenessTallies(...args)
    }
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => responsivenessFor(db, [org], now, slowOnce)),
    )
    for (const answer of answers) expect(answer.get(org)).toBeNull()
    release()
    await responsivenessSettled()
    // The first try, then the one background run.
    expect(runs).toBe(2)
    expect((await responsivenessFor(db, [org], now)).get(org)).toMatchObject({
      kind: 'measured',
      applications: 11,
    })
  })

  it('agrees with an independent computation on random pipelines', async () => {
    const db = app().services.db
    const faker = createFaker(20261126)
    const funds = await Promise.all(
      ['Nilgiri Ventures', 'Sahyadri Fund', 'Godavari Angels'].map((name) =>
        investorOf(app(), name),
      ),
    )
    for (const fund of funds) {
      const channels = await Promise.all(
        [3, 14, 30].map((responseDays) =>
          createChannel(db, { organisationId: fund.organisationId, responseDays }, { faker }),
        ),
      )
      for (let i = 0; i < 25; i++) {
        const startup = await createStartup(db, {}, { faker })
        await createApplication(
          db,
          {
            channelId: faker.helpers.arrayElement(channels).id,
            startupOrgId: startup.organisation.id,
            status: faker.helpers.arrayElement(applicationStatuses),
            submittedAt: daysAgo(faker.number.float({ min: 0, max: 450 })),
          },
          { faker, now },
        )
      }
    }
    const ids = funds.map((f) => f.organisationId)
    const tallies = await responsivenessTallies(db, ids, now)
    for (const id of ids) {
      const tally = tallies.get(id)!
      expect(tally.applications).toBeGreaterThan(10)
      expect(tally.due).toBeGreaterThan(0)
      const expected = await independentTallies(db, id, now)
      expect(tally.applications).toBe(expected.applications)
      expect(tally.due).toBe(expected.due)
      expect(tally.onTime).toBe(expected.onTime)
      expect(tally.medianFirstResponseDays).toBeCloseTo(expected.medianFirstResponseDays!, 6)
      expect(tally.medianDecisionDays).toBeCloseTo(expected.medianDecisionDays!, 6)
    }
  })
})
