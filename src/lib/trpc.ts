import { createTRPCClient, httpBatchLink, type TRPCLink } from '@trpc/client'
import { createTRPCContext } from '@trpc/tanstack-react-query'
import { transformer } from '@/lib/transformer'

import { trpcMaxBatchSize } from '@/lib/limits'
import type { AppRouter } from '@/server/trpc/root'

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>()

/** The browser's link: batched calls to /trpc with the session cookie. */
export function browserLinks(): TRPCLink<AppRouter>[] {
  return [
    httpBatchLink({
      url: '/trpc',
      transformer,
      maxItems: trpcMaxBatchSize,
      fetch: (url, options) => fetch(url, { ...options, credentials: 'include' }),
    }),
  ]
}

/** A client over the given links: the browser's, or in-process calls during SSR (src/router.tsx). */
export function createTrpcClient(links: TRPCLink<AppRouter>[]) {
  return createTRPCClient<AppRouter>({ links })
}
