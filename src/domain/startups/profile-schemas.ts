import { z } from 'zod'

import { isOneLineName, nameControlCharacterMessage } from '@/domain/accounts/schemas'
import type { MessageId } from '@/lib/i18n/catalog'
import { said, saying } from '@/lib/i18n/said'

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
  message: () => string,
  maxLength: number,
  normalise: (value: string) => string = normaliseIdentifier,
  mustContain?: RegExp,
) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? blankToNull(normalise(v)) : v),
    z
      .string({ error: message })
      .max(maxLength, { error: message })
      .regex(pattern, { error: message })
      .regex(mustContain ?? /(?:)/, { error: message })
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
      .max(max, { error: saying('rule.text.under', { max }) })
      .nullable(),
  )
}

export function optionalEnum<const T extends readonly [string, ...string[]]>(
  values: T,
  message: () => string,
) {
  return z.preprocess(blankToNull, z.enum(values, { error: message }).nullable())
}

export function enumList<const T extends readonly [string, ...string[]]>(
  values: T,
  message: () => string,
  max: number = values.length,
) {
  return z
    .array(z.enum(values, { error: message }))
    .max(max, { error: saying('rule.choice.atMost', { max }) })
    .refine((list) => new Set(list).size === list.length, {
      error: saying('rule.choice.once'),
    })
}

/** What a whole figure is called in its messages ('Enter the runway as a number.'). */
export type WholeLabel = Extract<MessageId, `rule.whole.label.${string}`>

/** A message about a figure, with the figure's name, both in the current language. */
export function aboutFigure(id: MessageId, label: WholeLabel): () => string {
  return () => said(id, { label: said(label) })
}

/** Whole rupees (or another whole count), 0 … max; empty means not given. */
export function optionalWhole(max: number, label: WholeLabel = 'rule.whole.label.amount') {
  const named = (id: MessageId) => aboutFigure(id, label)
  return z.preprocess(
    (v) =>
      v === '' || v === undefined
        ? null
        : typeof v === 'string'
          ? Number(v.replaceAll(',', ''))
          : v,
    z
      .number({ error: named('rule.whole.notNumber') })
      .int({ error: named('rule.whole.notWhole') })
      .min(0, { error: named('rule.whole.negative') })
      .max(max, { error: named('rule.whole.tooLarge') })
      .nullable(),
  )
}

const optionalUrl = z.preprocess(
  blankToNull,
  z
    .url({ protocol: /^https?$/, error: saying('rule.url.full') })
    .max(300, { error: saying('rule.url.under', { max: 300 }) })
    .nullable(),
)

const crore = 1_00_00_000

export const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, { error: saying('rule.slug.short', { min: 3 }) })
  .max(60, { error: saying('rule.slug.long', { max: 60 }) })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: saying('rule.slug.characters') })

export const startupProfileSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(2, { error: saying('rule.profile.startupName') })
      .max(120, { error: saying('rule.name.under', { max: 120 }) })
      .refine(isOneLineName, { error: nameControlCharacterMessage }),
    slug: slugSchema,
    oneLiner: optionalText(textLimits.oneLiner),
    description: optionalText(textLimits.description),
    website: optionalUrl,
    foundedOn: z.preprocess(
      blankToNull,
      z.iso
        .date({ error: saying('rule.date.format') })
        .refine((d) => d <= new Date().toISOString().slice(0, 10), {
          error: saying('rule.profile.foundedFuture'),
        })
        .refine((d) => d >= '1900-01-01', { error: saying('rule.profile.foundedYear') })
        .nullable(),
    ),
    companyType: optionalEnum(companyTypes, saying('rule.choice.companyTypes')),
    // The registration identifier the company type has (identifiers.ts); each is checked whenever
    // it is given, and the form shows the one that belongs to the chosen type.
    cin: identifierField(cinPattern, saying(identifierMessages.cin), 21),
    llpin: addedIdentifierField(llpinPattern, saying(identifierMessages.llpin), 8, normaliseLlpin),
    cooperativeRegistration: addedIdentifierField(
      cooperativeRegistrationPattern,
      saying(identifierMessages.cooperativeRegistration),
      60,
      normaliseIdentifier,
      /\d/,
    ),
    gstin: addedIdentifierField(gstinPattern, saying(identifierMessages.gstin), 15),
    dpiitNumber: identifierField(dpiitPattern, saying(identifierMessages.dpiit), 12),
    deepTech: z.boolean({ error: saying('rule.profile.deepTech') }).optional(),
    headquarters: optionalEnum(headquarters, saying('rule.choice.headquarters')),
    city: optionalText(80),
    sectors: enumList(sectors, saying('rule.choice.sectors'), 5),
    businessTypes: enumList(businessTypes, saying('rule.choice.businessTypes')),
    customerInteractions: enumList(
      customerInteractions,
      saying('rule.choice.customerInteractions'),
    ),
    productTypes: enumList(productTypes, saying('rule.choice.productTypes')),
    developmentStage: optionalEnum(developmentStages, saying('rule.choice.developmentStages')),
    revenueStage: optionalEnum(revenueStages, saying('rule.choice.revenueStages')),
    teamSize: z.preprocess(
      (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
      z
        .number({ error: saying('rule.profile.teamSize.number') })
        .int({ error: saying('rule.profile.teamSize.whole') })
        .min(1, { error: saying('rule.profile.teamSize.min') })
        .max(1_000_000, { error: saying('rule.profile.teamSize.max') })
        .nullable(),
    ),
    plannedRaise: optionalWhole(10_000 * crore, 'rule.whole.label.plannedRaise'),
    isPublic: z.boolean(),
    isDiscoverable: z.boolean(),
  })
  .superRefine((profile, ctx) => {
    if (!profile.gstin) return
    if (!gstinCheckHolds(profile.gstin)) {
      ctx.addIssue({
        code: 'custom',
        path: ['gstin'],
        message: said(identifierMessages.gstinCheck),
      })
      return
    }
    const mismatch = profile.headquarters && gstinStateMismatch(profile.gstin, profile.headquarters)
    if (mismatch) ctx.addIssue({ code: 'custom', path: ['gstin'], message: mismatch })
  })

export const founderSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, { error: saying('rule.profile.founderName') })
    .max(120, { error: saying('rule.name.under', { max: 120 }) })
    .refine(isOneLineName, { error: nameControlCharacterMessage }),
  title: optionalText(80),
  email: z.preprocess(
    blankToNull,
    z
      .email({ error: saying('rule.email.valid') })
      .max(254)
      .nullable(),
  ),
  linkedin: optionalUrl,
  bio: optionalText(textLimits.bio),
  education: optionalText(textLimits.shortText),
  experience: optionalText(textLimits.bio),
  equityShare: z.preprocess(
    (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: saying('rule.profile.equity.number') })
      .min(0, { error: saying('rule.profile.equity.negative') })
      .max(100, { error: saying('rule.profile.equity.max') })
      .nullable(),
  ),
  // A teammate's account, when this founder has one.
  userId: z.preprocess(blankToNull, z.string().min(1).max(64).nullable()),
})

export const marketPositioningSchema = z.object({
  problem: optionalText(textLimits.longText),
  solution: optionalText(textLimits.longText),
  targetMarketApproaches: enumList(
    targetMarketApproaches,
    saying('rule.choice.targetMarketApproaches'),
  ),
  tam: optionalWhole(1_000_000 * crore, 'rule.whole.label.totalAddressableMarket'),
  sam: optionalWhole(1_000_000 * crore, 'rule.whole.label.serviceableMarket'),
  som: optionalWhole(1_000_000 * crore, 'rule.whole.label.obtainableMarket'),
  competitorTypes: enumList(competitorTypes, saying('rule.choice.competitorTypes')),
  competitors: optionalText(textLimits.shortText),
  advantageSources: enumList(
    competitiveAdvantageSources,
    saying('rule.choice.competitiveAdvantageSources'),
    8,
  ),
  defensibility: enumList(defensibilityKinds, saying('rule.choice.defensibilityKinds'), 8),
  pricingStrategy: optionalEnum(pricingStrategies, saying('rule.choice.pricingStrategies')),
  marketingChannels: enumList(marketingChannels, saying('rule.choice.marketingChannels')),
  mission: optionalEnum(missionValues, saying('rule.choice.missionValues')),
  vision: optionalEnum(visionValues, saying('rule.choice.visionValues')),
})

export const businessTeamSchema = z.object({
  fundingSources: enumList(fundingSources, saying('rule.choice.fundingSources')),
  amountRaised: optionalWhole(10_000 * crore, 'rule.whole.label.amountRaised'),
  useOfFunds: enumList(useOfFunds, saying('rule.choice.useOfFunds')),
  monthlyBurn: optionalWhole(1_000 * crore, 'rule.whole.label.monthlyBurn'),
  runwayMonths: optionalWhole(240, 'rule.whole.label.runway'),
  hiringPlan: optionalText(textLimits.bio),
  // The highest turnover of any financial year since incorporation: DPIIT's startup definition
  // caps it (startup-india.ts).
  annualTurnover: optionalWhole(100_000 * crore, 'rule.whole.label.annualTurnover'),
})

export const tractionIpSchema = z.object({
  validationEvidence: enumList(validationEvidence, saying('rule.choice.validationEvidence')),
  customers: optionalWhole(10_000_000_000, 'rule.whole.label.numberOfCustomers'),
  users: optionalWhole(10_000_000_000, 'rule.whole.label.numberOfUsers'),
  monthlyRevenue: optionalWhole(10_000 * crore, 'rule.whole.label.monthlyRevenue'),
  monthlyGrowthPercent: z.preprocess(
    (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: saying('rule.profile.growth.number') })
      .min(-100, { error: saying('rule.profile.growth.min') })
      .max(1000, { error: saying('rule.profile.growth.max') })
      .nullable(),
  ),
  milestones: optionalText(textLimits.longText),
  ipStatuses: enumList(ipStatuses, saying('rule.choice.ipStatuses')),
  regulatoryBarriers: optionalEnum(regulatoryBarriers, saying('rule.choice.regulatoryBarriers')),
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
