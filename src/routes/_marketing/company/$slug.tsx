import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Building2, ExternalLink, MapPin, Users } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'

import { shownDate } from '@/lib/i18n/dates'
import { DetailSkeleton } from '@/components/detail-skeleton'
import { ErrorPanel } from '@/components/error-panel'
import { Fact } from '@/components/fact'
import { DpiitBadge, identifierFacts, StartupIndiaBadge } from '@/components/startup-india'
import { Badge, Card } from '@/components/ui/card'
import { optionLabel } from '@/lib/i18n/option-labels'
import { pageIntl } from '@/lib/i18n/page-intl'
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
    const intl = pageIntl()
    if (!loaderData) {
      return {
        meta: [
          {
            title: intl.formatMessage({
              id:
                match.status === 'notFound' ? 'company.page.notFoundTitle' : 'company.head.sangam',
            }),
          },
        ],
      }
    }
    const description =
      loaderData.oneLiner ??
      intl.formatMessage({ id: 'company.page.description' }, { name: loaderData.name })
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
  const intl = useIntl()
  const { slug } = Route.useParams()
  const company = useCompany(slug)
  const place = [
    company.city,
    company.headquarters && optionLabel(intl, 'headquarters', company.headquarters),
  ]
    .filter(Boolean)
    .join(', ')
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-start gap-4">
          {company.logoUrl && (
            <img
              src={company.logoUrl}
              alt={intl.formatMessage({ id: 'company.page.logoAlt' }, { name: company.name })}
              width={64}
              height={64}
              className="size-16 shrink-0 rounded-xl border border-line bg-white object-contain"
            />
          )}
          <div className="min-w-0">
            <h1 className="text-3xl font-semibold tracking-tight text-ink" translate="no">
              {company.name}
            </h1>
            {company.oneLiner && (
              <p className="mt-2 text-lg text-muted" translate="no">
                {company.oneLiner}
              </p>
            )}
            <div className="mt-4 flex flex-wrap gap-2">
              {company.sectors.map((sector) => (
                <Badge key={sector}>{optionLabel(intl, 'sectors', sector)}</Badge>
              ))}
              {company.dpiitNumber && <DpiitBadge />}
              {company.startupIndia === 'eligible' && (
                <StartupIndiaBadge
                  eligibility={{ status: 'eligible', deepTech: company.deepTech, checks: [] }}
                />
              )}
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
            <FormattedMessage id="company.page.website" />
            <ExternalLink className="size-4" aria-hidden="true" />
          </a>
        )}
      </div>
      <dl className="mt-8 grid gap-4 sm:grid-cols-3">
        <Fact
          icon={MapPin}
          label={intl.formatMessage({ id: 'company.page.headquarters' })}
          value={place}
        />
        <Fact
          icon={Building2}
          label={intl.formatMessage({ id: 'company.page.stage' })}
          value={
            company.developmentStage
              ? optionLabel(intl, 'developmentStages', company.developmentStage)
              : ''
          }
        />
        <Fact
          icon={Users}
          label={intl.formatMessage({ id: 'company.page.team' })}
          value={
            company.teamSize
              ? intl.formatMessage({ id: 'company.page.teamSize' }, { count: company.teamSize })
              : ''
          }
        />
      </dl>
      {company.description && (
        <Card className="mt-8 p-6">
          <h2 className="text-lg font-semibold">
            <FormattedMessage
              id="company.page.about"
              values={{ name: <span translate="no">{company.name}</span> }}
            />
          </h2>
          <p
            className="mt-3 text-sm leading-relaxed whitespace-pre-line text-ink/90"
            translate="no"
          >
            {company.description}
          </p>
          {company.foundedOn && (
            <p className="mt-4 text-xs text-muted">
              <FormattedMessage
                id="company.page.founded"
                values={{ date: shownDate(intl, company.foundedOn) }}
              />
            </p>
          )}
        </Card>
      )}
      <LegalIdentity company={company} />
      {company.founders.length > 0 && (
        <Card className="mt-6 p-6">
          <h2 className="text-lg font-semibold">
            <FormattedMessage id="company.page.founders" />
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {company.founders.map((f) => (
              <li key={`${f.name}-${f.title}`} className="rounded-xl bg-surface p-4">
                <p className="font-medium" translate="no">
                  {f.name}
                </p>
                {f.title && (
                  <p className="text-sm text-muted" translate="no">
                    {f.title}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  )
}

type Company = ReturnType<typeof useCompany>

function useCompany(slug: string) {
  const trpc = useTRPC()
  return useSuspenseQuery(
    trpc.website.startupPublicProfile.getStartupPublicProfile.queryOptions({ slug }),
  ).data
}

/** Its legal form and the identifiers it gives, each checked for its format when saved. */
function LegalIdentity({ company }: { company: Company }) {
  const intl = useIntl()
  // The legal form in the page's language; the identifiers as given, never translated.
  const facts: [label: string, value: string, translate?: 'no'][] = [
    ...(company.companyType
      ? [
          [
            intl.formatMessage({ id: 'company.page.legalForm' }),
            company.companyType === 'None'
              ? intl.formatMessage({ id: 'shared.companyType.none' })
              : optionLabel(intl, 'companyTypes', company.companyType),
          ] as [string, string],
        ]
      : []),
    ...identifierFacts(company, intl).map(
      ([label, value]) => [label, value, 'no'] as [string, string, 'no'],
    ),
  ]
  if (facts.length === 0) return null
  return (
    <Card className="mt-6 p-6">
      <h2 className="text-lg font-semibold">
        <FormattedMessage id="company.page.legalIdentity" />
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        {facts.map(([label, value, translate]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
            <dd className="mt-1 text-sm break-words text-ink" translate={translate}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-xs text-muted">
        <FormattedMessage
          id="company.page.legalNote"
          values={{ name: <span translate="no">{company.name}</span> }}
        />
      </p>
    </Card>
  )
}
