import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react'
import { useId } from 'react'
import {
  Controller,
  useFieldArray,
  useWatch,
  type FieldErrors,
  type UseFormReturn,
} from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input, Textarea } from '@/components/ui/input'
import {
  questionKindLabels,
  questionKinds,
  type ChannelInput,
  type ChannelValues,
  type QuestionKind,
} from '@/domain/channels/schemas'
import { Select } from '@/components/form'
import { plural } from '@/lib/format'

type ChannelForm = UseFormReturn<ChannelInput, unknown, ChannelValues>

const maxQuestions = 20
const kindOptions = questionKinds.map((kind) => ({ value: kind, label: questionKindLabels[kind] }))
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
          No questions yet. Every application already includes the startup&apos;s full profile; add
          questions for anything else you want to know.
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
          Add question
        </Button>
        <p className="text-xs text-muted">
          {fields.length} of {maxQuestions} questions
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
          Question {number}
          {answered && (
            <span className="ml-2 font-normal text-muted">· {plural(answers, 'answer')}</span>
          )}
        </h3>
        <div className="flex flex-wrap gap-1">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => onMove(index - 1)}
            disabled={index === 0}
            aria-label={`Move question ${number} up`}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => onMove(index + 1)}
            disabled={index === count - 1}
            aria-label={`Move question ${number} down`}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={onRemove}
            disabled={answered}
            title={answered ? `Has ${answers} answers — hide it instead` : undefined}
            aria-describedby={answered ? removeHintId : undefined}
            className="text-red-700"
          >
            <Trash2 aria-hidden="true" />
            Remove
          </Button>
        </div>
      </div>
      {answered && (
        <p id={removeHintId} className="mb-3 text-xs text-muted">
          Has {plural(answers, 'answer')} — hide it instead. You can reword it, but not remove it or
          change its kind.
        </p>
      )}

      <div className="grid gap-4 md:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
        {answered ? (
          <div className="space-y-1.5">
            <p className="text-sm font-medium text-ink">Kind</p>
            <p className="flex h-10 items-center text-sm text-muted">
              {kind ? questionKindLabels[kind] : ''}
            </p>
          </div>
        ) : (
          <Field label="Kind" error={errors?.kind?.message}>
            <Select
              options={kindOptions}
              placeholder="Choose a kind…"
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
        <Field label="Question" error={errors?.label?.message}>
          <Input
            placeholder="e.g. Who are your first ten customers?"
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
              label="Choices"
              hint="One choice per line, at least two."
              error={fieldState.error?.message ?? errorText(fieldState.error)}
              className="mt-4"
            >
              <Textarea
                rows={4}
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
          Required
        </label>
        <label className="inline-flex items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            className="size-4 rounded border-line accent-brand-600"
            {...register(`questions.${index}.hidden`)}
          />
          Hide from new applicants
        </label>
      </div>
    </fieldset>
  )
}
