// The demo's startups: the featured demo startup, written by hand, and hundreds generated.
import {
  buildFounder,
  buildStartupProfile,
  emailAt,
  equitySplit,
  withLegalForm,
  type BuiltStartupProfile,
  type BuiltUser,
} from '../../../../tests/factories'

import { companyTypes, headquarters } from '@/lib/options'

import { ago, DemoDataSet, demoFounderEmail, type Startup, startupCount } from './data-set'

type FounderSeed = {
  name: string
  title: string
  bio?: string
  education?: string
  experience?: string
}

function addStartup(
  data: DemoDataSet,
  profile: BuiltStartupProfile,
  founderSeeds: FounderSeed[] | number,
  owner?: BuiltUser,
): Startup {
  const { faker } = data
  const domain = `${profile.slug.replaceAll('-', '')}.test`
  const seeds: FounderSeed[] =
    typeof founderSeeds === 'number'
      ? Array.from({ length: founderSeeds }, () => ({
          name: `${faker.person.firstName()} ${faker.person.lastName()}`,
          title: '',
        }))
      : founderSeeds
  const first = seeds[0]
  if (!first) throw new Error('a startup needs a founder')
  const ownerUser =
    owner ??
    data.addUser({
      name: first.name,
      email: emailAt(first.name, domain),
      createdAt: profile.createdAt,
    })
  const equity = equitySplit(faker, seeds.length)
  const founders = seeds.map((seed, position) => {
    const { title: given, ...fields } = seed
    const title = given || (seeds.length === 1 ? 'Founder & CEO' : '')
    return buildFounder(
      {
        organisationId: profile.organisationId,
        userId: position === 0 ? ownerUser.id : null,
        position,
        email: position === 0 ? ownerUser.email : emailAt(seed.name, domain),
        equityShare: equity[position] ?? null,
        createdAt: profile.createdAt,
        updatedAt: profile.updatedAt,
        ...(title ? { title } : {}),
        ...fields,
      },
      data.build,
    )
  })
  data.addOrganisation(
    'startup',
    profile.organisationId,
    profile.name,
    profile.slug,
    profile.createdAt,
  )
  data.addMember(profile.organisationId, ownerUser.id, 'owner', profile.createdAt)
  const startup = { profile, founders, ownerId: ownerUser.id }
  data.startups.push(startup)
  return startup
}

export function addDemoStartup(data: DemoDataSet): Startup {
  const { faker, now } = data
  const createdAt = ago(now, 420)
  const founderUser = data.addUser({ name: 'Meera Raghavan', email: demoFounderEmail, createdAt })
  const profile = buildStartupProfile(
    {
      organisationId: faker.string.uuid(),
      name: 'Krishi Setu',
      slug: data.claimSlug('Krishi Setu'),
      oneLiner:
        'Farm-gate marketplace connecting smallholder farmers in Karnataka directly to wholesale buyers',
      description: [
        'Small farmers in Karnataka lose up to a third of their income to middlemen and post-harvest spoilage, while wholesale buyers struggle to source consistent quality.',
        'Krishi Setu runs village collection centres with grading, cold storage and same-day payouts over UPI. Buyers order graded produce on our app and get it delivered to their warehouse within 24 hours.',
        'More than 12,000 farmers in 140 villages sell through us, and 320 wholesale buyers order every week. Founded in 2022, the team of 24 works out of Bengaluru and our three collection hubs in Kolar, Tumakuru and Chikkaballapur.',
      ].join('\n\n'),
      website: 'https://www.krishisetu.in',
      logoFileId: null,
      foundedOn: '2022-03-14',
      companyType: 'Private Limited Company',
      cin: 'U01403KA2022PTC158321',
      gstin: '29AAKCK4821M1Z0',
      dpiitNumber: 'DIPP98214',
      headquarters: 'Karnataka',
      city: 'Bengaluru',
      sectors: ['Agriculture and Farming', 'Commerce and Shopping', 'Sustainability'],
      businessTypes: ['B2B', 'B2C'],
      customerInteractions: ['Marketplace', 'Subscription'],
      productTypes: ['Digital Goods', 'Services'],
      developmentStage: 'Launched',
      revenueStage: 'Revenue Generating',
      teamSize: 24,
      plannedRaise: 6_00_00_000,
      isPublic: true,
      isDiscoverable: true,
      marketPositioning: {
        problem:
          'Smallholder farmers in Karnataka sell through up to four middlemen and lose a third of their income to commissions and spoilage; wholesale buyers cannot source consistent, graded produce.',
        solution:
          'Village collection centres with grading and cold storage, same-day UPI payouts to farmers, and an ordering app that delivers graded produce to buyers’ warehouses within 24 hours.',
        targetMarketApproaches: ['Early Adopters', 'Community-Focused'],
        tam: 3_50_000 * 1_00_00_000,
        sam: 42_000 * 1_00_00_000,
        som: 1_200 * 1_00_00_000,
        competitorTypes: ['Direct', 'Local', 'Indirect'],
        competitors: 'Traditional mandi commission agents, DeHaat, Ninjacart',
        advantageSources: [
          'Distribution Network',
          'Local Market Knowledge',
          'Vernacular and Regional Reach',
        ],
        defensibility: ['Network Effects', 'Proprietary Data'],
        pricingStrategy: 'Value-based',
        marketingChannels: ['Community Building', 'Direct Sales', 'Partnerships'],
        mission: 'solve_specific_problem',
        vision: 'impact_positively',
      },
      businessTeam: {
        fundingSources: ['Angel Investors', 'Grants'],
        amountRaised: 2_40_00_000,
        useOfFunds: [
          'Infrastructure and Operations',
          'Hiring and Team Expansion',
          'Technology Upgrades',
        ],
        monthlyBurn: 28_00_000,
        runwayMonths: 9,
        hiringPlan:
          'Three hub managers for new districts, two engineers for the buyer app, and a finance lead.',
        annualTurnover: 8_40_00_000,
      },
      tractionIp: {
        validationEvidence: ['Growth Metrics', 'Pilot Programs', 'Partnerships'],
        customers: 320,
        users: 12_000,
        monthlyRevenue: 85_00_000,
        monthlyGrowthPercent: 12,
        milestones:
          '140 villages and 3 collection hubs; 320 weekly buyers; break-even on two hubs since August 2026.',
        ipStatuses: ['Trademark(s) registered'],
        regulatoryBarriers: 'Some barriers that require manageable adjustments',
      },
      createdAt,
      updatedAt: ago(now, 6),
    },
    data.build,
  )
  return addStartup(
    data,
    profile,
    [
      {
        name: 'Meera Raghavan',
        title: 'Co-founder & CEO',
        bio: 'Meera grew up on her family’s ragi farm near Kolar and spent seven years building supply chains for Flipkart’s grocery business before starting Krishi Setu.',
        education: 'B.Tech, IIT Madras; MBA, IIM Bangalore',
        experience:
          '7 years: Flipkart (most recently director, grocery supply chain), McKinsey & Company.',
      },
      {
        name: 'Arjun Patil',
        title: 'Co-founder & CTO',
        bio: 'Arjun led the payments platform team at Razorpay and has built offline-first apps used by field agents in rural Karnataka.',
        education: 'B.E., College of Engineering, Pune',
        experience: '9 years: Razorpay (engineering manager, payments platform), Infosys.',
      },
      {
        name: 'Lakshmi Gowda',
        title: 'Co-founder & COO',
        bio: 'Lakshmi ran procurement for a farmer producer company with 6,000 members and knows every mandi between Kolar and Hassan.',
        education: 'M.Sc Agriculture, Tamil Nadu Agricultural University',
        experience:
          '11 years: Sahyadri Farmer Producer Company (head of procurement), ICICI Bank (rural lending).',
      },
    ],
    founderUser,
  )
}

export function addStartups(data: DemoDataSet) {
  const { faker, now } = data
  const large = { given: 0 }
  for (let i = data.startups.length; i < startupCount; i++) {
    // The first of each state and union territory guarantee every place has startups.
    const place = headquarters[i - 1]
    const createdAt = ago(now, faker.number.int({ min: 280, max: 900 }))
    let profile = buildStartupProfile({ headquarters: place, createdAt }, data.build)
    for (let tries = 0; data.isTaken(profile.name) && tries < 20; tries++) {
      profile = buildStartupProfile({ headquarters: place, createdAt }, data.build)
    }
    profile = withIndiaPassport(profile, i, large)
    profile.slug = data.claimSlug(profile.name)
    profile.updatedAt = ago(now, faker.number.int({ min: 0, max: 120 }))
    addStartup(
      data,
      profile,
      faker.helpers.weightedArrayElement([
        { value: 1, weight: 25 },
        { value: 2, weight: 45 },
        { value: 3, weight: 30 },
      ]),
    )
  }
}

const crore = 1_00_00_000

/**
 * The demo's India passport (issue 14): the first startups after Krishi Setu take each company
 * type in turn, with its identifier. Of the next ones that wrote Business & Team, two report a
 * turnover above DPIIT's ₹200 crore (not eligible), and one is a deep-tech startup above it but
 * within deep tech's ₹300 crore (eligible).
 */
const turnovers = [
  { annualTurnover: 240 * crore, deepTech: false },
  { annualTurnover: 215 * crore, deepTech: false },
  { annualTurnover: 260 * crore, deepTech: true },
]

function withIndiaPassport(
  profile: BuiltStartupProfile,
  i: number,
  large: { given: number },
): BuiltStartupProfile {
  const type = companyTypes[i - 1]
  if (type) return withLegalForm(profile, type)
  const turnover = turnovers[large.given]
  if (!turnover || Object.keys(profile.businessTeam ?? {}).length === 0) return profile
  large.given++
  return {
    ...withLegalForm(profile, 'Private Limited Company'),
    deepTech: turnover.deepTech,
    businessTeam: { ...profile.businessTeam, annualTurnover: turnover.annualTurnover },
  }
}
