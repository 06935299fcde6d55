/**
 * Builders of realistic rows, shared by tests and the demo seed. They never touch the database
 * (see ./db.ts for helpers that insert): each returns a plain insert object with ids filled in,
 * every default overridable, every list value taken from '@/lib/options'.
 */
import {
  businessTypes,
  developmentStages,
  headquarters,
  rejectionReasons,
  type ApplicationStatus,
  type CompanyType,
  type DevelopmentStage,
  type Headquarters,
  type IndianState,
  type InvestorType,
  type RejectionReason,
  type RevenueStage,
} from '@/lib/options'
import {
  gstinCheckCharacter,
  gstStateCodes,
  registrationIdentifierOf,
} from '@/domain/startups/identifiers'
import type {
  accessRequest,
  application,
  applicationEvent,
  channel,
  ChannelQuestion,
  founder,
  investorProfile,
  organisation,
  startupProfile,
  user,
} from '@/server/db/schema'

import {
  type BuildOptions,
  day,
  daysBefore,
  defined,
  type Faker,
  fakerFor,
  fakerFrom,
  roundRupees,
  slugify,
  weighted,
} from './faker'
import { passportColumnsOf } from '@/server/db/queries/startup-india'

import { buildFullProfileSections } from './full-profile'
import {
  businessSchools,
  cinStateCodes,
  citiesByHeadquarters,
  employers,
  headquartersWeights,
  institutions,
} from './india'
import {
  chequeRanges,
  investorNameHeads,
  investorNameTails,
  investorPitches,
  investorStages,
  investorTypeWeights,
  northEast,
  questionAnswerTemplates,
  questionBank,
  schemeStates,
  southIndia,
} from './investors'
import { startupThemes, themeOfSector, type StartupTheme } from './themes'

export { createFaker, type BuildOptions, type Faker, slugify } from './faker'
export { citiesByHeadquarters } from './india'
export { startupThemes, type StartupTheme } from './themes'

export type NewUser = typeof user.$inferInsert
export type NewOrganisation = typeof organisation.$inferInsert
export type NewStartupProfile = typeof startupProfile.$inferInsert
export type NewFounder = typeof founder.$inferInsert
export type NewInvestorProfile = typeof investorProfile.$inferInsert
export type NewChannel = typeof channel.$inferInsert
export type NewApplication = typeof application.$inferInsert
export type NewApplicationEvent = typeof applicationEvent.$inferInsert
export type NewAccessRequest = typeof accessRequest.$inferInsert

/** `T` with the keys `K` present and not undefined (they may still be null). */
type WithRequired<T, K extends keyof T> = T & { [P in K]-?: Exclude<T[P], undefined> }

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------

function fill(template: string, values: { state: string; city: string }): string {
  return template.replaceAll('{state}', values.state).replaceAll('{city}', values.city)
}

/** "Farm-gate marketplace" → "farm-gate marketplace", but "UPI-first" and "AI copilots" stay. */
function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/** An address nobody receives mail at: seeded data must never email a real person. */
export function emailAt(name: string, domain: string): string {
  const [first = 'founder', ...rest] = slugify(name).split('-')
  const last = rest.at(-1)
  return `${last ? `${first}.${last}` : first}@${domain}`
}

function personName(faker: Faker): string {
  return `${faker.person.firstName()} ${faker.person.lastName()}`
}

function uniqueSuffix(faker: Faker): string {
  return faker.string.alphanumeric({ length: 5, casing: 'lower' })
}

export function pickHeadquarters(faker: Faker): Headquarters {
  return faker.helpers.weightedArrayElement(
    headquarters.map((value) => ({ value, weight: headquartersWeights[value] ?? 1 })),
  )
}

export function pickCity(faker: Faker, place: Headquarters): string {
  return faker.helpers.arrayElement(citiesByHeadquarters[place])
}

// ---------------------------------------------------------------------------------------------
// Users
// ---------------------------------------------------------------------------------------------

export type BuiltUser = WithRequired<
  NewUser,
  'id' | 'name' | 'email' | 'emailVerified' | 'isAdmin' | 'createdAt' | 'updatedAt'
>

export function buildUser(overrides: Partial<NewUser> = {}, options?: BuildOptions): BuiltUser {
  const faker = fakerFor(options)
  const name = overrides.name ?? personName(faker)
  const createdAt = overrides.createdAt ?? faker.date.recent({ days: 365, refDate: options?.now })
  return {
    // better-auth's ids are 32 random alphanumerics; ours look the same.
    id: faker.string.alphanumeric(32),
    name,
    email: emailAt(`${name} ${uniqueSuffix(faker)}`, 'example.test'),
    emailVerified: true,
    isAdmin: false,
    image: null,
    createdAt,
    updatedAt: createdAt,
    ...defined(overrides),
  }
}

// ---------------------------------------------------------------------------------------------
// Startups
// ---------------------------------------------------------------------------------------------

export function pickTheme(faker: Faker, sector?: string): StartupTheme {
  return (
    themeOfSector(sector) ??
    faker.helpers.weightedArrayElement(
      startupThemes.map((value) => ({ value, weight: value.weight })),
    )
  )
}

/** "Krishi Setu", "PayVeda": Indian word + English or Indian word, joined or spaced. */
export function startupName(faker: Faker, theme: StartupTheme): string {
  const head = faker.helpers.arrayElement(theme.heads)
  const tail = faker.helpers.arrayElement(theme.tails)
  return faker.datatype.boolean(0.45) ? `${head}${tail}` : `${head} ${tail}`
}

export type BuiltOrganisation = WithRequired<
  NewOrganisation,
  'id' | 'kind' | 'name' | 'slug' | 'createdAt' | 'updatedAt'
>

export function buildStartupOrganisation(
  overrides: Partial<NewOrganisation> = {},
  options?: BuildOptions,
): BuiltOrganisation {
  const faker = fakerFor(options)
  const name = overrides.name ?? startupName(faker, pickTheme(faker))
  const createdAt = overrides.createdAt ?? faker.date.recent({ days: 365, refDate: options?.now })
  return {
    id: faker.string.uuid(),
    kind: 'startup',
    name,
    slug: `${slugify(name)}-${uniqueSuffix(faker)}`,
    createdAt,
    updatedAt: createdAt,
    ...defined(overrides),
  }
}

const stageWeights: Readonly<Record<DevelopmentStage, number>> = {
  Concept: 10,
  Prototype: 15,
  'Early Access': 20,
  Launched: 35,
  'Scale-Up': 20,
}

const revenueStagesByStage: Readonly<Record<DevelopmentStage, readonly RevenueStage[]>> = {
  Concept: ['Pre-revenue'],
  Prototype: ['Pre-revenue', 'Pre-revenue', 'Initial Revenue'],
  'Early Access': ['Pre-revenue', 'Initial Revenue', 'Initial Revenue'],
  Launched: [
    'Initial Revenue',
    'Revenue Generating',
    'Revenue Generating',
    'Seeking Additional Funding',
  ],
  'Scale-Up': [
    'Revenue Generating',
    'Rapidly Growing Revenue',
    'Rapidly Growing Revenue',
    'Break Even',
    'Profitable',
    'Financially Sustainable',
    'Declining Revenue',
  ],
}

/** [min, max] for team size, planned raise (₹) and years since founding, by stage. */
const stageShape: Readonly<
  Record<
    DevelopmentStage,
    { team: [number, number]; raise: [number, number]; years: [number, number] }
  >
> = {
  Concept: { team: [1, 4], raise: [10_00_000, 75_00_000], years: [0, 1] },
  Prototype: { team: [2, 8], raise: [25_00_000, 2_00_00_000], years: [0, 2] },
  'Early Access': { team: [3, 15], raise: [50_00_000, 4_00_00_000], years: [1, 3] },
  Launched: { team: [6, 40], raise: [1_00_00_000, 15_00_00_000], years: [1, 5] },
  'Scale-Up': { team: [25, 250], raise: [10_00_00_000, 1_00_00_00_000], years: [3, 9] },
}

const companyTypeWeights: Readonly<Record<CompanyType, number>> = {
  'Private Limited Company': 80,
  'Limited Liability Partnership (LLP)': 6,
  'One Person Company (OPC)': 4,
  'Section 8 Company (Non-Profit)': 2,
  'Partnership Firm': 2,
  'Sole Proprietorship': 2,
  'Public Limited Company': 1,
  'Cooperative Society': 2,
  'Multi-State Cooperative Society': 1,
  None: 3,
}

const cinSuffixes: Partial<Readonly<Record<CompanyType, string>>> = {
  'Private Limited Company': 'PTC',
  'Public Limited Company': 'PLC',
  'One Person Company (OPC)': 'OPC',
  'Section 8 Company (Non-Profit)': 'NPL',
}

/** A CIN in the MCA format (U72900KA2021PTC123456), for company types that have one. */
export function buildCin(
  faker: Faker,
  companyType: string | null | undefined,
  place: Headquarters,
  year: number,
): string | null {
  const suffix = companyType ? cinSuffixes[companyType as CompanyType] : undefined
  if (!suffix) return null
  const listing = suffix === 'PLC' ? 'L' : 'U'
  const industry = faker.string.numeric({ length: 5, allowLeadingZeros: true })
  const registration = faker.string.numeric({ length: 6, allowLeadingZeros: true })
  return `${listing}${industry}${cinStateCodes[place]}${year}${suffix}${registration}`
}

/** A GSTIN of the startup's state, with its PAN and a correct check character. */
export function buildGstin(faker: Faker, place: Headquarters, companyType: string | null): string {
  // The PAN's fourth letter says who holds it: C a company, F a firm or LLP, P a person, A an
  // association (a cooperative).
  const holder =
    companyType === 'Sole Proprietorship'
      ? 'P'
      : companyType === 'Partnership Firm' || companyType?.includes('LLP')
        ? 'F'
        : companyType?.includes('Cooperative')
          ? 'A'
          : 'C'
  const letters = (length: number) => faker.string.alpha({ length, casing: 'upper' })
  const pan = `${letters(3)}${holder}${letters(1)}${faker.string.numeric({ length: 4, allowLeadingZeros: true })}${letters(1)}`
  const first14 = `${gstStateCodes[place][0]}${pan}${faker.helpers.arrayElement(['1', '1', '2'])}Z`
  return first14 + gstinCheckCharacter(first14)
}

/**
 * The identifiers of its legal form other than the CIN (an LLPIN, a cooperative's registration
 * number), a GSTIN for some and the deep-tech declaration, drawn from the startup's own faker
 * (see `fakerFrom`).
 */
export function buildPassport(
  key: string,
  companyType: string | null,
  place: Headquarters | null,
  year: number,
) {
  const faker = fakerFrom(key)
  const identifier = registrationIdentifierOf(companyType)
  return {
    llpin:
      identifier === 'llpin'
        ? `${faker.string.alpha({ length: 3, casing: 'upper' })}-${faker.string.numeric({ length: 4, allowLeadingZeros: true })}`
        : null,
    cooperativeRegistration:
      identifier === 'cooperativeRegistration'
        ? companyType === 'Multi-State Cooperative Society'
          ? `MSCS/CR/${faker.number.int({ min: 100, max: 1999 })}/${year}`
          : `${faker.number.int({ min: 10, max: 9999 })}/${place ? cinStateCodes[place] : 'IN'}/${year}`
        : null,
    gstin:
      place && companyType !== 'None' && faker.datatype.boolean(0.45)
        ? buildGstin(faker, place, companyType)
        : null,
    deepTech: faker.datatype.boolean(0.08),
  }
}

/**
 * The identifiers a startup of this legal form has (CIN, LLPIN or registration number, and a
 * GSTIN for some), drawn from its own faker; the deep-tech declaration stays as it was.
 */
function identifiersOfForm(profile: BuiltStartupProfile, companyType: string) {
  const place = profile.headquarters as Headquarters | null
  const year = Number((profile.foundedOn ?? '2020').slice(0, 4))
  const { deepTech: _kept, ...passport } = buildPassport(
    `${profile.organisationId}:${companyType}`,
    companyType,
    place,
    year,
  )
  return {
    companyType,
    cin: place ? buildCin(fakerFrom(profile.organisationId), companyType, place, year) : null,
    ...passport,
  }
}

/** The startup as a company of another legal form, with that form's identifiers. */
export function withLegalForm(
  profile: BuiltStartupProfile,
  companyType: string,
): BuiltStartupProfile {
  return { ...profile, ...identifiersOfForm(profile, companyType) }
}

const websiteTlds = ['in', 'com', 'co.in', 'ai', 'io'] as const

export type BuiltStartupProfile = WithRequired<
  NewStartupProfile,
  | 'organisationId'
  | 'name'
  | 'slug'
  | 'oneLiner'
  | 'description'
  | 'website'
  | 'foundedOn'
  | 'companyType'
  | 'cin'
  | 'dpiitNumber'
  | 'headquarters'
  | 'city'
  | 'sectors'
  | 'businessTypes'
  | 'customerInteractions'
  | 'productTypes'
  | 'developmentStage'
  | 'revenueStage'
  | 'teamSize'
  | 'plannedRaise'
  | 'isPublic'
  | 'isDiscoverable'
  | 'createdAt'
  | 'updatedAt'
>

/**
 * A coherent startup: name, one-liner and sectors from one theme (chosen from `overrides.sectors`
 * when given), a city of its state, revenue stage, team size and raise that fit its stage.
 */
export function buildStartupProfile(
  overrides: Partial<NewStartupProfile> = {},
  options?: BuildOptions,
): BuiltStartupProfile {
  const faker = fakerFor(options)
  const theme = pickTheme(faker, overrides.sectors?.[0])
  const name = overrides.name ?? startupName(faker, theme)
  const place = (
    overrides.headquarters === undefined ? pickHeadquarters(faker) : overrides.headquarters
  ) as Headquarters | null
  const city = overrides.city ?? (place ? pickCity(faker, place) : null)
  const stage = (overrides.developmentStage ?? weighted(faker, stageWeights)) as DevelopmentStage
  const shape = stageShape[stage] ?? stageShape.Launched
  const yearsOld = faker.number.int({ min: shape.years[0], max: shape.years[1] })
  const founded = faker.date.between({
    from: daysBefore(options?.now ?? new Date(), (yearsOld + 1) * 365),
    to: daysBefore(options?.now ?? new Date(), yearsOld * 365 + 30),
  })
  const companyType =
    stage === 'Concept' && faker.datatype.boolean(0.4)
      ? 'None'
      : weighted(faker, companyTypeWeights)
  const teamSize = faker.number.int({ min: shape.team[0], max: shape.team[1] })
  const texts = { state: place ?? 'India', city: city ?? place ?? 'India' }
  const pitch = faker.helpers.arrayElement(theme.pitches)
  const oneLiner = fill(pitch.oneLiner, texts)
  const traction =
    stage === 'Scale-Up'
      ? `Annualised revenue is ₹${faker.number.int({ min: 8, max: 120 })} Cr, from customers in ${faker.number.int({ min: 6, max: 28 })} states.`
      : stage === 'Launched'
        ? `Revenue is ₹${faker.number.int({ min: 3, max: 90 })} L a month from ${faker.number.int({ min: 40, max: 2500 }).toLocaleString('en-IN')} paying customers, growing ${faker.number.int({ min: 6, max: 25 })}% month on month.`
        : `We are running pilots with ${faker.number.int({ min: 3, max: 25 })} early customers.`
  const description = [
    fill(pitch.problem, texts),
    `${name} is building ${lowerFirst(oneLiner)}. ${traction}`,
    `Founded in ${founded.getFullYear()}, the team of ${teamSize} works out of ${place ? (texts.city === place ? place : `${texts.city}, ${place}`) : 'India'}.`,
  ].join('\n\n')
  const extraSectors = faker.helpers.arrayElements(theme.sectors.slice(1), { min: 0, max: 2 })
  const createdAt = overrides.createdAt ?? faker.date.recent({ days: 300, refDate: options?.now })
  // Most founders have written some of the full profile; about a third all of it.
  const sections = buildFullProfileSections(faker, {
    problem: fill(pitch.problem, texts),
    name,
    stage,
    teamSize,
    plannedRaise: null,
  })
  const written = faker.number.int({ min: 0, max: 3 })
  const organisationId = faker.string.uuid()
  const built: BuiltStartupProfile = {
    marketPositioning: written >= 1 ? sections.marketPositioning : {},
    businessTeam: written >= 2 ? sections.businessTeam : {},
    tractionIp: written >= 3 ? sections.tractionIp : {},
    organisationId,
    name,
    slug: `${slugify(name)}-${uniqueSuffix(faker)}`,
    oneLiner,
    description,
    website: `https://www.${slugify(name).replaceAll('-', '')}.${faker.helpers.arrayElement(websiteTlds)}`,
    logoFileId: null,
    foundedOn: isoDate(founded),
    companyType,
    cin: place ? buildCin(faker, companyType, place, founded.getFullYear()) : null,
    ...buildPassport(organisationId, companyType, place, founded.getFullYear()),
    dpiitNumber:
      companyType !== 'None' && faker.datatype.boolean(0.55)
        ? `DIPP${faker.number.int({ min: 10000, max: 199999 })}`
        : null,
    headquarters: place,
    city,
    sectors: [theme.sectors[0], ...extraSectors],
    businessTypes: faker.helpers.arrayElements(theme.businessTypes, { min: 1, max: 2 }),
    customerInteractions: faker.helpers.arrayElements(theme.customerInteractions, {
      min: 1,
      max: 2,
    }),
    productTypes: faker.helpers.arrayElements(theme.productTypes, { min: 1, max: 2 }),
    developmentStage: stage,
    revenueStage: faker.helpers.arrayElement(revenueStagesByStage[stage] ?? ['Pre-revenue']),
    teamSize,
    plannedRaise: roundRupees(faker.number.int({ min: shape.raise[0], max: shape.raise[1] })),
    isPublic: faker.datatype.boolean(0.6),
    isDiscoverable: faker.datatype.boolean(0.5),
    createdAt,
    updatedAt: createdAt,
    ...defined(overrides),
  }
  // A company type given by the caller gets the identifiers of its own form (unless given too).
  if (!overrides.companyType || overrides.companyType === companyType) return built
  return { ...built, ...identifiersOfForm(built, overrides.companyType), ...defined(overrides) }
}

const founderTitles = [
  ['Co-founder & CEO'],
  ['Co-founder & CTO', 'Co-founder & Head of Engineering'],
  ['Co-founder & COO', 'Co-founder & CPO', 'Co-founder & Chief Business Officer'],
] as const

export type BuiltFounder = WithRequired<
  NewFounder,
  | 'id'
  | 'organisationId'
  | 'userId'
  | 'position'
  | 'name'
  | 'title'
  | 'email'
  | 'linkedin'
  | 'bio'
  | 'education'
  | 'experience'
  | 'equityShare'
  | 'createdAt'
  | 'updatedAt'
>

/** Pass `email` (at the startup's domain) and `equityShare` when building several for one startup. */
export function buildFounder(
  overrides: Partial<NewFounder> = {},
  options?: BuildOptions,
): BuiltFounder {
  const faker = fakerFor(options)
  const name = overrides.name ?? personName(faker)
  const position = overrides.position ?? 0
  const first = name.split(' ')[0] ?? name
  const titles = founderTitles[Math.min(position, founderTitles.length - 1)] ?? founderTitles[0]
  const years = faker.number.int({ min: 3, max: 16 })
  const [employer, previous] = faker.helpers.arrayElements(employers, 2)
  const institution = faker.helpers.arrayElement(institutions)
  const education = faker.datatype.boolean(0.35)
    ? `B.Tech, ${institution}; MBA, ${faker.helpers.arrayElement(businessSchools)}`
    : `${faker.helpers.arrayElement(['B.Tech', 'B.E.', 'B.Com', 'M.Sc', 'B.Des', 'MBBS'])}, ${institution}`
  const createdAt = overrides.createdAt ?? faker.date.recent({ days: 300, refDate: options?.now })
  return {
    id: faker.string.uuid(),
    organisationId: faker.string.uuid(),
    userId: null,
    position,
    name,
    title: faker.helpers.arrayElement(titles),
    email: emailAt(`${name} ${uniqueSuffix(faker)}`, 'example.test'),
    linkedin: `https://www.linkedin.com/in/${slugify(name)}-${uniqueSuffix(faker)}`,
    photoFileId: null,
    bio: `${first} spent ${years} years at ${employer} and ${previous} before starting up, and has lived the problem the company solves.`,
    education,
    experience: `${years} years: ${employer} (most recently ${faker.helpers.arrayElement(['product lead', 'engineering manager', 'head of sales', 'strategy manager', 'regional head'])}), ${previous}.`,
    equityShare: faker.number.int({ min: 10, max: 60 }),
    createdAt,
    updatedAt: createdAt,
    ...defined(overrides),
  }
}

/** Equity split among `count` founders, summing to at most 100 (an ESOP pool and angels hold the rest). */
export function equitySplit(faker: Faker, count: number): number[] {
  const foundersTotal = faker.number.int({ min: 55, max: 90 })
  const weights = Array.from(
    { length: count },
    (_, i) => (i === 0 ? 1.4 : 1) + faker.number.float({ max: 0.4 }),
  )
  const sum = weights.reduce((a, b) => a + b, 0)
  return weights.map((w) => Math.floor((w / sum) * foundersTotal * 100) / 100)
}

// ---------------------------------------------------------------------------------------------
// Investors
// ---------------------------------------------------------------------------------------------

/** "Kaveri Capital", "Deccan Angels", "Kerala Startup Seed Fund", or a person for an angel. */
export function investorName(faker: Faker, type: InvestorType, head?: string): string {
  if (type === 'Angel') return personName(faker)
  const tail = faker.helpers.arrayElement(investorNameTails[type])
  if (type === 'Government scheme')
    return `${head ?? faker.helpers.arrayElement(schemeStates)} ${tail}`
  return `${head ?? faker.helpers.arrayElement(investorNameHeads)} ${tail}`
}

export function buildInvestorOrganisation(
  overrides: Partial<NewOrganisation> = {},
  options?: BuildOptions,
): BuiltOrganisation {
  const faker = fakerFor(options)
  const name = overrides.name ?? investorName(faker, weighted(faker, investorTypeWeights))
  const createdAt = overrides.createdAt ?? faker.date.recent({ days: 365, refDate: options?.now })
  return {
    id: faker.string.uuid(),
    kind: 'investor',
    name,
    slug: `${slugify(name)}-${uniqueSuffix(faker)}`,
    createdAt,
    updatedAt: createdAt,
    ...defined(overrides),
  }
}

export type BuiltInvestorProfile = WithRequired<
  NewInvestorProfile,
  | 'organisationId'
  | 'investorType'
  | 'displayName'
  | 'website'
  | 'thesis'
  | 'sectors'
  | 'stages'
  | 'headquarters'
  | 'businessTypes'
  | 'chequeMin'
  | 'chequeMax'
  | 'portfolioSize'
  | 'onboardedAt'
  | 'createdAt'
  | 'updatedAt'
>

/** An onboarded investor whose stages and cheque size fit its type. */
/** Typical ownership a kind of investor takes, in whole percent. */
const typicalOwnership: Partial<Record<InvestorType, [number, number]>> = {
  'VC fund': [10, 20],
  'Micro VC': [5, 12],
  'Corporate VC': [5, 15],
  'Accelerator/Incubator': [3, 8],
  'Angel network': [2, 8],
  'Family office': [3, 10],
}

export function buildInvestorProfile(
  overrides: Partial<NewInvestorProfile> = {},
  options?: BuildOptions,
): BuiltInvestorProfile {
  const faker = fakerFor(options)
  const type = (overrides.investorType ?? weighted(faker, investorTypeWeights)) as InvestorType
  const schemeState =
    type === 'Government scheme'
      ? ((overrides.headquarters?.[0] as IndianState | undefined) ??
        faker.helpers.arrayElement(schemeStates))
      : undefined
  const displayName = overrides.displayName ?? investorName(faker, type, schemeState)
  const themes = faker.helpers.arrayElements(startupThemes, { min: 1, max: 3 })
  const generalist = faker.datatype.boolean(type === 'Government scheme' ? 0.6 : 0.2)
  const sectors = generalist
    ? []
    : [
        ...new Set(
          themes.flatMap((theme) => theme.sectors.slice(0, faker.number.int({ min: 1, max: 2 }))),
        ),
      ]
  const stages = [...(investorStages[type] ?? developmentStages)]
  const [lowest, highest] = chequeRanges[type] ?? [25_00_000, 5_00_00_000]
  const chequeMin = roundRupees(faker.number.int({ min: lowest, max: lowest * 2 }))
  const chequeMax = Math.max(
    chequeMin,
    roundRupees(faker.number.int({ min: highest / 3, max: highest })),
  )
  const focus = sectors.length
    ? themes.map((theme) => theme.label.toLowerCase().replace('b2b saas', 'B2B SaaS')).join(', ')
    : 'every sector'
  const createdAt = overrides.createdAt ?? faker.date.recent({ days: 365, refDate: options?.now })
  return {
    organisationId: faker.string.uuid(),
    investorType: type,
    displayName,
    website: `https://www.${slugify(displayName).replaceAll('-', '')}.${faker.helpers.arrayElement(['com', 'in', 'vc'])}`,
    thesis: `We back ${stages.map((s) => s.toLowerCase()).join(', ')} stage founders building for Bharat across ${focus}${schemeState ? ` in ${schemeState}` : ''}. ${investorPitches[type]}`,
    sectors,
    stages,
    headquarters: schemeState ? [schemeState] : faker.datatype.boolean(0.04) ? [...northEast] : [],
    businessTypes: faker.datatype.boolean(0.6)
      ? []
      : faker.helpers.arrayElements(businessTypes, { min: 1, max: 3 }),
    chequeMin,
    chequeMax,
    portfolioSize: faker.number.int({
      min: type === 'Angel' ? 3 : 8,
      max: type === 'VC fund' ? 90 : 40,
    }),
    // Derived from the type, not drawn, so adding them left every other generated value as it was.
    linkedin: `https://www.linkedin.com/company/${slugify(displayName)}`,
    ownershipMin: typicalOwnership[type]?.[0] ?? null,
    ownershipMax: typicalOwnership[type]?.[1] ?? null,
    coInvestorsWelcome: type !== 'Government scheme',
    isPublic: true,
    onboardingStep: 'review',
    onboardedAt: createdAt,
    createdAt,
    updatedAt: createdAt,
    ...defined(overrides),
  }
}

// ---------------------------------------------------------------------------------------------
// Channels
// ---------------------------------------------------------------------------------------------

type InvestorContext = Pick<
  NewInvestorProfile,
  | 'displayName'
  | 'investorType'
  | 'sectors'
  | 'stages'
  | 'headquarters'
  | 'businessTypes'
  | 'chequeMin'
  | 'chequeMax'
>

export type ChannelBuildOptions = BuildOptions & {
  /** The owner's profile: criteria are drawn from its thesis. */
  investor?: InvestorContext
}

function stageWord(stages: readonly string[]): string {
  if (stages.length === 0) return 'Seed'
  if (stages.every((s) => s === 'Concept' || s === 'Prototype')) return 'Pre-seed'
  if (stages.includes('Scale-Up') && !stages.includes('Prototype')) return 'Series A'
  if (stages.includes('Concept')) return 'Pre-seed'
  return 'Seed'
}

function channelTitle(
  faker: Faker,
  {
    label,
    stages,
    year,
    investor,
    region,
  }: {
    label: string | undefined
    stages: readonly string[]
    year: number
    investor?: InvestorContext
    region?: string
  },
): string {
  const stage = stageWord(stages)
  const space = label ?? faker.helpers.arrayElement(['Sector-agnostic', 'Bharat', 'Open'])
  if (region) return `${region} ${label ?? 'Startup'} Challenge ${year}`
  if (investor?.investorType === 'Accelerator/Incubator') {
    return `${investor.displayName?.split(' ')[0] ?? 'Startup'} ${label ?? 'Founders'} Cohort ${faker.number.int({ min: 2, max: 12 })}`
  }
  if (investor?.investorType === 'Government scheme')
    return `${label ?? 'Startup'} Grant Call ${year}`
  return faker.helpers.arrayElement([
    `${space} ${stage} Call ${year}`,
    `${space} ${stage} Call ${year}`,
    `${space} ${stage} Window ${year}`,
    `${space} Founders Fellowship ${year}`,
    `Women-led ${label ?? 'Startups'} ${stage} Call ${year}`,
  ])
}

export function buildQuestions(faker: Faker, count?: number): ChannelQuestion[] {
  const kinds = faker.helpers.arrayElements(
    Object.keys(questionBank) as ChannelQuestion['kind'][],
    {
      min: count ?? 2,
      max: count ?? 4,
    },
  )
  return kinds.map((kind) => {
    const { answers: _a, range: _r, ...template } = faker.helpers.arrayElement(questionBank[kind])
    return {
      ...template,
      id: `q_${faker.string.alphanumeric({ length: 8, casing: 'lower' })}`,
      required: kind === 'long_text' || faker.datatype.boolean(0.5),
    }
  })
}

const channelStatusWeights = { open: 65, draft: 12, closed: 15, archived: 8 } as const

export type BuiltChannel = WithRequired<
  NewChannel,
  | 'id'
  | 'organisationId'
  | 'title'
  | 'description'
  | 'status'
  | 'visibility'
  | 'opensAt'
  | 'closesAt'
  | 'sectors'
  | 'developmentStages'
  | 'headquarters'
  | 'businessTypes'
  | 'raiseMin'
  | 'raiseMax'
  | 'questions'
  | 'responseDays'
  | 'createdBy'
  | 'createdAt'
  | 'updatedAt'
>

/** A call for applications: criteria drawn from the investor's thesis, dates that fit its status. */
export function buildChannel(
  overrides: Partial<NewChannel> = {},
  options: ChannelBuildOptions = {},
): BuiltChannel {
  const faker = fakerFor(options)
  const now = options.now ?? new Date()
  const investor = options.investor
  const status = overrides.status ?? weighted(faker, channelStatusWeights)

  const preferred = investor?.sectors ?? []
  const sectors =
    overrides.sectors ??
    (preferred.length && faker.datatype.boolean(0.85)
      ? faker.helpers.arrayElements(preferred, { min: 1, max: Math.min(4, preferred.length) })
      : faker.datatype.boolean(0.3)
        ? []
        : pickTheme(faker).sectors.slice(0, faker.number.int({ min: 1, max: 3 })))
  const theme = themeOfSector(sectors[0])
  const stages =
    overrides.developmentStages ??
    (investor?.stages?.length
      ? investor.stages
      : faker.helpers.arrayElements(developmentStages, { min: 1, max: 3 }))
  const regional =
    !overrides.headquarters && !investor?.headquarters?.length && faker.datatype.boolean(0.08)
      ? faker.helpers.arrayElement([
          { region: 'North-East', places: northEast },
          { region: 'South India', places: southIndia },
        ])
      : undefined
  const places =
    overrides.headquarters ??
    (investor?.headquarters?.length ? investor.headquarters : regional ? [...regional.places] : [])

  let opensAt: Date | null
  let closesAt: Date | null
  if (status === 'draft') {
    opensAt = faker.datatype.boolean(0.6)
      ? new Date(now.getTime() + faker.number.int({ min: 7, max: 45 }) * day)
      : null
    closesAt = opensAt
      ? new Date(opensAt.getTime() + faker.number.int({ min: 45, max: 120 }) * day)
      : null
  } else if (status === 'open') {
    opensAt = daysBefore(now, faker.number.int({ min: 20, max: 270 }))
    closesAt = faker.datatype.boolean(0.6)
      ? new Date(now.getTime() + faker.number.int({ min: 14, max: 120 }) * day)
      : null
  } else {
    const oldest = status === 'archived' ? 270 : 240
    opensAt = daysBefore(
      now,
      faker.number.int({ min: status === 'archived' ? 200 : 100, max: oldest }),
    )
    closesAt = new Date(
      Math.min(
        opensAt.getTime() + faker.number.int({ min: 30, max: 90 }) * day,
        daysBefore(now, 5).getTime(),
      ),
    )
  }
  opensAt = overrides.opensAt === undefined ? opensAt : overrides.opensAt
  closesAt = overrides.closesAt === undefined ? closesAt : overrides.closesAt

  const year = (opensAt ?? now).getFullYear()
  // A round is at least one cheque and rarely more than a few times the largest one.
  const withRaise =
    investor?.chequeMin != null && investor.chequeMax != null && faker.datatype.boolean(0.5)
  const raiseMin = withRaise && investor?.chequeMin != null ? roundRupees(investor.chequeMin) : null
  const raiseMax =
    withRaise && investor?.chequeMax != null ? roundRupees(investor.chequeMax * 4) : null
  const title =
    overrides.title ??
    channelTitle(faker, { label: theme?.label, stages, year, investor, region: regional?.region })
  const focus = sectors.length ? sectors.join(', ') : 'any sector'
  const createdAt =
    overrides.createdAt ?? daysBefore(opensAt ?? now, faker.number.int({ min: 2, max: 20 }))
  return {
    id: faker.string.uuid(),
    organisationId: faker.string.uuid(),
    title,
    description: [
      `${investor?.displayName ?? 'We'} ${investor?.displayName ? 'is' : 'are'} inviting ${stages.map((s) => s.toLowerCase()).join(', ')} stage startups working in ${focus}${places.length ? ` from ${places.length > 3 ? 'the region' : places.join(', ')}` : ' from anywhere in India'} to apply.`,
      'Shortlisted founders meet the partners within two weeks of applying; we share a decision, and the reason for it, with every applicant.',
    ].join('\n\n'),
    status,
    visibility: faker.datatype.boolean(0.85) ? 'listed' : 'unlisted',
    opensAt,
    closesAt,
    sectors,
    developmentStages: stages,
    headquarters: places,
    businessTypes:
      investor?.businessTypes ??
      (faker.datatype.boolean(0.3)
        ? faker.helpers.arrayElements(businessTypes, { min: 1, max: 2 })
        : []),
    raiseMin,
    raiseMax,
    questions: buildQuestions(faker),
    responseDays: faker.helpers.arrayElement([7, 10, 14, 14, 14, 21, 30]),
    createdBy: null,
    createdAt,
    updatedAt: new Date(
      Math.max(createdAt.getTime(), (closesAt && closesAt < now ? closesAt : createdAt).getTime()),
    ),
    ...defined(overrides),
  }
}

// ---------------------------------------------------------------------------------------------
// Applications
// ---------------------------------------------------------------------------------------------

type StartupContext = Pick<
  NewStartupProfile,
  | 'organisationId'
  | 'name'
  | 'slug'
  | 'oneLiner'
  | 'description'
  | 'website'
  | 'foundedOn'
  | 'companyType'
  | 'headquarters'
  | 'city'
  | 'sectors'
  | 'businessTypes'
  | 'customerInteractions'
  | 'productTypes'
  | 'developmentStage'
  | 'revenueStage'
  | 'teamSize'
  | 'plannedRaise'
> &
  Partial<
    Pick<
      NewStartupProfile,
      | 'cin'
      | 'llpin'
      | 'cooperativeRegistration'
      | 'gstin'
      | 'dpiitNumber'
      | 'deepTech'
      | 'marketPositioning'
      | 'businessTeam'
      | 'tractionIp'
    >
  >

export type ApplicationContext = {
  channel: Pick<NewChannel, 'organisationId' | 'questions' | 'responseDays'> & { id: string }
  startup: StartupContext
  founders?: readonly Pick<NewFounder, 'name' | 'title'>[]
}

/** What the investor sees of the profile as it was when the startup applied. */
export function profileSnapshot(
  startup: StartupContext,
  founders: ApplicationContext['founders'] = [],
) {
  return {
    name: startup.name,
    slug: startup.slug,
    oneLiner: startup.oneLiner ?? null,
    description: startup.description ?? null,
    website: startup.website ?? null,
    foundedOn: startup.foundedOn ?? null,
    companyType: startup.companyType ?? null,
    cin: startup.cin ?? null,
    llpin: startup.llpin ?? null,
    cooperativeRegistration: startup.cooperativeRegistration ?? null,
    gstin: startup.gstin ?? null,
    dpiitNumber: startup.dpiitNumber ?? null,
    deepTech: startup.deepTech ?? false,
    headquarters: startup.headquarters ?? null,
    city: startup.city ?? null,
    sectors: startup.sectors ?? [],
    businessTypes: startup.businessTypes ?? [],
    customerInteractions: startup.customerInteractions ?? [],
    productTypes: startup.productTypes ?? [],
    developmentStage: startup.developmentStage ?? null,
    revenueStage: startup.revenueStage ?? null,
    teamSize: startup.teamSize ?? null,
    plannedRaise: startup.plannedRaise ?? null,
    marketPositioning: startup.marketPositioning ?? {},
    businessTeam: startup.businessTeam ?? {},
    tractionIp: startup.tractionIp ?? {},
    founders: founders.map((f) => ({ name: f.name, title: f.title ?? null })),
  }
}

export function buildAnswers(
  faker: Faker,
  questions: readonly ChannelQuestion[],
  startup: Pick<StartupContext, 'slug' | 'website'>,
): Record<string, unknown> {
  const answers: Record<string, unknown> = {}
  for (const question of questions) {
    if (question.hidden) continue
    if (!question.required && faker.datatype.boolean(0.25)) continue
    const template = questionAnswerTemplates.find((t) => t.label === question.label)
    switch (question.kind) {
      case 'short_text':
        answers[question.id] = template?.answers
          ? faker.helpers.arrayElement(template.answers)
          : faker.lorem.words(4)
        break
      case 'long_text':
        answers[question.id] = template?.answers
          ? faker.helpers.arrayElement(template.answers)
          : faker.lorem.paragraph()
        break
      case 'number': {
        const [min, max] = template?.range ?? [0, 1000]
        const value = faker.number.int({ min, max })
        answers[question.id] = max > 1_00_000 ? roundRupees(value) : value
        break
      }
      case 'single_choice':
        answers[question.id] = faker.helpers.arrayElement(
          question.choices?.length ? question.choices : ['Yes', 'No'],
        )
        break
      case 'multi_choice':
        answers[question.id] = faker.helpers.arrayElements(
          question.choices?.length ? question.choices : ['Yes'],
          { min: 1, max: 3 },
        )
        break
      case 'url':
        answers[question.id] =
          `${startup.website ?? `https://www.${startup.slug}.in`}/${faker.helpers.arrayElement(['demo', 'product', 'investors', 'app'])}`
        break
    }
  }
  return answers
}

const acceptanceMessages = [
  'Congratulations! We would love to back {name}. Our partner will call you this week to walk through the term sheet and next steps.',
  'We are delighted to invest in {name}. Expect a term sheet and a draft of the investment documents shortly.',
  'The investment committee approved our investment in {name}. Welcome to the portfolio!',
] as const

const rejectionMessages: Readonly<Record<RejectionReason, string>> = {
  not_our_sector_or_stage:
    'Thank you for applying. {name} looks promising, but it falls outside the sectors and stages this fund invests in.',
  too_early:
    'Thank you for applying. We think {name} is a little early for us; we would love to hear from you again once you have more customer evidence.',
  team: 'Thank you for applying. We were looking for a founding team with more experience in this specific market, so we will not invest this time.',
  market_size:
    'Thank you for applying. We were not convinced the market for {name} is large enough for a venture-scale outcome.',
  traction:
    'Thank you for applying. We would like to see stronger traction before investing; please keep us posted on your progress.',
  other:
    'Thank you for applying. After discussing {name} as a team, we have decided not to move forward at this time.',
}

const isDecided = (status: ApplicationStatus) => status === 'accepted' || status === 'rejected'

export type BuiltApplication = WithRequired<
  NewApplication,
  | 'id'
  | 'channelId'
  | 'startupOrgId'
  | 'investorOrgId'
  | 'status'
  | 'answers'
  | 'profileSnapshot'
  | 'startupName'
  | 'oneLiner'
  | 'sectors'
  | 'businessTypes'
  | 'customerInteractions'
  | 'developmentStage'
  | 'headquarters'
  | 'plannedRaise'
  | 'assigneeId'
  | 'decisionMessage'
  | 'rejectionReason'
  | 'submittedAt'
  | 'decidedAt'
  | 'updatedAt'
>

/**
 * One startup's application to one channel. Filter columns are copied from the profile; answers are
 * keyed by the channel's question ids. A decided status gets `decidedAt`, a decision message and (for
 * a rejection) a reason; `updatedAt` is when the status last changed, which is where
 * `buildApplicationEvents` puts the last event.
 */
export function buildApplication(
  { channel: target, startup, founders }: ApplicationContext,
  overrides: Partial<NewApplication> = {},
  options: BuildOptions = {},
): BuiltApplication {
  const faker = fakerFor(options)
  const now = options.now ?? new Date()
  const status = overrides.status ?? 'submitted'
  const submittedAt = overrides.submittedAt ?? now
  // Teams answer around the channel's promise, most within it, some late; never after now.
  const promise = (target.responseDays ?? 14) * 86_400_000
  const laterThanSubmission = () =>
    new Date(
      submittedAt.getTime() +
        Math.min(
          faker.number.float({ min: 0.1, max: 1.5 }) * promise,
          Math.max(0, now.getTime() - submittedAt.getTime()),
        ),
    )
  const decidedAt =
    overrides.decidedAt !== undefined
      ? overrides.decidedAt
      : isDecided(status)
        ? laterThanSubmission()
        : null
  const reason =
    status === 'rejected'
      ? (overrides.rejectionReason ?? faker.helpers.arrayElement(rejectionReasons))
      : null
  const message =
    status === 'accepted'
      ? faker.helpers.arrayElement(acceptanceMessages)
      : reason
        ? rejectionMessages[reason]
        : null
  const lastChange = decidedAt ?? (status === 'submitted' ? submittedAt : laterThanSubmission())
  return {
    id: faker.string.uuid(),
    channelId: target.id,
    startupOrgId: startup.organisationId,
    investorOrgId: target.organisationId,
    status,
    answers: buildAnswers(faker, target.questions ?? [], startup),
    profileSnapshot: profileSnapshot(startup, founders),
    startupName: startup.name,
    oneLiner: startup.oneLiner ?? null,
    sectors: startup.sectors ?? [],
    businessTypes: startup.businessTypes ?? [],
    customerInteractions: startup.customerInteractions ?? [],
    developmentStage: startup.developmentStage ?? null,
    headquarters: startup.headquarters ?? null,
    plannedRaise: startup.plannedRaise ?? null,
    ...passportColumnsOf(startup),
    assigneeId: null,
    decisionMessage: message ? message.replaceAll('{name}', startup.name) : null,
    rejectionReason: reason,
    submittedAt,
    decidedAt,
    updatedAt: lastChange,
    ...defined(overrides),
  }
}

/** The statuses an application went through to reach `status`, starting with 'submitted'. */
export function statusPath(faker: Faker, status: ApplicationStatus): ApplicationStatus[] {
  const pipeline: ApplicationStatus[] = ['submitted', 'in_review', 'shortlisted', 'due_diligence']
  switch (status) {
    case 'accepted':
      return [...pipeline, 'accepted']
    case 'rejected': {
      const stage = weighted(faker, { '1': 5, '2': 60, '3': 25, '4': 10 })
      return [...pipeline.slice(0, Number(stage)), 'rejected']
    }
    case 'withdrawn': {
      const stage = weighted(faker, { '1': 50, '2': 35, '3': 15 })
      return [...pipeline.slice(0, Number(stage)), 'withdrawn']
    }
    default:
      return pipeline.slice(0, pipeline.indexOf(status) + 1)
  }
}

const eventNotes: Partial<Readonly<Record<ApplicationStatus, readonly string[]>>> = {
  in_review: ['Picked up for first review.', 'Looks relevant to our thesis; reviewing the deck.'],
  shortlisted: [
    'Strong founders; moving to a partner call.',
    'Good traction for the stage. Shortlisted.',
  ],
  due_diligence: [
    'Data room shared; started financial and legal diligence.',
    'Customer reference calls scheduled.',
  ],
  withdrawn: [
    'We closed our round with another investor. Thank you for your time!',
    'Withdrawing for now; we will reapply next year.',
  ],
}

export type BuiltApplicationEvent = WithRequired<
  NewApplicationEvent,
  'id' | 'applicationId' | 'actorId' | 'fromStatus' | 'toStatus' | 'note' | 'createdAt'
>

export type EventActors = {
  /** The founder who applied (and may withdraw). */
  startupUserId: string | null
  /** Investor teammates who move the application along; the assignee, when set, acts most. */
  investorUserIds: readonly string[]
}

/**
 * The timeline of an application: one event per status change, from submission (at `submittedAt`)
 * to its current status (at `updatedAt`), at increasing times in between.
 */
export function buildApplicationEvents(
  target: Pick<
    BuiltApplication,
    'id' | 'status' | 'submittedAt' | 'updatedAt' | 'assigneeId' | 'decisionMessage'
  >,
  actors: EventActors,
  options?: BuildOptions,
): BuiltApplicationEvent[] {
  const faker = fakerFor(options)
  const path = statusPath(faker, target.status)
  const start = target.submittedAt.getTime()
  const end = Math.max(start, target.updatedAt.getTime())
  const times = path
    .slice(1, -1)
    .map(() => faker.number.int({ min: start, max: end }))
    .sort((a, b) => a - b)
  const at = [start, ...times, ...(path.length > 1 ? [end] : [])]
  const investorActor = () =>
    target.assigneeId && faker.datatype.boolean(0.7)
      ? target.assigneeId
      : actors.investorUserIds.length
        ? faker.helpers.arrayElement(actors.investorUserIds)
        : null
  return path.map((toStatus, i) => {
    const byStartup = toStatus === 'submitted' || toStatus === 'withdrawn'
    const decided = isDecided(toStatus)
    const notes = eventNotes[toStatus]
    return {
      id: faker.string.uuid(),
      applicationId: target.id,
      actorId: byStartup ? actors.startupUserId : investorActor(),
      fromStatus: i === 0 ? null : (path[i - 1] ?? null),
      toStatus,
      note: decided
        ? target.decisionMessage
        : notes && (byStartup || faker.datatype.boolean(0.6))
          ? faker.helpers.arrayElement(notes)
          : null,
      createdAt: new Date(at[i] ?? end),
    }
  })
}

/** Status mix of a real pipeline: older applications are more often decided. */
export function statusForAge(faker: Faker, ageDays: number): ApplicationStatus {
  if (ageDays <= 7)
    return weighted(faker, { submitted: 70, in_review: 20, rejected: 5, withdrawn: 5 })
  if (ageDays <= 30) {
    return weighted(faker, {
      submitted: 25,
      in_review: 30,
      shortlisted: 15,
      due_diligence: 3,
      rejected: 22,
      withdrawn: 5,
    })
  }
  if (ageDays <= 90) {
    return weighted(faker, {
      submitted: 8,
      in_review: 15,
      shortlisted: 14,
      due_diligence: 10,
      accepted: 5,
      rejected: 42,
      withdrawn: 6,
    })
  }
  return weighted(faker, {
    submitted: 3,
    in_review: 5,
    shortlisted: 7,
    due_diligence: 8,
    accepted: 10,
    rejected: 60,
    withdrawn: 7,
  })
}

// ---------------------------------------------------------------------------------------------
// Access requests
// ---------------------------------------------------------------------------------------------

export type BuiltAccessRequest = WithRequired<
  NewAccessRequest,
  | 'id'
  | 'name'
  | 'email'
  | 'kind'
  | 'organisation'
  | 'website'
  | 'linkedin'
  | 'message'
  | 'status'
  | 'createdAt'
  | 'updatedAt'
>

export function buildAccessRequest(
  overrides: Partial<NewAccessRequest> = {},
  options?: BuildOptions,
): BuiltAccessRequest {
  const faker = fakerFor(options)
  const kind = overrides.kind ?? (faker.datatype.boolean(0.6) ? 'investor' : 'startup')
  const name = overrides.name ?? personName(faker)
  const type = weighted(faker, investorTypeWeights)
  const orgName =
    overrides.organisation ??
    (kind === 'investor'
      ? investorName(faker, type === 'Angel' ? 'Angel network' : type)
      : startupName(faker, pickTheme(faker)))
  const domain = `${slugify(orgName).replaceAll('-', '')}.test`
  const createdAt = overrides.createdAt ?? faker.date.recent({ days: 14, refDate: options?.now })
  return {
    id: faker.string.uuid(),
    name,
    email: emailAt(name, domain),
    kind,
    organisation: orgName,
    website: `https://www.${domain.replace(/\.test$/, '.in')}`,
    linkedin: `https://www.linkedin.com/in/${slugify(name)}-${uniqueSuffix(faker)}`,
    message:
      kind === 'investor'
        ? `We invest in ${faker.helpers.arrayElement(startupThemes).label.toLowerCase()} startups and would like to run our next open call on Sangam.`
        : 'We are raising our first round and would like to apply to investor channels on Sangam.',
    status: 'pending',
    createdAt,
    updatedAt: createdAt,
    ...defined(overrides),
  }
}
