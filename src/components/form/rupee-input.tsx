/**
 * Amount in whole rupees, typed the way people say it.
 *
 * - `RupeeInput` — bare control (use inside `Field`, which passes id/aria props through):
 *   props = <input> props minus value/onChange, plus `value: string` (whole rupees as digits, or
 *   what the user typed), `onChange(value: string)`. Accepts '1.5 Cr', '25 L', '45k',
 *   '1,50,00,000'; on blur a parseable entry is rewritten to plain digits ('15000000'), anything
 *   else is left for the zod schema to reject. Shows a live helper under the box:
 *   '₹1.5 Cr (₹1,50,00,000)'.
 * - `RupeeField` — for react-hook-form: `control`, `name`, `label`, `hint?`, `optional?`,
 *   `className?`. Example:
 *   <RupeeField control={form.control} name="plannedRaise" label="Planned raise" />
 */
import { useId, type ComponentProps } from 'react'
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form'

import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/cn'
import { formatRupees, parseRupees } from '@/lib/format'

type RupeeInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  value: string | number | null | undefined
  onChange: (value: string) => void
}

/** '₹1.5 Cr (₹1,50,00,000)' for what was typed, '' when empty, null when it cannot be read. */
export function describeRupees(text: string): string | null {
  if (text.trim() === '') return ''
  const amount = parseRupees(text)
  if (amount === null) return null
  const compact = formatRupees(amount)
  const exact = formatRupees(amount, { exact: true })
  return compact === exact ? exact : `${compact} (${exact})`
}

export function RupeeInput({
  value,
  onChange,
  onBlur,
  className,
  'aria-describedby': describedBy,
  ...props
}: RupeeInputProps) {
  const helperId = useId()
  const text = value == null ? '' : String(value)
  const described = describeRupees(text)
  return (
    <div className={cn('space-y-1', className)}>
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted"
        >
          ₹
        </span>
        <Input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className="pl-7"
          value={text}
          onChange={(event) => onChange(event.target.value)}
          onBlur={(event) => {
            const amount = parseRupees(event.target.value)
            if (amount !== null && String(amount) !== event.target.value) onChange(String(amount))
            onBlur?.(event)
          }}
          aria-describedby={[helperId, describedBy].filter(Boolean).join(' ')}
          {...props}
        />
      </div>
      <p id={helperId} aria-live="polite" className="min-h-4 text-xs text-muted">
        {described === null ? 'Type an amount like 1.5 Cr, 25 L or 45,000.' : described}
      </p>
    </div>
  )
}

type RupeeFieldProps<T extends FieldValues, C = unknown, O extends FieldValues = T> = {
  control: Control<T, C, O>
  name: Path<T>
  label: string
  hint?: string
  optional?: boolean
  placeholder?: string
  className?: string
}

export function RupeeField<T extends FieldValues, C = unknown, O extends FieldValues = T>({
  control,
  name,
  label,
  hint,
  optional,
  placeholder = 'e.g. 1.5 Cr',
  className,
}: RupeeFieldProps<T, C, O>) {
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name })
  return (
    <Field
      label={label}
      hint={hint}
      optional={optional}
      error={fieldState.error?.message}
      className={className}
    >
      <RupeeInput
        ref={ref}
        name={fieldName}
        value={value as string | number | null | undefined}
        onChange={onChange}
        onBlur={onBlur}
        placeholder={placeholder}
      />
    </Field>
  )
}
