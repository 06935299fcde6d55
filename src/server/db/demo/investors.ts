// The demo's investors and their channels: the demo investor (Kaveri Capital) and dozens generated.
import {
  buildChannel,
  buildInvestorProfile,
  emailAt,
  investorName,
  type BuiltChannel,
  type BuiltInvestorProfile,
  type BuiltUser,
  type NewChannel,
} from '../../../../tests/factories'
import { investorNameHeads, schemeStates } from '../../../../tests/factories/investors'

import { type InvestorType } from '@/lib/options'

import {
  ago,
  ahead,
  channelCount,
  DemoDataSet,
  demoInvestorEmail,
  demoInvestorName,
  type Investor,
} from './data-set'

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

export function addDemoInvestor(data: DemoDataSet): Investor {
  const { faker, now } = data
  const createdAt = ago(now, 400)
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
  ['VC fund', 6],
  ['SEBI-registered angel fund', 1],
  ['Micro VC', 5],
  ['Angel network', 5],
  ['Angel', 3],
  ['Family office', 3],
  ['Corporate VC', 2],
  ['Accelerator/Incubator', 2],
  ['Government scheme', 2],
]

export function addInvestors(data: DemoDataSet) {
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

export function addDemoChannels(data: DemoDataSet, kaveri: Investor): Map<string, number> {
  const { now } = data
  const year = now.getFullYear()
  const planned: [Partial<NewChannel>, number][] = [
    [
      {
        title: `Agritech & Climate Seed Call ${year}`,
        status: 'open',
        sectors: ['Agriculture and Farming', 'Climate Technology', 'Sustainability'],
        developmentStages: ['Early Access', 'Launched'],
        opensAt: ago(now, 330),
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
        title: `Kaveri Founders Fellowship ${ago(now, 355).getFullYear()}`,
        status: 'closed',
        sectors: [],
        developmentStages: ['Early Access', 'Launched', 'Scale-Up'],
        opensAt: ago(now, 355),
        closesAt: ago(now, 60),
        visibility: 'listed',
      },
      120,
    ],
    [
      {
        title: `Healthtech Pre-Series A Call ${ago(now, 362).getFullYear()}`,
        status: 'archived',
        sectors: ['Health Care', 'Biotechnology'],
        developmentStages: ['Launched', 'Scale-Up'],
        opensAt: ago(now, 362),
        closesAt: ago(now, 240),
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

export function addOtherChannels(data: DemoDataSet, others: Investor[]) {
  const perInvestor = channelCount - data.channels.length
  for (let i = 0; i < perInvestor; i++) {
    const investor = others[i % others.length]
    if (investor) addChannel(data, investor)
  }
}
