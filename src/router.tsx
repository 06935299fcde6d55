import { createRouter } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query'

import { ErrorPanel } from '@/components/error-panel'
import { NotFound } from '@/components/not-found'
import { createQueryClient } from '@/lib/query-client'
import { browserLinks, createTrpcClient, TRPCProvider } from '@/lib/trpc'
import type { AppRouter } from '@/server/trpc/root'

import { CSP_NONCE_HEADER } from '@/server/security/csp-nonce'
import { ssrLink } from '@/server/trpc/ssr-link'

import { routerDefaults } from './router-options'
import { routeTree } from './routeTree.gen'

// The nonce the server entry made for this request (production only); the browser needs none.
const cspNonce = createIsomorphicFn()
  .server(() => getRequest().headers.get(CSP_NONCE_HEADER) ?? undefined)
  .client(() => undefined)

// During SSR procedures run in-process with the request's cookies; the browser calls /trpc.
const trpcLinks = createIsomorphicFn()
  .server(() => [ssrLink()])
  .client(() => browserLinks())

export function getRouter() {
  const queryClient = createQueryClient()
  const trpcClient = createTrpcClient(trpcLinks())
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient })

  const router = createRouter({
    routeTree,
    context: { queryClient, trpc },
    ...routerDefaults,
    ssr: { nonce: cspNonce() },
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
