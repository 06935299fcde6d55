import { z } from 'zod'

import { isOneLineName, nameControlCharacterMessage } from '@/domain/accounts/schemas'

import { onboardingStepKeys, type OnboardingStep } from '@/domain/investors/onboarding-steps'
import {
  aboutFigure,
  enumList,
  optionalText,
  optionalWhole,
  type WholeLabel,
} from '@/domain/startups/profile-schemas'

import {
  businessTypes,
  developmentStages,
  headquarters,
  investorTypes,
  sectors,
} from '@/lib/options'
import { said, saying } from '@/lib/i18n/said'

// The investor profile: what an investor organisation tells founders about itself, filled in
// step by step in onboarding. Each step has its own schema, used by the step's form and by the
// procedure that saves it; the profile is complete when every step's required fields are given.

const crore = 1_00_00_000

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v)

const optionalUrl = z.preprocess(
  blankToNull,
  z
    .url({ protocol: /^https?$/, error: saying('rule.url.full') })
    .max(300, { error: saying('rule.investor.keepAddressUnderCharacters') })
    .nullable(),
)

const optionalLinkedin = z.preprocess(
  blankToNull,
  z
    .url({ protocol: /^https$/, error: saying('rule.investor.enterFullLinkedinAddress') })
    .max(300, { error: saying('rule.investor.keepAddressUnderCharacters') })
    .refine((url) => /^https:\/\/([a-z]+\.)?linkedin\.com\//i.test(url), {
      error: saying('rule.investor.enterLinkedinAddressHttps'),
    })
    .nullable(),
)

/** A whole percentage, 0 to 100; empty means not given. */
const optionalPercent = (label: WholeLabel) =>
  z.preprocess(
    (v) =>
      v === '' || v === undefined ? null : typeof v === 'string' ? Number(v.replace('%', '')) : v,
    z
      .number({ error: aboutFigure('rule.whole.notNumber', label) })
      .int({ error: aboutFigure('rule.investor.enterWholePercentage', label) })
      .min(0, { error: aboutFigure('rule.whole.negative', label) })
      .max(100, { error: aboutFigure('rule.investor.percentMost', label) })
      .nullable(),
  )

export const thesisLimits = { min: 40, max: 1500 } as const

export const identityStepSchema = z.object({
  investorType: z.preprocess(
    blankToNull,
    z.enum(investorTypes, { error: saying('rule.investor.chooseWhatKindInvestor') }),
  ),
  displayName: z
    .string({ error: saying('rule.investor.enterNameFoundersWill') })
    .trim()
    .min(2, { error: saying('rule.investor.enterNameFoundersWill') })
    .max(120, { error: saying('rule.investor.keepNameUnderCharacters') })
    .refine(isOneLineName, { error: nameControlCharacterMessage }),
  website: optionalUrl,
  linkedin: optionalLinkedin,
})

export const thesisStepSchema = z.object({
  thesis: z
    .string({ error: saying('rule.investor.writeThesisParagraph') })
    .trim()
    .min(thesisLimits.min, {
      error: saying('rule.investor.writeLeastCharactersWhat', { min: thesisLimits.min }),
    })
    .max(thesisLimits.max, {
      error: saying('rule.investor.keepThesisUnderCharacters', { max: thesisLimits.max }),
    }),
})

export const focusStepSchema = z.object({
  // Empty means any sector (a generalist), as with any state and any business type.
  sectors: enumList(sectors, saying('rule.choice.sectors'), 10),
  stages: enumList(developmentStages, saying('rule.investor.chooseStagesList')).min(1, {
    error: saying('rule.investor.chooseLeastStage'),
  }),
  headquarters: enumList(headquarters, saying('rule.investor.chooseStatesUnionTerritories')),
  businessTypes: enumList(businessTypes, saying('rule.choice.businessTypes')),
})

export const chequeStepSchema = z
  .object({
    chequeMin: optionalWhole(1_000 * crore, 'rule.whole.label.smallestCheque'),
    chequeMax: optionalWhole(1_000 * crore, 'rule.whole.label.largestCheque'),
    ownershipMin: optionalPercent('rule.whole.label.smallestTypicalOwnership'),
    ownershipMax: optionalPercent('rule.whole.label.largestTypicalOwnership'),
  })
  .superRefine((v, ctx) => {
    if (v.chequeMin === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['chequeMin'],
        message: said('rule.investor.enterSmallestCheque'),
      })
    }
    if (v.chequeMax === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['chequeMax'],
        message: said('rule.investor.enterLargestCheque'),
      })
    }
    if (v.chequeMin !== null && v.chequeMax !== null && v.chequeMin > v.chequeMax) {
      ctx.addIssue({
        code: 'custom',
        path: ['chequeMax'],
        message: said('rule.investor.largestChequeCannotSmaller'),
      })
    }
    if (v.ownershipMin !== null && v.ownershipMax !== null && v.ownershipMin > v.ownershipMax) {
      ctx.addIssue({
        code: 'custom',
        path: ['ownershipMax'],
        message: said('rule.investor.largestOwnershipCannotSmaller'),
      })
    }
  })

export const portfolioStepSchema = z.object({
  portfolioSize: optionalWhole(100_000, 'rule.whole.label.numberOfInvestments'),
  notableInvestments: optionalText(500),
  coInvestorsWelcome: z.boolean({ error: saying('rule.investor.sayWhetherYouWelcome') }),
})

export const publishStepSchema = z.object({
  isPublic: z.boolean({ error: saying('rule.investor.sayWhetherPagePublic') }),
})

const stepDetails = {
  identity: { title: 'Who you are', schema: identityStepSchema },
  thesis: { title: 'Thesis', schema: thesisStepSchema },
  focus: { title: 'Focus', schema: focusStepSchema },
  cheque: { title: 'Cheques', schema: chequeStepSchema },
  portfolio: { title: 'Portfolio', schema: portfolioStepSchema },
  review: { title: 'Review', schema: publishStepSchema },
} satisfies Record<OnboardingStep, { title: string; schema: z.ZodType }>

/** Onboarding, in order, with each step's title and schema. */
export const onboardingSteps = onboardingStepKeys.map((key) => ({ key, ...stepDetails[key] }))

export { onboardingStepKeys, type OnboardingStep }

export type IdentityStep = z.output<typeof identityStepSchema>
export type ThesisStep = z.output<typeof thesisStepSchema>
export type FocusStep = z.output<typeof focusStepSchema>
export type ChequeStep = z.output<typeof chequeStepSchema>
export type PortfolioStep = z.output<typeof portfolioStepSchema>
export type PublishStep = z.output<typeof publishStepSchema>

export type InvestorProfileValues = IdentityStep &
  ThesisStep &
  FocusStep &
  ChequeStep &
  PortfolioStep &
  PublishStep

/** What saving one step sends: the step's key and its values. */
export const saveStepSchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal('identity'), values: identityStepSchema }),
  z.object({ step: z.literal('thesis'), values: thesisStepSchema }),
  z.object({ step: z.literal('focus'), values: focusStepSchema }),
  z.object({ step: z.literal('cheque'), values: chequeStepSchema }),
  z.object({ step: z.literal('portfolio'), values: portfolioStepSchema }),
  z.object({ step: z.literal('review'), values: publishStepSchema }),
])
export type SaveStep = z.output<typeof saveStepSchema>

/**
 * The steps whose required answers are missing from a stored profile, in order. A profile can be
 * finished when only `review` is left (it has nothing required).
 */
export function missingSteps(
  profile: Partial<Record<keyof InvestorProfileValues, unknown>> | null,
): OnboardingStep[] {
  if (!profile) return onboardingSteps.map((s) => s.key).filter((k) => k !== 'review')
  return onboardingSteps
    .filter((step) => step.key !== 'review')
    .filter((step) => {
      const values = Object.fromEntries(
        Object.keys(step.schema instanceof z.ZodObject ? step.schema.shape : {}).map((key) => [
          key,
          profile[key as keyof InvestorProfileValues] ?? null,
        ]),
      )
      return !step.schema.safeParse(withFormDefaults(step.key, values)).success
    })
    .map((step) => step.key)
}

// Stored values read back through a step's schema: null lists are empty, null booleans unset.
function withFormDefaults(step: OnboardingStep, values: Record<string, unknown>) {
  if (step === 'focus') {
    for (const key of ['headquarters', 'businessTypes']) values[key] ??= []
  }
  return values
}
