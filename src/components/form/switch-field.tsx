/**
 * An on/off setting: a native checkbox with role="switch" (so `getByLabel(label)` and
 * `check()` work), its label and a short explanation.
 *
 * Props: `label`, `description?: ReactNode`, `checked`, `onCheckedChange(checked: boolean)`,
 * `name?`, `disabled?`, `children?` (extra content under the description, e.g. a link), `className?`.
 * With react-hook-form wrap it in a <Controller>, or use `SwitchFieldControlled` (`control`, `name`, …).
 */
import { useId, type ReactNode } from 'react'
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form'

import { cn } from '@/lib/cn'

type SwitchFieldProps = {
  label: string
  description?: ReactNode
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  onBlur?: () => void
  name?: string
  disabled?: boolean
  children?: ReactNode
  className?: string
}

export function SwitchField({
  label,
  description,
  checked,
  onCheckedChange,
  onBlur,
  name,
  disabled,
  children,
  className,
}: SwitchFieldProps) {
  const id = useId()
  return (
    <div className={cn('flex items-start justify-between gap-4', className)}>
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        {description && (
          <p id={`${id}-description`} className="mt-0.5 text-sm text-muted">
            {description}
          </p>
        )}
        {children}
      </div>
      <span className="relative mt-0.5 inline-flex shrink-0">
        <input
          id={id}
          type="checkbox"
          role="switch"
          name={name}
          checked={checked}
          disabled={disabled}
          aria-checked={checked}
          aria-describedby={description ? `${id}-description` : undefined}
          onChange={(event) => onCheckedChange(event.target.checked)}
          onBlur={onBlur}
          className="peer h-6 w-11 cursor-pointer appearance-none rounded-full bg-line transition-colors checked:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
        />
      </span>
    </div>
  )
}

type SwitchFieldControlledProps<
  T extends FieldValues,
  C = unknown,
  O extends FieldValues = T,
> = Omit<SwitchFieldProps, 'checked' | 'onCheckedChange' | 'onBlur' | 'name'> & {
  control: Control<T, C, O>
  name: Path<T>
}

export function SwitchFieldControlled<
  T extends FieldValues,
  C = unknown,
  O extends FieldValues = T,
>({ control, name, ...props }: SwitchFieldControlledProps<T, C, O>) {
  const { field } = useController({ control, name })
  return (
    <SwitchField
      {...props}
      name={field.name}
      checked={Boolean(field.value)}
      onCheckedChange={field.onChange}
      onBlur={field.onBlur}
    />
  )
}
