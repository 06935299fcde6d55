// Limits the browser and the server must agree on.

/** Calls one HTTP request to /trpc may carry; the browser's batching link stops at the same number. */
export const trpcMaxBatchSize = 10

/** Largest body /trpc and /api/auth read (uploads have their own limits). */
export const maxRequestBodyBytes = 1024 * 1024
