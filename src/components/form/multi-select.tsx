/**
 * Searchable multi-select with chips (an ARIA combobox + listbox), e.g. for sectors.
 *
 * - `MultiSelect` — bare control (use inside `Field`: the label points at its search box):
 *   `options: readonly (string | Option)[]` (a string is its own label; `translatedOptions(intl,
 *   'sectors')` gives labels in the page's language while the values stay English), `value:
 *   string[]`, `onChange(next: string[])`, `onBlur?`,
 *   `max?` (further options are disabled once reached), `placeholder?`, `name?`, `id?`,
 *   `aria-invalid?`, `aria-describedby?`, `inputRef?`.
 *   Type to filter (by label or value); click / Enter toggles the highlighted option; Backspace
 *   in an empty box removes the last chip; each chip has a 'Remove {option}' button.
 * - `MultiSelectField` — for react-hook-form: `control`, `name`, `label`, `options`, `max?`,
 *   `hint?`, `optional?`, `placeholder?`, `className?`. Example:
 *   <MultiSelectField control={form.control} name="sectors" label="Sectors" options={sectors} max={5} />
 */
import { Check, X } from 'lucide-react'
import { useId, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form'

import { Field } from '@/components/ui/field'
import { cn } from '@/lib/cn'
import type { Option } from '@/lib/options'

export type MultiSelectOption = string | Option

const toOption = (o: MultiSelectOption): Option =>
  typeof o === 'string' ? { value: o, label: o } : o

type MultiSelectProps = {
  options: readonly MultiSelectOption[]
  value: readonly string[]
  onChange: (next: string[]) => void
  onBlur?: () => void
  max?: number
  placeholder?: string
  name?: string
  id?: string
  inputRef?: Ref<HTMLInputElement>
  'aria-invalid'?: boolean
  'aria-describedby'?: string
}

export function MultiSelect({
  options,
  value,
  onChange,
  onBlur,
  max,
  placeholder,
  name,
  id,
  inputRef,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
}: MultiSelectProps) {
  const intl = useIntl()
  const baseId = useId()
  const listId = `${baseId}-list`
  const statusId = `${baseId}-status`
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const rootRef = useRef<HTMLDivElement>(null)

  const selected = useMemo(() => new Set(value), [value])
  const full = max !== undefined && value.length >= max
  const all = useMemo(() => options.map(toOption), [options])
  const labelOf = (v: string) => all.find((o) => o.value === v)?.label ?? v
  const matches = useMemo(() => {
    const q = query.trim().toLowerCase()
    return q
      ? all
          .filter((o) => o.label.toLowerCase().includes(q) || o.value.toLowerCase().includes(q))
          .map((o) => o.value)
      : all.map((o) => o.value)
  }, [all, query])
  const activeIndex = Math.min(active, Math.max(matches.length - 1, 0))

  function toggle(option: string) {
    if (selected.has(option)) onChange(value.filter((v) => v !== option))
    else if (!full) {
      onChange([...value, option])
      // Ready for the next search, with the list still open.
      setQuery('')
      setActive(0)
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      if (!open) setOpen(true)
      else setActive(Math.min(activeIndex + 1, matches.length - 1))
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      setActive(Math.max(activeIndex - 1, 0))
    } else if (event.key === 'Enter') {
      if (open && matches[activeIndex]) {
        event.preventDefault()
        toggle(matches[activeIndex])
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault()
        setOpen(false)
      }
    } else if (event.key === 'Backspace' && query === '' && value.length > 0) {
      onChange(value.slice(0, -1))
    }
  }

  const optionId = (index: number) => `${baseId}-opt-${index}`

  return (
    <div
      ref={rootRef}
      className="relative"
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) {
          setOpen(false)
          onBlur?.()
        }
      }}
    >
      <div
        className={cn(
          'flex min-h-10 w-full flex-wrap items-center gap-1.5 rounded-lg border border-line bg-white px-2 py-1.5 shadow-xs focus-within:border-brand-500 focus-within:ring-3 focus-within:ring-brand-100',
          invalid && 'border-red-500 focus-within:ring-red-100',
        )}
      >
        {value.map((option) => (
          <span
            key={option}
            className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-xs font-medium text-brand-700"
          >
            <span className="truncate">{labelOf(option)}</span>
            <button
              type="button"
              className="rounded-full p-0.5 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500"
              aria-label={intl.formatMessage(
                { id: 'shared.multiSelect.remove' },
                { option: labelOf(option) },
              )}
              onClick={() => onChange(value.filter((v) => v !== option))}
            >
              <X className="size-3" aria-hidden="true" />
            </button>
          </span>
        ))}
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && matches.length > 0 ? optionId(activeIndex) : undefined}
          aria-invalid={invalid}
          aria-describedby={[statusId, describedBy].filter(Boolean).join(' ')}
          placeholder={
            value.length === 0
              ? (placeholder ?? intl.formatMessage({ id: 'shared.multiSelect.placeholder' }))
              : ''
          }
          className="h-7 min-w-32 flex-1 bg-transparent px-1 text-sm text-ink placeholder:text-muted/70 focus:outline-none"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value)
            setActive(0)
            setOpen(true)
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
      </div>
      <p id={statusId} className="sr-only" aria-live="polite">
        <FormattedMessage
          id="shared.multiSelect.status"
          values={{
            count: value.length,
            limited: max !== undefined ? 'yes' : 'no',
            max,
            full: full ? 'yes' : 'no',
          }}
        />
      </p>
      {max !== undefined && (
        <p
          className={cn('mt-1 text-xs', full ? 'text-saffron-500' : 'text-muted')}
          aria-hidden="true"
        >
          <FormattedMessage
            id="shared.multiSelect.chosen"
            values={{ count: value.length, max, full: full ? 'yes' : 'no' }}
          />
        </p>
      )}
      <ul
        id={listId}
        role="listbox"
        aria-multiselectable="true"
        aria-label={intl.formatMessage({ id: 'shared.multiSelect.matching' })}
        hidden={!open}
        className="absolute z-30 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-line bg-white py-1 shadow-lg"
      >
        {matches.length === 0 && (
          <li className="px-3 py-2 text-sm text-muted">
            <FormattedMessage id="shared.multiSelect.noMatch" values={{ query }} />
          </li>
        )}
        {matches.map((option, index) => {
          const isSelected = selected.has(option)
          const disabled = !isSelected && full
          return (
            <li
              key={option}
              id={optionId(index)}
              role="option"
              aria-selected={isSelected}
              aria-disabled={disabled || undefined}
              className={cn(
                'flex cursor-pointer items-center justify-between gap-2 px-3 py-2 text-sm text-ink',
                index === activeIndex && 'bg-brand-50',
                disabled && 'cursor-not-allowed text-muted',
              )}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => toggle(option)}
            >
              <span>{labelOf(option)}</span>
              {isSelected && <Check className="size-4 text-brand-600" aria-hidden="true" />}
            </li>
          )
        })}
      </ul>
    </div>
  )
}

type MultiSelectFieldProps<T extends FieldValues, C = unknown, O extends FieldValues = T> = {
  control: Control<T, C, O>
  name: Path<T>
  label: string
  options: readonly MultiSelectOption[]
  max?: number
  hint?: string
  optional?: boolean
  placeholder?: string
  className?: string
}

export function MultiSelectField<T extends FieldValues, C = unknown, O extends FieldValues = T>({
  control,
  name,
  label,
  options,
  max,
  hint,
  optional,
  placeholder,
  className,
}: MultiSelectFieldProps<T, C, O>) {
  const { field, fieldState } = useController({ control, name })
  const value = Array.isArray(field.value) ? (field.value as string[]) : []
  return (
    <Field
      label={label}
      hint={hint}
      optional={optional}
      error={fieldState.error?.message}
      className={className}
    >
      <MultiSelect
        inputRef={field.ref}
        name={field.name}
        options={options}
        value={value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        max={max}
        placeholder={placeholder}
      />
    </Field>
  )
}
