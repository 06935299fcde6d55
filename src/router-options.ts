import type { ParsedLocation } from '@tanstack/react-router'

/**
 * Lists a person works through (open a record, come back, open the next) keep their scroll by
 * address: going back to the same list, by the browser's Back or by a "Back to applications"
 * link, returns to exactly where they were. Every other page keeps it per history entry, the
 * router's default, so a link to a page opens it at the top.
 */
const listsKeptByAddress = new Set(['/investors', '/investors/applications'])

export function scrollRestorationKey(location: ParsedLocation): string {
  if (listsKeptByAddress.has(location.pathname)) return location.href
  return location.state.__TSR_key ?? location.href
}

// Routing defaults (docs/contract.md, "Client defaults"), in one place so the router and its test read the same numbers.
export const routerDefaults = {
  defaultPreload: 'intent',
  defaultPendingMs: 1000,
  defaultPreloadDelay: 50,
  defaultPendingMinMs: 500,
  defaultGcTime: 5 * 60 * 1000,
  defaultPreloadStaleTime: 30 * 1000,
  scrollRestoration: true,
  getScrollRestorationKey: scrollRestorationKey,
} as const
