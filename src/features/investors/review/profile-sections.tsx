import { Link2, Mail } from 'lucide-react'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'

import { identifierFacts, StartupIndiaEligibility } from '@/components/startup-india'
import { Badge, Card } from '@/components/ui/card'
import { shownDate } from '@/lib/i18n/dates'
import { optionLabel, type OptionListName } from '@/lib/i18n/option-labels'
import { shownRupees } from '@/lib/i18n/rupees'
import type { MessageId } from '@/lib/i18n/catalog'

import type { FullProfile } from './types'

/** A fact's label, its value, and 'no' for a value in the startup's own words (never translated). */
type Fact = [label: MessageId, value: ReactNode, translate?: 'no']

/** Option values in the page's language, joined by commas; '' for none. */
const listOf = (intl: IntlShape, list: OptionListName, values: readonly string[] | undefined) =>
  values?.length ? values.map((value) => optionLabel(intl, list, value)).join(', ') : ''
/** One option value in the page's language; '' for none. */
const oneOf = (intl: IntlShape, list: OptionListName, value: string | null | undefined) =>
  value ? optionLabel(intl, list, value) : ''
const whole = (intl: IntlShape, n: number | null | undefined) =>
  n == null ? '' : intl.formatNumber(n)
const rupees = (intl: IntlShape, n: number | null | undefined) =>
  n == null ? '' : shownRupees(intl, n)

/** The startup's full profile in its three sections (docs/contract.md, "Routes"), then its founders. */
export function ProfileSections({ data }: { data: FullProfile }) {
  const intl = useIntl()
  const { profile, founders } = data
  const market = profile.marketPositioning
  const business = profile.businessTeam
  const traction = profile.tractionIp
  return (
    <div className="space-y-6">
      <Section title={intl.formatMessage({ id: 'review.profile.market' })}>
        <Facts
          items={[
            [
              'review.profile.description',
              profile.description ? <Prose text={profile.description} /> : '',
            ],
            ['review.profile.problem', market.problem ? <Prose text={market.problem} /> : ''],
            ['review.profile.solution', market.solution ? <Prose text={market.solution} /> : ''],
            ['review.profile.sectors', listOf(intl, 'sectors', profile.sectors)],
            [
              'review.profile.headquarters',
              [profile.city, oneOf(intl, 'headquarters', profile.headquarters)]
                .filter(Boolean)
                .join(', '),
            ],
            [
              'review.profile.targetMarket',
              listOf(intl, 'targetMarketApproaches', market.targetMarketApproaches),
            ],
            [
              'review.profile.marketSize',
              [market.tam, market.sam, market.som].some((v) => v != null)
                ? [market.tam, market.sam, market.som]
                    .map((v) => rupees(intl, v) || '—')
                    .join(' / ')
                : '',
            ],
            [
              'review.profile.competitorTypes',
              listOf(intl, 'competitorTypes', market.competitorTypes),
            ],
            ['review.profile.competitors', market.competitors ?? '', 'no'],
            [
              'review.profile.advantages',
              listOf(intl, 'competitiveAdvantageSources', market.advantageSources),
            ],
            [
              'review.profile.defensibility',
              listOf(intl, 'defensibilityKinds', market.defensibility),
            ],
            ['review.profile.pricing', oneOf(intl, 'pricingStrategies', market.pricingStrategy)],
            [
              'review.profile.marketingChannels',
              listOf(intl, 'marketingChannels', market.marketingChannels),
            ],
            ['review.profile.mission', oneOf(intl, 'missionValues', market.mission)],
            ['review.profile.vision', oneOf(intl, 'visionValues', market.vision)],
          ]}
        />
      </Section>

      <Section title={intl.formatMessage({ id: 'review.profile.business' })}>
        <Facts
          items={[
            ['review.profile.businessTypes', listOf(intl, 'businessTypes', profile.businessTypes)],
            [
              'review.profile.customerInteractions',
              listOf(intl, 'customerInteractions', profile.customerInteractions),
            ],
            ['review.profile.productTypes', listOf(intl, 'productTypes', profile.productTypes)],
            ['review.profile.revenueStage', oneOf(intl, 'revenueStages', profile.revenueStage)],
            ['review.profile.funding', listOf(intl, 'fundingSources', business.fundingSources)],
            ['review.profile.amountRaised', rupees(intl, business.amountRaised)],
            ['review.profile.plannedRaise', rupees(intl, profile.plannedRaise)],
            ['review.profile.useOfFunds', listOf(intl, 'useOfFunds', business.useOfFunds)],
            ['review.profile.monthlyBurn', rupees(intl, business.monthlyBurn)],
            [
              'review.profile.runway',
              business.runwayMonths != null
                ? intl.formatMessage(
                    { id: 'review.common.months' },
                    { count: business.runwayMonths },
                  )
                : '',
            ],
            [
              'review.profile.teamSize',
              profile.teamSize
                ? intl.formatMessage({ id: 'review.common.people' }, { count: profile.teamSize })
                : '',
            ],
            [
              'review.profile.hiringPlan',
              business.hiringPlan ? <Prose text={business.hiringPlan} /> : '',
            ],
            ['review.profile.turnover', rupees(intl, business.annualTurnover)],
            ['review.profile.founded', shownDate(intl, profile.foundedOn)],
            ['review.profile.companyType', companyTypeText(intl, profile.companyType)],
          ]}
          identifiers={identifierFacts(profile, intl)}
        />
        <StartupIndiaEligibility
          className="mt-6"
          reader="investor"
          profile={{ ...profile, annualTurnover: business.annualTurnover ?? null }}
        />
        <h3 className="mt-8 text-sm font-semibold text-ink">
          <FormattedMessage id="review.common.founders" />
        </h3>
        {founders.length === 0 ? (
          <p className="mt-2 text-sm text-muted">
            <FormattedMessage id="review.profile.noFounders" />
          </p>
        ) : (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {founders.map((f) => (
              <li key={f.id} className="rounded-xl bg-surface p-4">
                <p className="font-medium text-ink" translate="no">
                  {f.name}
                </p>
                {(f.title || f.equityShare != null) && (
                  <p className="text-sm text-muted">
                    {f.title && <span translate="no">{f.title}</span>}
                    {f.title && f.equityShare != null && separator}
                    {f.equityShare != null && (
                      <FormattedMessage
                        id="review.profile.equity"
                        values={{ share: f.equityShare }}
                      />
                    )}
                  </p>
                )}
                {f.bio && (
                  <p className="mt-2 text-sm text-ink/90" translate="no">
                    {f.bio}
                  </p>
                )}
                {f.education && (
                  <p className="mt-2 text-xs text-muted" translate="no">
                    {f.education}
                  </p>
                )}
                {f.experience && (
                  <p className="mt-1 text-xs text-muted" translate="no">
                    {f.experience}
                  </p>
                )}
                {(f.email || f.linkedin) && (
                  <p className="mt-3 flex flex-wrap gap-3 text-sm">
                    {f.email && (
                      <a
                        href={`mailto:${f.email}`}
                        className="inline-flex items-center gap-1 text-brand-600 hover:underline"
                      >
                        <Mail className="size-4" aria-hidden="true" />
                        <FormattedMessage id="review.profile.email" />
                      </a>
                    )}
                    {f.linkedin && (
                      <a
                        href={f.linkedin}
                        target="_blank"
                        rel="noopener noreferrer nofollow"
                        className="inline-flex items-center gap-1 text-brand-600 hover:underline"
                      >
                        <Link2 className="size-4" aria-hidden="true" />
                        <FormattedMessage
                          id="review.profile.linkedIn"
                          values={{
                            name: f.name,
                            hidden: (chunks) => <span className="sr-only">{chunks}</span>,
                          }}
                        />
                      </a>
                    )}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={intl.formatMessage({ id: 'review.profile.traction' })}>
        <Facts
          items={[
            [
              'review.profile.developmentStage',
              oneOf(intl, 'developmentStages', profile.developmentStage),
            ],
            [
              'review.profile.validation',
              listOf(intl, 'validationEvidence', traction.validationEvidence),
            ],
            ['review.profile.customers', whole(intl, traction.customers)],
            ['review.profile.users', whole(intl, traction.users)],
            ['review.profile.monthlyRevenue', rupees(intl, traction.monthlyRevenue)],
            [
              'review.profile.monthlyGrowth',
              traction.monthlyGrowthPercent != null ? `${traction.monthlyGrowthPercent}%` : '',
            ],
            [
              'review.profile.milestones',
              traction.milestones ? <Prose text={traction.milestones} /> : '',
            ],
            ['review.profile.ipStatus', listOf(intl, 'ipStatuses', traction.ipStatuses)],
            [
              'review.profile.regulatory',
              oneOf(intl, 'regulatoryBarriers', traction.regulatoryBarriers),
            ],
          ]}
        />
      </Section>
    </div>
  )
}

/** Between a founder's title and their equity: punctuation, the same in every language. */
const separator = ' · '

/** The legal form in the page's language ("None" says it is not registered as a company). */
function companyTypeText(intl: IntlShape, type: string | null | undefined): string {
  if (!type) return ''
  return type === 'None'
    ? intl.formatMessage({ id: 'shared.companyType.none' })
    : optionLabel(intl, 'companyTypes', type)
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <div className="mt-4">{children}</div>
    </Card>
  )
}

/** A long answer in the startup's own words. */
function Prose({ text }: { text: string }) {
  return (
    <span className="block whitespace-pre-line" translate="no">
      {text}
    </span>
  )
}

/**
 * The facts of a section, then its identifiers (labels already in the page's language, values as
 * registered); a fact without a value says so.
 */
function Facts({
  items,
  identifiers = [],
}: {
  items: Fact[]
  identifiers?: [label: string, value: string][]
}) {
  const intl = useIntl()
  const facts: [label: string, value: ReactNode, translate?: 'no'][] = [
    ...items.map(
      ([id, value, translate]) =>
        [intl.formatMessage({ id }), value, translate] as [string, ReactNode, 'no' | undefined],
    ),
    ...identifiers.map(([label, value]) => [label, value, 'no'] as [string, string, 'no']),
  ]
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {facts.map(([label, value, translate]) => (
        <div key={label} className={typeof value === 'string' ? undefined : 'sm:col-span-2'}>
          <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
          <dd className="mt-1 text-sm text-ink" translate={value ? translate : undefined}>
            {value || (
              <Badge className="bg-surface text-muted">
                <FormattedMessage id="review.common.notProvided" />
              </Badge>
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}
