import { useId } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'

import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { CheckboxChipsField, TextAreaField } from '@/components/form'

import { answerLimits, type Answers } from '@/domain/applications/answers'
import type { ApplyPage } from './types'

type Question = ApplyPage['channel']['questions'][number]

/** How a web address starts: the same in every language. */
const urlStart = 'https://'
type AnswersForm = UseFormReturn<Answers, unknown, Answers>

/** The investor's own words (a question, its choices): kept as written. */
const asWritten = (text: string) => <span translate="no">{text}</span>

/** One of the channel's questions, as the control that fits its kind. */
export function QuestionField({ question: q, form }: { question: Question; form: AnswersForm }) {
  const intl = useIntl()
  const optional = !q.required
  const error = form.formState.errors[q.id]?.message
  switch (q.kind) {
    case 'short_text':
      return (
        <TextAreaField
          control={form.control}
          name={q.id}
          label={asWritten(q.label)}
          max={answerLimits.short_text}
          optional={optional}
          singleLine
        />
      )
    case 'long_text':
      return (
        <TextAreaField
          control={form.control}
          name={q.id}
          label={asWritten(q.label)}
          max={answerLimits.long_text}
          optional={optional}
          rows={6}
        />
      )
    case 'multi_choice':
      return (
        <CheckboxChipsField
          control={form.control}
          name={q.id}
          legend={asWritten(q.label)}
          options={q.choices}
          optionsAsWritten
          optional={optional}
          hint={intl.formatMessage({ id: 'apply.question.chooseAll' })}
        />
      )
    case 'single_choice':
      return (
        <ChoiceField
          question={q}
          form={form}
          error={typeof error === 'string' ? error : undefined}
        />
      )
    case 'number':
      return (
        <Field
          label={asWritten(q.label)}
          optional={optional}
          error={typeof error === 'string' ? error : undefined}
          hint={intl.formatMessage({ id: 'apply.question.number' })}
          className="sm:max-w-xs"
        >
          <Input type="text" inputMode="decimal" {...form.register(q.id)} />
        </Field>
      )
    case 'url':
      return (
        <Field
          label={asWritten(q.label)}
          optional={optional}
          error={typeof error === 'string' ? error : undefined}
          hint={intl.formatMessage({ id: 'apply.question.url' })}
        >
          <Input type="url" inputMode="url" placeholder={urlStart} {...form.register(q.id)} />
        </Field>
      )
  }
}

function ChoiceField({
  question: q,
  form,
  error,
}: {
  question: Question
  form: AnswersForm
  error?: string
}) {
  const id = useId()
  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-2 text-sm font-medium text-ink">
        {asWritten(q.label)}
        {!q.required && (
          <span className="ml-1 font-normal text-muted">
            <FormattedMessage id="shared.field.optional" />
          </span>
        )}
      </legend>
      <div className="space-y-2">
        {q.choices.map((choice) => (
          <label key={choice} className="flex items-start gap-2 text-sm text-ink">
            <input
              type="radio"
              value={choice}
              className="mt-0.5 size-4 accent-brand-600"
              {...form.register(q.id)}
            />
            {asWritten(choice)}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  )
}
