/**
 * A labelled text box with a live character counter ('42 / 140'), for react-hook-form.
 *
 * <TextAreaField control={form.control} name="description" label="Description" max={textLimits.description} />
 *
 * Props: `control` (form.control), `name` (field path), `label`, `max` (characters; the counter
 * turns red above it — the zod schema gives the error), `hint?`, `optional?`, `rows?` (default 5),
 * `placeholder?`, `singleLine?` (render an <input> instead of a <textarea>, e.g. a one-liner),
 * `className?`. The error shown is the field's own react-hook-form error.
 */
import { Label } from 'radix-ui'
import { useId, type ReactNode } from 'react'
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'

import { Input, Textarea } from '@/components/ui/input'
import { cn } from '@/lib/cn'

type TextAreaFieldProps<T extends FieldValues, C = unknown, O extends FieldValues = T> = {
  control: Control<T, C, O>
  name: Path<T>
  /** A node, so that words of someone's own (a question) can say translate="no". */
  label: ReactNode
  max: number
  hint?: string
  optional?: boolean
  rows?: number
  placeholder?: string
  singleLine?: boolean
  className?: string
}

export function TextAreaField<T extends FieldValues, C = unknown, O extends FieldValues = T>({
  control,
  name,
  label,
  max,
  hint,
  optional,
  rows = 5,
  placeholder,
  singleLine,
  className,
}: TextAreaFieldProps<T, C, O>) {
  const intl = useIntl()
  const { field, fieldState } = useController({ control, name })
  const id = useId()
  const value =
    typeof field.value === 'string' ? field.value : field.value == null ? '' : String(field.value)
  const length = value.length
  const over = length > max
  const error = fieldState.error?.message
  const describedBy = [hint && !error && `${id}-hint`, error && `${id}-error`, `${id}-count`]
    .filter(Boolean)
    .join(' ')
  const shared = {
    id,
    name: field.name,
    ref: field.ref,
    value,
    placeholder,
    // What is typed is the person's own words: data, never translated. An empty box keeps its
    // placeholder (the page's words) translatable.
    translate: value ? ('no' as const) : undefined,
    onChange: field.onChange,
    onBlur: field.onBlur,
    'aria-invalid': error || over ? true : undefined,
    'aria-describedby': describedBy,
  }
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label.Root htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {optional && (
          <span className="ml-1 font-normal text-muted">
            <FormattedMessage id="shared.field.optional" />
          </span>
        )}
      </Label.Root>
      {singleLine ? <Input {...shared} /> : <Textarea rows={rows} {...shared} />}
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          {hint && !error && (
            <p id={`${id}-hint`} className="text-xs text-muted">
              {hint}
            </p>
          )}
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
              {error}
            </p>
          )}
        </div>
        <p
          id={`${id}-count`}
          className={cn(
            'shrink-0 text-xs tabular-nums',
            over ? 'font-medium text-red-600' : 'text-muted',
          )}
        >
          <FormattedMessage
            id="shared.textArea.count"
            values={{ length: intl.formatNumber(length), max: intl.formatNumber(max) }}
          />
        </p>
      </div>
    </div>
  )
}
