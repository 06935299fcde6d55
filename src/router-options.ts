// Routing defaults (docs/contract.md, "Client defaults"), in one place so the router and its test read the same numbers.
export const routerDefaults = {
  defaultPreload: 'intent',
  defaultPendingMs: 1000,
  defaultPreloadDelay: 50,
  defaultPendingMinMs: 500,
  defaultGcTime: 5 * 60 * 1000,
  defaultPreloadStaleTime: 30 * 1000,
  scrollRestoration: true,
} as const
