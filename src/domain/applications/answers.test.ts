import { describe, expect, it } from 'vitest'

import {
  answersAsSubmitted,
  answersFromDraft,
  draftAnswersSchema,
  answerText,
  buildAnswersSchema,
  emptyAnswers,
  type AnswerableQuestion,
} from './answers'

const questions: AnswerableQuestion[] = [
  { id: 'pitch', kind: 'short_text', label: 'Pitch', required: true },
  { id: 'story', kind: 'long_text', label: 'Story', required: false },
  { id: 'farmers', kind: 'number', label: 'Farmers', required: false },
  {
    id: 'stage',
    kind: 'single_choice',
    label: 'Stage',
    required: true,
    choices: ['Pilot', 'Live'],
  },
  {
    id: 'markets',
    kind: 'multi_choice',
    label: 'Markets',
    required: false,
    choices: ['India', 'Gulf'],
  },
  { id: 'demo', kind: 'url', label: 'Demo', required: false },
  { id: 'retired', kind: 'short_text', label: 'Retired', required: true, hidden: true },
]

const schema = buildAnswersSchema(questions)

function fieldsOf(input: unknown): Record<string, string> {
  const result = schema.safeParse(input)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('buildAnswersSchema', () => {
  it('accepts what the form sends and keeps only real answers, trimmed and typed', () => {
    const parsed = schema.parse({
      ...emptyAnswers(questions),
      pitch: '  Farm-gate marketplace  ',
      farmers: '12,000',
      stage: 'Live',
      markets: ['India'],
      demo: 'https://krishisetu.in/demo',
    })
    expect(parsed).toEqual({
      pitch: 'Farm-gate marketplace',
      farmers: 12000,
      stage: 'Live',
      markets: ['India'],
      demo: 'https://krishisetu.in/demo',
    })
  })

  it('asks for required answers only, and not for hidden questions', () => {
    expect(fieldsOf(emptyAnswers(questions))).toEqual({
      pitch: 'Answer this question.',
      stage: 'Answer this question.',
    })
    expect(emptyAnswers(questions)).not.toHaveProperty('retired')
  })

  it('checks each kind with its own message', () => {
    expect(
      fieldsOf({
        pitch: 'x'.repeat(201),
        story: 'y'.repeat(3001),
        farmers: 'many',
        stage: 'Scale',
        markets: ['India', 'Mars'],
        demo: 'ftp://krishisetu.in',
      }),
    ).toEqual({
      pitch: 'Keep your answer under 200 characters.',
      story: 'Keep your answer under 3,000 characters.',
      farmers: 'Enter a number, like 1200 or 4.5.',
      stage: 'Choose one of the options.',
      markets: 'Choose from the options given.',
      demo: 'Enter a full web address, like https://example.com.',
    })
    expect(fieldsOf({ pitch: 'ok', stage: 'Live', markets: ['India', 'India'] })).toEqual({
      markets: 'Choose each option once.',
    })
    expect(fieldsOf({ pitch: 42, stage: 'Live' })).toEqual({ pitch: 'Write your answer as text.' })
  })

  it('refuses answers to questions the channel does not ask, under their own ids', () => {
    expect(fieldsOf({ pitch: 'ok', stage: 'Live', invented: 'x', retired: 'old' })).toEqual({
      invented: 'This channel does not ask that question.',
      retired: 'This channel does not ask that question.',
    })
  })
})

describe('answerText', () => {
  it('reads answers back for the review step', () => {
    expect(answerText(questions[4]!, ['India', 'Gulf'])).toBe('India, Gulf')
    expect(answerText(questions[2]!, 1200000)).toBe('12,00,000')
    expect(answerText(questions[0]!, undefined)).toBe('')
  })
})

describe('answersAsSubmitted', () => {
  it('reads back every question asked, in order, and a hidden one only when it was answered', () => {
    const read = answersAsSubmitted(questions, {
      pitch: 'Cold storage for farmers',
      farmers: 1200,
      markets: ['India'],
    })
    expect(read.map((a) => a.questionId)).toEqual([
      'pitch',
      'story',
      'farmers',
      'stage',
      'markets',
      'demo',
    ])
    expect(read[0]).toEqual({
      questionId: 'pitch',
      label: 'Pitch',
      answer: 'Cold storage for farmers',
    })
    expect(read[1]!.answer).toBe('')
    expect(read[2]!.answer).toBe('1,200')
    expect(answersAsSubmitted(questions, { retired: 'An old answer' }).at(-1)).toEqual({
      questionId: 'retired',
      label: 'Retired',
      answer: 'An old answer',
    })
  })
})

describe('answersFromDraft', () => {
  it('fills the form from a kept draft, dropping answers that no longer fit a question asked', () => {
    expect(
      answersFromDraft(questions, {
        pitch: 'Cold storage for farmers',
        stage: 'Pilot',
        markets: 'India',
        farmers: ['12'],
        retired: 'kept',
        gone: 'from a removed question',
      }),
    ).toEqual({
      ...emptyAnswers(questions),
      pitch: 'Cold storage for farmers',
      stage: 'Pilot',
    })
    expect(answersFromDraft(questions, { markets: ['India', 'Gulf'] }).markets).toEqual([
      'India',
      'Gulf',
    ])
  })
})

describe('draftAnswersSchema', () => {
  it('keeps unfinished answers unchecked, within the bounds of submitted ones', () => {
    expect(
      draftAnswersSchema.safeParse({ pitch: '', stage: 'Not a choice', markets: [] }).success,
    ).toBe(true)
    expect(draftAnswersSchema.safeParse({ story: 'x'.repeat(3001) }).success).toBe(false)
    expect(draftAnswersSchema.safeParse({ farmers: 12 }).success).toBe(false)
    expect(
      draftAnswersSchema.safeParse(
        Object.fromEntries([...Array(51).keys()].map((i) => [`q${i}`, ''])),
      ).success,
    ).toBe(false)
  })
})
