import { z } from 'zod'

import { isOneLineName, nameControlCharacterMessage } from '@/domain/accounts/schemas'

import { onboardingStepKeys, type OnboardingStep } from '@/domain/investors/onboarding-steps'
import { enumList, optionalText, optionalWhole } from '@/domain/startups/profile-schemas'

import {
  businessTypes,
  developmentStages,
  headquarters,
  investorTypes,
  sectors,
} from '@/lib/options'

// The investor profile: what an investor organisation tells founders about itself, filled in
// step by step in onboarding. Each step has its own schema, used by the step's form and by the
// procedure that saves it; the profile is complete when every step's required fields are given.

const crore = 1_00_00_000

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v)

const optionalUrl = z.preprocess(
  blankToNull,
  z
    .url({ protocol: /^https?$/, error: 'Enter a full web address, like https://example.com.' })
    .max(300, 'Keep the address under 300 characters.')
    .nullable(),
)

const optionalLinkedin = z.preprocess(
  blankToNull,
  z
    .url({ protocol: /^https$/, error: 'Enter the full LinkedIn address, starting https://.' })
    .max(300, 'Keep the address under 300 characters.')
    .refine(
      (url) => /^https:\/\/([a-z]+\.)?linkedin\.com\//i.test(url),
      'Enter a LinkedIn address (https://www.linkedin.com/…).',
    )
    .nullable(),
)

/** A whole percentage, 0 to 100; empty means not given. */
const optionalPercent = (label: string) =>
  z.preprocess(
    (v) =>
      v === '' || v === undefined ? null : typeof v === 'string' ? Number(v.replace('%', '')) : v,
    z
      .number({ error: `Enter the ${label} as a number.` })
      .int(`Enter the ${label} as a whole percentage.`)
      .min(0, `The ${label} cannot be negative.`)
      .max(100, `The ${label} is at most 100 %.`)
      .nullable(),
  )

export const thesisLimits = { min: 40, max: 1500 } as const

export const identityStepSchema = z.object({
  investorType: z.preprocess(
    blankToNull,
    z.enum(investorTypes, { error: 'Choose what kind of investor you are.' }),
  ),
  displayName: z
    .string({ error: 'Enter the name founders will see.' })
    .trim()
    .min(2, 'Enter the name founders will see.')
    .max(120, 'Keep the name under 120 characters.')
    .refine(isOneLineName, { error: nameControlCharacterMessage }),
  website: optionalUrl,
  linkedin: optionalLinkedin,
})

export const thesisStepSchema = z.object({
  thesis: z
    .string({ error: 'Write your thesis in a paragraph.' })
    .trim()
    .min(thesisLimits.min, `Write at least ${thesisLimits.min} characters: what you back and why.`)
    .max(
      thesisLimits.max,
      `Keep the thesis under ${thesisLimits.max.toLocaleString('en-IN')} characters.`,
    ),
})

export const focusStepSchema = z.object({
  // Empty means any sector (a generalist), as with any state and any business type.
  sectors: enumList(sectors, 'Choose sectors from the list.', 10),
  stages: enumList(developmentStages, 'Choose stages from the list.').min(
    1,
    'Choose at least one stage.',
  ),
  headquarters: enumList(headquarters, 'Choose states or union territories from the list.'),
  businessTypes: enumList(businessTypes, 'Choose business types from the list.'),
})

export const chequeStepSchema = z
  .object({
    chequeMin: optionalWhole(1_000 * crore, 'smallest cheque'),
    chequeMax: optionalWhole(1_000 * crore, 'largest cheque'),
    ownershipMin: optionalPercent('smallest typical ownership'),
    ownershipMax: optionalPercent('largest typical ownership'),
  })
  .superRefine((v, ctx) => {
    if (v.chequeMin === null) {
      ctx.addIssue({ code: 'custom', path: ['chequeMin'], message: 'Enter your smallest cheque.' })
    }
    if (v.chequeMax === null) {
      ctx.addIssue({ code: 'custom', path: ['chequeMax'], message: 'Enter your largest cheque.' })
    }
    if (v.chequeMin !== null && v.chequeMax !== null && v.chequeMin > v.chequeMax) {
      ctx.addIssue({
        code: 'custom',
        path: ['chequeMax'],
        message: 'The largest cheque cannot be smaller than the smallest.',
      })
    }
    if (v.ownershipMin !== null && v.ownershipMax !== null && v.ownershipMin > v.ownershipMax) {
      ctx.addIssue({
        code: 'custom',
        path: ['ownershipMax'],
        message: 'The largest ownership cannot be smaller than the smallest.',
      })
    }
  })

export const portfolioStepSchema = z.object({
  portfolioSize: optionalWhole(100_000, 'number of investments'),
  notableInvestments: optionalText(500),
  coInvestorsWelcome: z.boolean({ error: 'Say whether you welcome co-investors.' }),
})

export const publishStepSchema = z.object({
  isPublic: z.boolean({ error: 'Say whether your page is public.' }),
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
