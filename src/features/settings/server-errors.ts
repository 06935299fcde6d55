import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

import { trpcFieldErrors } from '@/lib/trpc-errors'

/** Puts the server's per-field messages on the form's fields; true if any field got one. */
export function setServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly Path<T>[],
): boolean {
  const fieldErrors = trpcFieldErrors(error)
  let found = false
  for (const field of fields) {
    const message = fieldErrors[field]?.[0]
    if (message) {
      setError(field, { message })
      found = true
    }
  }
  return found
}

/** The server's message for an error it explained (conflicts, limits), or a fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback
}
