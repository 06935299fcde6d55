import { Label } from 'radix-ui'
import { cloneElement, useId, type ReactElement, type ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

import { cn } from '@/lib/cn'

type FieldProps = {
  /** A node, so that words of someone's own (a question) can say translate="no". */
  label: ReactNode
  error?: string
  hint?: string
  optional?: boolean
  className?: string
  children: ReactElement<Record<string, unknown>>
}

/** A labelled form control with its hint and its field-level error, wired for screen readers. */
export function Field({ label, error, hint, optional, className, children }: FieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined
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
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint && !error && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  )
}
