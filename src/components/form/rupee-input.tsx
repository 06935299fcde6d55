/**
 * Amount in whole rupees, typed the way people say it.
 *
 * - `RupeeInput` — bare control (use inside `Field`, which passes id/aria props through):
 *   props = <input> props minus value/onChange, plus `value: string` (whole rupees as digits, or
 *   what the user typed), `onChange(value: string)`. Accepts '1.5 Cr', '25 L', '45k',
 *   '1,50,00,000'. The value handed on is plain digits ('15000000') once the box is left; the box
 *   itself shows an amount with Indian grouping ('1,50,00,000'), and while typing what was typed.
 *   Anything unreadable is left for the zod schema to reject. Shows a live helper under the box:
 *   '₹1.5 Cr (₹1,50,00,000)', lakh and crore in the page's language ('₹1.5 करोड़').
 * - `RupeeField` — for react-hook-form: `control`, `name`, `label`, `hint?`, `optional?`,
 *   `className?`. Example:
 *   <RupeeField control={form.control} name="plannedRaise" label="Planned raise" />
 */
import { useId, useState, type ComponentProps } from 'react'
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form'
import { useIntl, type IntlShape } from 'react-intl'

import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/cn'
import { formatRupees, parseRupees } from '@/lib/format'
import { shownRupees } from '@/lib/i18n/rupees'

/** The currency's sign beside the box: the same in every language. */
const rupeeSign = '₹'

type RupeeInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  value: string | number | null | undefined
  onChange: (value: string) => void
}

/**
 * '₹1.5 Cr (₹1,50,00,000)' for what was typed, '' when empty, null when it cannot be read; with
 * `intl`, the lakh or crore in the page's language.
 */
export function describeRupees(text: string, intl?: IntlShape): string | null {
  if (text.trim() === '') return ''
  const amount = parseRupees(text)
  if (amount === null) return null
  const compact = intl ? shownRupees(intl, amount) : formatRupees(amount)
  const exact = formatRupees(amount, { exact: true })
  return compact === exact ? exact : `${compact} (${exact})`
}

/**
 * What the box shows for a value it is not being typed into: whole rupees with Indian grouping
 * ('2,00,00,000', the ₹ sits beside the box), anything else as it is.
 */
export function rupeesInBox(value: string | number | null | undefined): string {
  const text = value == null ? '' : String(value).trim()
  if (!/^-?\d+$/.test(text)) return value == null ? '' : String(value)
  return formatRupees(Number(text), { exact: true }).replace('₹', '')
}

export function RupeeInput({
  value,
  onChange,
  onBlur,
  className,
  'aria-describedby': describedBy,
  ...props
}: RupeeInputProps) {
  const intl = useIntl()
  const helperId = useId()
  // What is being typed, kept as typed until the box is left; null when not typing.
  const [typed, setTyped] = useState<string | null>(null)
  const text = typed ?? rupeesInBox(value)
  const described = describeRupees(text, intl)
  return (
    <div className={cn('space-y-1', className)}>
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted"
        >
          {rupeeSign}
        </span>
        <Input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className="pl-7"
          value={text}
          onChange={(event) => {
            setTyped(event.target.value)
            onChange(event.target.value)
          }}
          onBlur={(event) => {
            const amount = parseRupees(event.target.value)
            if (amount !== null && String(amount) !== String(value)) onChange(String(amount))
            setTyped(null)
            onBlur?.(event)
          }}
          aria-describedby={[helperId, describedBy].filter(Boolean).join(' ')}
          {...props}
        />
      </div>
      <p id={helperId} aria-live="polite" className="min-h-4 text-xs text-muted">
        {described === null ? intl.formatMessage({ id: 'shared.rupeeInput.hint' }) : described}
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
  placeholder,
  className,
}: RupeeFieldProps<T, C, O>) {
  const intl = useIntl()
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
        placeholder={placeholder ?? intl.formatMessage({ id: 'shared.rupeeInput.placeholder' })}
      />
    </Field>
  )
}
