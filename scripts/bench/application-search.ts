// Bench cases for investors.applications.list (the /investors/applications screen) and its CSV
// export, on the demo investor's applications. Target: p95 under 100 ms for every case.
import { eq } from 'drizzle-orm'

import { parseApplicationSearch } from '@/domain/applications/search-params'
import type { Database } from '../../src/server/db/client'
import { streamApplications } from '../../src/server/db/queries/application-search'
import { channel } from '../../src/server/db/schema'
import type { createCaller } from '../../src/server/trpc/root'

type Case = [string, () => Promise<unknown>]

export async function applicationSearchCases(
  db: Database,
  investor: ReturnType<typeof createCaller>,
  investorOrgId: string,
): Promise<Case[]> {
  const channels = await db
    .select({ id: channel.id })
    .from(channel)
    .where(eq(channel.organisationId, investorOrgId))
  const list = (search: Record<string, string>) => () =>
    investor.investors.applications.list(search)
  const filters: Record<string, string> = {
    sectors: 'Agriculture and Farming,Financial Services',
    businessType: 'B2B',
    customerInteraction: 'Marketplace,Subscription',
    developmentStage: 'Launched,Scale-Up',
    headquarters: 'Karnataka,Maharashtra,Tamil Nadu',
    channelId: channels
      .slice(0, 2)
      .map((c) => c.id)
      .join(','),
    plannedRaiseMin: '10000000',
    plannedRaiseMax: '150000000',
    status: 'submitted,in_review,overdue',
  }
  return [
    ['applications.list: no filters', list({})],
    ...Object.entries(filters).map(
      ([key, value]): Case => [`applications.list: ${key}`, list({ [key]: value })],
    ),
    ['applications.list: all filters combined', list(filters)],
    ['applications.list: q (name, one-liner, answers)', list({ q: 'farm' })],
    [
      'applications.list: q + 3 filters, by name, page 2',
      list({
        q: 'a',
        sectors: 'Software',
        status: 'rejected,overdue',
        headquarters: 'Karnataka',
        sort: 'name',
        page: '2',
      }),
    ],
    ['applications.list: unknown and empty values', list({ sectors: 'Nope,,', channelId: 'x' })],
    [
      'applications export: whole set in batches (CSV rows)',
      async () => {
        for await (const batch of streamApplications(db, investorOrgId, parseApplicationSearch({})))
          void batch
      },
    ],
  ]
}
