import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { rowsOf } from '@/server/db/rows'

import { investorFitMet, investorFitScore } from '@/domain/investors/fit'

import {
  createBareApplication,
  createBareChannel,
  createBareInvestorProfile,
  createBareStartup,
} from '../factories/db'
import { setupTestApp } from '../support/app'
import { codeOf } from '../support/outcome'
import { investorOf } from '../support/roles'

const app = setupTestApp()

type StartupSeed = {
  name: string
  sectors: string[]
  stage: string | null
  hq: string | null
  businessTypes: string[]
  raise: number | null
  discoverable: boolean
}

function startup(seed: StartupSeed) {
  return createBareStartup(app().services.db, {
    name: seed.name,
    oneLiner: `${seed.name} one-liner`,
    sectors: seed.sectors as never,
    developmentStage: seed.stage as never,
    headquarters: seed.hq as never,
    businessTypes: seed.businessTypes as never,
    plannedRaise: seed.raise,
    isDiscoverable: seed.discoverable,
  })
}

const preferences = {
  sectors: ['Agriculture and Farming', 'Financial Services'],
  stages: ['Prototype', 'Launched'],
  headquarters: ['Karnataka', 'Maharashtra'],
  businessTypes: ['B2B'],
  chequeMin: 50_00_000,
  chequeMax: 2_00_00_000,
}

async function world() {
  const investor = await investorOf(app(), 'Kaveri Capital')
  await createBareInvestorProfile(app().services.db, {
    organisationId: investor.organisationId,
    investorType: 'Micro VC',
    thesis: 'We back founders building for rural India, first cheque in, hands on.',
    ...(preferences as object),
    coInvestorsWelcome: true,
    onboardedAt: new Date(),
  })
  const ids = {
    // Every criterion met: 100.
    krishi: await startup({
      name: 'Krishi Setu',
      sectors: ['Agriculture and Farming'],
      stage: 'Prototype',
      hq: 'Karnataka',
      businessTypes: ['B2B', 'B2C'],
      raise: 1_00_00_000,
      discoverable: true,
    }),
    // Sector and stage met, raise above the cheques, elsewhere, B2C only: 30 + 25 = 55.
    payveda: await startup({
      name: 'PayVeda',
      sectors: ['Financial Services', 'Payments'],
      stage: 'Launched',
      hq: 'Delhi',
      businessTypes: ['B2C'],
      raise: 10_00_00_000,
      discoverable: true,
    }),
    // Nothing given but the name: nothing met.
    blank: await startup({
      name: 'Blank Slate',
      sectors: [],
      stage: null,
      hq: null,
      businessTypes: [],
      raise: null,
      discoverable: true,
    }),
    // Not discoverable, but applied to Kaveri's channel: visible.
    applicant: await startup({
      name: 'Mitti Mitra',
      sectors: ['Agriculture and Farming'],
      stage: 'Concept',
      hq: 'Maharashtra',
      businessTypes: ['B2B'],
      raise: 75_00_000,
      discoverable: false,
    }),
    // Neither discoverable nor an applicant: invisible.
    hidden: await startup({
      name: 'Secret Sauce',
      sectors: ['Agriculture and Farming'],
      stage: 'Prototype',
      hq: 'Karnataka',
      businessTypes: ['B2B'],
      raise: 1_00_00_000,
      discoverable: false,
    }),
  }
  const call = await createBareChannel(app().services.db, {
    organisationId: investor.organisationId,
    title: 'Agritech seed',
  })
  await createBareApplication(app().services.db, {
    channelId: call.id,
    startupOrgId: ids.applicant,
  })
  return { investor, ids, caller: await app().caller(investor.headers) }
}

/** The fit of every visible startup, computed here in SQL of its own, not by the app's query. */
async function expectedScores(investorOrgId: string) {
  const p = preferences
  const rows = await rowsOf<{ id: string; score: number }>(
    app().services.db,
    sql`
    select organisation_id as id,
      (case when sectors && ${sql.raw(`'{${p.sectors.map((s) => `"${s}"`).join(',')}}'`)}::text[] then 30 else 0 end)
      + (case when development_stage in (${sql.join(
        p.stages.map((s) => sql`${s}`),
        sql`, `,
      )}) then 25 else 0 end)
      + (case when planned_raise >= ${p.chequeMin} and planned_raise <= ${p.chequeMax} then 20 else 0 end)
      + (case when headquarters in (${sql.join(
        p.headquarters.map((s) => sql`${s}`),
        sql`, `,
      )}) then 15 else 0 end)
      + (case when business_types && ${sql.raw(`'{${p.businessTypes.map((s) => `"${s}"`).join(',')}}'`)}::text[] then 10 else 0 end)
      as score
    from startup_profile
    where is_discoverable or exists (
      select 1 from application a where a.startup_org_id = startup_profile.organisation_id
        and a.investor_org_id = ${investorOrgId} and a.status <> 'withdrawn')
  `,
  )
  return Object.fromEntries(rows.map((r) => [r.id, Number(r.score)]))
}

describe('investors.discover', () => {
  it('ranks the startups the fund may see by fit, scored as an independent SQL computes it', async () => {
    const { investor, ids, caller } = await world()
    const result = await caller.investors.discover.list({})
    const scores = Object.fromEntries(result.rows.map((r) => [r.startupOrgId, r.fit]))
    expect(scores).toEqual(await expectedScores(investor.organisationId))
    expect(scores).toEqual({
      [ids.krishi]: 100,
      [ids.payveda]: 55,
      [ids.blank]: 0,
      [ids.applicant]: 30 + 20 + 15 + 10,
    })
    // Best fit first; the invisible startup is nowhere.
    expect(result.rows.map((r) => r.name)).toEqual([
      'Krishi Setu',
      'Mitti Mitra',
      'PayVeda',
      'Blank Slate',
    ])
    expect(result.total).toBe(4)
    expect(result.rows.find((r) => r.name === 'Mitti Mitra')?.applicationStatus).toBe('submitted')
    // The TypeScript twin of the rule (what a founder's page uses) agrees with the SQL.
    for (const row of result.rows) {
      expect(investorFitMet(preferences, row), row.name).toEqual(row.met)
      expect(investorFitScore(row.met)).toBe(row.fit)
    }
    expect(result.rows.find((r) => r.name === 'PayVeda')?.met).toEqual({
      sector: true,
      stage: true,
      raise: false,
      place: false,
      businessType: false,
    })
  })

  it('filters and counts facets with the applications list’s URL keys, and sorts', async () => {
    const { caller } = await world()
    const agri = await caller.investors.discover.list({ sectors: 'Agriculture and Farming' })
    expect(agri.rows.map((r) => r.name).sort()).toEqual(['Krishi Setu', 'Mitti Mitra'])
    // Facets of a filter are counted under the other filters only.
    expect(agri.facets.sectors).toEqual({
      'Agriculture and Farming': 2,
      'Financial Services': 1,
      Payments: 1,
    })
    expect(agri.facets.headquarters).toEqual({ Karnataka: 1, Maharashtra: 1 })
    // Three filters: each facet counted under the two others, arrays once per element.
    const three = await caller.investors.discover.list({
      sectors: 'Agriculture and Farming',
      headquarters: 'Karnataka',
      businessType: 'B2C',
    })
    expect(three.rows.map((r) => r.name)).toEqual(['Krishi Setu'])
    expect(three.total).toBe(1)
    expect(three.facets.sectors).toEqual({ 'Agriculture and Farming': 1 })
    expect(three.facets.headquarters).toEqual({ Karnataka: 1 })
    expect(three.facets.businessType).toEqual({ B2B: 1, B2C: 1 })
    expect(three.facets.developmentStage).toEqual({ Prototype: 1 })
    // A startup without a stage passes no stage filter, and is in no stage's count.
    const prototype = await caller.investors.discover.list({ developmentStage: 'Prototype' })
    expect(prototype.total).toBe(1)
    expect(prototype.facets.developmentStage).toEqual({ Prototype: 1, Launched: 1, Concept: 1 })
    expect(prototype.facets.sectors).toEqual({ 'Agriculture and Farming': 1 })
    const raise = await caller.investors.discover.list({
      plannedRaiseMin: '5000000',
      plannedRaiseMax: '20000000',
      sort: 'raise_desc',
    })
    expect(raise.rows.map((r) => r.name)).toEqual(['Krishi Setu', 'Mitti Mitra'])
    const named = await caller.investors.discover.list({ q: 'payveda', sort: 'name' })
    expect(named.rows.map((r) => r.name)).toEqual(['PayVeda'])
    // An unknown sort falls back to fit; nothing in the URL can fail the page.
    const odd = await caller.investors.discover.list({ sort: 'drop table', page: '-3' })
    expect(odd.rows[0]?.name).toBe('Krishi Setu')
  })

  it('finds the startups of the sectors a search names by a common word or by the sector itself', async () => {
    const { caller } = await world()
    const names = async (q: string) =>
      (await caller.investors.discover.list({ q, sort: 'name' })).rows.map((r) => r.name)
    // No profile says "fintech": the word stands for Financial Services (and Payments).
    expect(await names('Fintech')).toEqual(['PayVeda'])
    expect(await names('financial services')).toEqual(['PayVeda'])
    expect(await names('agritech')).toEqual(['Krishi Setu', 'Mitti Mitra'])
    // The text itself still counts; a word that names no sector finds only text.
    expect(await names('Mitti')).toEqual(['Mitti Mitra'])
    expect(await names('Cleantech')).toEqual([])
  })

  it('hides a startup for the whole fund until it is shown again', async () => {
    const { investor, ids, caller } = await world()
    await caller.investors.discover.hide({ startupOrgId: ids.payveda })
    const teammateView = await caller.investors.discover.list({})
    expect(teammateView.rows.map((r) => r.name)).not.toContain('PayVeda')
    expect(teammateView.hiddenCount).toBe(1)
    const setAside = await caller.investors.discover.list({ hidden: '1' })
    expect(setAside.rows.map((r) => r.name)).toEqual(['PayVeda'])
    await caller.investors.discover.unhide({ startupOrgId: ids.payveda })
    expect((await caller.investors.discover.list({})).total).toBe(4)
    // A startup the fund may not see cannot be hidden either: it does not exist for them.
    expect(await codeOf(caller.investors.discover.hide({ startupOrgId: ids.hidden }))).toBe(
      'NOT_FOUND',
    )
    const other = await investorOf(app(), 'Deccan Angels')
    const otherCaller = await app().caller(other.headers)
    // Another fund's hidden set is its own; without a profile every criterion is open.
    const theirs = await otherCaller.investors.discover.list({})
    expect(theirs.profileComplete).toBe(false)
    expect(theirs.rows.every((r) => r.fit === 100)).toBe(true)
    expect(theirs.rows.map((r) => r.name).sort()).toEqual(['Blank Slate', 'Krishi Setu', 'PayVeda'])
    void investor
  })
})
