import { Link2, Mail } from 'lucide-react'
import type { ReactNode } from 'react'

import { identifierFacts, StartupIndiaEligibility } from '@/components/startup-india'
import { Badge, Card } from '@/components/ui/card'
import { formatDate, formatRupees } from '@/lib/format'
import {
  companyTypeLabel,
  missionLabels,
  visionLabels,
  type Mission,
  type Vision,
} from '@/lib/options'

import type { FullProfile } from './types'

type Fact = [label: string, value: ReactNode]

const list = (values: readonly string[] | undefined) => (values?.length ? values.join(', ') : '')
const whole = (n: number | null | undefined) => (n == null ? '' : n.toLocaleString('en-IN'))

/** The startup's full profile in its three sections (docs/contract.md, "Routes"), then its founders. */
export function ProfileSections({ data }: { data: FullProfile }) {
  const { profile, founders } = data
  const market = profile.marketPositioning
  const business = profile.businessTeam
  const traction = profile.tractionIp
  return (
    <div className="space-y-6">
      <Section title="Market & Positioning">
        <Facts
          items={[
            ['Description', profile.description ? <Prose text={profile.description} /> : ''],
            ['Problem', market.problem ? <Prose text={market.problem} /> : ''],
            ['Solution', market.solution ? <Prose text={market.solution} /> : ''],
            ['Sectors', list(profile.sectors)],
            ['Headquarters', [profile.city, profile.headquarters].filter(Boolean).join(', ')],
            ['Target market approaches', list(market.targetMarketApproaches)],
            [
              'Market size (TAM / SAM / SOM)',
              [market.tam, market.sam, market.som].some((v) => v != null)
                ? [market.tam, market.sam, market.som]
                    .map((v) => formatRupees(v) || '—')
                    .join(' / ')
                : '',
            ],
            ['Competitor types', list(market.competitorTypes)],
            ['Competitors', market.competitors ?? ''],
            ['Competitive advantages', list(market.advantageSources)],
            ['Defensibility', list(market.defensibility)],
            ['Pricing strategy', market.pricingStrategy ?? ''],
            ['Marketing channels', list(market.marketingChannels)],
            ['Mission', market.mission ? missionLabels[market.mission as Mission] : ''],
            ['Vision', market.vision ? visionLabels[market.vision as Vision] : ''],
          ]}
        />
      </Section>

      <Section title="Business & Team">
        <Facts
          items={[
            ['Business types', list(profile.businessTypes)],
            ['Customer interactions', list(profile.customerInteractions)],
            ['Product types', list(profile.productTypes)],
            ['Revenue stage', profile.revenueStage ?? ''],
            ['Funding so far', list(business.fundingSources)],
            ['Amount raised', formatRupees(business.amountRaised)],
            ['Planned raise', formatRupees(profile.plannedRaise)],
            ['Use of funds', list(business.useOfFunds)],
            ['Monthly burn', formatRupees(business.monthlyBurn)],
            ['Runway', business.runwayMonths != null ? `${business.runwayMonths} months` : ''],
            ['Team size', profile.teamSize ? `${profile.teamSize} people` : ''],
            ['Hiring plan', business.hiringPlan ? <Prose text={business.hiringPlan} /> : ''],
            ['Highest annual turnover', formatRupees(business.annualTurnover)],
            ['Founded', formatDate(profile.foundedOn)],
            ['Company type', companyTypeLabel(profile.companyType)],
            ...identifierFacts(profile),
          ]}
        />
        <StartupIndiaEligibility
          className="mt-6"
          reader="investor"
          profile={{ ...profile, annualTurnover: business.annualTurnover ?? null }}
        />
        <h3 className="mt-8 text-sm font-semibold text-ink">Founders</h3>
        {founders.length === 0 ? (
          <p className="mt-2 text-sm text-muted">No founders listed yet.</p>
        ) : (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {founders.map((f) => (
              <li key={f.id} className="rounded-xl bg-surface p-4">
                <p className="font-medium text-ink">{f.name}</p>
                {(f.title || f.equityShare != null) && (
                  <p className="text-sm text-muted">
                    {[f.title, f.equityShare != null ? `${f.equityShare}% equity` : null]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                )}
                {f.bio && <p className="mt-2 text-sm text-ink/90">{f.bio}</p>}
                {f.education && <p className="mt-2 text-xs text-muted">{f.education}</p>}
                {f.experience && <p className="mt-1 text-xs text-muted">{f.experience}</p>}
                {(f.email || f.linkedin) && (
                  <p className="mt-3 flex flex-wrap gap-3 text-sm">
                    {f.email && (
                      <a
                        href={`mailto:${f.email}`}
                        className="inline-flex items-center gap-1 text-brand-600 hover:underline"
                      >
                        <Mail className="size-4" aria-hidden="true" /> Email
                      </a>
                    )}
                    {f.linkedin && (
                      <a
                        href={f.linkedin}
                        target="_blank"
                        rel="noopener noreferrer nofollow"
                        className="inline-flex items-center gap-1 text-brand-600 hover:underline"
                      >
                        <Link2 className="size-4" aria-hidden="true" /> LinkedIn
                        <span className="sr-only">profile of {f.name} (opens in a new tab)</span>
                      </a>
                    )}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Traction & IP">
        <Facts
          items={[
            ['Development stage', profile.developmentStage ?? ''],
            ['Validation evidence', list(traction.validationEvidence)],
            ['Customers', whole(traction.customers)],
            ['Users', whole(traction.users)],
            ['Monthly revenue', formatRupees(traction.monthlyRevenue)],
            [
              'Monthly growth',
              traction.monthlyGrowthPercent != null ? `${traction.monthlyGrowthPercent}%` : '',
            ],
            ['Milestones', traction.milestones ? <Prose text={traction.milestones} /> : ''],
            ['IP status', list(traction.ipStatuses)],
            ['Regulatory barriers', traction.regulatoryBarriers ?? ''],
          ]}
        />
      </Section>
    </div>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <div className="mt-4">{children}</div>
    </Card>
  )
}

function Prose({ text }: { text: string }) {
  return <span className="block whitespace-pre-line">{text}</span>
}

function Facts({ items }: { items: Fact[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label} className={typeof value === 'string' ? undefined : 'sm:col-span-2'}>
          <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
          <dd className="mt-1 text-sm text-ink">
            {value || <Badge className="bg-surface text-muted">Not provided</Badge>}
          </dd>
        </div>
      ))}
    </dl>
  )
}
