import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query'

import { ErrorPanel } from '@/components/error-panel'
import { NotFound } from '@/components/not-found'
import { createQueryClient } from '@/lib/query-client'
import { createTrpcClient, TRPCProvider } from '@/lib/trpc'
import type { AppRouter } from '@/server/trpc/root'

import { routerDefaults } from './router-options'
import { routeTree } from './routeTree.gen'

export function getRouter() {
  const queryClient = createQueryClient()
  const trpcClient = createTrpcClient()
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient })

  const router = createRouter({
    routeTree,
    context: { queryClient, trpc },
    ...routerDefaults,
    defaultNotFoundComponent: NotFound,
    defaultErrorComponent: ErrorPanel,
    Wrap: ({ children }) => (
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    ),
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
