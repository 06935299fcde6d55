/**
 * A group of real checkboxes styled as chips; each checkbox's label is the option text.
 *
 * - `CheckboxChips` — bare group: `legend`, `options: readonly (string | Option)[]` (a string is
 *   its own label; `translatedOptions(intl, 'businessTypes')` gives labels in the page's language
 *   while the values stay English), `value: string[]`,
 *   `onChange(next: string[])`, `name?`, `hint?`, `error?`, `max?`, `optional?`, `className?`.
 * - `CheckboxChipsField` — for react-hook-form: `control`, `name`, `legend`, `options`, `hint?`,
 *   `max?`, `optional?`, `className?`. Example:
 *   <CheckboxChipsField control={form.control} name="businessTypes" legend="Business types" options={businessTypes} />
 */
import { Check } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form'

import { cn } from '@/lib/cn'
import type { Option } from '@/lib/options'

export type ChipOption = string | Option

const toOption = (o: ChipOption): Option => (typeof o === 'string' ? { value: o, label: o } : o)

type CheckboxChipsProps = {
  /** The group's name; a node, so that words of someone's own (a question) can say translate="no". */
  legend: ReactNode
  options: readonly ChipOption[]
  value: readonly string[]
  onChange: (next: string[]) => void
  onBlur?: () => void
  name?: string
  hint?: string
  error?: string
  max?: number
  optional?: boolean
  /** The options are someone's own words (a question's choices): kept as written. */
  optionsAsWritten?: boolean
  className?: string
}

export function CheckboxChips({
  legend,
  options,
  value,
  onChange,
  onBlur,
  name,
  hint,
  error,
  max,
  optional,
  optionsAsWritten,
  className,
}: CheckboxChipsProps) {
  const id = useId()
  const full = max !== undefined && value.length >= max
  const describedBy =
    [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
  return (
    <fieldset
      className={cn('min-w-0', className)}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-2 text-sm font-medium text-ink">
        {legend}
        {optional && (
          <span className="ml-1 font-normal text-muted">
            <FormattedMessage id="shared.field.optional" />
          </span>
        )}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map(toOption).map(({ value: option, label }) => {
          const checked = value.includes(option)
          const disabled = !checked && full
          return (
            <label
              key={option}
              translate={optionsAsWritten ? 'no' : undefined}
              className={cn(
                'relative inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm transition-colors select-none has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-100',
                checked
                  ? 'border-brand-500 bg-brand-50 font-medium text-brand-700'
                  : 'border-line bg-white text-ink hover:bg-surface',
                disabled && 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                type="checkbox"
                // Covers the chip, so a click on the chip is a click on the checkbox itself.
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0 disabled:cursor-not-allowed"
                name={name}
                value={option}
                checked={checked}
                disabled={disabled}
                onBlur={onBlur}
                onChange={(event) =>
                  onChange(
                    event.target.checked ? [...value, option] : value.filter((v) => v !== option),
                  )
                }
              />
              {checked && <Check className="size-3.5" aria-hidden="true" />}
              {label}
            </label>
          )
        })}
      </div>
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  )
}

type CheckboxChipsFieldProps<T extends FieldValues, C = unknown, O extends FieldValues = T> = {
  control: Control<T, C, O>
  name: Path<T>
  legend: ReactNode
  options: readonly ChipOption[]
  hint?: string
  max?: number
  optional?: boolean
  optionsAsWritten?: boolean
  className?: string
}

export function CheckboxChipsField<T extends FieldValues, C = unknown, O extends FieldValues = T>({
  control,
  name,
  ...props
}: CheckboxChipsFieldProps<T, C, O>) {
  const { field, fieldState } = useController({ control, name })
  const value = Array.isArray(field.value) ? (field.value as string[]) : []
  return (
    <CheckboxChips
      {...props}
      name={field.name}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  )
}
