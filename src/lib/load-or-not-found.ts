import { notFound } from '@tanstack/react-router'

import { trpcErrorCode } from './trpc-errors'

/**
 * Runs a route loader's load and turns "no such record" into the route's Not Found. A malformed
 * id or slug (BAD_REQUEST) is as unknown as a missing one; any other failure stays an error, so
 * the error panel, not a false "not found", shows when loading failed.
 */
export async function loadOrNotFound<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load()
  } catch (error) {
    const code = trpcErrorCode(error)
    if (code === 'NOT_FOUND' || code === 'BAD_REQUEST') throw notFound()
    throw error
  }
}

/**
 * Waits for every one of a loader's queries, then fails with the first failure, if any. Unlike
 * Promise.all, a query still running when another fails is not left behind: the server would
 * send the page with it pending, and its later rejection would reach the browser uncaught.
 */
export async function loadEvery(loads: readonly Promise<unknown>[]): Promise<void> {
  const failed = (await Promise.allSettled(loads)).find((result) => result.status === 'rejected')
  if (failed) throw failed.reason
}
