import { TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server'
import { z } from 'zod'

/**
 * An error about one field that only the server can find (a name already taken, a person who is
 * not a teammate). It reaches the client like a validation error: the message for the whole form
 * and `data.fieldErrors[field]`, which the errorFormatter in ./init.ts builds from a ZodError.
 */
export function fieldError(code: TRPC_ERROR_CODE_KEY, field: string, message: string): TRPCError {
  // A ZodError made by parsing (unlike `new ZodError`) is an Error, which tRPC keeps as the cause.
  const { error } = z
    .unknown()
    .superRefine((_, ctx) => {
      ctx.addIssue({ code: 'custom', path: [], message })
      ctx.addIssue({ code: 'custom', path: field.split('.'), message })
    })
    .safeParse(undefined)
  return new TRPCError({ code, message, cause: error })
}
