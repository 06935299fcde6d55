import { z } from 'zod'

import type { QuestionKind } from '@/domain/channels/schemas'
import { saying } from '@/lib/i18n/said'

/**
 * The answers to a channel's own questions, validated by a schema built from the questions: the
 * apply form checks with it in the browser and `startups.applications.submit` on the server, so
 * both say the same thing about the same answer.
 */

export type AnswerableQuestion = {
  id: string
  kind: QuestionKind
  label: string
  required: boolean
  hidden?: boolean
  choices?: readonly string[]
}

export const answerLimits = { short_text: 200, long_text: 3000, url: 500 } as const

/** Questions the startup is asked: hidden ones are kept for old answers only. */
export function visibleQuestions<Q extends AnswerableQuestion>(questions: readonly Q[]): Q[] {
  return questions.filter((q) => !q.hidden)
}

const isBlank = (v: unknown) =>
  v == null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0)

const missingAnswer = 'Answer this question.'

/** The message for a wrong value, or "answer this" when a required answer is absent. */
const errorFor = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? missingAnswer : message

function valueSchema(question: AnswerableQuestion): z.ZodType {
  const choices = (question.choices ?? []) as [string, ...string[]]
  switch (question.kind) {
    case 'short_text':
    case 'long_text': {
      const max = answerLimits[question.kind]
      return z
        .string({ error: errorFor('Write your answer as text.') })
        .trim()
        .max(max, { error: saying('rule.answer.keepAnswerUnderCharacters', { max }) })
    }
    case 'number':
      return z.preprocess(
        (v) => (typeof v === 'string' ? Number(v.trim().replaceAll(',', '')) : v),
        z
          .number({ error: errorFor('Enter a number, like 1200 or 4.5.') })
          .min(-1e15, { error: saying('rule.answer.numberTooLarge') })
          .max(1e15, { error: saying('rule.answer.numberTooLarge') }),
      )
    case 'single_choice':
      return z.enum(choices, { error: errorFor('Choose one of the options.') })
    case 'multi_choice':
      // Checked as a whole, so the message sits under the question rather than under one tick.
      return z
        .array(z.string(), { error: errorFor('Choose from the options given.') })
        .refine((list) => list.every((v) => choices.includes(v)), 'Choose from the options given.')
        .refine((list) => new Set(list).size === list.length, {
          error: saying('rule.answer.chooseEachOptionOnce'),
        })
    case 'url':
      return z
        .url({
          protocol: /^https?$/,
          error: errorFor('Enter a full web address, like https://example.com.'),
        })
        .max(answerLimits.url, {
          error: saying('rule.answer.keepAddressUnderCharacters', { url: answerLimits.url }),
        })
  }
}

function answerSchema(question: AnswerableQuestion): z.ZodType {
  const value = valueSchema(question)
  const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v)
  return z.preprocess(
    (v) => (isBlank(v) ? undefined : trimmed(v)),
    question.required ? value : value.optional(),
  )
}

export type Answers = Record<string, unknown>

/**
 * Answers keyed by question id, for the channel's visible questions. Blank optional answers are
 * left out; an id the channel does not ask is refused under its own key.
 */
export function buildAnswersSchema(
  questions: readonly AnswerableQuestion[],
): z.ZodType<Answers, Answers> {
  const shape = Object.fromEntries(visibleQuestions(questions).map((q) => [q.id, answerSchema(q)]))
  return (
    z
      .object(shape)
      // Not z.never(): zod reports that as one unnamed "unrecognized key" issue, not under the id.
      .catchall(z.unknown().refine(() => false, { error: saying('rule.answer.channelDoesNotAsk') }))
      .transform((answers) =>
        Object.fromEntries(Object.entries(answers).filter(([, v]) => v !== undefined)),
      )
  )
}

/** What the form starts with: empty text for every question, no choices ticked. */
export function emptyAnswers(
  questions: readonly AnswerableQuestion[],
): Record<string, string | string[]> {
  return Object.fromEntries(
    visibleQuestions(questions).map((q) => [q.id, q.kind === 'multi_choice' ? [] : '']),
  )
}

/**
 * Answers kept while the founder writes them (`startups.applications.saveDraft`): as the form
 * holds them, text or ticked choices, bounded like submitted answers but not checked against the
 * questions; submitting checks them.
 */
export const draftAnswersSchema = z
  .record(
    z.string().max(64),
    z.union([
      z.string().max(answerLimits.long_text),
      z.array(z.string().max(answerLimits.short_text)).max(50),
    ]),
    { error: saying('rule.answer.sendAnswersKeyedBy') },
  )
  .refine((answers) => Object.keys(answers).length <= 50, {
    error: saying('rule.answer.tooManyAnswers'),
  })
export type DraftAnswers = z.infer<typeof draftAnswersSchema>

/**
 * The form's values from a kept draft: each question the channel asks now gets its kept answer
 * when that still has the question's shape, or a blank; answers to questions since removed or
 * changed in kind are dropped.
 */
export function answersFromDraft(
  questions: readonly AnswerableQuestion[],
  draft: Readonly<Record<string, unknown>>,
): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(emptyAnswers(questions)).map(([id, blank]) => {
      const kept = draft[id]
      const fits = Array.isArray(blank)
        ? Array.isArray(kept) && kept.every((v) => typeof v === 'string')
        : typeof kept === 'string'
      return [id, fits ? (kept as string | string[]) : blank]
    }),
  )
}

/** An answer as the review step and the investor read it; blank when unanswered. */
export function answerText(question: AnswerableQuestion, value: unknown): string {
  if (value == null) return ''
  if (Array.isArray(value)) return value.join(', ')
  if (question.kind === 'number' && typeof value === 'number') return value.toLocaleString('en-IN')
  return String(value)
}

/**
 * What a startup answered, as it reads it back after applying: each question it was asked (the
 * visible ones, and a hidden one it answered before the investor hid it), in the channel's order,
 * with the answer as text ('' when left blank).
 */
export function answersAsSubmitted(
  questions: readonly AnswerableQuestion[],
  answers: Record<string, unknown>,
): { questionId: string; label: string; answer: string }[] {
  return questions
    .filter((q) => !q.hidden || answerText(q, answers[q.id]) !== '')
    .map((q) => ({ questionId: q.id, label: q.label, answer: answerText(q, answers[q.id]) }))
}
