import { useId } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { FormattedMessage } from 'react-intl'

import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/cn'
import type { Option } from '@/lib/options'

// Fields only the full profile's sections use.

/** A group of radio buttons with a legend; stores the option's value, shows its label. */
export function RadioGroup({
  legend,
  options,
  registration,
  error,
  hint,
}: {
  legend: string
  options: readonly (string | Option)[]
  registration: UseFormRegisterReturn
  error?: string
  hint?: string
}) {
  const id = useId()
  const describedBy =
    [hint && !error && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
  return (
    <fieldset
      className="min-w-0"
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-2 text-sm font-medium text-ink">{legend}</legend>
      <div className="grid gap-2">
        {options.map((option) => {
          const { value, label } =
            typeof option === 'string' ? { value: option, label: option } : option
          return (
            <label
              key={value}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-line bg-white px-3 py-2.5 text-sm text-ink hover:bg-surface has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-100"
            >
              <input
                type="radio"
                value={value}
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
                {...registration}
              />
              <span>{label}</span>
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

/** A whole number or a percentage typed as text (so '12,000' is accepted); the schema parses it. */
export function NumberField({
  label,
  registration,
  error,
  hint,
  decimal,
  placeholder,
}: {
  label: string
  registration: UseFormRegisterReturn
  error?: string
  hint?: string
  decimal?: boolean
  placeholder?: string
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      <Input
        type="text"
        inputMode={decimal ? 'decimal' : 'numeric'}
        autoComplete="off"
        placeholder={placeholder}
        {...registration}
      />
    </Field>
  )
}

/** A value kept on another screen, shown read-only with a hint where to change it. */
export function ReadOnly({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div id={id} className="min-w-0 scroll-mt-24">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={cn('mt-0.5 font-medium', value ? 'text-ink' : 'text-muted')}>
        {value || <FormattedMessage id="founder.full.notGiven" />}
      </dd>
    </div>
  )
}
