// For render tests only (*.test.tsx): never imported by the app.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
  type AnyRoute,
} from '@tanstack/react-router'
import { createTRPCClient, type TRPCLink } from '@trpc/client'
import { observable } from '@trpc/server/observable'
import { createTRPCOptionsProxy, type TRPCOptionsProxy } from '@trpc/tanstack-react-query'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'

import { TestIntl } from './intl'
import type { Locale } from '@/lib/i18n/locales'
import { TRPCProvider } from '@/lib/trpc'
import type { AppRouter } from '@/server/trpc/root'

/** A tRPC link that never answers: a render test sees only what it put in the cache. */
const never: TRPCLink<AppRouter> = () => () => observable(() => () => {})

/**
 * Server-renders a screen as a route would show it: inside a router at `path`, with a query cache
 * that `seed` fills first (as a loader would), and a tRPC client that never answers. With `route`,
 * the screen stands at `route.path`, reading the URL's search as the route's options validate it.
 */
export async function renderScreen(
  screen: () => ReactNode,
  {
    path = '/',
    seed,
    route,
    locale,
  }: {
    path?: string
    /** The language the screen renders in; English by default. */
    locale?: Locale
    seed?: (cache: QueryClient, trpc: TRPCOptionsProxy<AppRouter>) => void
    /** A file route's path and options: the file route alone does not know its path. */
    route?: { path: string; options: AnyRoute['options'] }
  } = {},
): Promise<string> {
  const queryClient = new QueryClient()
  const client = createTRPCClient<AppRouter>({ links: [never] })
  seed?.(queryClient, createTRPCOptionsProxy<AppRouter>({ client, queryClient }))
  const root = createRootRoute(route ? {} : { component: screen })
  const routeTree = route
    ? root.addChildren([
        createRoute({
          getParentRoute: () => root,
          path: route.path,
          validateSearch: route.options.validateSearch,
          search: route.options.search,
          component: screen,
        }),
      ])
    : root
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    isServer: true,
  })
  await router.load()
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={client} queryClient={queryClient}>
        <TestIntl locale={locale}>
          <RouterProvider router={router} />
        </TestIntl>
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
