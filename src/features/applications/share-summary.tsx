import { Link } from '@tanstack/react-router'
import { FileText } from 'lucide-react'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'

import { identifierFacts } from '@/components/startup-india'
import type { MessageId } from '@/lib/i18n/catalog'
import { shownDate } from '@/lib/i18n/dates'
import { optionLabel, type OptionListName } from '@/lib/i18n/option-labels'
import { shownRupees } from '@/lib/i18n/rupees'

import { Facts, Panel } from './channel-overview'
import type { SharedProfile } from './types'

type Value = string | number | readonly string[] | null | undefined

/**
 * How a row's value is shown: the founder's own words as written (`'asWritten'`), values of an
 * option list by their labels, or a figure said in the page's language.
 */
type Show = 'asWritten' | OptionListName | ((value: never) => string)

type Row = [label: string, value: Value, show?: Show]

type Fact = [string, ReactNode, boolean]

/** Filled values only: the review shows what the investor will actually receive. */
function filled(intl: IntlShape, rows: Row[]): Fact[] {
  return rows.flatMap(([label, value, show]) => {
    if (value == null || value === '' || (Array.isArray(value) && value.length === 0)) return []
    const list = typeof show === 'string' && show !== 'asWritten' ? show : null
    const values = Array.isArray(value) ? (value as readonly string[]) : [String(value)]
    const text =
      typeof show === 'function'
        ? show(value as never)
        : list
          ? values.map((v) => optionLabel(intl, list, v)).join(', ')
          : values.join(', ')
    // The founder's own words and the figures are kept as they are; the rest is in the page's language.
    const asWritten = show === 'asWritten'
    // Paragraphs read better across the whole card.
    return [
      [
        label,
        <span className="whitespace-pre-line" translate={asWritten ? 'no' : undefined}>
          {text}
        </span>,
        text.length > 120,
      ] satisfies Fact,
    ]
  })
}

function Group({
  title,
  edit,
  hash,
  rows,
}: {
  title: string
  edit: EditScreen
  hash?: string
  rows: Fact[]
}) {
  return (
    <div className="border-t border-line pt-4 first:border-t-0 first:pt-0">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-sm font-semibold text-ink">{title}</h3>
        <Link to={edit} hash={hash} className="text-sm font-medium text-brand-600 hover:underline">
          <FormattedMessage id="apply.share.edit" />
        </Link>
      </div>
      {rows.length > 0 ? (
        <Facts items={rows} />
      ) : (
        <p className="text-sm text-muted">
          <FormattedMessage id="apply.share.nothing" />
        </p>
      )}
    </div>
  )
}

type EditScreen =
  | '/startups/startup-profile'
  | '/startups/founder-profile'
  | '/startups/full-profile'

/**
 * The profile snapshot that goes with the application, as the review step shows it: the startup
 * profile, the pitch deck, the founders and the filled fields of the three full-profile sections.
 */
export function ShareSummary({ share }: { share: SharedProfile }) {
  const intl = useIntl()
  const m = share.marketPositioning
  const b = share.businessTeam
  const t = share.tractionIp
  const rupees = (v: number) => shownRupees(intl, v)
  const whole = (v: number) => intl.formatNumber(v)
  const say = (id: MessageId) => intl.formatMessage({ id })
  const asWritten = (chunks: ReactNode[]) => <span translate="no">{chunks}</span>
  return (
    <Panel title={say('apply.share.title')}>
      <p className="mb-5 text-sm text-muted">
        <FormattedMessage id="apply.share.intro" />
      </p>
      <div className="space-y-5">
        <Group
          title={say('apply.share.startupProfile')}
          edit="/startups/startup-profile"
          rows={filled(intl, [
            [say('apply.share.name'), share.name, 'asWritten'],
            [say('apply.share.oneLiner'), share.oneLiner, 'asWritten'],
            [say('apply.share.description'), share.description, 'asWritten'],
            [say('apply.share.website'), share.website, 'asWritten'],
            [say('apply.share.founded'), share.foundedOn, (v: string) => shownDate(intl, v)],
            [
              say('apply.share.companyType'),
              share.companyType === 'None' ? say('shared.companyType.none') : share.companyType,
              share.companyType === 'None' ? undefined : 'companyTypes',
            ],
            // The identifiers' names in the page's language; the identifiers as given.
            ...identifierFacts(share, intl).map(
              ([label, value]): Row => [label, value, 'asWritten'],
            ),
            [
              say('apply.share.deepTech'),
              share.deepTech ? say('apply.share.deepTechDeclared') : null,
            ],
            [
              say('apply.share.headquarters'),
              [
                share.city,
                share.headquarters && optionLabel(intl, 'headquarters', share.headquarters),
              ]
                .filter(Boolean)
                .join(', '),
            ],
            [say('apply.share.sectors'), share.sectors, 'sectors'],
            [say('apply.share.developmentStage'), share.developmentStage, 'developmentStages'],
            [say('apply.share.teamSize'), share.teamSize, whole],
            [say('apply.share.plannedRaise'), share.plannedRaise, rupees],
            [say('apply.share.logo'), share.logo?.name, 'asWritten'],
          ])}
        />
        <div className="flex items-center gap-2 rounded-lg bg-surface px-3 py-2 text-sm text-ink">
          <FileText className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
          {share.deck ? (
            <span className="min-w-0 break-all">
              <FormattedMessage
                id="apply.share.deck"
                values={{
                  name: share.deck.name,
                  file: (chunks) => (
                    <span className="font-medium" translate="no">
                      {chunks}
                    </span>
                  ),
                }}
              />
            </span>
          ) : (
            <span>
              <FormattedMessage
                id="apply.share.noDeck"
                values={{
                  link: (chunks) => (
                    <Link
                      to="/startups/startup-profile"
                      className="font-medium text-brand-600 hover:underline"
                    >
                      {chunks}
                    </Link>
                  ),
                }}
              />
            </span>
          )}
        </div>
        <div className="border-t border-line pt-4">
          <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="text-sm font-semibold text-ink">
              <FormattedMessage id="apply.share.founders" />
            </h3>
            <Link
              to="/startups/founder-profile"
              className="text-sm font-medium text-brand-600 hover:underline"
            >
              <FormattedMessage id="apply.share.edit" />
            </Link>
          </div>
          {share.founders.length === 0 ? (
            <p className="text-sm text-muted">
              <FormattedMessage id="apply.share.noFounders" />
            </p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {share.founders.map((f, i) => (
                <li key={`${f.name}-${i}`} className="min-w-0 rounded-xl bg-surface p-4 text-sm">
                  <p className="font-medium text-ink" translate="no">
                    {f.name}
                  </p>
                  {f.title && (
                    <p className="text-muted" translate="no">
                      {f.title}
                    </p>
                  )}
                  {[f.email, f.linkedin].filter(Boolean).map((v) => (
                    <p key={v} className="mt-1 break-all text-muted" translate="no">
                      {v}
                    </p>
                  ))}
                  {f.bio && (
                    <p className="mt-2 text-ink" translate="no">
                      {f.bio}
                    </p>
                  )}
                  {f.education && (
                    <p className="mt-1 text-muted">
                      <FormattedMessage
                        id="apply.share.education"
                        values={{ text: f.education, asWritten }}
                      />
                    </p>
                  )}
                  {f.experience && (
                    <p className="mt-1 text-muted">
                      <FormattedMessage
                        id="apply.share.experience"
                        values={{ text: f.experience, asWritten }}
                      />
                    </p>
                  )}
                  {f.equityShare != null && (
                    <p className="mt-1 text-muted">
                      <FormattedMessage
                        id="apply.share.equity"
                        values={{ percent: f.equityShare }}
                      />
                    </p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
        <Group
          title={say('apply.share.marketPositioning')}
          edit="/startups/full-profile"
          hash="market-positioning"
          rows={filled(intl, [
            [say('apply.share.problem'), m.problem, 'asWritten'],
            [say('apply.share.solution'), m.solution, 'asWritten'],
            [
              say('apply.share.targetMarketApproaches'),
              m.targetMarketApproaches,
              'targetMarketApproaches',
            ],
            [say('apply.share.tam'), m.tam, rupees],
            [say('apply.share.sam'), m.sam, rupees],
            [say('apply.share.som'), m.som, rupees],
            [say('apply.share.competitorTypes'), m.competitorTypes, 'competitorTypes'],
            [say('apply.share.competitors'), m.competitors, 'asWritten'],
            [say('apply.share.advantages'), m.advantageSources, 'competitiveAdvantageSources'],
            [say('apply.share.defensibility'), m.defensibility, 'defensibilityKinds'],
            [say('apply.share.pricingStrategy'), m.pricingStrategy, 'pricingStrategies'],
            [say('apply.share.marketingChannels'), m.marketingChannels, 'marketingChannels'],
            [say('apply.share.mission'), m.mission, 'missionValues'],
            [say('apply.share.vision'), m.vision, 'visionValues'],
          ])}
        />
        <Group
          title={say('apply.share.businessTeam')}
          edit="/startups/full-profile"
          hash="business-team"
          rows={filled(intl, [
            [say('apply.share.businessTypes'), share.businessTypes, 'businessTypes'],
            [
              say('apply.share.customerInteractions'),
              share.customerInteractions,
              'customerInteractions',
            ],
            [say('apply.share.productTypes'), share.productTypes, 'productTypes'],
            [say('apply.share.revenueStage'), share.revenueStage, 'revenueStages'],
            [say('apply.share.fundingSources'), b.fundingSources, 'fundingSources'],
            [say('apply.share.amountRaised'), b.amountRaised, rupees],
            [say('apply.share.useOfFunds'), b.useOfFunds, 'useOfFunds'],
            [say('apply.share.monthlyBurn'), b.monthlyBurn, rupees],
            [
              say('apply.share.runway'),
              b.runwayMonths,
              (v: number) => intl.formatMessage({ id: 'apply.share.months' }, { count: v }),
            ],
            [say('apply.share.hiringPlan'), b.hiringPlan, 'asWritten'],
            [say('apply.share.annualTurnover'), b.annualTurnover, rupees],
          ])}
        />
        <Group
          title={say('apply.share.tractionIp')}
          edit="/startups/full-profile"
          hash="traction-ip"
          rows={filled(intl, [
            [say('apply.share.validationEvidence'), t.validationEvidence, 'validationEvidence'],
            [say('apply.share.customers'), t.customers, whole],
            [say('apply.share.users'), t.users, whole],
            [say('apply.share.monthlyRevenue'), t.monthlyRevenue, rupees],
            [
              say('apply.share.monthlyGrowth'),
              t.monthlyGrowthPercent,
              (v: number) =>
                intl.formatNumber(v / 100, {
                  style: 'percent',
                  maximumFractionDigits: 20,
                  useGrouping: false,
                }),
            ],
            [say('apply.share.milestones'), t.milestones, 'asWritten'],
            [say('apply.share.ipStatuses'), t.ipStatuses, 'ipStatuses'],
            [say('apply.share.regulatoryBarriers'), t.regulatoryBarriers, 'regulatoryBarriers'],
          ])}
        />
      </div>
    </Panel>
  )
}
