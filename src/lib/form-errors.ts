import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

import { trpcFieldErrors } from './trpc-errors'

type ServerFieldOptions<T extends FieldValues> = {
  /**
   * Where the server reports a form field, when it is not the field's own name: a form that
   * sends `{ section, values }` gets `values.problem` back, an application form `answers.<id>`.
   * The field's own name is tried after it.
   */
  serverKey?: (field: Path<T>) => string
  /** Move focus to the first field that got a message. */
  focus?: boolean
}

/**
 * Puts the server's per-field messages (zod issues of a BAD_REQUEST) on a react-hook-form
 * form's fields. Returns whether any field got one, so the caller can say "check the marked
 * fields" instead of a general message.
 */
export function setServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly Path<T>[],
  { serverKey, focus = false }: ServerFieldOptions<T> = {},
): boolean {
  const fieldErrors = trpcFieldErrors(error)
  let found = false
  for (const field of fields) {
    const message = (serverKey && fieldErrors[serverKey(field)]?.[0]) ?? fieldErrors[field]?.[0]
    if (!message) continue
    setError(field, { message }, { shouldFocus: focus && !found })
    found = true
  }
  return found
}

/** The server's message for an error it explained (conflicts, limits), or a fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback
}
