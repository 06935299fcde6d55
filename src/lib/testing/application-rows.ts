// For screen tests only: never imported by the app.
import type { inferRouterOutputs } from '@trpc/server'

import type { AppRouter } from '@/server/trpc/root'

type ApplicationList = inferRouterOutputs<AppRouter>['investors']['applications']['list']
type ApplicationListRow = ApplicationList['rows'][number]

const channel = { id: '3c9d0f4e-0000-4000-8000-00000000c001', title: 'Agritech 2026' }

/** One row of the investors' applications list, as the server sends it: a submitted application. */
export function applicationRow(
  n: number,
  overrides: Partial<ApplicationListRow> = {},
): ApplicationListRow {
  const suffix = String(n).padStart(12, '0')
  return {
    id: `a0000000-0000-4000-8000-${suffix}`,
    startupOrgId: `50000000-0000-4000-8000-${suffix}`,
    startupName: `Startup ${n}`,
    oneLiner: null,
    status: 'submitted',
    stage: null,
    submittedAt: new Date('2026-03-02T09:30:00Z'),
    overdue: false,
    sectors: ['AgriTech'],
    businessTypes: ['B2B'],
    customerInteractions: [],
    developmentStage: 'Early Traction',
    headquarters: 'Karnataka',
    plannedRaise: null,
    channel,
    assignee: null,
    waiting: null,
    fit: null,
    ratings: { count: 0, mine: null, average: null, calibrated: null },
    lastActivityAt: new Date('2026-03-02T09:30:00Z'),
    ...overrides,
  }
}

/** A page of the list holding `rows`, out of `total` in `pageCount` pages. */
export function applicationPage(
  rows: ApplicationListRow[],
  { page = 1, pageSize = rows.length, total = rows.length, pageCount = 1 } = {},
): ApplicationList {
  return {
    rows,
    total,
    page,
    pageSize,
    pageCount,
    facets: {} as ApplicationList['facets'],
    channels: [],
    stages: [],
  }
}
