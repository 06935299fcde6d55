import { sql, type SQL } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { defaultPeriod } from '@/domain/investors/dashboard'
import { addDays } from '@/lib/calendar'
import { applicationStatuses } from '@/lib/options'
import { applicationRating, member, startupNote, startupRating } from '@/server/db/schema'
import { rowsOf } from '@/server/db/rows'

import { createFaker } from '../factories/faker'
import { createApplication, createChannel, createStartup } from '../factories/db'
import { setupTestApp } from '../support/app'
import { codeOf } from '../support/outcome'
import { expectDashboardIndexAgreesWithSql } from '../support/search-agreement'
import { founderOf, investorOf } from '../support/roles'

const app = setupTestApp()
const day = 86_400_000
const ist = 5.5 * 60 * 60 * 1000
/** Midnight in India at the start of a calendar day. */
const indiaMidnight = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - ist)

const statuses = applicationStatuses

/**
 * One fund with three channels (a 14-day and a 7-day promise, and one nobody applied to), 24
 * startups applying over 18 months — four of them exactly on the period's edges — with notes and
 * ratings by two teammates; a second fund's applications must never count.
 */
async function world() {
  const db = app().services.db
  const faker = createFaker(20261124)
  const now = new Date()
  const period = defaultPeriod(now)
  const fund = await investorOf(app(), 'Kaveri Capital')
  const mate = await investorOf(app(), 'Kaveri Capital (mate)')
  await db.execute(
    sql`update ${member} set organisation_id = ${fund.organisationId} where user_id = ${mate.userId}`,
  )
  const other = await investorOf(app(), 'Deccan Angels')
  const seed = await createChannel(
    db,
    { organisationId: fund.organisationId, status: 'open', responseDays: 14, opensAt: null },
    { faker },
  )
  const fast = await createChannel(
    db,
    { organisationId: fund.organisationId, status: 'open', responseDays: 7, opensAt: null },
    { faker },
  )
  const quiet = await createChannel(
    db,
    { organisationId: fund.organisationId, status: 'open', responseDays: 30 },
    { faker },
  )
  const foreign = await createChannel(db, { organisationId: other.organisationId }, { faker })

  const edges = [
    indiaMidnight(period.from), // first moment inside
    new Date(indiaMidnight(period.from).getTime() - 1), // last moment before
    new Date(indiaMidnight(addDays(period.to, 1)).getTime() - 1000), // last second inside
  ]
  const applicationIds: string[] = []
  for (let i = 0; i < 24; i++) {
    const startup = await createStartup(db, {}, { faker })
    const submittedAt =
      edges[i] ?? new Date(now.getTime() - faker.number.int({ min: 0, max: 540 }) * day)
    for (const target of i % 3 === 0 ? [seed, fast] : [i % 2 ? seed : fast]) {
      const { application } = await createApplication(
        db,
        {
          channelId: target.id,
          startupOrgId: startup.organisation.id,
          status: statuses[(i + applicationIds.length) % statuses.length]!,
          submittedAt,
        },
        { faker, now },
      )
      applicationIds.push(application.id)
    }
    if (i % 4 === 0) {
      await createApplication(
        db,
        { channelId: foreign.id, startupOrgId: startup.organisation.id, status: 'in_review' },
        { faker, now },
      )
    }
    if (i % 5 === 0) {
      await db.insert(startupNote).values({
        investorOrgId: fund.organisationId,
        startupOrgId: startup.organisation.id,
        authorId: i % 2 ? mate.userId : fund.userId,
        body: 'Met the founders.',
        createdAt: new Date(now.getTime() - i * 30 * day),
      })
    }
  }
  await db.insert(applicationRating).values(
    applicationIds.slice(0, 12).map((id, i) => ({
      applicationId: id,
      userId: i % 3 ? fund.userId : mate.userId,
      scores: { team: 4 },
      overall: 40,
      updatedAt: new Date(now.getTime() - i * 40 * day),
    })),
  )
  // Two ratings of a startup found in Discover, one of them long ago.
  const scouted = await createStartup(db, { isDiscoverable: true }, { faker })
  await db.insert(startupRating).values([
    {
      investorOrgId: fund.organisationId,
      startupOrgId: scouted.organisation.id,
      userId: mate.userId,
      scores: { team: 3 },
      overall: 30,
    },
    {
      investorOrgId: fund.organisationId,
      startupOrgId: scouted.organisation.id,
      userId: fund.userId,
      scores: { team: 3 },
      overall: 30,
      updatedAt: new Date(now.getTime() - 500 * day),
    },
  ])
  return { fund, mate, other, period, seed, fast, quiet, now }
}

type Row = Record<string, unknown>
const rows = (query: SQL) => rowsOf<Row>(app().services.db, query)

/**
 * The dashboard computed another way: the period by India calendar date rather than by bounds,
 * and the funnel and response times from the events rather than from the application's columns.
 */
async function independent(
  organisationId: string,
  period: { from: string; to: string },
  channelId?: string,
) {
  const scope = sql`a.investor_org_id = ${organisationId}
    and (a.submitted_at at time zone 'Asia/Kolkata')::date between ${period.from}::date and ${period.to}::date
    ${channelId ? sql`and a.channel_id = ${channelId}` : sql``}`
  const apps = sql`(
    select a.*, c.response_days,
      (select min(e.created_at) from application_event e
        where e.application_id = a.id and e.from_status is not null and e.to_status <> 'withdrawn') as responded,
      (select coalesce(max(array_position(array['submitted','in_review','shortlisted','due_diligence','accepted'], e.to_status::text)), 1)
        from application_event e where e.application_id = a.id) as reached
    from application a join channel c on c.id = a.channel_id where ${scope})`
  const byStatus = await rows(
    sql`select status::text as status, count(*)::int as count from ${apps} x group by status`,
  )
  const perChannel = await rows(sql`
    select channel_id as id, count(*)::int as total,
      array[count(*) filter (where reached >= 1), count(*) filter (where reached >= 2),
        count(*) filter (where reached >= 3), count(*) filter (where reached >= 4),
        count(*) filter (where reached >= 5)]::int[] as funnel,
      round((percentile_cont(0.5) within group (order by extract(epoch from responded - submitted_at) / 86400))::numeric, 1)::float as "medianFirstResponseDays",
      round((percentile_cont(0.5) within group (order by extract(epoch from decided_at - submitted_at) / 86400))::numeric, 1)::float as "medianDecisionDays",
      sum(case when decided_at - submitted_at <= response_days * interval '1 day' then 1 else 0 end)::int as "decidedOnTime",
      sum(case when decided_at is not null then 1
        when status in ('submitted','in_review','shortlisted','due_diligence') and now() - submitted_at > response_days * interval '1 day' then 1
        else 0 end)::int as "promiseDue"
    from ${apps} x group by channel_id`)
  const weekly = await rows(sql`
    select to_char(d - ((extract(isodow from d)::int - 1) * interval '1 day'), 'YYYY-MM-DD') as week, count(x.id)::int as count
    from generate_series(${period.from}::date, ${period.to}::date, interval '1 day') as d
    left join ${apps} x on (x.submitted_at at time zone 'Asia/Kolkata')::date = d::date
    group by 1 order by 1`)
  const sectors = await rows(sql`
    select s as value, count(*)::int as count from ${apps} x, unnest(x.sectors) s group by s`)
  const states = await rows(sql`
    select headquarters as value, count(*)::int as count from ${apps} x
    where headquarters is not null group by headquarters`)
  const overdue = await rows(sql`
    select count(*)::int as count from application a join channel c on c.id = a.channel_id
    where a.investor_org_id = ${organisationId} ${channelId ? sql`and a.channel_id = ${channelId}` : sql``}
      and a.status in ('submitted','in_review','shortlisted','due_diligence')
      and now() - a.submitted_at > c.response_days * interval '1 day'`)
  const inPeriod = (column: string) =>
    sql`(${sql.raw(column)} at time zone 'Asia/Kolkata')::date between ${period.from}::date and ${period.to}::date`
  const moves = await rows(sql`
    select e.actor_id as "userId", count(*)::int as n from application_event e
    join application a on a.id = e.application_id
    where a.investor_org_id = ${organisationId} and e.from_status is not null and ${inPeriod('e.created_at')}
      ${channelId ? sql`and a.channel_id = ${channelId}` : sql``}
    group by e.actor_id`)
  const notes = await rows(sql`
    select n.author_id as "userId", count(*)::int as n from startup_note n
    where n.investor_org_id = ${organisationId} and ${inPeriod('n.created_at')}
      ${channelId ? sql`and n.startup_org_id in (select startup_org_id from application where channel_id = ${channelId})` : sql``}
    group by n.author_id`)
  const ratings = await rows(sql`
    select "userId", sum(n)::int as n from (
      select r.user_id as "userId", count(*) as n from application_rating r
      join application a on a.id = r.application_id
      where a.investor_org_id = ${organisationId} and ${inPeriod('r.updated_at')}
        ${channelId ? sql`and a.channel_id = ${channelId}` : sql``}
      group by r.user_id
      union all
      select r.user_id, count(*) from startup_rating r
      where r.investor_org_id = ${organisationId} and ${inPeriod('r.updated_at')}
        and ${channelId ? sql`false` : sql`true`}
      group by r.user_id
    ) as both_kinds group by "userId"`)
  return { byStatus, perChannel, weekly, sectors, states, overdue, moves, notes, ratings }
}

const countOf = (list: Row[], key: string, value: string) =>
  Number(list.find((row) => row[key] === value)?.count ?? 0)
const nOf = (list: Row[], userId: string) =>
  Number(list.find((row) => row.userId === userId)?.n ?? 0)
const sorted = (list: { value: string; count: number }[] | Row[]) =>
  [...list].map((r) => `${String(r.value)}=${String(r.count)}`).sort()

async function expectAgreement(
  w: Awaited<ReturnType<typeof world>>,
  period: { from: string; to: string },
  channelId?: string,
) {
  const caller = await app().caller(w.fund.headers)
  const got = await caller.investors.dashboard.get({ ...period, channelId })
  const want = await independent(w.fund.organisationId, period, channelId)

  for (const status of statuses) {
    expect(got.byStatus.find((s) => s.status === status)?.count, status).toBe(
      countOf(want.byStatus, 'status', status),
    )
  }
  expect(got.total).toBe(got.byStatus.reduce((n, s) => n + s.count, 0))
  for (const row of got.perChannel) {
    const expected = want.perChannel.find((r) => r.id === row.id)
    expect(
      {
        total: row.total,
        funnel: row.funnel.map((s) => s.count),
        medianFirstResponseDays: row.medianFirstResponseDays,
        medianDecisionDays: row.medianDecisionDays,
        decidedOnTime: row.decidedOnTime,
        promiseDue: row.promiseDue,
      },
      row.title,
    ).toEqual(
      expected
        ? {
            total: expected.total,
            funnel: expected.funnel,
            medianFirstResponseDays: expected.medianFirstResponseDays,
            medianDecisionDays: expected.medianDecisionDays,
            decidedOnTime: expected.decidedOnTime,
            promiseDue: expected.promiseDue,
          }
        : {
            total: 0,
            funnel: [0, 0, 0, 0, 0],
            medianFirstResponseDays: null,
            medianDecisionDays: null,
            decidedOnTime: 0,
            promiseDue: 0,
          },
    )
  }
  expect(got.perChannel.reduce((n, c) => n + c.total, 0)).toBe(got.total)
  expect(got.weekly.map((w) => `${w.week}=${w.count}`)).toEqual(
    want.weekly.map((w) => `${String(w.week)}=${String(w.count)}`),
  )
  expect(sorted(got.sectors)).toEqual(sorted(want.sectors))
  expect(sorted(got.states)).toEqual(sorted(want.states))
  expect(got.overdue).toBe(Number(want.overdue[0]?.count))
  expect(got.reviewers.map((r) => r.userId).sort()).toEqual([w.fund.userId, w.mate.userId].sort())
  for (const reviewer of got.reviewers) {
    expect(reviewer, reviewer.name).toMatchObject({
      moves: nOf(want.moves, reviewer.userId),
      notes: nOf(want.notes, reviewer.userId),
      ratings: nOf(want.ratings, reviewer.userId),
    })
  }
  return got
}

describe('investors.dashboard', () => {
  it('agrees with an independent computation over the last 12 months, per channel and for an empty period', async () => {
    const w = await world()

    const year = await expectAgreement(w, w.period)
    // The seeded year is not empty and the edges fall where they should: two of the three
    // edge submissions (the first moment and the last second of the period) count.
    expect(year.total).toBeGreaterThan(10)
    expect(year.reviewers.some((r) => r.moves > 0 && r.notes > 0)).toBe(true)
    expect(year.weekly.length).toBeGreaterThanOrEqual(52)
    expect(year.perChannel.map((c) => c.id).sort()).toEqual(
      [w.seed.id, w.fast.id, w.quiet.id].sort(),
    )

    const seedOnly = await expectAgreement(w, w.period, w.seed.id)
    expect(seedOnly.perChannel.map((c) => c.id)).toEqual([w.seed.id])

    // A channel nobody applied to: every figure is zero or absent, the funnel still shows.
    const quiet = await expectAgreement(w, w.period, w.quiet.id)
    expect(quiet.total).toBe(0)
    expect(quiet.perChannel[0]?.funnel.map((s) => s.count)).toEqual([0, 0, 0, 0, 0])
    expect(quiet.sectors).toEqual([])

    // A period before anything happened.
    const empty = await expectAgreement(w, { from: '2019-01-01', to: '2019-03-31' })
    expect(empty.total).toBe(0)
    expect(empty.overall.medianDecisionDays).toBeNull()
    expect(empty.weekly.every((week) => week.count === 0)).toBe(true)

    // The whole 18 months.
    await expectAgreement(w, { from: addDays(w.period.from, -200), to: w.period.to })
  })

  it('follows the fund’s own pipeline: its stages by name in its order, each reached as the rule says', async () => {
    const db = app().services.db
    const faker = createFaker(20261129)
    const now = new Date()
    const period = defaultPeriod(now)
    const fund = await investorOf(app(), 'Nilgiri Ventures')
    const caller = await app().caller(fund.headers)
    const call = await createChannel(
      db,
      { organisationId: fund.organisationId, status: 'open', responseDays: 14, opensAt: null },
      { faker },
    )
    await caller.investors.pipeline.add({ name: 'First call', mapsTo: 'in_review' })
    await caller.investors.pipeline.add({ name: 'Term sheet', mapsTo: 'due_diligence' })
    await caller.investors.pipeline.reorder({
      keys: ['first-call', 'in_review', 'shortlisted', 'due_diligence', 'term-sheet'],
    })
    await caller.investors.pipeline.update({
      key: 'shortlisted',
      name: 'Partner meeting',
      mapsTo: 'shortlisted',
    })
    // Six startups and the moves each made: A waits, B had a first call, C went on to the
    // partner meeting, D from review straight to the term sheet, E was accepted after its first
    // call, F rejected after the partner meeting.
    const paths: Record<string, string[]> = {
      A: [],
      B: ['first-call'],
      C: ['first-call', 'shortlisted'],
      D: ['in_review', 'term-sheet'],
      E: ['first-call', 'accepted'],
      F: ['shortlisted', 'rejected'],
    }
    const message = 'Thank you for applying; here is what we decided and why.'
    for (const moves of Object.values(paths)) {
      const startup = await createStartup(db, {}, { faker })
      const { application } = await createApplication(
        db,
        {
          channelId: call.id,
          startupOrgId: startup.organisation.id,
          status: 'submitted',
          submittedAt: new Date(now.getTime() - 3 * day),
        },
        { faker, now },
      )
      for (const status of moves) {
        await caller.investors.applications.setStatus({
          applicationIds: [application.id],
          status,
          ...(status === 'accepted' ? { message } : {}),
          ...(status === 'rejected' ? { message, reason: 'traction' as const } : {}),
        })
      }
    }
    const funnel = async () => {
      const got = await caller.investors.dashboard.get(period)
      // The procedure answers through the index; the SQL aggregates say the same.
      await expectDashboardIndexAgreesWithSql(db, {
        organisationId: fund.organisationId,
        ...period,
        now: new Date(),
      })
      return {
        steps: got.funnelSteps.map((step) => step.name),
        counts: got.perChannel.find((c) => c.id === call.id)!.funnel.map((step) => step.count),
        byStatus: got.byStatus.map((s) => `${s.name}=${s.count}`),
      }
    }

    expect(await funnel()).toEqual({
      steps: [
        'Submitted',
        'First call',
        'In review',
        'Partner meeting',
        'Due diligence',
        'Term sheet',
        'Accepted',
      ],
      // B C D E F entered the first call or a stage after it (or were accepted); C D E F a stage
      // from review on; D and E the due diligence or after; E alone was accepted.
      counts: [6, 5, 4, 4, 2, 2, 1],
      byStatus: [
        'Submitted=1',
        'First call=1',
        'In review=0',
        'Partner meeting=1',
        'Due diligence=0',
        'Term sheet=1',
        'Accepted=1',
        'Rejected=1',
        'Withdrawn=0',
      ],
    })

    // The term sheet moved up to second: D, which went from review to the term sheet, now stops
    // short of the partner meeting. No application is written for it.
    await caller.investors.pipeline.reorder({
      keys: ['first-call', 'term-sheet', 'in_review', 'shortlisted', 'due_diligence'],
    })
    expect((await funnel()).counts).toEqual([6, 5, 4, 4, 3, 1, 1])

    // The first call archived, B moved on to the partner meeting: its step leaves the funnel.
    await caller.investors.pipeline.archive({
      key: 'first-call',
      moveTo: { status: 'shortlisted' },
    })
    expect(await funnel()).toMatchObject({
      steps: [
        'Submitted',
        'Term sheet',
        'In review',
        'Partner meeting',
        'Due diligence',
        'Accepted',
      ],
      counts: [6, 5, 5, 4, 1, 1],
    })
  })

  it('counts a move written in SQL, whose organisation the database writes itself', async () => {
    const w = await world()
    const caller = await app().caller(w.fund.headers)
    const movesOfMate = async () =>
      (await caller.investors.dashboard.get(w.period)).reviewers.find(
        (r) => r.userId === w.mate.userId,
      )!.moves
    const before = await movesOfMate()
    const [target] = await rows(
      sql`select id from application where investor_org_id = ${w.fund.organisationId} limit 1`,
    )
    // As psql would: no organisation given, then one made up; the application's wins both times.
    const [inserted] = await rows(sql`
      insert into application_event (application_id, actor_id, from_status, to_status)
      values (${target!.id}, ${w.mate.userId}, 'submitted', 'in_review') returning id`)
    await rows(sql`update application_event set investor_org_id = ${w.other.organisationId}
      where id = ${inserted!.id} returning id`)
    const [stored] = await rows(
      sql`select investor_org_id as org from application_event where id = ${inserted!.id}`,
    )
    expect(stored!.org).toBe(w.fund.organisationId)
    expect(await movesOfMate()).toBe(before + 1)
  })

  it('counts a rating written in SQL, whose organisation the database writes itself', async () => {
    const w = await world()
    const caller = await app().caller(w.fund.headers)
    const ratingsOfMate = async () =>
      (await caller.investors.dashboard.get(w.period)).reviewers.find(
        (r) => r.userId === w.mate.userId,
      )!.ratings
    const before = await ratingsOfMate()
    // An application of the fund the teammate has not rated yet.
    const [target] = await rows(sql`
      select id from application a where investor_org_id = ${w.fund.organisationId}
        and not exists (select 1 from application_rating r
          where r.application_id = a.id and r.user_id = ${w.mate.userId})
      limit 1`)
    // As psql would: no organisation given, then one made up; the application's wins both times.
    const [inserted] = await rows(sql`
      insert into application_rating (application_id, user_id, scores, overall)
      values (${target!.id}, ${w.mate.userId}, '{}'::jsonb, 40) returning id`)
    await rows(sql`update application_rating set investor_org_id = ${w.other.organisationId}
      where id = ${inserted!.id} returning id`)
    const [stored] = await rows(
      sql`select investor_org_id as org from application_rating where id = ${inserted!.id}`,
    )
    expect(stored!.org).toBe(w.fund.organisationId)
    expect(await ratingsOfMate()).toBe(before + 1)
  })

  it('answers NOT_FOUND for another fund’s channel and refuses a period that is not one', async () => {
    const w = await world()
    const caller = await app().caller(w.fund.headers)
    const foreignChannel = await rows(
      sql`select id from channel where organisation_id = ${w.other.organisationId} limit 1`,
    )
    expect(
      await codeOf(
        caller.investors.dashboard.get({ ...w.period, channelId: String(foreignChannel[0]!.id) }),
      ),
    ).toBe('NOT_FOUND')
    expect(
      await codeOf(caller.investors.dashboard.get({ from: '2026-02-30', to: w.period.to })),
    ).toBe('BAD_REQUEST')
    expect(
      await codeOf(caller.investors.dashboard.get({ from: w.period.to, to: w.period.from })),
    ).toBe('BAD_REQUEST')
    expect(
      await codeOf(caller.investors.dashboard.get({ from: '2010-01-01', to: w.period.to })),
    ).toBe('BAD_REQUEST')
    const founder = await founderOf(app(), 'Krishi Setu')
    const asFounder = await app().caller(founder.headers)
    expect(await codeOf(asFounder.investors.dashboard.get(w.period))).toBe('FORBIDDEN')
  })
})
