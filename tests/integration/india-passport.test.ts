import { TRPCError } from '@trpc/server'
import { describe, expect, it } from 'vitest'
import type { ZodError } from 'zod'

import { gstinCheckCharacter, identifierMessages } from '@/domain/startups/identifiers'
import { said } from '@/lib/i18n/said'
import type { StartupProfileInput } from '@/domain/startups/profile-schemas'

import { createBareChannel, createBareInvestorProfile } from '../factories/db'
import { setupTestApp } from '../support/app'
import { founderOf, investorOf } from '../support/roles'

// Identifiers by legal form, GSTIN checks and Startup India eligibility, through the procedures
// (decision 0032).
const app = setupTestApp()

const crore = 1_00_00_000
const gstin = (state: string) => {
  const first14 = `${state}AAKCK4821M1Z`
  return first14 + gstinCheckCharacter(first14)
}

function profile(overrides: Record<string, unknown> = {}): StartupProfileInput {
  return {
    name: 'Kaveri Looms',
    slug: 'kaveri-looms',
    oneLiner: 'Handloom co-operative selling direct to city buyers',
    description: '',
    website: '',
    foundedOn: '2021-06-01',
    companyType: 'Limited Liability Partnership (LLP)',
    cin: '',
    llpin: '',
    cooperativeRegistration: '',
    gstin: '',
    dpiitNumber: '',
    deepTech: false,
    headquarters: 'Karnataka',
    city: 'Mysuru',
    sectors: ['Clothing and Apparel'],
    businessTypes: ['B2C'],
    customerInteractions: [],
    productTypes: ['Physical Goods'],
    developmentStage: 'Launched',
    revenueStage: '',
    teamSize: '12',
    plannedRaise: '',
    isPublic: true,
    isDiscoverable: false,
    ...overrides,
  } as StartupProfileInput
}

/** The field messages of a refused call, by field. */
function fieldMessages(error: unknown): Record<string, string[]> {
  expect(error).toBeInstanceOf(TRPCError)
  const issues = ((error as TRPCError).cause as ZodError).issues
  const messages: Record<string, string[]> = {}
  for (const issue of issues) (messages[String(issue.path[0])] ??= []).push(issue.message)
  return messages
}

describe('the India company passport', () => {
  it('takes an LLP’s LLPIN typed without its hyphen, and a GSTIN of its headquarters’ state', async () => {
    const founder = await founderOf(app(), 'Kaveri Looms')
    const caller = await app().caller(founder.headers)
    await caller.startups.profile.update(profile({ llpin: 'aab1234', gstin: gstin('29') }))
    const saved = (await caller.startups.profile.get()).profile
    expect(saved).toMatchObject({
      companyType: 'Limited Liability Partnership (LLP)',
      llpin: 'AAB-1234',
      gstin: gstin('29'),
    })
  })

  it('refuses a malformed LLPIN, a GSTIN with a wrong check character or of another state, each at its field, writing nothing', async () => {
    const founder = await founderOf(app(), 'Kaveri Looms')
    const caller = await app().caller(founder.headers)
    const before = (await caller.startups.profile.get()).profile

    const badLlpin = await caller.startups.profile
      .update(profile({ llpin: 'AB-12' }))
      .catch((e: unknown) => e)
    expect(fieldMessages(badLlpin)).toEqual({ llpin: [said(identifierMessages.llpin)] })

    const typo = `${gstin('29').slice(0, 14)}${gstin('29')[14] === 'A' ? 'B' : 'A'}`
    const badCheck = await caller.startups.profile
      .update(profile({ gstin: typo }))
      .catch((e: unknown) => e)
    expect(fieldMessages(badCheck)).toEqual({ gstin: [said(identifierMessages.gstinCheck)] })

    const otherState = await caller.startups.profile
      .update(profile({ gstin: gstin('27') }))
      .catch((e: unknown) => e)
    expect(fieldMessages(otherState)).toEqual({
      gstin: [
        'This GSTIN is registered in Maharashtra; your headquarters are in Karnataka (29). Enter the GSTIN of your headquarters’ state.',
      ],
    })
    expect((await caller.startups.profile.get()).profile).toEqual(before)
  })

  it('keeps what an older caller does not send: identifiers added since and the deep-tech switch', async () => {
    const founder = await founderOf(app(), 'Kaveri Looms')
    const caller = await app().caller(founder.headers)
    await caller.startups.profile.update(
      profile({ llpin: 'AAB-1234', gstin: gstin('29'), deepTech: true }),
    )
    const { llpin: _l, cooperativeRegistration: _c, gstin: _g, deepTech: _d, ...older } = profile()
    await caller.startups.profile.update(older as StartupProfileInput)
    expect((await caller.startups.profile.get()).profile).toMatchObject({
      llpin: 'AAB-1234',
      gstin: gstin('29'),
      deepTech: true,
    })
  })

  it('shows the identifiers and the eligibility badge on the public page, never the turnover', async () => {
    const founder = await founderOf(app(), 'Kaveri Looms')
    const caller = await app().caller(founder.headers)
    const visitor = await app().caller()
    const page = () =>
      visitor.website.startupPublicProfile.getStartupPublicProfile({ slug: 'kaveri-looms' })
    await caller.startups.profile.update(
      profile({ llpin: 'AAB-1234', gstin: gstin('29'), dpiitNumber: 'DIPP4455' }),
    )
    // No turnover yet: eligibility cannot be told.
    expect(await page()).toMatchObject({
      llpin: 'AAB-1234',
      gstin: gstin('29'),
      dpiitNumber: 'DIPP4455',
      startupIndia: 'unknown',
    })

    const business = {
      fundingSources: [],
      amountRaised: '',
      useOfFunds: [],
      monthlyBurn: '',
      runwayMonths: '',
      hiringPlan: '',
    }
    await caller.startups.profile.updateSection({
      section: 'businessTeam',
      values: { ...business, annualTurnover: String(199 * crore) },
    })
    expect((await page()).startupIndia).toBe('eligible')

    await caller.startups.profile.updateSection({
      section: 'businessTeam',
      values: { ...business, annualTurnover: String(250 * crore) },
    })
    const over = await page()
    expect(over.startupIndia).toBe('not_eligible')
    expect(JSON.stringify(over)).not.toContain(String(250 * crore))

    // Declared deep tech, the same turnover is within its ₹300 crore.
    await caller.startups.profile.update(
      profile({ llpin: 'AAB-1234', gstin: gstin('29'), deepTech: true }),
    )
    expect((await page()).startupIndia).toBe('eligible')
  })

  it('takes a SEBI-registered angel fund as an investor type', async () => {
    const investor = await investorOf(app(), 'Nilgiri Angel Fund')
    const caller = await app().caller(investor.headers)
    await caller.investors.profile.saveStep({
      step: 'identity',
      values: {
        investorType: 'SEBI-registered angel fund',
        displayName: 'Nilgiri Angel Fund',
        website: '',
        linkedin: '',
      },
    } as never)
    expect((await caller.investors.profile.get()).profile?.investorType).toBe(
      'SEBI-registered angel fund',
    )
  })

  it('filters Discover and the applications list by DPIIT recognition and Startup India eligibility, on the day of the search', async () => {
    const founder = await founderOf(app(), 'Kaveri Looms')
    const startup = await app().caller(founder.headers)
    const fund = await investorOf(app(), 'Nilgiri Capital')
    await createBareInvestorProfile(app().services.db, {
      organisationId: fund.organisationId,
      investorType: 'Micro VC',
      thesis: 'Crafts and rural commerce.',
      onboardedAt: new Date(),
    })
    const investor = await app().caller(fund.headers)
    const discovered = async (search: Record<string, string>) => {
      const found = await investor.investors.discover.list(search)
      return { names: found.rows.map((row) => row.name), facets: found.facets }
    }

    await startup.startups.profile.update(
      profile({ llpin: 'AAB-1234', dpiitNumber: 'DIPP4455', isDiscoverable: true }),
    )
    const business = {
      fundingSources: [],
      amountRaised: '',
      useOfFunds: [],
      monthlyBurn: '',
      runwayMonths: '',
      hiringPlan: '',
    }
    // No turnover yet: a condition cannot be checked.
    expect(await discovered({ startupIndia: 'Unknown' })).toMatchObject({
      names: ['Kaveri Looms'],
      facets: { startupIndia: { Unknown: 1 }, dpiit: { Recognised: 1 } },
    })
    await startup.startups.profile.updateSection({
      section: 'businessTeam',
      values: { ...business, annualTurnover: String(12 * crore) },
    })
    expect((await discovered({ startupIndia: 'Eligible', dpiit: 'Recognised' })).names).toEqual([
      'Kaveri Looms',
    ])
    expect((await discovered({ dpiit: 'Not recognised' })).names).toEqual([])

    // It applies while eligible: the application keeps that, whatever the profile says later.
    const call = await createBareChannel(app().services.db, {
      organisationId: fund.organisationId,
      title: 'Crafts call',
    })
    await startup.startups.applications.submit({ channelId: call.id, answers: {} })
    const listed = (search: Record<string, string>) =>
      investor.investors.applications.list(search).then((found) => ({
        names: found.rows.map((row) => row.startupName),
        facets: { dpiit: found.facets.dpiit, startupIndia: found.facets.startupIndia },
      }))
    expect(await listed({ startupIndia: 'Eligible', dpiit: 'Recognised' })).toEqual({
      names: ['Kaveri Looms'],
      facets: { dpiit: { Recognised: 1 }, startupIndia: { Eligible: 1 } },
    })

    // Founded twelve years ago: past the age limit on the profile, not on the application.
    await startup.startups.profile.update(
      profile({
        llpin: 'AAB-1234',
        dpiitNumber: 'DIPP4455',
        isDiscoverable: true,
        foundedOn: '2014-06-01',
      }),
    )
    expect((await discovered({ startupIndia: 'Not eligible' })).names).toEqual(['Kaveri Looms'])
    expect((await discovered({ startupIndia: 'Eligible' })).names).toEqual([])
    expect((await listed({ startupIndia: 'Eligible' })).names).toEqual(['Kaveri Looms'])
  })
})
