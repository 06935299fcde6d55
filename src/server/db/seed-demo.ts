/**
 * The demo data set (docs/contract.md, "Demo data"): hundreds of startups, dozens of investors and
 * channels, thousands of applications with timelines, and the demo accounts set up to show the
 * product at its best. Deterministic for a given seed, idempotent, and one transaction, so a failed
 * run leaves nothing half-seeded behind.
 */
import { count, eq } from 'drizzle-orm'
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core'

import {
  applicationStatuses,
  headquarters,
  type ApplicationStatus,
  type DevelopmentStage,
  type InvestorType,
} from '@/lib/options'

import {
  buildAccessRequest,
  buildApplication,
  buildApplicationEvents,
  buildChannel,
  buildFounder,
  buildInvestorOrganisation,
  buildInvestorProfile,
  buildStartupOrganisation,
  buildStartupProfile,
  buildUser,
  createFaker,
  emailAt,
  equitySplit,
  investorName,
  slugify,
  statusForAge,
  type BuiltApplication,
  type BuiltApplicationEvent,
  type BuiltChannel,
  type BuiltFounder,
  type BuiltInvestorProfile,
  type BuiltOrganisation,
  type BuiltStartupProfile,
  type BuiltUser,
  type Faker,
  type NewChannel,
} from '../../../tests/factories'
import { credentialAccount, passwordHash } from '../../../tests/factories/db'
import { investorNameHeads, schemeStates } from '../../../tests/factories/investors'
import { demoAccounts, demoPassword } from '../demo-accounts'
import type { Database } from './client'
import { seedDemoReviews } from './seed-demo-reviews'
import { seedDemoNotifications } from './seed-demo-notifications'
import {
  accessRequest,
  account,
  application,
  applicationEvent,
  channel,
  founder,
  investorProfile,
  member,
  organisation,
  startupProfile,
  user,
} from './schema'

export type SeedOptions = {
  /** Same seed, same data (apart from dates, which are relative to `now`). */
  seed?: number
  now?: Date
}

export type DemoCounts = {
  users: number
  startups: number
  investors: number
  channels: number
  applications: number
  applicationEvents: number
  accessRequests: number
}

export type SeedResult = { seeded: boolean; counts: DemoCounts }

const startupCount = 300
const channelCount = 60
/** Applications to the channels of investors other than the demo investor. */
const otherApplicationTarget = 2_900
const batchSize = 500
const day = 24 * 60 * 60 * 1000

function demoEmail(role: (typeof demoAccounts)[number]['role']): string {
  const found = demoAccounts.find((a) => a.role === role)
  if (!found) throw new Error(`no demo account for ${role}`)
  return found.email
}

export const demoFounderEmail = demoEmail('Founder')
export const demoInvestorEmail = demoEmail('Investor')
export const demoAdminEmail = demoEmail('Platform admin')
export const demoStartupSlug = 'krishi-setu'
export const demoInvestorName = 'Kaveri Capital'

const ago = (now: Date, days: number) => new Date(now.getTime() - days * day)
const ahead = (now: Date, days: number) => new Date(now.getTime() + days * day)

function between(faker: Faker, from: Date, to: Date): Date {
  if (to.getTime() <= from.getTime()) return new Date(from)
  return new Date(faker.number.int({ min: from.getTime(), max: to.getTime() }))
}

async function insertInBatches<T extends PgTable>(
  db: Database,
  table: T,
  rows: PgInsertValue<T>[],
) {
  for (let i = 0; i < rows.length; i += batchSize) {
    await db.insert(table).values(rows.slice(i, i + batchSize))
  }
}

export async function countDemoData(db: Database): Promise<DemoCounts> {
  const [[users], [startups], [investors], [channels], [applications], [events], [requests]] =
    await Promise.all([
      db.select({ n: count() }).from(user),
      db.select({ n: count() }).from(organisation).where(eq(organisation.kind, 'startup')),
      db.select({ n: count() }).from(organisation).where(eq(organisation.kind, 'investor')),
      db.select({ n: count() }).from(channel),
      db.select({ n: count() }).from(application),
      db.select({ n: count() }).from(applicationEvent),
      db.select({ n: count() }).from(accessRequest),
    ])
  return {
    users: users?.n ?? 0,
    startups: startups?.n ?? 0,
    investors: investors?.n ?? 0,
    channels: channels?.n ?? 0,
    applications: applications?.n ?? 0,
    applicationEvents: events?.n ?? 0,
    accessRequests: requests?.n ?? 0,
  }
}

type Startup = { profile: BuiltStartupProfile; founders: BuiltFounder[]; ownerId: string }
type Investor = { profile: BuiltInvestorProfile; memberIds: string[] }

/** Everything the seed inserts, collected first so it can go in a few large batches. */
class DemoDataSet {
  readonly users: BuiltUser[] = []
  readonly accounts: ReturnType<typeof credentialAccount>[] = []
  readonly organisations: BuiltOrganisation[] = []
  readonly members: (typeof member.$inferInsert)[] = []
  readonly startups: Startup[] = []
  readonly investors: Investor[] = []
  readonly channels: BuiltChannel[] = []
  readonly applications: BuiltApplication[] = []
  readonly events: BuiltApplicationEvent[] = []
  readonly accessRequests: ReturnType<typeof buildAccessRequest>[] = []
  private readonly slugs = new Set<string>()

  constructor(
    readonly faker: Faker,
    readonly now: Date,
    private readonly hash: string,
  ) {}

  /** Options for every builder: one seeded faker and one pinned "now" make the data set repeatable. */
  get build() {
    return { faker: this.faker, now: this.now }
  }

  /** A slug no other organisation has: the name's own when free, else with a number. */
  claimSlug(name: string): string {
    const base = slugify(name)
    let slug = base
    for (let n = 2; this.slugs.has(slug); n++) slug = `${base}-${n}`
    this.slugs.add(slug)
    return slug
  }

  isTaken(name: string): boolean {
    return this.slugs.has(slugify(name))
  }

  addUser(overrides: Partial<BuiltUser> & { name: string; email: string }): BuiltUser {
    const createdAt =
      overrides.createdAt ?? ago(this.now, this.faker.number.int({ min: 280, max: 700 }))
    const row = buildUser(
      { emailVerified: true, createdAt, updatedAt: createdAt, ...overrides },
      this.build,
    )
    this.users.push(row)
    this.accounts.push(credentialAccount(row.id, this.hash, createdAt))
    return row
  }

  addMember(organisationId: string, userId: string, role: 'owner' | 'member', createdAt: Date) {
    this.members.push({ id: this.faker.string.uuid(), organisationId, userId, role, createdAt })
  }

  addOrganisation(
    kind: 'startup' | 'investor',
    id: string,
    name: string,
    slug: string,
    createdAt: Date,
  ) {
    const buildOrganisation =
      kind === 'startup' ? buildStartupOrganisation : buildInvestorOrganisation
    this.organisations.push(
      buildOrganisation({ id, name, slug, createdAt, updatedAt: createdAt }, this.build),
    )
  }
}

// ---------------------------------------------------------------------------------------------
// Startups
// ---------------------------------------------------------------------------------------------

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

function addDemoStartup(data: DemoDataSet): Startup {
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

function addStartups(data: DemoDataSet) {
  const { faker, now } = data
  for (let i = data.startups.length; i < startupCount; i++) {
    // The first of each state and union territory guarantee every place has startups.
    const place = headquarters[i - 1]
    const createdAt = ago(now, faker.number.int({ min: 280, max: 900 }))
    let profile = buildStartupProfile({ headquarters: place, createdAt }, data.build)
    for (let tries = 0; data.isTaken(profile.name) && tries < 20; tries++) {
      profile = buildStartupProfile({ headquarters: place, createdAt }, data.build)
    }
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

// ---------------------------------------------------------------------------------------------
// Investors and channels
// ---------------------------------------------------------------------------------------------

function addInvestor(
  data: DemoDataSet,
  profile: BuiltInvestorProfile,
  owner?: BuiltUser,
  teammates = 0,
): Investor {
  const { faker } = data
  const slug = data.claimSlug(profile.displayName)
  const domain = `${slug.replaceAll('-', '')}.test`
  const personName = () => `${faker.person.firstName()} ${faker.person.lastName()}`
  const ownerName = profile.investorType === 'Angel' ? profile.displayName : personName()
  const ownerUser =
    owner ??
    data.addUser({
      name: ownerName,
      email: emailAt(ownerName, domain),
      createdAt: profile.createdAt,
    })
  data.addOrganisation(
    'investor',
    profile.organisationId,
    profile.displayName,
    slug,
    profile.createdAt,
  )
  data.addMember(profile.organisationId, ownerUser.id, 'owner', profile.createdAt)
  const memberIds = [ownerUser.id]
  for (let i = 0; i < teammates; i++) {
    const name = personName()
    const mate = data.addUser({ name, email: emailAt(name, domain), createdAt: profile.createdAt })
    data.addMember(profile.organisationId, mate.id, 'member', profile.createdAt)
    memberIds.push(mate.id)
  }
  const investor = { profile, memberIds }
  data.investors.push(investor)
  return investor
}

function addDemoInvestor(data: DemoDataSet): Investor {
  const { faker, now } = data
  const createdAt = ago(now, 300)
  const owner = data.addUser({ name: 'Vikram Iyer', email: demoInvestorEmail, createdAt })
  const profile = buildInvestorProfile(
    {
      organisationId: faker.string.uuid(),
      investorType: 'VC fund',
      displayName: demoInvestorName,
      website: 'https://www.kavericapital.in',
      thesis:
        'We back early access to scale-up stage founders building for Bharat: agriculture and climate, financial inclusion, healthcare and B2B software. We lead rounds between ₹1 Cr and ₹15 Cr, take a board seat and stay for the long run.',
      sectors: [
        'Agriculture and Farming',
        'Climate Technology',
        'Sustainability',
        'Financial Services',
        'Payments',
        'Health Care',
        'Software',
        'Artificial Intelligence',
      ],
      stages: ['Early Access', 'Launched', 'Scale-Up'],
      headquarters: [],
      businessTypes: ['B2B', 'B2C'],
      chequeMin: 1_00_00_000,
      chequeMax: 15_00_00_000,
      portfolioSize: 34,
      createdAt,
      updatedAt: createdAt,
      onboardedAt: createdAt,
    },
    data.build,
  )
  const investor = addInvestor(data, profile, owner)
  const teammates = [
    ['Ananya Rao', 'ananya.rao@demo.sangam.test'],
    ['Kabir Malhotra', 'kabir.malhotra@demo.sangam.test'],
    ['Sneha Kulkarni', 'sneha.kulkarni@demo.sangam.test'],
  ] as const
  for (const [name, email] of teammates) {
    const mate = data.addUser({ name, email, createdAt })
    data.addMember(profile.organisationId, mate.id, 'member', createdAt)
    investor.memberIds.push(mate.id)
  }
  return investor
}

/** A fixed mix of investor types, shuffled: with the demo investor, 30 investors. */
const otherInvestorTypes: readonly [InvestorType, number][] = [
  ['VC fund', 7],
  ['Micro VC', 5],
  ['Angel network', 5],
  ['Angel', 3],
  ['Family office', 3],
  ['Corporate VC', 2],
  ['Accelerator/Incubator', 2],
  ['Government scheme', 2],
]

function addInvestors(data: DemoDataSet) {
  const { faker, now } = data
  const types = faker.helpers.shuffle(
    otherInvestorTypes.flatMap(([type, n]) => Array<InvestorType>(n).fill(type)),
  )
  const heads = faker.helpers.shuffle(
    investorNameHeads.filter((head) => !demoInvestorName.startsWith(head)),
  )
  const states = faker.helpers.shuffle([...schemeStates])
  for (const type of types) {
    const createdAt = ago(now, faker.number.int({ min: 280, max: 800 }))
    const scheme = type === 'Government scheme' ? states.pop() : undefined
    let displayName = investorName(faker, type, scheme ?? heads.pop())
    while (data.isTaken(displayName)) displayName = investorName(faker, type)
    const profile = buildInvestorProfile(
      { investorType: type, displayName, createdAt, ...(scheme ? { headquarters: [scheme] } : {}) },
      data.build,
    )
    // An angel invests alone; funds often have a partner or two on the platform.
    const teammates =
      type === 'Angel'
        ? 0
        : faker.helpers.weightedArrayElement([
            { value: 0, weight: 6 },
            { value: 1, weight: 3 },
            { value: 2, weight: 1 },
          ])
    addInvestor(data, profile, undefined, teammates)
  }
}

function addChannel(
  data: DemoDataSet,
  investor: Investor,
  overrides: Partial<NewChannel> = {},
): BuiltChannel {
  const row = buildChannel(
    {
      organisationId: investor.profile.organisationId,
      createdBy: investor.memberIds[0] ?? null,
      ...overrides,
    },
    { ...data.build, investor: investor.profile },
  )
  data.channels.push(row)
  return row
}

function addDemoChannels(data: DemoDataSet, kaveri: Investor): Map<string, number> {
  const { now } = data
  const year = now.getFullYear()
  const planned: [Partial<NewChannel>, number][] = [
    [
      {
        title: `Agritech & Climate Seed Call ${year}`,
        status: 'open',
        sectors: ['Agriculture and Farming', 'Climate Technology', 'Sustainability'],
        developmentStages: ['Early Access', 'Launched'],
        opensAt: ago(now, 250),
        closesAt: ahead(now, 40),
        visibility: 'listed',
      },
      150,
    ],
    [
      {
        title: `Fintech Seed Window ${year}`,
        status: 'open',
        sectors: ['Financial Services', 'Payments', 'Lending and Investments'],
        developmentStages: ['Early Access', 'Launched'],
        opensAt: ago(now, 200),
        closesAt: null,
        visibility: 'listed',
      },
      130,
    ],
    [
      {
        title: `Bharat B2B SaaS Series A Call ${year}`,
        status: 'open',
        sectors: ['Software', 'Artificial Intelligence', 'Data and Analytics'],
        developmentStages: ['Launched', 'Scale-Up'],
        opensAt: ago(now, 120),
        closesAt: ahead(now, 60),
        visibility: 'unlisted',
      },
      110,
    ],
    [
      {
        title: `Kaveri Founders Fellowship ${ago(now, 265).getFullYear()}`,
        status: 'closed',
        sectors: [],
        developmentStages: ['Early Access', 'Launched', 'Scale-Up'],
        opensAt: ago(now, 265),
        closesAt: ago(now, 60),
        visibility: 'listed',
      },
      120,
    ],
    [
      {
        title: `Healthtech Pre-Series A Call ${ago(now, 270).getFullYear()}`,
        status: 'archived',
        sectors: ['Health Care', 'Biotechnology'],
        developmentStages: ['Launched', 'Scale-Up'],
        opensAt: ago(now, 270),
        closesAt: ago(now, 200),
        visibility: 'listed',
      },
      60,
    ],
    [
      {
        title: `Deep Tech Pilot Call ${ahead(now, 20).getFullYear()}`,
        status: 'draft',
        sectors: ['Hardware', 'Science and Engineering', 'Manufacturing'],
        developmentStages: ['Prototype', 'Early Access', 'Launched'],
        opensAt: ahead(now, 20),
        closesAt: ahead(now, 110),
        visibility: 'listed',
      },
      0,
    ],
  ]
  const targets = new Map<string, number>()
  for (const [overrides, target] of planned) {
    targets.set(addChannel(data, kaveri, { headquarters: [], ...overrides }).id, target)
  }
  return targets
}

function addOtherChannels(data: DemoDataSet, others: Investor[]) {
  const perInvestor = channelCount - data.channels.length
  for (let i = 0; i < perInvestor; i++) {
    const investor = others[i % others.length]
    if (investor) addChannel(data, investor)
  }
}

// ---------------------------------------------------------------------------------------------
// Applications
// ---------------------------------------------------------------------------------------------

type Planned = { startup: Startup; submittedAt: Date; status: ApplicationStatus }

function applicationWindow(target: BuiltChannel, now: Date): [Date, Date] {
  const from = new Date(Math.max((target.opensAt ?? now).getTime(), ago(now, 270).getTime()))
  const to = new Date(Math.min((target.closesAt ?? now).getTime(), now.getTime() - 60 * 60 * 1000))
  return [from, to]
}

function fitsCriteria(target: BuiltChannel, { profile }: Startup): boolean {
  return (
    (target.sectors.length === 0 || profile.sectors.some((x) => target.sectors.includes(x))) &&
    (target.headquarters.length === 0 ||
      target.headquarters.includes(profile.headquarters ?? '')) &&
    (target.developmentStages.length === 0 ||
      target.developmentStages.includes(profile.developmentStage as DevelopmentStage))
  )
}

/** How many applications a channel can plausibly get: a call limited to a few states draws few. */
function capacityOf(target: BuiltChannel, pool: Startup[]): number {
  if (target.headquarters.length === 0) return pool.length
  const matching = pool.filter((s) => fitsCriteria(target, s)).length
  return Math.min(pool.length, Math.ceil(matching * 1.3) + 3)
}

/** Splits `total` by weight, never giving a channel more than its capacity. */
function allocate(total: number, weights: number[], capacities: number[]): number[] {
  const counts = weights.map(() => 0)
  let open = weights.map((_, i) => i).filter((i) => (capacities[i] ?? 0) > 0)
  let left = total
  while (left > 0 && open.length > 0) {
    const sum = open.reduce((a, i) => a + (weights[i] ?? 0), 0)
    let given = 0
    for (const i of open) {
      const share = Math.max(1, Math.round(((weights[i] ?? 0) / sum) * left))
      const add = Math.min(share, (capacities[i] ?? 0) - (counts[i] ?? 0), left - given)
      counts[i] = (counts[i] ?? 0) + add
      given += add
    }
    left -= given
    open = open.filter((i) => (counts[i] ?? 0) < (capacities[i] ?? 0))
    if (given === 0) break
  }
  return counts
}

/** Mostly startups that fit the channel's criteria, some that do not (as in real life). */
function pickApplicants(
  data: DemoDataSet,
  target: BuiltChannel,
  pool: Startup[],
  n: number,
): Startup[] {
  const { faker } = data
  const matching = faker.helpers.shuffle(pool.filter((s) => fitsCriteria(target, s)))
  const rest = faker.helpers.shuffle(pool.filter((s) => !fitsCriteria(target, s)))
  const fromMatching = Math.min(matching.length, Math.ceil(n * 0.75))
  const picked = matching.slice(0, fromMatching)
  picked.push(...rest.slice(0, n - picked.length))
  picked.push(...matching.slice(fromMatching, fromMatching + n - picked.length))
  return picked
}

function planApplications(
  data: DemoDataSet,
  target: BuiltChannel,
  applicants: Startup[],
): Planned[] {
  const { faker, now } = data
  const [from, to] = applicationWindow(target, now)
  return applicants.map((startup) => {
    const submittedAt = between(faker, from, to)
    const status = statusForAge(faker, (now.getTime() - submittedAt.getTime()) / day)
    return { startup, submittedAt, status }
  })
}

/** The demo investor must show every status: turn the oldest rejections into the missing ones. */
function coverEveryStatus(planned: Planned[]) {
  for (const status of applicationStatuses) {
    if (planned.some((p) => p.status === status)) continue
    const candidate = planned
      .filter((p) => p.status === 'rejected')
      .sort((a, b) => a.submittedAt.getTime() - b.submittedAt.getTime())[0]
    if (candidate) candidate.status = status
  }
}

function addApplication(
  data: DemoDataSet,
  target: BuiltChannel,
  investor: Investor,
  { startup, submittedAt, status }: Planned,
  overrides: Partial<BuiltApplication> = {},
) {
  const { faker } = data
  const assign =
    status !== 'submitted' && faker.datatype.boolean(investor.memberIds.length > 1 ? 0.85 : 0.5)
  const row = buildApplication(
    { channel: target, startup: startup.profile, founders: startup.founders },
    {
      status,
      submittedAt,
      assigneeId: assign ? faker.helpers.arrayElement(investor.memberIds) : null,
      ...overrides,
    },
    data.build,
  )
  data.applications.push(row)
  data.events.push(
    ...buildApplicationEvents(
      row,
      { startupUserId: startup.ownerId, investorUserIds: investor.memberIds },
      data.build,
    ),
  )
}

function addApplications(
  data: DemoDataSet,
  demoStartup: Startup,
  kaveri: Investor,
  demoTargets: Map<string, number>,
) {
  const { faker } = data
  const pool = data.startups.filter((s) => s !== demoStartup)
  const investorOf = new Map(data.investors.map((i) => [i.profile.organisationId, i]))
  const accepting = data.channels.filter((c) => c.status !== 'draft')

  const demoChannels = accepting.filter((c) => c.organisationId === kaveri.profile.organisationId)
  const demoPlans = demoChannels.map((c) => {
    const applicants = pickApplicants(data, c, pool, demoTargets.get(c.id) ?? 100)
    return { target: c, planned: planApplications(data, c, applicants) }
  })
  coverEveryStatus(demoPlans.flatMap((p) => p.planned))
  for (const { target, planned } of demoPlans)
    for (const p of planned) addApplication(data, target, kaveri, p)

  const others = accepting.filter((c) => c.organisationId !== kaveri.profile.organisationId)
  const weights = others.map(
    (c) => faker.number.float({ min: 0.5, max: 1.5 }) * (c.status === 'open' ? 1 : 0.8),
  )
  const counts = allocate(
    otherApplicationTarget,
    weights,
    others.map((c) => capacityOf(c, pool)),
  )
  others.forEach((target, i) => {
    const investor = investorOf.get(target.organisationId)
    if (!investor) return
    const n = counts[i] ?? 0
    for (const p of planApplications(data, target, pickApplicants(data, target, pool, n))) {
      addApplication(data, target, investor, p)
    }
  })

  addDemoStartupApplications(data, demoStartup, kaveri, investorOf)
}

/** The demo founder's own pipeline: one application in each of six statuses, two of them decided. */
function addDemoStartupApplications(
  data: DemoDataSet,
  demoStartup: Startup,
  kaveri: Investor,
  investorOf: Map<string, Investor>,
) {
  const { now } = data
  const byOpening = (a: BuiltChannel, b: BuiltChannel) =>
    (a.opensAt?.getTime() ?? 0) - (b.opensAt?.getTime() ?? 0)
  const others = data.channels.filter((c) => c.organisationId !== kaveri.profile.organisationId)
  const open = others.filter((c) => c.status === 'open').sort(byOpening)
  const finished = others
    .filter((c) => c.status === 'closed' || c.status === 'archived')
    .sort(byOpening)
  const kaveriSeed = data.channels.find(
    (c) => c.organisationId === kaveri.profile.organisationId && c.status === 'open',
  )

  const plan: [BuiltChannel | undefined, ApplicationStatus, Partial<BuiltApplication>?][] = [
    [kaveriSeed, 'due_diligence'],
    [open[0], 'shortlisted'],
    [open[1], 'in_review'],
    [open[2], 'submitted'],
    [finished[0], 'accepted'],
    [finished[1], 'rejected', { rejectionReason: 'too_early' }],
  ]
  for (const [target, status, overrides] of plan) {
    if (!target) continue
    const investor = investorOf.get(target.organisationId)
    if (!investor) continue
    const [from, to] = applicationWindow(target, now)
    // Early in the window for a decided application, late for a fresh one.
    const share =
      { submitted: 0.97, in_review: 0.9, shortlisted: 0.7, due_diligence: 0.5 }[status as string] ??
      0.25
    const submittedAt = new Date(from.getTime() + share * (to.getTime() - from.getTime()))
    addApplication(data, target, investor, { startup: demoStartup, submittedAt, status }, overrides)
  }
}

function addAccessRequests(data: DemoDataSet, admin: BuiltUser) {
  const { faker, now } = data
  for (let i = 0; i < 6; i++) {
    data.accessRequests.push(
      buildAccessRequest(
        {
          kind: i < 4 ? 'investor' : 'startup',
          createdAt: ago(now, 6 - i),
          updatedAt: ago(now, 6 - i),
        },
        data.build,
      ),
    )
  }
  for (const status of ['approved', 'approved', 'rejected'] as const) {
    const createdAt = ago(now, faker.number.int({ min: 20, max: 90 }))
    const reviewedAt = new Date(createdAt.getTime() + 2 * day)
    data.accessRequests.push(
      buildAccessRequest(
        {
          kind: 'investor',
          status,
          reviewedBy: admin.id,
          reviewedAt,
          createdAt,
          updatedAt: reviewedAt,
        },
        data.build,
      ),
    )
  }
}

// ---------------------------------------------------------------------------------------------
// Entry point
// ---------------------------------------------------------------------------------------------

/**
 * Seeds the demo data set unless the demo founder already exists (then it changes nothing).
 * Returns whether it seeded and the resulting counts.
 */
export async function seedDemoData(
  db: Database,
  { seed = 42, now = new Date() }: SeedOptions = {},
): Promise<SeedResult> {
  const hash = await passwordHash(demoPassword)
  const seeded = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, demoFounderEmail))
      .limit(1)
    if (existing) return false

    const data = new DemoDataSet(createFaker(seed), now, hash)
    const admin = data.addUser({
      name: 'Asha Verma',
      email: demoAdminEmail,
      isAdmin: true,
      createdAt: ago(now, 500),
    })
    const demoStartup = addDemoStartup(data)
    addStartups(data)
    const kaveri = addDemoInvestor(data)
    addInvestors(data)
    const demoTargets = addDemoChannels(data, kaveri)
    addOtherChannels(
      data,
      data.investors.filter((i) => i !== kaveri),
    )
    addApplications(data, demoStartup, kaveri, demoTargets)
    addAccessRequests(data, admin)

    const target = tx as unknown as Database
    await insertInBatches(target, user, data.users)
    await insertInBatches(target, account, data.accounts)
    await insertInBatches(target, organisation, data.organisations)
    await insertInBatches(target, member, data.members)
    await insertInBatches(
      target,
      startupProfile,
      data.startups.map((s) => s.profile),
    )
    await insertInBatches(
      target,
      founder,
      data.startups.flatMap((s) => s.founders),
    )
    await insertInBatches(
      target,
      investorProfile,
      data.investors.map((i) => i.profile),
    )
    await insertInBatches(target, channel, data.channels)
    await insertInBatches(target, application, data.applications)
    await insertInBatches(target, applicationEvent, data.events)
    await seedDemoReviews(target, {
      seed,
      now,
      investorOrgId: kaveri.profile.organisationId,
      memberIds: kaveri.memberIds,
      applications: data.applications,
      featuredStartupOrgId: demoStartup.profile.organisationId,
    })
    await insertInBatches(target, accessRequest, data.accessRequests)
    await seedDemoNotifications(target)
    return true
  })
  return { seeded, counts: await countDemoData(db) }
}
