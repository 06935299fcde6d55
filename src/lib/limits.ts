// Limits the browser and the server must agree on.

/** Calls one HTTP request to /trpc may carry; the browser's batching link stops at the same number. */
export const trpcMaxBatchSize = 10

/** Largest body /trpc and /api/auth read (uploads have their own limits). */
export const maxRequestBodyBytes = 1024 * 1024

/**
 * How many of each a person or an organisation may keep. Every screen that shows them shows them
 * all, so each bound is also the longest such answer; well above what a team uses.
 */
export const ownedLimits = {
  savedViewsPerPerson: 50,
  listsPerOrganisation: 200,
  channelsPerOrganisation: 200,
  /** An investor organisation's notes on one startup. */
  notesPerStartup: 500,
  foundersPerStartup: 20,
  /** Saved messages to founders (docs/decisions/0036). */
  messageTemplatesPerOrganisation: 100,
} as const

/** The notification bell counts unread notifications up to this many, and shows "99+" past 99. */
export const unreadCountCap = 100
