import type {
  BusinessTeam,
  FounderValues,
  MarketPositioning,
  StartupProfileValues,
  TractionIp,
} from './profile-schemas'

// What a complete profile has, part by part, in the order a founder should fill it in. Optional
// identifiers (CIN, DPIIT number) and visibility switches do not count.

type Screen = '/startups/startup-profile' | '/startups/founder-profile' | '/startups/full-profile'

type Check<T> = { field: string; label: string; filled: (value: T) => boolean }

type ProfileFacts = Partial<StartupProfileValues> & { hasLogo: boolean; hasDeck: boolean }

const text = (v: unknown) => typeof v === 'string' && v.trim().length > 0
const list = (v: unknown) => Array.isArray(v) && v.length > 0
const number = (v: unknown) => typeof v === 'number' && Number.isFinite(v)
const chosen = (v: unknown) => typeof v === 'string' && v.length > 0

const has =
  <T>(test: (v: unknown) => boolean) =>
  (field: keyof T & string, label: string): Check<Partial<T>> => ({
    field,
    label,
    filled: (value) => test(value[field]),
  })

const profileChecks: Check<ProfileFacts>[] = [
  has<ProfileFacts>(text)('oneLiner', 'One-liner'),
  has<ProfileFacts>(text)('description', 'Description'),
  has<ProfileFacts>(list)('sectors', 'Sectors'),
  has<ProfileFacts>(chosen)('developmentStage', 'Development stage'),
  has<ProfileFacts>(chosen)('headquarters', 'Headquarters'),
  has<ProfileFacts>(text)('city', 'City'),
  has<ProfileFacts>(text)('website', 'Website'),
  has<ProfileFacts>(text)('foundedOn', 'Founded on'),
  has<ProfileFacts>(chosen)('companyType', 'Company type'),
  has<ProfileFacts>(number)('teamSize', 'Team size'),
  has<ProfileFacts>(number)('plannedRaise', 'Planned raise'),
  { field: 'logo', label: 'Logo', filled: (v) => v.hasLogo },
]

const founderChecks: Check<FounderValues[]>[] = [
  { field: 'founders', label: 'At least one founder', filled: (f) => f.length > 0 },
  {
    field: 'titles',
    label: 'Each founder’s title',
    filled: (f) => f.length > 0 && f.every((x) => text(x.title)),
  },
  {
    field: 'bios',
    label: 'Each founder’s bio',
    filled: (f) => f.length > 0 && f.every((x) => text(x.bio)),
  },
  {
    field: 'linkedin',
    label: 'Each founder’s LinkedIn',
    filled: (f) => f.length > 0 && f.every((x) => text(x.linkedin)),
  },
]

const marketChecks: Check<Partial<MarketPositioning>>[] = [
  has<MarketPositioning>(text)('problem', 'Problem'),
  has<MarketPositioning>(text)('solution', 'Solution'),
  has<MarketPositioning>(list)('targetMarketApproaches', 'Target market approach'),
  has<MarketPositioning>(number)('tam', 'Total addressable market (TAM)'),
  has<MarketPositioning>(number)('sam', 'Serviceable market (SAM)'),
  has<MarketPositioning>(number)('som', 'Obtainable market (SOM)'),
  has<MarketPositioning>(list)('competitorTypes', 'Competitor types'),
  has<MarketPositioning>(text)('competitors', 'Named competitors'),
  has<MarketPositioning>(list)('advantageSources', 'Competitive advantages'),
  has<MarketPositioning>(list)('defensibility', 'Defensibility'),
  has<MarketPositioning>(chosen)('pricingStrategy', 'Pricing strategy'),
  has<MarketPositioning>(list)('marketingChannels', 'Marketing channels'),
  has<MarketPositioning>(chosen)('mission', 'Mission'),
  has<MarketPositioning>(chosen)('vision', 'Vision'),
]

type BusinessFacts = Partial<BusinessTeam> & Partial<StartupProfileValues> & { hasDeck: boolean }

const businessChecks: Check<BusinessFacts>[] = [
  has<BusinessFacts>(list)('businessTypes', 'Business types'),
  has<BusinessFacts>(list)('customerInteractions', 'Customer interactions'),
  has<BusinessFacts>(list)('productTypes', 'Product types'),
  has<BusinessFacts>(chosen)('revenueStage', 'Revenue stage'),
  has<BusinessFacts>(list)('fundingSources', 'Funding sources so far'),
  has<BusinessFacts>(number)('amountRaised', 'Amount raised so far'),
  has<BusinessFacts>(list)('useOfFunds', 'Use of funds'),
  has<BusinessFacts>(number)('monthlyBurn', 'Monthly burn'),
  has<BusinessFacts>(number)('runwayMonths', 'Runway'),
  has<BusinessFacts>(text)('hiringPlan', 'Hiring plan'),
  { field: 'deck', label: 'Pitch deck', filled: (v) => v.hasDeck },
]

const tractionChecks: Check<Partial<TractionIp>>[] = [
  has<TractionIp>(list)('validationEvidence', 'Validation evidence'),
  has<TractionIp>(number)('customers', 'Customers'),
  has<TractionIp>(number)('users', 'Users'),
  has<TractionIp>(number)('monthlyRevenue', 'Monthly revenue'),
  has<TractionIp>(number)('monthlyGrowthPercent', 'Monthly growth'),
  has<TractionIp>(text)('milestones', 'Milestones'),
  has<TractionIp>(list)('ipStatuses', 'IP status'),
  has<TractionIp>(chosen)('regulatoryBarriers', 'Regulatory barriers'),
]

export type CompletenessInput = {
  profile: Partial<StartupProfileValues>
  founders: FounderValues[]
  marketPositioning: Partial<MarketPositioning>
  businessTeam: Partial<BusinessTeam>
  tractionIp: Partial<TractionIp>
  hasLogo: boolean
  hasDeck: boolean
}

export type PartScore = {
  key: 'profile' | 'founders' | 'marketPositioning' | 'businessTeam' | 'tractionIp'
  title: string
  screen: Screen
  filled: number
  total: number
  percent: number
  missing: { field: string; label: string }[]
}

function score<T>(
  key: PartScore['key'],
  title: string,
  screen: Screen,
  checks: Check<T>[],
  value: T,
): PartScore {
  const missing = checks
    .filter((c) => !c.filled(value))
    .map(({ field, label }) => ({ field, label }))
  const filled = checks.length - missing.length
  return {
    key,
    title,
    screen,
    filled,
    total: checks.length,
    percent: Math.floor((filled / checks.length) * 100),
    missing,
  }
}

export function profileCompleteness(input: CompletenessInput) {
  const parts: PartScore[] = [
    score('profile', 'Startup profile', '/startups/startup-profile', profileChecks, {
      ...input.profile,
      hasLogo: input.hasLogo,
      hasDeck: input.hasDeck,
    }),
    score('founders', 'Founders', '/startups/founder-profile', founderChecks, input.founders),
    score(
      'marketPositioning',
      'Market & Positioning',
      '/startups/full-profile',
      marketChecks,
      input.marketPositioning,
    ),
    score('businessTeam', 'Business & Team', '/startups/full-profile', businessChecks, {
      ...input.businessTeam,
      ...input.profile,
      hasDeck: input.hasDeck,
    }),
    score(
      'tractionIp',
      'Traction & IP',
      '/startups/full-profile',
      tractionChecks,
      input.tractionIp,
    ),
  ]
  const filled = parts.reduce((n, p) => n + p.filled, 0)
  const total = parts.reduce((n, p) => n + p.total, 0)
  const firstGap = parts.find((p) => p.missing.length > 0)
  return {
    parts,
    percent: Math.floor((filled / total) * 100),
    /** The most useful thing to fill in next, or null when the profile is complete. */
    next: firstGap
      ? { part: firstGap.title, screen: firstGap.screen, ...firstGap.missing[0]! }
      : null,
  }
}

export type ProfileCompleteness = ReturnType<typeof profileCompleteness>
