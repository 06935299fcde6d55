import { z } from 'zod'

import { isOneLineName, nameControlCharacterMessage } from '@/domain/accounts/schemas'

import { businessTypes, developmentStages, headquarters, sectors } from '@/lib/options'

import { enumList, optionalText, optionalWhole } from '@/domain/startups/profile-schemas'
import { said, saying } from '@/lib/i18n/said'

export const questionKinds = [
  'short_text',
  'long_text',
  'number',
  'single_choice',
  'multi_choice',
  'url',
] as const
export type QuestionKind = (typeof questionKinds)[number]

export const questionKindLabels: Record<QuestionKind, string> = {
  short_text: 'Short text',
  long_text: 'Long text',
  number: 'Number',
  single_choice: 'Single choice',
  multi_choice: 'Multiple choice',
  url: 'Web address',
}

const choiceKinds: readonly QuestionKind[] = ['single_choice', 'multi_choice']

export const questionSchema = z
  .object({
    // Stable across edits: answers are stored by question id.
    id: z
      .string()
      .max(40, { error: saying('rule.channel.questionNeedsStableId') })
      .regex(/^[a-z0-9_-]{4,40}$/, { error: saying('rule.channel.questionNeedsStableId') }),
    kind: z.enum(questionKinds, { error: saying('rule.channel.chooseKindQuestionList') }),
    label: z
      .string()
      .trim()
      .min(3, { error: saying('rule.channel.writeQuestion') })
      .max(200, { error: saying('rule.channel.keepQuestionUnderCharacters') }),
    required: z.boolean(),
    hidden: z.boolean().default(false),
    choices: z
      .array(
        z
          .string()
          .trim()
          .min(1, { error: saying('rule.channel.choiceCannotEmpty') })
          .max(80, { error: saying('rule.channel.keepChoicesUnderCharacters') }),
      )
      .max(20, { error: saying('rule.channel.mostChoices') })
      .default([]),
  })
  .superRefine((q, ctx) => {
    const isChoice = choiceKinds.includes(q.kind)
    if (isChoice && q.choices.length < 2) {
      ctx.addIssue({
        code: 'custom',
        path: ['choices'],
        message: said('rule.channel.giveLeastTwoChoices'),
      })
    }
    if (isChoice && new Set(q.choices).size !== q.choices.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['choices'],
        message: said('rule.channel.eachChoiceCanAppear'),
      })
    }
    if (!isChoice && q.choices.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['choices'],
        message: said('rule.channel.choiceQuestionsHaveChoices'),
      })
    }
  })

const crore = 1_00_00_000

// A channel's dates fall within this century: PostgreSQL refuses dates past year 294276, and a
// call opening in year 9999 is a typing mistake.
const earliestDate = new Date('2000-01-01T00:00:00Z')
const latestDate = new Date('2099-12-31T23:59:59Z')

const optionalDateTime = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.coerce
    .date({ error: saying('rule.channel.enterValidDate') })
    .min(earliestDate, { error: saying('rule.channel.enterDateOnwards') })
    .max(latestDate, { error: saying('rule.channel.enterDateBefore') })
    .nullable(),
)

export const channelSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(3, { error: saying('rule.channel.giveChannelTitle') })
      .max(120, { error: saying('rule.channel.keepTitleUnderCharacters') })
      .refine(isOneLineName, { error: nameControlCharacterMessage }),
    description: optionalText(3000),
    sectors: enumList(sectors, saying('rule.choice.sectors')),
    developmentStages: enumList(developmentStages, saying('rule.investor.chooseStagesList')),
    headquarters: enumList(headquarters, saying('rule.investor.chooseStatesUnionTerritories')),
    businessTypes: enumList(businessTypes, saying('rule.choice.businessTypes')),
    raiseMin: optionalWhole(10_000 * crore, 'rule.whole.label.minimumRaise'),
    raiseMax: optionalWhole(10_000 * crore, 'rule.whole.label.maximumRaise'),
    questions: z.array(questionSchema).max(20, { error: saying('rule.channel.channelCanAskMost') }),
    opensAt: optionalDateTime,
    closesAt: optionalDateTime,
    visibility: z.enum(['listed', 'unlisted'], {
      error: saying('rule.channel.chooseListedUnlisted'),
    }),
    responseDays: z.coerce
      .number({ error: saying('rule.channel.enterNumberDays') })
      .int({ error: saying('rule.channel.enterWholeDays') })
      .min(1, { error: saying('rule.channel.promiseAnswerWithinLeast') })
      .max(180, { error: saying('rule.channel.promiseAnswerWithinDays') }),
    minCompleteness: z.coerce
      .number({ error: saying('rule.channel.enterPercentage') })
      .int({ error: saying('rule.channel.enterWholePercentage') })
      .min(0, { error: saying('rule.channel.minimumCannotBelow') })
      .max(100, { error: saying('rule.channel.minimumCannotAbove') })
      .default(0),
  })
  .superRefine((c, ctx) => {
    if (c.raiseMin != null && c.raiseMax != null && c.raiseMin > c.raiseMax) {
      ctx.addIssue({
        code: 'custom',
        path: ['raiseMax'],
        message: said('rule.channel.maximumMustLeastMinimum'),
      })
    }
    if (c.opensAt && c.closesAt && c.closesAt <= c.opensAt) {
      ctx.addIssue({
        code: 'custom',
        path: ['closesAt'],
        message: said('rule.channel.channelMustCloseAfter'),
      })
    }
    const ids = c.questions.map((q) => q.id)
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['questions'],
        message: said('rule.channel.eachQuestionNeedsOwn'),
      })
    }
  })

export type ChannelInput = z.input<typeof channelSchema>
export type ChannelValues = z.output<typeof channelSchema>

export const channelStatusMoves = {
  draft: ['open', 'archived'],
  open: ['closed'],
  closed: ['open', 'archived'],
  archived: [],
} as const satisfies Record<string, readonly string[]>

/** A new channel's form: every criterion open, listed, the usual 14-day promise. */
export const emptyChannelInput: ChannelInput = {
  title: '',
  description: '',
  sectors: [],
  developmentStages: [],
  headquarters: [],
  businessTypes: [],
  raiseMin: '',
  raiseMax: '',
  questions: [],
  opensAt: '',
  closesAt: '',
  visibility: 'listed',
  responseDays: 14,
}
