import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
  type RouteComponent,
} from '@tanstack/react-router'
import { createTRPCClient, type TRPCLink } from '@trpc/client'
import type { inferRouterOutputs } from '@trpc/server'
import { observable } from '@trpc/server/observable'
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { profileCompleteness } from '@/domain/startups/completeness'
import { TestIntl } from '@/lib/testing/intl'
import { TRPCProvider } from '@/lib/trpc'
import { Route as FounderProfileRoute } from '@/routes/startups/founder-profile'
import { Route as StartupProfileRoute } from '@/routes/startups/startup-profile'
import type { AppRouter } from '@/server/trpc/root'

import { describeRupees, rupeesInBox } from '@/components/form/rupee-input'

type OwnProfile = inferRouterOutputs<AppRouter>['startups']['profile']['get']

const never: TRPCLink<AppRouter> = () => () => observable(() => () => {})

const profile = {
  organisationId: 'o1',
  name: 'Krishi Setu',
  slug: 'krishi-setu',
  oneLiner: 'Cold storage for small farmers',
  description: null,
  website: 'https://krishisetu.in',
  logoFileId: null,
  deckFileId: null,
  foundedOn: '2021-04-01',
  companyType: 'Private Limited Company',
  cin: null,
  llpin: null,
  cooperativeRegistration: null,
  gstin: null,
  dpiitNumber: null,
  deepTech: false,
  headquarters: 'Karnataka',
  city: 'Bengaluru',
  sectors: ['Agriculture and Farming'],
  businessTypes: ['B2B'],
  customerInteractions: [],
  productTypes: [],
  developmentStage: 'Launched',
  revenueStage: null,
  teamSize: 12,
  plannedRaise: 15_000_000,
  marketPositioning: {},
  businessTeam: {},
  tractionIp: {},
  isPublic: true,
  isDiscoverable: false,
  createdAt: new Date('2025-01-05'),
  updatedAt: new Date('2025-01-05'),
}

const founders = [
  {
    id: 'f1',
    position: 0,
    name: 'Asha Rao',
    title: 'CEO',
    email: 'asha@example.in',
    linkedin: null,
    bio: null,
    education: null,
    experience: null,
    equityShare: 60,
    userId: 'u1',
    photoFileId: null,
  },
  {
    id: 'f2',
    position: 1,
    name: 'Vikram Iyer',
    title: null,
    email: null,
    linkedin: null,
    bio: null,
    education: null,
    experience: null,
    equityShare: null,
    userId: null,
    photoFileId: null,
  },
]

async function render(
  component: RouteComponent | undefined,
  changes: Partial<Record<keyof typeof profile, unknown>> = {},
) {
  const qc = new QueryClient()
  const client = createTRPCClient<AppRouter>({ links: [never] })
  const trpc = createTRPCOptionsProxy<AppRouter>({ client, queryClient: qc })
  const data = {
    profile: { ...profile, ...changes },
    founders,
    logo: null,
    deck: null,
    completeness: profileCompleteness({
      profile: profile as never,
      founders: founders as never,
      marketPositioning: {},
      businessTeam: {},
      tractionIp: {},
      hasLogo: false,
      hasDeck: false,
    }),
  } as unknown as OwnProfile
  qc.setQueryData(trpc.startups.profile.get.queryKey(), data)
  qc.setQueryData(trpc.startups.profile.teammates.queryKey(), [
    { userId: 'u1', name: 'Asha Rao', email: 'asha@example.in' },
  ])
  const router = createRouter({
    routeTree: createRootRoute({ component }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    isServer: true,
  })
  await router.load()
  const html = renderToString(
    <QueryClientProvider client={qc}>
      <TRPCProvider trpcClient={client} queryClient={qc}>
        <TestIntl>
          <RouterProvider router={router} />
        </TestIntl>
      </TRPCProvider>
    </QueryClientProvider>,
  )
  return html.replace(/<!-- -->/g, '')
}

const labelsOf = (html: string) =>
  [...html.matchAll(/<label[^>]*>([\s\S]*?)<\/label>/g)].map((m) =>
    m[1]!.replace(/<[^>]+>/g, '').trim(),
  )

describe('startup profile editor', () => {
  it('labels every field and shows what is missing', async () => {
    const html = await render(StartupProfileRoute.options.component)
    const labels = labelsOf(html)
    for (const label of [
      'Startup name',
      'Page address',
      'One-liner',
      'Description',
      'Website',
      'Founded on',
      'Company type',
      'Headquarters',
      'City',
      'Sectors',
      'Development stage',
      'Revenue stage',
      'Team size',
      'Planned raise',
      'Public page',
      'Discoverable to investors',
      'B2B',
      'Freemium',
      'Services',
    ]) {
      expect(labels).toContain(label)
    }
    expect(labels).toContain('CIN')
    expect(html).toContain('data-testid="logo-upload-slot"')
    expect(html).toContain('<optgroup label="Union territories">')
    expect(html).toContain('30 / 140')
    expect(html).toContain('₹1.5\u00a0Cr (₹1,50,00,000)')
    expect(html).toContain('href="/company/krishi-setu"')
    expect(html).toContain('Save profile')
    expect(html).toMatch(/Still missing/)
  })
})

describe('the legal identity section', () => {
  const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

  it('asks a company for its CIN, an LLP for its LLPIN, a cooperative for its registration number', async () => {
    const company = labelsOf(await render(StartupProfileRoute.options.component))
    expect(company).toEqual(expect.arrayContaining(['CIN', 'GSTIN', 'DPIIT recognition number']))
    expect(company).not.toContain('LLPIN')

    const llp = labelsOf(
      await render(StartupProfileRoute.options.component, {
        companyType: 'Limited Liability Partnership (LLP)',
      }),
    )
    expect(llp).toContain('LLPIN')
    expect(llp).not.toContain('CIN')

    const cooperative = labelsOf(
      await render(StartupProfileRoute.options.component, {
        companyType: 'Multi-State Cooperative Society',
      }),
    )
    expect(cooperative).toContain('Registration number')
    expect(cooperative).not.toContain('CIN')
  })

  it('asks a partnership firm for no registration identifier', async () => {
    const html = await render(StartupProfileRoute.options.component, {
      companyType: 'Partnership Firm',
    })
    expect(textOf(html)).toContain('A partnership firm gives no registration identifier here.')
    expect(labelsOf(html)).not.toContain('CIN')
    expect(labelsOf(html)).not.toContain('LLPIN')
  })

  it('shows Startup India eligibility with its reasons, and what is missing', async () => {
    const missing = textOf(await render(StartupProfileRoute.options.component))
    expect(missing).toContain('Startup India: details missing')
    expect(missing).toContain('Add your highest annual turnover to check the turnover limit.')
    expect(missing).toContain('Private Limited Company is a form DPIIT recognises.')

    const eligible = textOf(
      await render(StartupProfileRoute.options.component, {
        businessTeam: { annualTurnover: 3 * 1_00_00_000 },
      }),
    )
    expect(eligible).toContain('Startup India eligible')
    expect(eligible).toContain('Highest annual turnover ₹3 Cr: within ₹200 Cr for a startup.')
  })
})

describe('founder editor', () => {
  it('lists founders with reorder and remove controls', async () => {
    const html = await render(FounderProfileRoute.options.component)
    expect(html).toContain('aria-label="Move Asha Rao up"')
    expect(html).toContain('aria-label="Move Vikram Iyer down"')
    // The teammate's name is theirs: kept as written (translate="no").
    expect(html).toContain('Linked account: <span translate="no">Asha Rao</span>')
    expect(html).toContain('No linked account')
    expect(html).toContain('Equity 60 %')
    expect(html).toContain('Add founder')
  })
})

describe('rupeesInBox', () => {
  it('shows whole rupees with Indian grouping, anything else as it is', () => {
    expect(rupeesInBox(20000000)).toBe('2,00,00,000')
    expect(rupeesInBox('20000000')).toBe('2,00,00,000')
    expect(rupeesInBox('45000')).toBe('45,000')
    expect(rupeesInBox('2 Cr')).toBe('2 Cr')
    expect(rupeesInBox(null)).toBe('')
  })
})

describe('describeRupees', () => {
  it('describes what was typed', () => {
    expect(describeRupees('1.5 Cr')).toBe('₹1.5\u00a0Cr (₹1,50,00,000)')
    expect(describeRupees('45000')).toBe('₹45,000')
    expect(describeRupees('')).toBe('')
    expect(describeRupees('lots')).toBeNull()
  })
})
