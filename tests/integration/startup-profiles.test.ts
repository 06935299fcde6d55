import { TRPCError } from '@trpc/server'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import type {
  businessTeamSchema,
  marketPositioningSchema,
  StartupProfileInput,
  tractionIpSchema,
} from '@/domain/startups/profile-schemas'
import type { z } from 'zod'
import { startupProfile, storedFile } from '@/server/db/schema'
import { publicPages } from '@/server/http/public-pages'

import { signUp } from '../support/accounts'
import { setupTestApp } from '../support/app'
import { founderOf } from '../support/roles'
import { codeOf } from '../support/outcome'

const app = setupTestApp()

function fullBasics(overrides: Record<string, unknown> = {}): StartupProfileInput {
  return {
    name: 'Krishi Setu',
    slug: 'krishi-setu',
    oneLiner: 'Cold storage for every village',
    description: 'Village collection centres with grading and cold storage.',
    website: 'https://krishisetu.in',
    foundedOn: '2022-04-01',
    companyType: 'Private Limited Company',
    cin: 'u01100ka2022ptc123456',
    dpiitNumber: 'DIPP12345',
    headquarters: 'Karnataka',
    city: 'Bengaluru',
    sectors: ['Agriculture and Farming', 'Sustainability'],
    businessTypes: ['B2B'],
    customerInteractions: ['Marketplace'],
    productTypes: ['Services'],
    developmentStage: 'Launched',
    revenueStage: 'Revenue Generating',
    teamSize: '24',
    plannedRaise: '15000000',
    isPublic: true,
    isDiscoverable: true,
    ...overrides,
  } as StartupProfileInput
}

const market: z.input<typeof marketPositioningSchema> = {
  problem: 'Farmers lose a third of their income to middlemen and spoilage.',
  solution: 'Collection centres with grading, cold storage and same-day UPI payouts.',
  targetMarketApproaches: ['Early Adopters'],
  tam: '500000000000',
  sam: '50000000000',
  som: '2000000000',
  competitorTypes: ['Direct', 'Local'],
  competitors: 'DeHaat, Ninjacart',
  advantageSources: ['Distribution Network'],
  defensibility: ['Network Effects'],
  pricingStrategy: 'Value-based',
  marketingChannels: ['Direct Sales'],
  mission: 'solve_specific_problem',
  vision: 'impact_positively',
}

const business: z.input<typeof businessTeamSchema> = {
  fundingSources: ['Angel Investors'],
  amountRaised: '0',
  useOfFunds: ['Infrastructure and Operations'],
  monthlyBurn: '1200000',
  runwayMonths: '14',
  hiringPlan: 'Three operations leads for new hubs.',
  annualTurnover: '30000000',
}

const traction: z.input<typeof tractionIpSchema> = {
  validationEvidence: ['Pilot Programs'],
  customers: '320',
  users: '12000',
  monthlyRevenue: '4500000',
  monthlyGrowthPercent: '8.5',
  milestones: '140 villages, 3 hubs.',
  ipStatuses: ['Trademark(s) registered'],
  regulatoryBarriers: 'No known barriers',
}

describe('startups.profile', () => {
  it('saves the startup profile with normalised values', async () => {
    const founder = await founderOf(app(), 'Krishi Setu')
    const caller = await app().caller(founder.headers)
    await caller.startups.profile.update(fullBasics())
    const { profile } = await caller.startups.profile.get()
    expect(profile).toMatchObject({
      cin: 'U01100KA2022PTC123456',
      teamSize: 24,
      plannedRaise: 15_000_000,
      sectors: ['Agriculture and Farming', 'Sustainability'],
      isPublic: true,
    })
  })

  it('drops the kept public pages once a profile write succeeds, and only then', async () => {
    const founder = await founderOf(app(), 'Krishi Setu')
    const caller = await app().caller(founder.headers)
    const keepPage = () =>
      publicPages.keep(
        new Request('http://localhost/company/krishi-setu'),
        new Response('<h1>Krishi Setu</h1>', { headers: { 'content-type': 'text/html' } }),
      )
    await keepPage()
    expect(await codeOf(caller.startups.profile.update(fullBasics({ cin: 'ABC' })))).toBe(
      'BAD_REQUEST',
    )
    expect(publicPages.size).toBe(1)
    await caller.startups.profile.update(fullBasics())
    expect(publicPages.size).toBe(0)
    await keepPage()
    await caller.startups.profile.updateSection({ section: 'marketPositioning', values: market })
    expect(publicPages.size).toBe(0)
  })

  it('refuses unknown options, oversized text and bad identifiers, field by field, writing nothing', async () => {
    const founder = await founderOf(app(), 'Krishi Setu')
    const caller = await app().caller(founder.headers)
    const before = await caller.startups.profile.get()
    const error = await caller.startups.profile
      .update(
        fullBasics({
          sectors: ['Space Mining'],
          headquarters: 'Atlantis',
          oneLiner: 'x'.repeat(141),
          cin: 'ABC',
          website: 'javascript:alert(1)',
          teamSize: '-3',
        }) as never,
      )
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TRPCError)
    expect((error as TRPCError).code).toBe('BAD_REQUEST')
    const after = await caller.startups.profile.get()
    expect(after.profile).toEqual(before.profile)
  })

  it('refuses a page address another startup has', async () => {
    await founderOf(app(), 'Krishi Setu')
    const second = await founderOf(app(), 'Krishi Setu Two')
    const caller = await app().caller(second.headers)
    expect(
      await codeOf(caller.startups.profile.update(fullBasics({ name: 'Krishi Setu Two' }))),
    ).toBe('CONFLICT')
    expect(await caller.startups.profile.slugAvailable({ slug: 'Krishi Setu' })).toEqual({
      slug: 'krishi-setu',
      available: false,
      suggestion: 'krishi-setu-2',
    })
  })

  it('reaches 100 % completeness only when every part is filled', async () => {
    const owner = await founderOf(app(), 'Krishi Setu')
    const caller = await app().caller(owner.headers)
    const empty = await caller.startups.profile.get()
    expect(empty.completeness.percent).toBe(0)
    expect(empty.completeness.next).toMatchObject({ part: 'Startup profile', label: 'One-liner' })

    await caller.startups.profile.update(fullBasics())
    await caller.startups.profile.founders.add({
      name: 'Meera Raghavan',
      title: 'CEO',
      email: '',
      linkedin: 'https://www.linkedin.com/in/meera',
      bio: 'Agronomist.',
      education: '',
      experience: '',
      equityShare: '60',
      userId: owner.userId,
    })
    await caller.startups.profile.updateSection({ section: 'marketPositioning', values: market })
    await caller.startups.profile.updateSection({ section: 'businessTeam', values: business })
    const almost = await caller.startups.profile.updateSection({
      section: 'tractionIp',
      values: traction,
    })
    expect(almost.percent).toBeLessThan(100)
    expect(almost.parts.flatMap((p) => p.missing.map((m) => m.label)).sort()).toEqual([
      'Logo',
      'Pitch deck',
    ])

    for (const kind of ['logo', 'deck'] as const) {
      const [file] = await app()
        .services.db.insert(storedFile)
        .values({
          organisationId: owner.organisationId,
          kind,
          storageKey: `${kind}-key`,
          contentType: 'application/pdf',
          byteSize: 10,
          originalName: kind,
        })
        .returning({ id: storedFile.id })
      await app()
        .services.db.update(startupProfile)
        .set(kind === 'logo' ? { logoFileId: file!.id } : { deckFileId: file!.id })
        .where(eq(startupProfile.organisationId, owner.organisationId))
    }
    const complete = await caller.startups.profile.get()
    expect(complete.completeness.percent).toBe(100)
    expect(complete.completeness.next).toBeNull()
    expect(complete.profile.businessTeam).toMatchObject({ amountRaised: 0, runwayMonths: 14 })
    expect(complete.profile.tractionIp).toMatchObject({ monthlyGrowthPercent: 8.5 })
  })

  it('refuses a section with values from another list', async () => {
    const owner = await founderOf(app(), 'Krishi Setu')
    const caller = await app().caller(owner.headers)
    expect(
      await codeOf(
        caller.startups.profile.updateSection({
          section: 'marketPositioning',
          values: { ...market, mission: 'world_domination' } as never,
        }),
      ),
    ).toBe('BAD_REQUEST')
    expect((await caller.startups.profile.get()).profile.marketPositioning).toEqual({})
  })
})

describe('startups.profile.founders', () => {
  it('adds, reorders, edits and removes founders of the own startup only', async () => {
    const owner = await founderOf(app(), 'Krishi Setu')
    const caller = await app().caller(owner.headers)
    const blank = {
      title: '',
      email: '',
      linkedin: '',
      bio: '',
      education: '',
      experience: '',
      equityShare: '',
      userId: '',
    }
    const a = await caller.startups.profile.founders.add({ ...blank, name: 'Meera Raghavan' })
    const b = await caller.startups.profile.founders.add({ ...blank, name: 'Arjun Patil' })
    await caller.startups.profile.founders.reorder({ ids: [b.id, a.id] })
    expect((await caller.startups.profile.get()).founders.map((f) => f.name)).toEqual([
      'Arjun Patil',
      'Meera Raghavan',
    ])
    expect(await codeOf(caller.startups.profile.founders.reorder({ ids: [a.id] }))).toBe(
      'BAD_REQUEST',
    )

    const stranger = await signUp(app())
    expect(
      await codeOf(
        caller.startups.profile.founders.update({
          ...blank,
          id: a.id,
          name: 'Meera R',
          userId: stranger.userId,
        }),
      ),
    ).toBe('BAD_REQUEST')
    await caller.startups.profile.founders.update({
      ...blank,
      id: a.id,
      name: 'Meera R',
      userId: owner.userId,
      equityShare: '55.5',
    })
    await caller.startups.profile.founders.remove({ id: b.id })
    expect((await caller.startups.profile.get()).founders).toEqual([
      expect.objectContaining({ name: 'Meera R', userId: owner.userId, equityShare: 55.5 }),
    ])
    expect(
      await codeOf(
        caller.startups.profile.founders.update({
          ...blank,
          id: a.id,
          name: 'x',
          equityShare: '101',
        }),
      ),
    ).toBe('BAD_REQUEST')
  })
})
