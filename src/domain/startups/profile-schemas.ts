import { z } from 'zod'

import { isOneLineName, nameControlCharacterMessage } from '@/domain/accounts/schemas'

import {
  businessTypes,
  companyTypes,
  competitiveAdvantageSources,
  competitorTypes,
  customerInteractions,
  defensibilityKinds,
  developmentStages,
  fundingSources,
  headquarters,
  ipStatuses,
  marketingChannels,
  missionValues,
  pricingStrategies,
  productTypes,
  regulatoryBarriers,
  revenueStages,
  sectors,
  targetMarketApproaches,
  useOfFunds,
  validationEvidence,
  visionValues,
} from '@/lib/options'

import {
  cinPattern,
  cooperativeRegistrationPattern,
  dpiitPattern,
  gstinCheckHolds,
  gstinPattern,
  gstinStateMismatch,
  identifierMessages,
  llpinPattern,
  normaliseIdentifier,
  normaliseLlpin,
} from './identifiers'

// One schema per form, used by the form in the browser and by the procedure on the server.
// Empty form fields arrive as '' and are stored as null; every field may be left empty while the
// profile is being written (the completeness score shows what is missing).

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v)

/** An optional identifier: typed in any case, stored upper-case, checked against its format. */
const identifierField = (
  pattern: RegExp,
  message: string,
  maxLength: number,
  normalise: (value: string) => string = normaliseIdentifier,
  mustContain?: RegExp,
) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? blankToNull(normalise(v)) : v),
    z
      .string(message)
      .max(maxLength, message)
      .regex(pattern, message)
      .regex(mustContain ?? /(?:)/, message)
      .nullable(),
  )

/** One added since the first API: a caller that does not send it leaves it as it is. */
const addedIdentifierField = (...args: Parameters<typeof identifierField>) =>
  identifierField(...args).optional()

export const textLimits = {
  oneLiner: 140,
  description: 3000,
  longText: 1500,
  shortText: 500,
  bio: 1000,
} as const

export function optionalText(max: number) {
  return z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(max, `Keep this under ${max.toLocaleString('en-IN')} characters.`)
      .nullable(),
  )
}

export function optionalEnum<const T extends readonly [string, ...string[]]>(
  values: T,
  message: string,
) {
  return z.preprocess(blankToNull, z.enum(values, { error: message }).nullable())
}

export function enumList<const T extends readonly [string, ...string[]]>(
  values: T,
  message: string,
  max: number = values.length,
) {
  return z
    .array(z.enum(values, { error: message }))
    .max(max, `Choose at most ${max}.`)
    .refine((list) => new Set(list).size === list.length, 'Each option can be chosen once.')
}

/** Whole rupees (or another whole count), 0 … max; empty means not given. */
export function optionalWhole(max: number, label = 'amount') {
  return z.preprocess(
    (v) =>
      v === '' || v === undefined
        ? null
        : typeof v === 'string'
          ? Number(v.replaceAll(',', ''))
          : v,
    z
      .number({ error: `Enter the ${label} as a number.` })
      .int(`Enter the ${label} as a whole number.`)
      .min(0, `The ${label} cannot be negative.`)
      .max(max, `That ${label} is too large.`)
      .nullable(),
  )
}

const optionalUrl = z.preprocess(
  blankToNull,
  z
    .url({ protocol: /^https?$/, error: 'Enter a full web address, like https://example.com.' })
    .max(300, 'Keep the address under 300 characters.')
    .nullable(),
)

const crore = 1_00_00_000

export const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, 'Use at least 3 characters.')
  .max(60, 'Use at most 60 characters.')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens.')

export const startupProfileSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(2, 'Please enter your startup’s name.')
      .max(120, 'Keep the name under 120 characters.')
      .refine(isOneLineName, { error: nameControlCharacterMessage }),
    slug: slugSchema,
    oneLiner: optionalText(textLimits.oneLiner),
    description: optionalText(textLimits.description),
    website: optionalUrl,
    foundedOn: z.preprocess(
      blankToNull,
      z.iso
        .date('Enter the date as YYYY-MM-DD.')
        .refine(
          (d) => d <= new Date().toISOString().slice(0, 10),
          'The founding date cannot be in the future.',
        )
        .refine((d) => d >= '1900-01-01', 'Check the founding year.')
        .nullable(),
    ),
    companyType: optionalEnum(companyTypes, 'Choose a company type from the list.'),
    // The registration identifier the company type has (identifiers.ts); each is checked whenever
    // it is given, and the form shows the one that belongs to the chosen type.
    cin: identifierField(cinPattern, identifierMessages.cin, 21),
    llpin: addedIdentifierField(llpinPattern, identifierMessages.llpin, 8, normaliseLlpin),
    cooperativeRegistration: addedIdentifierField(
      cooperativeRegistrationPattern,
      identifierMessages.cooperativeRegistration,
      60,
      normaliseIdentifier,
      /\d/,
    ),
    gstin: addedIdentifierField(gstinPattern, identifierMessages.gstin, 15),
    dpiitNumber: identifierField(dpiitPattern, identifierMessages.dpiit, 12),
    deepTech: z.boolean('Say whether you are a deep-tech startup.').optional(),
    headquarters: optionalEnum(headquarters, 'Choose a state or union territory from the list.'),
    city: optionalText(80),
    sectors: enumList(sectors, 'Choose sectors from the list.', 5),
    businessTypes: enumList(businessTypes, 'Choose business types from the list.'),
    customerInteractions: enumList(
      customerInteractions,
      'Choose customer interactions from the list.',
    ),
    productTypes: enumList(productTypes, 'Choose product types from the list.'),
    developmentStage: optionalEnum(developmentStages, 'Choose a development stage from the list.'),
    revenueStage: optionalEnum(revenueStages, 'Choose a revenue stage from the list.'),
    teamSize: z.preprocess(
      (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
      z
        .number({ error: 'Enter the team size as a number.' })
        .int('Enter the team size as a whole number.')
        .min(1, 'A team has at least one person.')
        .max(1_000_000, 'Check the team size.')
        .nullable(),
    ),
    plannedRaise: optionalWhole(10_000 * crore, 'planned raise'),
    isPublic: z.boolean(),
    isDiscoverable: z.boolean(),
  })
  .superRefine((profile, ctx) => {
    if (!profile.gstin) return
    if (!gstinCheckHolds(profile.gstin)) {
      ctx.addIssue({ code: 'custom', path: ['gstin'], message: identifierMessages.gstinCheck })
      return
    }
    const mismatch = profile.headquarters && gstinStateMismatch(profile.gstin, profile.headquarters)
    if (mismatch) ctx.addIssue({ code: 'custom', path: ['gstin'], message: mismatch })
  })

export const founderSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'Please enter the founder’s name.')
    .max(120, 'Keep the name under 120 characters.')
    .refine(isOneLineName, { error: nameControlCharacterMessage }),
  title: optionalText(80),
  email: z.preprocess(blankToNull, z.email('Enter a valid email address.').max(254).nullable()),
  linkedin: optionalUrl,
  bio: optionalText(textLimits.bio),
  education: optionalText(textLimits.shortText),
  experience: optionalText(textLimits.bio),
  equityShare: z.preprocess(
    (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: 'Enter the equity share as a number.' })
      .min(0, 'Equity cannot be negative.')
      .max(100, 'Equity is at most 100 %.')
      .nullable(),
  ),
  // A teammate's account, when this founder has one.
  userId: z.preprocess(blankToNull, z.string().min(1).max(64).nullable()),
})

export const marketPositioningSchema = z.object({
  problem: optionalText(textLimits.longText),
  solution: optionalText(textLimits.longText),
  targetMarketApproaches: enumList(targetMarketApproaches, 'Choose approaches from the list.'),
  tam: optionalWhole(1_000_000 * crore, 'total addressable market'),
  sam: optionalWhole(1_000_000 * crore, 'serviceable market'),
  som: optionalWhole(1_000_000 * crore, 'obtainable market'),
  competitorTypes: enumList(competitorTypes, 'Choose competitor types from the list.'),
  competitors: optionalText(textLimits.shortText),
  advantageSources: enumList(competitiveAdvantageSources, 'Choose advantages from the list.', 8),
  defensibility: enumList(defensibilityKinds, 'Choose kinds of defensibility from the list.', 8),
  pricingStrategy: optionalEnum(pricingStrategies, 'Choose a pricing strategy from the list.'),
  marketingChannels: enumList(marketingChannels, 'Choose marketing channels from the list.'),
  mission: optionalEnum(missionValues, 'Choose a mission from the list.'),
  vision: optionalEnum(visionValues, 'Choose a vision from the list.'),
})

export const businessTeamSchema = z.object({
  fundingSources: enumList(fundingSources, 'Choose funding sources from the list.'),
  amountRaised: optionalWhole(10_000 * crore, 'amount raised'),
  useOfFunds: enumList(useOfFunds, 'Choose uses of funds from the list.'),
  monthlyBurn: optionalWhole(1_000 * crore, 'monthly burn'),
  runwayMonths: optionalWhole(240, 'runway'),
  hiringPlan: optionalText(textLimits.bio),
  // The highest turnover of any financial year since incorporation: DPIIT's startup definition
  // caps it (startup-india.ts).
  annualTurnover: optionalWhole(100_000 * crore, 'annual turnover'),
})

export const tractionIpSchema = z.object({
  validationEvidence: enumList(validationEvidence, 'Choose evidence from the list.'),
  customers: optionalWhole(10_000_000_000, 'number of customers'),
  users: optionalWhole(10_000_000_000, 'number of users'),
  monthlyRevenue: optionalWhole(10_000 * crore, 'monthly revenue'),
  monthlyGrowthPercent: z.preprocess(
    (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: 'Enter the growth as a number.' })
      .min(-100, 'Growth cannot be below -100 %.')
      .max(1000, 'Check the growth figure.')
      .nullable(),
  ),
  milestones: optionalText(textLimits.longText),
  ipStatuses: enumList(ipStatuses, 'Choose IP statuses from the list.'),
  regulatoryBarriers: optionalEnum(regulatoryBarriers, 'Choose an option from the list.'),
})

export type StartupProfileInput = z.input<typeof startupProfileSchema>
export type StartupProfileValues = z.output<typeof startupProfileSchema>
export type FounderValues = z.output<typeof founderSchema>
export type MarketPositioning = z.output<typeof marketPositioningSchema>
export type BusinessTeam = z.output<typeof businessTeamSchema>
export type TractionIp = z.output<typeof tractionIpSchema>

export const fullProfileSections = {
  marketPositioning: { title: 'Market & Positioning', schema: marketPositioningSchema },
  businessTeam: { title: 'Business & Team', schema: businessTeamSchema },
  tractionIp: { title: 'Traction & IP', schema: tractionIpSchema },
} as const
export type FullProfileSection = keyof typeof fullProfileSections
