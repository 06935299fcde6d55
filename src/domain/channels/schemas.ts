import { z } from 'zod'

import { isOneLineName, nameControlCharacterMessage } from '@/domain/accounts/schemas'

import { businessTypes, developmentStages, headquarters, sectors } from '@/lib/options'

import { enumList, optionalText, optionalWhole } from '@/domain/startups/profile-schemas'

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
      .max(40, 'A question needs a stable id.')
      .regex(/^[a-z0-9_-]{4,40}$/, 'A question needs a stable id.'),
    kind: z.enum(questionKinds, { error: 'Choose a kind of question from the list.' }),
    label: z
      .string()
      .trim()
      .min(3, 'Write the question.')
      .max(200, 'Keep the question under 200 characters.'),
    required: z.boolean(),
    hidden: z.boolean().default(false),
    choices: z
      .array(
        z
          .string()
          .trim()
          .min(1, 'A choice cannot be empty.')
          .max(80, 'Keep choices under 80 characters.'),
      )
      .max(20, 'At most 20 choices.')
      .default([]),
  })
  .superRefine((q, ctx) => {
    const isChoice = choiceKinds.includes(q.kind)
    if (isChoice && q.choices.length < 2) {
      ctx.addIssue({ code: 'custom', path: ['choices'], message: 'Give at least two choices.' })
    }
    if (isChoice && new Set(q.choices).size !== q.choices.length) {
      ctx.addIssue({ code: 'custom', path: ['choices'], message: 'Each choice can appear once.' })
    }
    if (!isChoice && q.choices.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['choices'],
        message: 'Only choice questions have choices.',
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
    .date({ error: 'Enter a valid date.' })
    .min(earliestDate, 'Enter a date from 2000 onwards.')
    .max(latestDate, 'Enter a date before 2100.')
    .nullable(),
)

export const channelSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(3, 'Give the channel a title.')
      .max(120, 'Keep the title under 120 characters.')
      .refine(isOneLineName, { error: nameControlCharacterMessage }),
    description: optionalText(3000),
    sectors: enumList(sectors, 'Choose sectors from the list.'),
    developmentStages: enumList(developmentStages, 'Choose stages from the list.'),
    headquarters: enumList(headquarters, 'Choose states or union territories from the list.'),
    businessTypes: enumList(businessTypes, 'Choose business types from the list.'),
    raiseMin: optionalWhole(10_000 * crore, 'minimum raise'),
    raiseMax: optionalWhole(10_000 * crore, 'maximum raise'),
    questions: z.array(questionSchema).max(20, 'A channel can ask at most 20 questions.'),
    opensAt: optionalDateTime,
    closesAt: optionalDateTime,
    visibility: z.enum(['listed', 'unlisted'], { error: 'Choose listed or unlisted.' }),
    responseDays: z.coerce
      .number({ error: 'Enter a number of days.' })
      .int('Enter whole days.')
      .min(1, 'Promise an answer within at least 1 day.')
      .max(180, 'Promise an answer within 180 days at most.'),
    minCompleteness: z.coerce
      .number({ error: 'Enter a percentage.' })
      .int('Enter a whole percentage.')
      .min(0, 'The minimum cannot be below 0 %.')
      .max(100, 'The minimum cannot be above 100 %.')
      .default(0),
  })
  .superRefine((c, ctx) => {
    if (c.raiseMin != null && c.raiseMax != null && c.raiseMin > c.raiseMax) {
      ctx.addIssue({
        code: 'custom',
        path: ['raiseMax'],
        message: 'The maximum must be at least the minimum.',
      })
    }
    if (c.opensAt && c.closesAt && c.closesAt <= c.opensAt) {
      ctx.addIssue({
        code: 'custom',
        path: ['closesAt'],
        message: 'The channel must close after it opens.',
      })
    }
    const ids = c.questions.map((q) => q.id)
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['questions'],
        message: 'Each question needs its own id.',
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
