import type { Faker } from '@faker-js/faker'

import type { BusinessTeam, MarketPositioning, TractionIp } from '@/domain/startups/profile-schemas'
import {
  competitiveAdvantageSources,
  competitorTypes,
  defensibilityKinds,
  fundingSources,
  ipStatuses,
  marketingChannels,
  missionValues,
  pricingStrategies,
  regulatoryBarriers,
  targetMarketApproaches,
  useOfFunds,
  validationEvidence,
  visionValues,
} from '@/lib/options'

const crore = 1_00_00_000
const lakh = 1_00_000

type Context = {
  problem: string
  name: string
  stage: string
  teamSize: number
  plannedRaise: number | null
}

const some = <T>(faker: Faker, list: readonly T[], max: number) =>
  faker.helpers.arrayElements(list, { min: 1, max })

/** The three full-profile sections, with figures that fit the startup's stage. */
export function buildFullProfileSections(faker: Faker, context: Context) {
  const early = context.stage === 'Concept' || context.stage === 'Prototype'
  const tam = faker.number.int({ min: 5_000, max: 80_000 }) * crore
  const sam = Math.round((tam * faker.number.float({ min: 0.05, max: 0.3 })) / lakh) * lakh
  const som = Math.round((sam * faker.number.float({ min: 0.01, max: 0.1 })) / lakh) * lakh
  const marketPositioning: MarketPositioning = {
    problem: context.problem,
    solution: `${context.name} removes this friction with a product built for Indian customers from day one.`,
    targetMarketApproaches: some(faker, targetMarketApproaches, 2),
    tam,
    sam,
    som,
    competitorTypes: some(
      faker,
      competitorTypes.filter((c) => c !== 'No Known Competitors'),
      3,
    ),
    competitors: faker.helpers.arrayElement([
      'Incumbent distributors',
      'Two funded startups in Bengaluru',
      'Spreadsheets and WhatsApp groups',
      'Regional agencies',
    ]),
    advantageSources: some(
      faker,
      competitiveAdvantageSources.filter((c) => c !== 'Other'),
      3,
    ),
    defensibility: some(
      faker,
      defensibilityKinds.filter((c) => c !== 'Other'),
      2,
    ),
    pricingStrategy: faker.helpers.arrayElement(pricingStrategies),
    marketingChannels: some(faker, marketingChannels, 3),
    mission: faker.helpers.arrayElement(missionValues.filter((m) => m !== 'other')),
    vision: faker.helpers.arrayElement(visionValues.filter((v) => v !== 'other')),
  }
  const monthlyBurn = faker.number.int({ min: 3, max: early ? 12 : 60 }) * lakh
  const businessTeam: BusinessTeam = {
    fundingSources: early
      ? ['Bootstrapping', 'Friends and Family']
      : some(faker, fundingSources, 3),
    amountRaised: early
      ? faker.number.int({ min: 0, max: 50 }) * lakh
      : faker.number.int({ min: 1, max: 30 }) * crore,
    useOfFunds: some(
      faker,
      useOfFunds.filter((u) => u !== 'Other'),
      3,
    ),
    monthlyBurn,
    runwayMonths: faker.number.int({ min: 4, max: 24 }),
    hiringPlan: `Grow the team of ${context.teamSize} with ${faker.number.int({ min: 2, max: 12 })} hires in engineering and sales over the next year.`,
    annualTurnover: null,
  }
  const customers = early
    ? faker.number.int({ min: 0, max: 25 })
    : faker.number.int({ min: 40, max: 5000 })
  const tractionIp: TractionIp = {
    validationEvidence: some(faker, validationEvidence, 3),
    customers,
    users: customers * faker.number.int({ min: 1, max: 40 }),
    monthlyRevenue: early ? 0 : faker.number.int({ min: 2, max: 150 }) * lakh,
    monthlyGrowthPercent: early ? null : faker.number.int({ min: 3, max: 30 }),
    milestones: `Launched in ${faker.date.past({ years: 2 }).getFullYear()}; ${faker.number.int({ min: 2, max: 20 })} pilots completed.`,
    ipStatuses: [faker.helpers.arrayElement(ipStatuses)],
    regulatoryBarriers: faker.helpers.arrayElement(regulatoryBarriers),
  }
  // A year of this month's revenue: no draw of its own, so the data generated after stays the same.
  businessTeam.annualTurnover = (tractionIp.monthlyRevenue ?? 0) * 12
  return { marketPositioning, businessTeam, tractionIp }
}
