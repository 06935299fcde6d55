import { createIsomorphicFn } from '@tanstack/react-start'
import { createTRPCClient, httpBatchLink, type TRPCLink } from '@trpc/client'
import { createTRPCContext } from '@trpc/tanstack-react-query'
import superjson from 'superjson'

import { trpcMaxBatchSize } from '@/lib/limits'
import type { AppRouter } from '@/server/trpc/root'
import { ssrLink } from '@/server/trpc/ssr-link'

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>()

const links = createIsomorphicFn()
  .server((): TRPCLink<AppRouter>[] => [ssrLink()])
  .client((): TRPCLink<AppRouter>[] => [
    httpBatchLink({
      url: '/trpc',
      transformer: superjson,
      maxItems: trpcMaxBatchSize,
      fetch: (url, options) => fetch(url, { ...options, credentials: 'include' }),
    }),
  ])

export function createTrpcClient() {
  return createTRPCClient<AppRouter>({ links: links() })
}
