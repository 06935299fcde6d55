/**
 * Native <select> for option lists.
 *
 * - `Select` — the bare control (use inside `Field`, which gives it id/label/aria):
 *   props = all <select> props (spread `register('x')`) plus
 *     `options?: readonly (string | { value: string; label: string })[]`,
 *     `groups?: { label: string; options: readonly (string | Option)[] }[]` (rendered as <optgroup>),
 *     `placeholder?: string` — label of the empty first option (default 'Choose…' in the page's
 *     language; value '').
 * - `SelectField` — `Select` wrapped in `Field`: adds `label`, `error?`, `hint?`, `optional?`,
 *   `className?` (of the wrapper). Example:
 *   <SelectField label="Company type" options={companyTypes} error={errors.companyType?.message} {...register('companyType')} />
 */
import type { ComponentProps } from 'react'
import { useIntl } from 'react-intl'

import { Field } from '@/components/ui/field'
import { cn } from '@/lib/cn'
import type { Option } from '@/lib/options'

export type SelectOption = string | Option
export type SelectGroup = { label: string; options: readonly SelectOption[] }

type SelectProps = Omit<ComponentProps<'select'>, 'children'> & {
  options?: readonly SelectOption[]
  groups?: readonly SelectGroup[]
  placeholder?: string
}

const toOption = (o: SelectOption): Option => (typeof o === 'string' ? { value: o, label: o } : o)

function renderOptions(options: readonly SelectOption[]) {
  return options.map(toOption).map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ))
}

export function Select({ options, groups, placeholder, className, ...props }: SelectProps) {
  const intl = useIntl()
  return (
    <select
      className={cn(
        'h-10 w-full rounded-lg border border-line bg-white px-3 text-sm text-ink shadow-xs focus:border-brand-500 focus:ring-3 focus:ring-brand-100 focus:outline-none disabled:bg-surface aria-invalid:border-red-500 aria-invalid:focus:ring-red-100',
        className,
      )}
      {...props}
    >
      <option value="">{placeholder ?? intl.formatMessage({ id: 'app.select.choose' })}</option>
      {options && renderOptions(options)}
      {groups?.map((group) => (
        <optgroup key={group.label} label={group.label}>
          {renderOptions(group.options)}
        </optgroup>
      ))}
    </select>
  )
}

type SelectFieldProps = SelectProps & {
  label: string
  error?: string
  hint?: string
  optional?: boolean
}

export function SelectField({
  label,
  error,
  hint,
  optional,
  className,
  ...props
}: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} optional={optional} className={className}>
      <Select {...props} />
    </Field>
  )
}
