/**
 * The in-memory applications index against the SQL search, on the demo data: for random
 * combinations of filters, text, sorts and pages, the same rows in the same order, the same total
 * and the same facet counts (names ordered as the database collates them).
 */
import fc from 'fast-check'
import { and, eq, sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { overdueStatus, parseApplicationSearch } from '@/domain/applications/search-params'
import { defaultPeriod } from '@/domain/investors/dashboard'
import { addDays, indiaDate } from '@/lib/calendar'
import {
  applicationStatuses,
  developmentStages,
  dpiitFilterValues,
  headquarters,
  sectors,
  startupIndiaFilterValues,
} from '@/lib/options'
import type { DatabaseConnection } from '@/server/db/client'
import { rowsOf } from '@/server/db/rows'
import { seedDemoData, demoInvestorEmail } from '@/server/db/demo/seed'
import { rowsByIds } from '@/server/db/queries/application-index'
import {
  indexedTextCondition,
  searchApplications,
  streamApplications,
  textCondition,
} from '@/server/db/queries/application-search'
import { dashboardOf, type DashboardScope } from '@/server/db/queries/dashboard'
import { moveApplications } from '@/server/db/queries/application-status'
import {
  addStage,
  archiveStage,
  listStages,
  reorderStages,
  updateStage,
} from '@/server/db/queries/pipeline'
import { application } from '@/server/db/schema'
import { dashboardThroughIndex } from '@/server/search/dashboard'
import { ApplicationIndexes } from '@/server/search/registry'
import { findApplications, streamThroughIndex } from '@/server/search/search'

import { createTestDatabase } from '../support/database'
import {
  expectDashboardIndexAgreesWithSql,
  expectIndexAgreesWithSql,
} from '../support/search-agreement'

let connection: DatabaseConnection
let organisationId: string
let channelIds: string[]

beforeAll(async () => {
  connection = await createTestDatabase()
  await seedDemoData(connection.db, { seed: 42 })
  const [found] = await rowsOf<{ org: string }>(
    connection.db,
    sql`select m.organisation_id as org from member m join "user" u on u.id = m.user_id
      where u.email = ${demoInvestorEmail}`,
  )
  organisationId = found!.org
  const channels = await rowsOf<{ id: string }>(
    connection.db,
    sql`select id from channel where organisation_id = ${organisationId}`,
  )
  channelIds = channels.map((row) => row.id)
}, 180_000)

afterAll(async () => {
  await connection?.close()
})

const some = <T>(values: readonly T[]) => fc.subarray([...values], { maxLength: 3 })

describe('the applications index', () => {
  it('answers 60 random searches exactly as the SQL search does', async () => {
    const index = (await new ApplicationIndexes(connection.db).get(organisationId))!
    expect(index.size).toBeGreaterThan(500)
    const searches = fc.sample(
      fc.record(
        {
          sectors: some(sectors),
          developmentStage: some(developmentStages),
          headquarters: some([...headquarters, 'Nowhere']),
          businessType: some(['B2B', 'B2C', 'D2C']),
          customerInteraction: some(['Marketplace', 'Subscription', 'Licensing']),
          channelId: some([...channelIds, 'not-a-channel']),
          status: some([...applicationStatuses, overdueStatus]),
          plannedRaiseMin: fc.constantFrom('1000000', '20000000', 'abc'),
          plannedRaiseMax: fc.constantFrom('50000000', '200000000'),
          submittedFrom: fc.constantFrom('2026-01-01', '2026-06-15', 'soon'),
          submittedTo: fc.constantFrom('2026-09-30', '2026-11-24'),
          q: fc.constantFrom(
            'agri',
            'AGRI',
            'farm',
            'a',
            'Zzzq',
            'health',
            'cold chain',
            '%',
            'a_b',
          ),
          sort: fc.constantFrom('newest', 'oldest', 'name', 'raise_desc', 'raise_asc'),
          page: fc.constantFrom('1', '2', '4'),
        },
        { requiredKeys: ['sort', 'page'] },
      ),
      { numRuns: 60, seed: 20261124 },
    )
    let nonEmpty = 0
    for (const raw of searches) {
      const viaSql = await expectIndexAgreesWithSql(connection.db, organisationId, raw)
      if (viaSql.total > 0) nonEmpty++
    }
    // The comparison is about real results, not only empty ones (15 of 60 find applications on
    // the demo data of Nov 24, 2026; many combinations of five filters find nothing).
    expect(nonEmpty).toBeGreaterThanOrEqual(10)
  })

  it('answers the India passport filters as the SQL search does, and finds each value', async () => {
    const fixed: Record<string, string>[] = [
      { dpiit: 'Recognised' },
      { dpiit: 'Not recognised' },
      { startupIndia: 'Eligible' },
      { startupIndia: 'Not eligible' },
      { startupIndia: 'Unknown' },
    ]
    for (const raw of fixed) {
      const viaSql = await expectIndexAgreesWithSql(connection.db, organisationId, raw)
      expect(viaSql.total, JSON.stringify(raw)).toBeGreaterThan(0)
    }
    const searches = fc.sample(
      fc.record(
        {
          dpiit: some([...dpiitFilterValues, 'Nope']),
          startupIndia: some([...startupIndiaFilterValues, 'eligible']),
          sectors: some(sectors.slice(0, 8)),
          status: some([...applicationStatuses, overdueStatus]),
          sort: fc.constantFrom('newest', 'name', 'raise_asc'),
          page: fc.constantFrom('1', '2'),
        },
        { requiredKeys: ['dpiit', 'startupIndia', 'sort', 'page'] },
      ),
      { numRuns: 30, seed: 20261126 },
    )
    let nonEmpty = 0
    for (const raw of searches) {
      if ((await expectIndexAgreesWithSql(connection.db, organisationId, raw)).total > 0) {
        nonEmpty++
      }
    }
    expect(nonEmpty).toBeGreaterThanOrEqual(8)
  })

  it('answers the plain list and deep pages of every sort as the SQL search does', async () => {
    for (const sort of ['newest', 'oldest', 'name', 'raise_desc', 'raise_asc']) {
      for (const page of ['1', '7', '23']) {
        const search = parseApplicationSearch({ sort, page })
        expect(
          await findApplications(connection.db, organisationId, search),
          `${sort} ${page}`,
        ).toEqual(await searchApplications(connection.db, organisationId, search))
      }
    }
  })

  it('finds through the trigram-indexed text exactly what the text search finds', async () => {
    const db = connection.db
    // An answer over two lines, to try text that holds a line break.
    const [one] = await db
      .select({ id: application.id, name: application.startupName })
      .from(application)
      .where(eq(application.investorOrgId, organisationId))
      .limit(1)
    await db
      .update(application)
      .set({ answers: { pitch: 'Tractors on rent\nfor every village' } })
      .where(eq(application.id, one!.id))
    const ids = async (condition: SQL) =>
      (
        await db
          .select({ id: application.id })
          .from(application)
          .where(and(eq(application.investorOrgId, organisationId), condition))
      )
        .map((row) => row.id)
        .sort()
    const tried = [
      'agri',
      'AGRI',
      'a',
      'farm',
      '100%',
      'a_b',
      'ॐ',
      'Tractors on rent',
      'rent\nfor',
      // The name and the one-liner are separate values: text across them matches nothing.
      `${one!.name}\n`,
      'Zzzq',
    ]
    let found = 0
    for (const q of tried) {
      const expected = await ids(textCondition(q))
      expect(await ids(indexedTextCondition(q)), JSON.stringify(q)).toEqual(expected)
      if (expected.length) found++
    }
    expect(found).toBeGreaterThanOrEqual(5)
  })

  it('computes the dashboard from the index exactly as the SQL aggregates do', async () => {
    const now = new Date()
    const today = indiaDate(now)
    const periods = [
      defaultPeriod(now),
      { from: addDays(today, -30), to: today },
      { from: addDays(today, -400), to: addDays(today, -200) },
      { from: '2020-01-01', to: '2020-03-01' },
    ]
    let figures = 0
    for (const period of periods) {
      for (const channelId of [undefined, ...channelIds.slice(0, 3)]) {
        const scope = { organisationId, ...period, channelId, now }
        const expected = await dashboardOf(connection.db, scope)
        expect(await dashboardThroughIndex(connection.db, scope), JSON.stringify(period)).toEqual(
          expected,
        )
        if (expected !== 'no-channel' && expected.total > 0) figures++
      }
    }
    expect(figures).toBeGreaterThanOrEqual(8)

    // A channel's promise changes (made in SQL: the trigger stamps the channel, the next catch-up
    // reads it): which of its decisions came on time, and what is overdue, change with it.
    const [busiest] = await rowsOf<{ id: string }>(
      connection.db,
      sql`select channel_id as id from application where investor_org_id = ${organisationId}
        group by channel_id order by count(*) desc limit 1`,
    )
    const edited = busiest!.id
    const promise = async (days: number) => {
      await connection.db.execute(
        sql`update channel set response_days = ${days} where id = ${edited}`,
      )
    }
    const rows = await rowsOf<{ days: number }>(
      connection.db,
      sql`select response_days as days from channel where id = ${edited}`,
    )
    try {
      for (const days of [1, 60]) {
        await promise(days)
        for (const channelId of [undefined, edited]) {
          const scope = { organisationId, ...defaultPeriod(now), channelId, now }
          expect(await dashboardThroughIndex(connection.db, scope), `${days} days`).toEqual(
            await dashboardOf(connection.db, scope),
          )
        }
      }
    } finally {
      await promise(rows[0]!.days)
    }
  })

  it('streams the export through the index exactly as the SQL keyset walk does', async () => {
    const collect = async (batches: AsyncGenerator<unknown[]>) => {
      const rows: unknown[] = []
      for await (const batch of batches) rows.push(...batch)
      return rows
    }
    for (const raw of [
      { sort: 'name' },
      { sort: 'raise_asc', sectors: 'Software,Energy' },
      { sort: 'oldest', q: 'farm' },
      { sort: 'raise_desc', status: 'overdue,accepted' },
      { sort: 'newest', headquarters: 'Nowhere' },
    ]) {
      const search = parseApplicationSearch(raw)
      const expected = await collect(streamApplications(connection.db, organisationId, search))
      expect(
        await collect(
          streamThroughIndex(connection.db, organisationId, search, rowsByIds, { batchSize: 97 }),
        ),
        JSON.stringify(raw),
      ).toEqual(expected)
    }
  })

  it("builds the largest organisations' indexes at start, within the budget", async () => {
    const warmed = new ApplicationIndexes(connection.db, { warmFrom: 500 })
    expect(warmed.ready).toBe(false)
    await warmed.warm()
    expect(warmed.ready).toBe(true)
    expect(warmed.organisations).toContain(organisationId)
    const none = new ApplicationIndexes(connection.db, { warmFrom: 1_000_000 })
    await none.warm()
    expect(none.organisations).toEqual([])
    expect(none.ready).toBe(true)
    // Over the budget: nothing is built, and the search is answered by SQL.
    const small = new ApplicationIndexes(connection.db, { rowBudget: 100, warmFrom: 500 })
    await small.warm()
    expect(small.organisations).toEqual([])
    expect(await small.get(organisationId)).toBeUndefined()
  })
  it('agrees with SQL for a fund that shapes its own pipeline, and after each edit of its stages', async () => {
    const db = connection.db
    const [owner] = await rowsOf<{ id: string }>(
      db,
      sql`select id from "user" where email = ${demoInvestorEmail}`,
    )
    const origin = { actorId: owner!.id, actorEmail: demoInvestorEmail, ip: null, userAgent: null }
    const move = async (ids: string[], status: string, message?: string) => {
      const moved = await moveApplications(db, {
        investorOrgId: organisationId,
        actorId: owner!.id,
        change: { applicationIds: ids, status, message },
        origin,
      })
      expect(moved.kind, `${status}: ${ids.length}`).toBe('done')
    }
    const inStage = async (key: string) =>
      (
        await rowsOf<{ id: string }>(
          db,
          sql`select a.id from application a join pipeline_stage ps on ps.id = a.stage_id
            where a.investor_org_id = ${organisationId} and ps.key = ${key}
            order by a.submitted_at, a.id`,
        )
      ).map((row) => row.id)

    const founderCall = await addStage(db, {
      organisationId,
      name: 'Founder call',
      mapsTo: 'in_review',
      origin,
    })
    const deepDive = await addStage(db, {
      organisationId,
      name: 'Tech deep dive',
      mapsTo: 'shortlisted',
      origin,
    })
    if (founderCall.kind !== 'done' || deepDive.kind !== 'done') throw new Error('no stage added')
    const [first, dive] = [founderCall.key, deepDive.key]
    // Applications in review go to the founder call; some of those skip ahead to the deep dive
    // (entering a stage after the shortlist without the shortlist), one is accepted from there.
    const inReview = await inStage('in_review')
    const shortlisted = await inStage('shortlisted')
    expect(inReview.length).toBeGreaterThanOrEqual(8)
    expect(shortlisted.length).toBeGreaterThanOrEqual(4)
    await move(inReview.slice(0, 8), first)
    await move(shortlisted.slice(0, 4), dive)
    await move(inReview.slice(0, 2), dive)
    await move(
      inReview.slice(2, 3),
      'accepted',
      'Welcome aboard: we would like to invest in your round.',
    )

    const now = new Date()
    const today = indiaDate(now)
    const scopes: DashboardScope[] = [undefined, ...channelIds.slice(0, 3)].flatMap((channelId) => [
      { organisationId, ...defaultPeriod(now), channelId, now },
      { organisationId, from: addDays(today, -900), to: today, channelId, now },
    ])
    const statusValues = [...applicationStatuses, overdueStatus, first, dive, 'no-such-stage']
    const searches = fc.sample(
      fc.record(
        {
          status: fc.subarray(statusValues, { minLength: 1, maxLength: 3 }),
          channelId: some(channelIds),
          sectors: some(sectors),
          q: fc.constantFrom('a', 'farm', 'agri'),
          sort: fc.constantFrom('newest', 'oldest', 'name', 'raise_desc', 'raise_asc'),
          page: fc.constantFrom('1', '2'),
        },
        { requiredKeys: ['status', 'sort', 'page'] },
      ),
      { numRuns: 15, seed: 20261129 },
    )
    /** Every search and dashboard the same both ways; the funnel's steps of the whole fund. */
    const expectAgreement = async () => {
      for (const raw of [{ status: first }, { status: [dive, 'submitted'] }, ...searches]) {
        await expectIndexAgreesWithSql(db, organisationId, raw)
      }
      const [wholeFund, ...others] = scopes
      for (const scope of others) await expectDashboardIndexAgreesWithSql(db, scope)
      const whole = await expectDashboardIndexAgreesWithSql(db, wholeFund!)
      if (whole === 'no-channel') throw new Error('no dashboard')
      return whole.funnelSteps
    }
    const funnelOf = async () => {
      const dashboard = await dashboardOf(db, scopes[1]!)
      if (dashboard === 'no-channel') throw new Error('no dashboard')
      return dashboard.perChannel.map((c) => c.funnel.map((step) => `${step.key}=${step.count}`))
    }

    await expectAgreement()
    const stageFilter = await expectIndexAgreesWithSql(db, organisationId, { status: first })
    expect(stageFilter.total).toBe(5)
    expect(stageFilter.facets.status[dive]).toBe(6)

    // A rename: the names change, every key and count stays.
    const funnelBefore = await funnelOf()
    expect(
      await updateStage(db, {
        organisationId,
        key: first,
        name: 'Founder meeting',
        mapsTo: 'in_review',
        origin,
      }),
    ).toMatchObject({ kind: 'done' })
    expect((await expectAgreement()).map((step) => step.name)).toContain('Founder meeting')
    expect(await funnelOf()).toEqual(funnelBefore)

    // A reorder: the deep dive first. The founder call's step now counts only what entered it or
    // a stage after it in the new order, so the funnel changes without a row being written.
    const active = (await listStages(db, organisationId)).filter((stage) => !stage.archived)
    const order = [dive, ...active.map((stage) => stage.key).filter((key) => key !== dive)]
    expect(await reorderStages(db, { organisationId, keys: order, origin })).toMatchObject({
      kind: 'done',
    })
    expect((await expectAgreement()).map((step) => step.key)).toEqual([
      'submitted',
      ...order,
      'accepted',
    ])
    expect(await funnelOf()).not.toEqual(funnelBefore)

    // Archived, its applications moved to the shortlist: its key filters and finds nothing, and
    // its step leaves the funnel.
    expect(
      await archiveStage(db, {
        organisationId,
        actorId: owner!.id,
        key: first,
        moveTo: { status: 'shortlisted' },
        origin,
      }),
    ).toMatchObject({ kind: 'done' })
    const stepsAfter = await expectAgreement()
    expect((await expectIndexAgreesWithSql(db, organisationId, { status: first })).total).toBe(0)
    expect(stepsAfter.map((step) => step.key)).toEqual([
      'submitted',
      ...order.filter((key) => key !== first),
      'accepted',
    ])
  })
})
