import { TRPCClientError } from '@trpc/client'

import type { AppRouter } from '@/server/trpc/root'

export function trpcErrorCode(error: unknown): string | undefined {
  return error instanceof TRPCClientError
    ? (error as TRPCClientError<AppRouter>).data?.code
    : undefined
}

/** Field messages the server attached to a BAD_REQUEST, keyed by field name. */
export function trpcFieldErrors(error: unknown): Record<string, string[] | undefined> {
  if (!(error instanceof TRPCClientError)) return {}
  const data = (error as TRPCClientError<AppRouter>).data
  return data && 'fieldErrors' in data ? (data.fieldErrors as Record<string, string[]>) : {}
}
