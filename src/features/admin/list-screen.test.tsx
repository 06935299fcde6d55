import type { inferRouterOutputs } from '@trpc/server'
import { describe, expect, it } from 'vitest'

import { renderScreen } from '@/lib/testing/render'
import { Route as UsersRoute } from '@/routes/admin/users'
import type { AppRouter } from '@/server/trpc/root'

type UserList = inferRouterOutputs<AppRouter>['admin']['users']['list']

const UsersScreen = UsersRoute.options.component!

/** The users screen at `path`, with the page its loader would have cached for `q` and `page`. */
async function renderUsers(
  path: string,
  input: { q?: string; page: number },
  { rows = [], pageCount = 1, total = rows.length }: Partial<UserList>,
) {
  const html = await renderScreen(() => <UsersScreen />, {
    path,
    route: { path: '/admin/users', options: UsersRoute.options },
    seed: (cache, trpc) =>
      cache.setQueryData(trpc.admin.users.list.queryKey(input), {
        rows,
        page: input.page,
        pageCount,
        total,
      }),
  })
  return html.replace(/<!-- -->/g, '')
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
    const html = await renderUsers('/admin/users', { page: 1 }, { rows: [asha] })
    expect(html).toContain('<h1 class="text-2xl font-semibold tracking-tight text-ink">Users</h1>')
    expect(html).toMatch(/<form[^>]*role="search"/)
    expect(html).toContain('>Search users</label>')
    expect(html).toContain('<caption class="sr-only">Users</caption>')
    expect(html).toContain('Asha Rao')
    expect(html).toContain('<p>1 user</p>')
  })

  it('offers the whole list again when a search finds nothing', async () => {
    const html = await renderUsers('/admin/users?q=zed', { q: 'zed', page: 1 }, {})
    expect(html).toContain('No users match “zed”.')
    expect(html).toMatch(/<a[^>]*href="\/admin\/users"[^>]*>Show all users<\/a>/)
  })

  it('says a page past the end is not there', async () => {
    const html = await renderUsers('/admin/users?page=3', { page: 3 }, { total: 1 })
    expect(html).toContain('There is no page 3.')
    expect(html).toContain('Show all users')
  })
})
