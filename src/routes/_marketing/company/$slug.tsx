import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Building2, ExternalLink, MapPin, Users } from 'lucide-react'

import { DetailSkeleton } from '@/components/detail-skeleton'
import { ErrorPanel } from '@/components/error-panel'
import { Fact } from '@/components/fact'
import { Badge, Card } from '@/components/ui/card'
import { formatDate } from '@/lib/format'
import { useTRPC } from '@/lib/trpc'
import { loadOrNotFound } from '@/lib/load-or-not-found'
import { publicPageMeta } from '@/lib/page-meta'

export const Route = createFileRoute('/_marketing/company/$slug')({
  loader: async ({ context, params }) => {
    return loadOrNotFound(() =>
      context.queryClient.ensureQueryData(
        context.trpc.website.startupPublicProfile.getStartupPublicProfile.queryOptions({
          slug: params.slug,
        }),
      ),
    )
  },
  head: ({ loaderData, params, match }) => {
    // Only a real miss (an unknown or private page) says so; a failure to load says nothing
    // about whether the company exists.
    if (!loaderData) {
      return {
        meta: [{ title: match.status === 'notFound' ? 'Company not found · Sangam' : 'Sangam' }],
      }
    }
    const description =
      loaderData.oneLiner ??
      `${loaderData.name} on Sangam, where Indian startups and investors meet.`
    return {
      meta: publicPageMeta({
        name: loaderData.name,
        description,
        path: `/company/${loaderData.slug || params.slug}`,
        type: 'website',
        image: loaderData.logoUrl,
      }),
    }
  },
  pendingComponent: () => (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <DetailSkeleton sections={2} />
    </div>
  ),
  errorComponent: ErrorPanel,
  component: CompanyPage,
})

function CompanyPage() {
  const { slug } = Route.useParams()
  const trpc = useTRPC()
  const { data: company } = useSuspenseQuery(
    trpc.website.startupPublicProfile.getStartupPublicProfile.queryOptions({ slug }),
  )
  const place = [company.city, company.headquarters].filter(Boolean).join(', ')
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-start gap-4">
          {company.logoUrl && (
            <img
              src={company.logoUrl}
              alt={`${company.name} logo`}
              width={64}
              height={64}
              className="size-16 shrink-0 rounded-xl border border-line bg-white object-contain"
            />
          )}
          <div className="min-w-0">
            <h1 className="text-3xl font-semibold tracking-tight text-ink">{company.name}</h1>
            {company.oneLiner && <p className="mt-2 text-lg text-muted">{company.oneLiner}</p>}
            <div className="mt-4 flex flex-wrap gap-2">
              {company.sectors.map((sector) => (
                <Badge key={sector}>{sector}</Badge>
              ))}
            </div>
          </div>
        </div>
        {company.website && (
          <a
            href={company.website}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:underline"
          >
            Website <ExternalLink className="size-4" aria-hidden="true" />
          </a>
        )}
      </div>
      <dl className="mt-8 grid gap-4 sm:grid-cols-3">
        <Fact icon={MapPin} label="Headquarters" value={place} />
        <Fact icon={Building2} label="Stage" value={company.developmentStage ?? ''} />
        <Fact
          icon={Users}
          label="Team"
          value={company.teamSize ? `${company.teamSize} people` : ''}
        />
      </dl>
      {company.description && (
        <Card className="mt-8 p-6">
          <h2 className="text-lg font-semibold">About {company.name}</h2>
          <p className="mt-3 text-sm leading-relaxed whitespace-pre-line text-ink/90">
            {company.description}
          </p>
          {company.foundedOn && (
            <p className="mt-4 text-xs text-muted">Founded {formatDate(company.foundedOn)}</p>
          )}
        </Card>
      )}
      {company.founders.length > 0 && (
        <Card className="mt-6 p-6">
          <h2 className="text-lg font-semibold">Founders</h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {company.founders.map((f) => (
              <li key={`${f.name}-${f.title}`} className="rounded-xl bg-surface p-4">
                <p className="font-medium">{f.name}</p>
                {f.title && <p className="text-sm text-muted">{f.title}</p>}
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  )
}
