import { stripSearchParams } from '@tanstack/react-router'
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

/**
 * The search options of an admin list: its params, kept out of the URL while they hold their
 * defaults. Each route names its skeleton and error panel itself, so that the router's code
 * splitting moves them into the route's own chunk.
 */
export function listRoute<Schema extends z.ZodType<{ page: number }>>(
  validateSearch: Schema,
  // Every list's search has a page, so its defaults fit any list.
  defaults = listDefaults as Partial<z.output<Schema>>,
) {
  return {
    validateSearch,
    search: { middlewares: [stripSearchParams<z.output<Schema>>(defaults)] },
  }
}
