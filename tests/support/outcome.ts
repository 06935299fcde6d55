import { TRPCError } from '@trpc/server'

/** 'ok' when the call succeeds, else the tRPC error code; any other error fails the test. */
export function codeOf(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof TRPCError ? error.code : Promise.reject(error)),
  )
}
