// For render tests only (*.test.tsx): never imported by the app.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { createTRPCClient, type TRPCLink } from '@trpc/client'
import { observable } from '@trpc/server/observable'
import { createTRPCOptionsProxy, type TRPCOptionsProxy } from '@trpc/tanstack-react-query'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'

import { TRPCProvider } from '@/lib/trpc'
import type { AppRouter } from '@/server/trpc/root'

/** A tRPC link that never answers: a render test sees only what it put in the cache. */
const never: TRPCLink<AppRouter> = () => () => observable(() => () => {})

/**
 * Server-renders a screen as a route would show it: inside a router at `path`, with a query cache
 * that `seed` fills first (as a loader would), and a tRPC client that never answers.
 */
export async function renderScreen(
  screen: () => ReactNode,
  {
    path = '/',
    seed,
  }: {
    path?: string
    seed?: (cache: QueryClient, trpc: TRPCOptionsProxy<AppRouter>) => void
  } = {},
): Promise<string> {
  const queryClient = new QueryClient()
  const client = createTRPCClient<AppRouter>({ links: [never] })
  seed?.(queryClient, createTRPCOptionsProxy<AppRouter>({ client, queryClient }))
  const router = createRouter({
    routeTree: createRootRoute({ component: screen }),
    history: createMemoryHistory({ initialEntries: [path] }),
    isServer: true,
  })
  await router.load()
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={client} queryClient={queryClient}>
        <RouterProvider router={router} />
      </TRPCProvider>
    </QueryClientProvider>,
  )
}

/** The words of server-rendered HTML, as one line: what a person reads, without the markup. */
export function textOf(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
}
