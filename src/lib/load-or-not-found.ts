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
