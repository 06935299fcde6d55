import { z } from 'zod'

/**
 * Search-param pieces shared by the admin lists. Every field falls back (`.catch`) so a
 * hand-edited or stale URL shows the list instead of an error. Limits match the admin router's
 * input, so whatever the URL holds is a valid query.
 */

/** Free-text search. The router parses `?q=123` as a number, hence the coercion. */
export const searchTextParam = z.coerce
  .string()
  .trim()
  .max(120)
  .transform((value) => value || undefined)
  .optional()
  .catch(undefined)

export const pageParam = z.number().int().min(1).max(10_000).default(1).catch(1)

/** The values a list's search params take when absent; stripped from URLs to keep them short. */
export const listDefaults = { page: 1 } as const
