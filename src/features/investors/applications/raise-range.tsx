import { useId, useState, type FormEvent } from 'react'
import { useIntl } from 'react-intl'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { raiseBound } from '@/domain/applications/search-params'
import { formatRupees, parseRupees } from '@/lib/format'

type Bounds = { plannedRaiseMin: string | undefined; plannedRaiseMax: string | undefined }

/**
 * Minimum and maximum planned raise, typed the way people say amounts ('50 L', '1.5 Cr',
 * '5000000') and written to the URL in whole rupees.
 */
export function RaiseRange({
  value,
  onChange,
}: {
  value: Bounds
  onChange: (next: Bounds) => void
}) {
  const intl = useIntl()
  const [shown, setShown] = useState(value)
  const [text, setText] = useState(() => textOf(value))
  const [errors, setErrors] = useState<{ min?: string; max?: string }>({})
  // Follow the URL when it changes elsewhere (back/forward, chips, saved views).
  if (
    shown.plannedRaiseMin !== value.plannedRaiseMin ||
    shown.plannedRaiseMax !== value.plannedRaiseMax
  ) {
    setShown(value)
    setText(textOf(value))
    setErrors({})
  }
  const id = useId()

  function submit(event: FormEvent) {
    event.preventDefault()
    const min = read(text.min)
    const max = read(text.max)
    const invalid = intl.formatMessage({ id: 'pipeline.raise.invalid' })
    const next = {
      min: min === 'invalid' ? invalid : undefined,
      max:
        max === 'invalid'
          ? invalid
          : typeof min === 'number' && typeof max === 'number' && max < min
            ? intl.formatMessage({ id: 'pipeline.raise.belowMinimum' })
            : undefined,
    }
    setErrors(next)
    if (next.min || next.max) return
    onChange({
      plannedRaiseMin: typeof min === 'number' ? String(min) : undefined,
      plannedRaiseMax: typeof max === 'number' ? String(max) : undefined,
    })
  }

  const field = (key: 'min' | 'max', label: string) => {
    const parsed = read(text[key])
    const hint =
      typeof parsed === 'number'
        ? formatRupees(parsed, { exact: true })
        : intl.formatMessage({ id: 'pipeline.raise.hint' })
    return (
      <div className="min-w-0 flex-1 space-y-1">
        <label htmlFor={`${id}-${key}`} className="block text-xs font-medium text-muted">
          {label}
        </label>
        <Input
          id={`${id}-${key}`}
          inputMode="decimal"
          className="h-9"
          value={text[key]}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={`${id}-${key}-note`}
          onChange={(event) => setText((t) => ({ ...t, [key]: event.target.value }))}
        />
        <p
          id={`${id}-${key}-note`}
          className={errors[key] ? 'text-xs text-red-600' : 'truncate text-xs text-muted'}
        >
          {errors[key] ?? hint}
        </p>
      </div>
    )
  }

  return (
    <form method="post" onSubmit={submit} noValidate>
      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-semibold text-ink">
          {intl.formatMessage({ id: 'pipeline.raise.legend' })}
        </legend>
        <div className="flex gap-2">
          {field('min', intl.formatMessage({ id: 'pipeline.raise.minimum' }))}
          {field('max', intl.formatMessage({ id: 'pipeline.raise.maximum' }))}
        </div>
        <Button type="submit" variant="secondary" size="sm" className="mt-2 w-full">
          {intl.formatMessage({ id: 'pipeline.raise.apply' })}
        </Button>
      </fieldset>
    </form>
  )
}

function textOf(value: Bounds) {
  const show = (bound: string | undefined) => {
    const rupees = raiseBound(bound)
    if (rupees === null) return ''
    // '1.5 Cr' when that is exact, else every digit ('1,23,45,678').
    const compact = formatRupees(rupees).replace('₹', '')
    return parseRupees(compact) === rupees
      ? compact
      : formatRupees(rupees, { exact: true }).replace('₹', '')
  }
  return { min: show(value.plannedRaiseMin), max: show(value.plannedRaiseMax) }
}

function read(text: string): number | 'invalid' | undefined {
  if (!text.trim()) return undefined
  const rupees = parseRupees(text)
  return rupees === null || rupees < 0 ? 'invalid' : rupees
}
