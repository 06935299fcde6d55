import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { createTRPCClient, type TRPCLink } from '@trpc/client'
import type { inferRouterOutputs } from '@trpc/server'
import { observable } from '@trpc/server/observable'
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { TRPCProvider } from '@/lib/trpc'
import { Route as UsersRoute } from '@/routes/admin/users'
import type { AppRouter } from '@/server/trpc/root'

type UserList = inferRouterOutputs<AppRouter>['admin']['users']['list']

const never: TRPCLink<AppRouter> = () => () => observable(() => () => {})

/** The users screen at `path`, its page of users already in the cache as its loader leaves it. */
async function renderUsers(path: string, list: UserList) {
  const queryClient = new QueryClient()
  const client = createTRPCClient<AppRouter>({ links: [never] })
  const trpc = createTRPCOptionsProxy<AppRouter>({ client, queryClient })
  const rootRoute = createRootRoute()
  const { validateSearch, search, component } = UsersRoute.options
  const users = createRoute({
    getParentRoute: () => rootRoute,
    path: '/admin/users',
    validateSearch,
    search,
    component,
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([users]),
    history: createMemoryHistory({ initialEntries: [path] }),
    isServer: true,
  })
  await router.load()
  const { q, page } = router.state.location.search as { q?: string; page?: number }
  queryClient.setQueryData(trpc.admin.users.list.queryKey({ q, page: page ?? 1 }), list)
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={client} queryClient={queryClient}>
        <RouterProvider router={router} />
      </TRPCProvider>
    </QueryClientProvider>,
  ).replace(/<!-- -->/g, '')
}

const asha = {
  id: 'u1',
  name: 'Asha Rao',
  email: 'asha@example.in',
  emailVerified: true,
  isAdmin: false,
  createdAt: new Date('2025-01-05'),
  organisationName: 'Krishi Setu',
  organisationKind: 'startup',
  role: 'owner',
} as UserList['rows'][number]

describe('an admin list screen', () => {
  it('shows its heading, its search, the page of rows and the count', async () => {
    const html = await renderUsers('/admin/users', {
      rows: [asha],
      page: 1,
      pageCount: 1,
      total: 1,
    } as UserList)
    expect(html).toContain('<h1 class="text-2xl font-semibold tracking-tight text-ink">Users</h1>')
    expect(html).toMatch(/<form[^>]*role="search"/)
    expect(html).toContain('>Search users</label>')
    expect(html).toContain('<caption class="sr-only">Users</caption>')
    expect(html).toContain('Asha Rao')
    expect(html).toContain('<p>1 user</p>')
  })

  it('offers the whole list again when a search finds nothing', async () => {
    const html = await renderUsers('/admin/users?q=zed', {
      rows: [],
      page: 1,
      pageCount: 1,
      total: 0,
    } as unknown as UserList)
    expect(html).toContain('No users match “zed”.')
    expect(html).toMatch(/<a[^>]*href="\/admin\/users"[^>]*>Show all users<\/a>/)
  })

  it('says a page past the end is not there', async () => {
    const html = await renderUsers('/admin/users?page=3', {
      rows: [],
      page: 3,
      pageCount: 1,
      total: 1,
    } as unknown as UserList)
    expect(html).toContain('There is no page 3.')
    expect(html).toContain('Show all users')
  })
})
