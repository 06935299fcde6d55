/**
 * The demo investor's review work (docs/contract.md, "Demo data"): teammates' private notes about startups, blind
 * 1–5 ratings of applications and a few shared lists. Called once by seedDemoData with the
 * applications it built; deterministic for a given seed, with its own faker so adding data here
 * never shifts anything the main seed generates.
 */
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core'

import { overallOf, ratingDimensions, type RatingScores } from '@/domain/applications/ratings'
import type { ApplicationStatus } from '@/lib/options'

import { createFaker, type BuiltApplication, type Faker } from '../../../../tests/factories'
import type { Database } from '@/server/db/client'
import { applicationRating, investorList, investorListEntry, startupNote } from '@/server/db/schema'

export type DemoReviewInput = {
  seed: number
  now: Date
  investorOrgId: string
  /** The organisation's members; the first is the demo investor, who must also see blind ratings. */
  memberIds: readonly string[]
  /** Every application of the data set; only those to `investorOrgId` get reviews. */
  applications: readonly BuiltApplication[]
  /** A startup whose review the demo should always show (the demo founder's). */
  featuredStartupOrgId?: string
}

export type DemoReviewCounts = {
  notes: number
  ratings: number
  lists: number
  listEntries: number
}

const batchSize = 500

async function insertAll<T extends PgTable>(db: Database, table: T, rows: PgInsertValue<T>[]) {
  for (let i = 0; i < rows.length; i += batchSize) {
    await db.insert(table).values(rows.slice(i, i + batchSize))
  }
}

// How many teammates have rated an application by the time it reached each status.
const ratersByStatus: Record<ApplicationStatus, [number, number]> = {
  submitted: [0, 0],
  in_review: [0, 2],
  shortlisted: [1, 3],
  due_diligence: [2, 4],
  accepted: [3, 4],
  rejected: [0, 2],
  withdrawn: [0, 1],
}

// The quality a team saw in an application, on the 1–5 scale, by where it ended up.
const qualityByStatus: Record<ApplicationStatus, [number, number]> = {
  submitted: [2.5, 3.5],
  in_review: [2.5, 3.8],
  shortlisted: [3.2, 4.2],
  due_diligence: [3.5, 4.5],
  accepted: [3.9, 4.8],
  rejected: [1.6, 3.2],
  withdrawn: [2.4, 3.8],
}

const ratingComments = [
  'Founders know the ground reality well; unit economics still need work.',
  'Strong distribution story. I would want to see cohort retention before we go further.',
  'Good fit with the call. Pricing looks too low for the value they deliver.',
  'Impressive pilot numbers for the stage, but the market may be smaller than the deck says.',
  'Team is thin on the technology side; worth a second call with the CTO.',
  'Clear problem, crowded space. Their edge is the regional network, which is hard to copy.',
  'Early, but the founder-market fit is excellent.',
  'Revenue is real and growing month on month. Burn is under control.',
  'Regulatory risk is the main open question for me.',
  'Would back this if they bring in a strong sales lead.',
] as const

const noteTemplates = [
  'Intro call with {founder}: sharp on the problem, honest about what is not working yet. Asked for their cohort data.',
  'Spoke to two of their customers in {city}. Both renewed and would be upset to lose the product.',
  '{founder} mentioned they are also talking to two other funds; they want to close the round within eight weeks.',
  'Checked the MCA filings: the company is clean, no pending charges.',
  'Unit economics: contribution margin positive in their oldest market, negative in the two new ones.',
  'Reference call with a former colleague of {founder}: very strong operator, hires well.',
  'They asked whether we can help with introductions to state agriculture and MSME departments.',
  'Deck undersells the traction: the monthly revenue chart is missing the last quarter.',
  'Competitor raised recently; worth understanding how {name} differentiates on price and service.',
  'Partner meeting pencilled in; send the founders our standard diligence list beforehand.',
  'Concern: one large customer makes up close to half of revenue.',
  'Product demo was smooth; the vernacular onboarding is genuinely good.',
] as const

const listPlans = [
  {
    name: 'Partner meeting shortlist',
    description: 'Startups to present at the Monday partner meeting.',
    statuses: ['shortlisted', 'due_diligence'] as ApplicationStatus[],
    size: 18,
  },
  {
    name: 'Revisit next quarter',
    description: 'Too early for us today; check back when they have more traction.',
    statuses: ['rejected', 'withdrawn'] as ApplicationStatus[],
    size: 12,
  },
  {
    name: 'Agritech & climate watchlist',
    description: 'Everyone interesting in food, farming and climate.',
    statuses: ['in_review', 'shortlisted', 'due_diligence', 'accepted'] as ApplicationStatus[],
    sector: ['Agriculture and Farming', 'Climate Technology', 'Sustainability'],
    size: 15,
  },
] as const

const entryNotes = [
  'Warm intro from a portfolio founder.',
  'Ask about their Series A timeline.',
  'Strong team; market still unclear.',
  'Follow up after their next pilot results.',
] as const

function between(faker: Faker, from: Date, to: Date): Date {
  if (to.getTime() <= from.getTime()) return new Date(from)
  return new Date(faker.number.int({ min: from.getTime(), max: to.getTime() }))
}

type Habit = Partial<Record<(typeof ratingDimensions)[number], number>>

function scoresAround(faker: Faker, quality: number, habit: Habit = {}): RatingScores {
  const score = (d: (typeof ratingDimensions)[number]) =>
    Math.min(
      5,
      Math.max(1, Math.round(quality + (habit[d] ?? 0) + faker.number.float({ min: -1, max: 1 }))),
    )
  return Object.fromEntries(ratingDimensions.map((d) => [d, score(d)])) as RatingScores
}

/**
 * Two teammates with a habit the calibrated scores take off (docs/decisions/0049): the second
 * scores traction and market a point high, the third everything most of a point low.
 */
const demoHabits: Habit[] = [
  {},
  { traction: 1, market: 1 },
  { team: -0.8, market: -0.8, product: -0.8, traction: -0.8, fit: -0.8 },
]

function founderName(app: BuiltApplication): string {
  const founders = (app.profileSnapshot as { founders?: { name: string }[] }).founders ?? []
  return founders[0]?.name ?? 'the founder'
}

function cityOf(app: BuiltApplication): string {
  return (
    ((app.profileSnapshot as { city?: string | null }).city ?? app.headquarters) ||
    'their home market'
  )
}

/** Inserts the demo investor's notes, ratings and lists; returns how many of each. */
export async function seedDemoReviews(
  db: Database,
  input: DemoReviewInput,
): Promise<DemoReviewCounts> {
  const faker = createFaker(input.seed + 1)
  const [demoInvestorId, ...teammateIds] = input.memberIds
  if (!demoInvestorId) return { notes: 0, ratings: 0, lists: 0, listEntries: 0 }
  const ours = input.applications.filter((a) => a.investorOrgId === input.investorOrgId)
  const ratings: (typeof applicationRating.$inferInsert)[] = []
  const notes: (typeof startupNote.$inferInsert)[] = []

  for (const app of ours) {
    const featured = app.startupOrgId === input.featuredStartupOrgId
    const [min, max] = ratersByStatus[app.status]
    // The featured startup shows the blind state: two teammates rated, the demo investor not yet.
    const raterCount = featured ? 2 : faker.number.int({ min, max })
    const pool = featured
      ? teammateIds
      : faker.datatype.boolean(0.55)
        ? [demoInvestorId, ...faker.helpers.shuffle([...teammateIds])]
        : faker.helpers.shuffle([...teammateIds])
    const [low, high] = qualityByStatus[app.status]
    const quality = faker.number.float({ min: low, max: high })
    const until = app.decidedAt ?? app.updatedAt
    for (const userId of pool.slice(0, raterCount)) {
      const scores = scoresAround(faker, quality, demoHabits[teammateIds.indexOf(userId)])
      const at = between(faker, app.submittedAt, until)
      ratings.push({
        id: faker.string.uuid(),
        applicationId: app.id,
        userId,
        scores,
        overall: overallOf(scores),
        comment: faker.datatype.boolean(0.4) ? faker.helpers.arrayElement(ratingComments) : null,
        createdAt: at,
        updatedAt: at,
      })
    }
  }

  // Notes are about the startup, whichever of the fund's channels it applied to.
  const noted = new Set<string>()
  for (const app of ours) {
    if (noted.has(app.startupOrgId)) continue
    const featured = app.startupOrgId === input.featuredStartupOrgId
    const worthNoting = app.status !== 'submitted' && faker.datatype.boolean(0.35)
    if (!featured && !worthNoting) continue
    noted.add(app.startupOrgId)
    const count = featured ? 3 : faker.number.int({ min: 1, max: 3 })
    const templates = faker.helpers.arrayElements([...noteTemplates], count)
    for (const template of templates) {
      const at = between(faker, app.submittedAt, app.decidedAt ?? input.now)
      notes.push({
        id: faker.string.uuid(),
        investorOrgId: input.investorOrgId,
        startupOrgId: app.startupOrgId,
        authorId: faker.helpers.arrayElement(input.memberIds),
        body: template
          .replaceAll('{founder}', founderName(app))
          .replaceAll('{city}', cityOf(app))
          .replaceAll('{name}', app.startupName),
        createdAt: at,
        updatedAt: at,
      })
    }
  }

  const lists: (typeof investorList.$inferInsert)[] = []
  const entries: (typeof investorListEntry.$inferInsert)[] = []
  for (const plan of listPlans) {
    const createdAt = new Date(
      input.now.getTime() - faker.number.int({ min: 30, max: 120 }) * 86_400_000,
    )
    const id = faker.string.uuid()
    const createdBy = faker.helpers.arrayElement(input.memberIds)
    lists.push({
      id,
      organisationId: input.investorOrgId,
      name: plan.name,
      description: plan.description,
      createdBy,
      createdAt,
      updatedAt: input.now,
    })
    const sectors: readonly string[] = 'sector' in plan ? plan.sector : []
    const candidates = ours.filter(
      (a) =>
        plan.statuses.includes(a.status) &&
        (sectors.length === 0 || a.sectors.some((s) => sectors.includes(s))),
    )
    const startups = [...new Set(faker.helpers.shuffle(candidates).map((a) => a.startupOrgId))]
    const chosen = startups.slice(0, plan.size)
    if (
      plan.statuses.includes('due_diligence') &&
      input.featuredStartupOrgId &&
      !chosen.includes(input.featuredStartupOrgId)
    ) {
      chosen.unshift(input.featuredStartupOrgId)
    }
    for (const startupOrgId of chosen) {
      entries.push({
        listId: id,
        startupOrgId,
        note: faker.datatype.boolean(0.4) ? faker.helpers.arrayElement(entryNotes) : null,
        addedBy: faker.helpers.arrayElement(input.memberIds),
        addedAt: between(faker, createdAt, input.now),
      })
    }
  }

  await insertAll(db, applicationRating, ratings)
  await insertAll(db, startupNote, notes)
  await insertAll(db, investorList, lists)
  await insertAll(db, investorListEntry, entries)
  return {
    notes: notes.length,
    ratings: ratings.length,
    lists: lists.length,
    listEntries: entries.length,
  }
}
