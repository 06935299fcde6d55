import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import type { ReactNode } from 'react'

import { PageHeader } from '@/components/area-shell'
import { DetailSkeleton } from '@/components/detail-skeleton'
import { ErrorPanel } from '@/components/error-panel'
import { Badge, Card } from '@/components/ui/card'
import { formatRupees } from '@/lib/format'
import { useTRPC } from '@/lib/trpc'
import { trpcErrorCode } from '@/lib/trpc-errors'

export const Route = createFileRoute('/investors/applications/$id')({
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(
        context.trpc.investors.applications.fullProfile.queryOptions({ startupOrgId: params.id }),
      )
    } catch (error) {
      const code = trpcErrorCode(error)
      if (code === 'NOT_FOUND' || code === 'BAD_REQUEST') throw notFound()
      throw error
    }
  },
  pendingComponent: () => <DetailSkeleton />,
  errorComponent: ErrorPanel,
  component: ApplicationDetail,
})

function ApplicationDetail() {
  const { id } = Route.useParams()
  const trpc = useTRPC()
  const { data } = useSuspenseQuery(
    trpc.investors.applications.fullProfile.queryOptions({ startupOrgId: id }),
  )
  const { profile, founders } = data
  return (
    <>
      <PageHeader title={profile.name} description={profile.oneLiner ?? undefined} />
      <div className="space-y-6">
        <Section title="Market & Positioning">
          <Facts
            items={[
              ['Sectors', profile.sectors.join(', ')],
              ['Headquarters', [profile.city, profile.headquarters].filter(Boolean).join(', ')],
              ['Description', profile.description ?? ''],
            ]}
          />
        </Section>
        <Section title="Business & Team">
          <Facts
            items={[
              ['Business types', profile.businessTypes.join(', ')],
              ['Customer interactions', profile.customerInteractions.join(', ')],
              ['Product types', profile.productTypes.join(', ')],
              ['Revenue stage', profile.revenueStage ?? ''],
              ['Planned raise', formatRupees(profile.plannedRaise)],
              ['Team size', profile.teamSize ? String(profile.teamSize) : ''],
            ]}
          />
          {founders.length > 0 && (
            <ul className="mt-6 grid gap-3 sm:grid-cols-2">
              {founders.map((f) => (
                <li key={f.id} className="rounded-xl bg-surface p-4">
                  <p className="font-medium">{f.name}</p>
                  {f.title && <p className="text-sm text-muted">{f.title}</p>}
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title="Traction & IP">
          <Facts items={[['Development stage', profile.developmentStage ?? '']]} />
        </Section>
      </div>
    </>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <div className="mt-4">{children}</div>
    </Card>
  )
}

function Facts({ items }: { items: [string, string][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
          <dd className="mt-1 text-sm text-ink">{value || <Badge className="bg-surface text-muted">Not provided</Badge>}</dd>
        </div>
      ))}
    </dl>
  )
}
