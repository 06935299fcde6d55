import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { createTRPCClient, type TRPCLink } from '@trpc/client'
import { observable } from '@trpc/server/observable'
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { contactQueryOptions } from '@/lib/contact'
import { TRPCProvider } from '@/lib/trpc'
import type { AppRouter } from '@/server/trpc/root'

import { SiteLayout } from './site-layout'

const never: TRPCLink<AppRouter> = () => () => observable(() => () => {})

/** Server-rendered as the public pages are; `contactEmail` as the layout's loader left it. */
async function renderFooter(contactEmail?: string) {
  const qc = new QueryClient()
  const client = createTRPCClient<AppRouter>({ links: [never] })
  const trpc = createTRPCOptionsProxy<AppRouter>({ client, queryClient: qc })
  if (contactEmail) {
    qc.setQueryData(contactQueryOptions(trpc).queryKey, {
      contactEmail,
      grievanceOfficer: { name: 'Priya Nair', email: 'grievance@sangam.example' },
    })
  }
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <SiteLayout>
          <p>Page</p>
        </SiteLayout>
      ),
    }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    isServer: true,
  })
  await router.load()
  const html = renderToString(
    <QueryClientProvider client={qc}>
      <TRPCProvider trpcClient={client} queryClient={qc}>
        <RouterProvider router={router} />
      </TRPCProvider>
    </QueryClientProvider>,
  )
  return html.slice(html.indexOf('<footer'))
}

describe('SiteLayout', () => {
  it('shows the configured contact email and links the privacy policy in the footer', async () => {
    const footer = await renderFooter('namaste@sangam.example')
    expect(footer).toContain('href="mailto:namaste@sangam.example"')
    expect(footer).toContain('namaste@sangam.example</span>')
    expect(footer).toMatch(/href="\/legal\/privacy-policy"[^>]*>Privacy policy</)
    expect(footer).toMatch(/href="\/legal\/terms-of-service"[^>]*>Terms of service</)
  })

  it('renders without the address where no loader fetched it', async () => {
    const footer = await renderFooter()
    expect(footer).not.toContain('mailto:')
    expect(footer).toMatch(/href="\/legal\/privacy-policy"[^>]*>Privacy policy</)
  })
})
