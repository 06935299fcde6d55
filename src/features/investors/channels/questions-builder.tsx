import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react'
import { useId } from 'react'
import {
  Controller,
  useFieldArray,
  useWatch,
  type FieldErrors,
  type UseFormReturn,
} from 'react-hook-form'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input, Textarea } from '@/components/ui/input'
import {
  questionKinds,
  type ChannelInput,
  type ChannelValues,
  type QuestionKind,
} from '@/domain/channels/schemas'
import { Select } from '@/components/form'

type ChannelForm = UseFormReturn<ChannelInput, unknown, ChannelValues>

const maxQuestions = 20
/** A kind of question's name in the page's language (`questionKindLabels` holds the English). */
const kindLabel = (intl: IntlShape, kind: QuestionKind) =>
  intl.formatMessage({ id: `investor.questions.kind.${kind}` })
const isChoiceKind = (kind: QuestionKind | undefined) =>
  kind === 'single_choice' || kind === 'multi_choice'

export function newQuestion() {
  return {
    id: crypto.randomUUID().slice(0, 8) + '-' + Date.now().toString(36),
    kind: 'short_text' as const,
    label: '',
    required: false,
    hidden: false,
    choices: [],
  }
}

function errorText(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined
  const e = error as { message?: unknown; root?: { message?: unknown } }
  if (typeof e.message === 'string') return e.message
  if (typeof e.root?.message === 'string') return e.root.message
  return undefined
}

export function QuestionsBuilder({
  form,
  answerCounts,
}: {
  form: ChannelForm
  answerCounts: Record<string, number>
}) {
  const { control } = form
  const { fields, append, remove, move } = useFieldArray({ control, name: 'questions' })
  const questions = useWatch({ control, name: 'questions' })
  const listError = errorText(form.formState.errors.questions)

  return (
    <div className="space-y-4">
      {fields.length === 0 && (
        <p className="rounded-xl border border-dashed border-line p-4 text-sm text-muted">
          <FormattedMessage id="investor.questions.empty" />
        </p>
      )}
      <ol className="space-y-4">
        {fields.map((field, index) => {
          const question = questions[index]
          const answers = question ? (answerCounts[question.id] ?? 0) : 0
          return (
            <li key={field.id}>
              <QuestionEditor
                form={form}
                index={index}
                count={fields.length}
                kind={question?.kind}
                answers={answers}
                onMove={(to) => move(index, to)}
                onRemove={() => remove(index)}
              />
            </li>
          )
        })}
      </ol>
      {listError && (
        <p role="alert" className="text-sm text-red-600">
          {listError}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="secondary"
          onClick={() => append(newQuestion())}
          disabled={fields.length >= maxQuestions}
        >
          <Plus aria-hidden="true" />
          <FormattedMessage id="investor.questions.add" />
        </Button>
        <p className="text-xs text-muted">
          <FormattedMessage
            id="investor.questions.count"
            values={{ count: fields.length, max: maxQuestions }}
          />
        </p>
      </div>
    </div>
  )
}

function QuestionEditor({
  form,
  index,
  count,
  kind,
  answers,
  onMove,
  onRemove,
}: {
  form: ChannelForm
  index: number
  count: number
  kind: QuestionKind | undefined
  answers: number
  onMove: (to: number) => void
  onRemove: () => void
}) {
  const intl = useIntl()
  const { register, control, setValue } = form
  const headingId = useId()
  const removeHintId = useId()
  const errors = (
    form.formState.errors.questions as FieldErrors<ChannelInput['questions']> | undefined
  )?.[index]
  const answered = answers > 0
  const number = index + 1

  return (
    <fieldset
      aria-labelledby={headingId}
      className="min-w-0 rounded-xl border border-line bg-surface/60 p-4"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-ink">
          <FormattedMessage id="investor.questions.heading" values={{ number }} />
          {answered && (
            <span className="ml-2 font-normal text-muted">
              <FormattedMessage id="investor.questions.answers" values={{ count: answers }} />
            </span>
          )}
        </h3>
        <div className="flex flex-wrap gap-1">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => onMove(index - 1)}
            disabled={index === 0}
            aria-label={intl.formatMessage({ id: 'investor.questions.moveUp' }, { number })}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => onMove(index + 1)}
            disabled={index === count - 1}
            aria-label={intl.formatMessage({ id: 'investor.questions.moveDown' }, { number })}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={onRemove}
            disabled={answered}
            title={
              answered
                ? intl.formatMessage({ id: 'investor.questions.removeTitle' }, { count: answers })
                : undefined
            }
            aria-describedby={answered ? removeHintId : undefined}
            className="text-red-700"
          >
            <Trash2 aria-hidden="true" />
            <FormattedMessage id="investor.questions.remove" />
          </Button>
        </div>
      </div>
      {answered && (
        <p id={removeHintId} className="mb-3 text-xs text-muted">
          <FormattedMessage id="investor.questions.answeredHint" values={{ count: answers }} />
        </p>
      )}

      <div className="grid gap-4 md:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
        {answered ? (
          <div className="space-y-1.5">
            <p className="text-sm font-medium text-ink">
              <FormattedMessage id="investor.questions.kind" />
            </p>
            <p className="flex h-10 items-center text-sm text-muted">
              {kind ? kindLabel(intl, kind) : ''}
            </p>
          </div>
        ) : (
          <Field
            label={intl.formatMessage({ id: 'investor.questions.kind' })}
            error={errors?.kind?.message}
          >
            <Select
              options={questionKinds.map((value) => ({ value, label: kindLabel(intl, value) }))}
              placeholder={intl.formatMessage({ id: 'investor.questions.kindPlaceholder' })}
              {...register(`questions.${index}.kind`, {
                onChange: (event: { target: { value: string } }) => {
                  if (!isChoiceKind(event.target.value as QuestionKind)) {
                    setValue(`questions.${index}.choices`, [], { shouldDirty: true })
                  }
                },
              })}
            />
          </Field>
        )}
        <Field
          label={intl.formatMessage({ id: 'investor.questions.question' })}
          error={errors?.label?.message}
        >
          <Input
            placeholder={intl.formatMessage({ id: 'investor.questions.questionPlaceholder' })}
            maxLength={200}
            {...register(`questions.${index}.label`)}
          />
        </Field>
      </div>

      {isChoiceKind(kind) && (
        <Controller
          control={control}
          name={`questions.${index}.choices`}
          render={({ field, fieldState }) => (
            <Field
              label={intl.formatMessage({ id: 'investor.questions.choices' })}
              hint={intl.formatMessage({ id: 'investor.questions.choicesHint' })}
              error={fieldState.error?.message ?? errorText(fieldState.error)}
              className="mt-4"
            >
              {/* The investor's own choices, one a line: data, never translated. */}
              <Textarea
                rows={4}
                translate="no"
                name={field.name}
                ref={field.ref}
                value={(field.value ?? []).join('\n')}
                onChange={(event) => field.onChange(event.target.value.split('\n'))}
                onBlur={() => {
                  field.onChange((field.value ?? []).map((c) => c.trim()).filter(Boolean))
                  field.onBlur()
                }}
              />
            </Field>
          )}
        />
      )}

      <div className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        <label className="inline-flex items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            className="size-4 rounded border-line accent-brand-600"
            {...register(`questions.${index}.required`)}
          />
          <FormattedMessage id="investor.questions.required" />
        </label>
        <label className="inline-flex items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            className="size-4 rounded border-line accent-brand-600"
            {...register(`questions.${index}.hidden`)}
          />
          <FormattedMessage id="investor.questions.hidden" />
        </label>
      </div>
    </fieldset>
  )
}
