import { Link } from '@tanstack/react-router'
import { FileText } from 'lucide-react'
import type { ReactNode } from 'react'

import { identifierFacts } from '@/components/startup-india'
import { formatDate, formatRupees, plural } from '@/lib/format'
import {
  companyTypeLabel,
  missionLabels,
  visionLabels,
  type Mission,
  type Vision,
} from '@/lib/options'

import { Facts, Panel } from './channel-overview'
import type { SharedProfile } from './types'

type Value = string | number | readonly string[] | null | undefined
type Row = [label: string, value: Value, show?: (v: never) => string]

const rupees = (v: number) => formatRupees(v)
const whole = (v: number) => v.toLocaleString('en-IN')

/** Filled values only: the review shows what the investor will actually receive. */
function filled(rows: Row[]): Fact[] {
  return rows.flatMap(([label, value, show]) => {
    if (value == null || value === '' || (Array.isArray(value) && value.length === 0)) return []
    const text = show
      ? show(value as never)
      : Array.isArray(value)
        ? value.join(', ')
        : String(value)
    // Paragraphs read better across the whole card.
    return [
      [
        label,
        <span className="whitespace-pre-line">{text}</span>,
        text.length > 120,
      ] satisfies Fact,
    ]
  })
}

type Fact = [string, ReactNode, boolean]

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
          Edit
        </Link>
      </div>
      {rows.length > 0 ? (
        <Facts items={rows} />
      ) : (
        <p className="text-sm text-muted">Nothing filled in yet.</p>
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
  const m = share.marketPositioning
  const b = share.businessTeam
  const t = share.tractionIp
  return (
    <Panel title="Your profile, as it will be shared">
      <p className="mb-5 text-sm text-muted">
        A copy of your profile as it is now goes with the application. Changes you make later are
        not sent to this investor’s copy.
      </p>
      <div className="space-y-5">
        <Group
          title="Startup profile"
          edit="/startups/startup-profile"
          rows={filled([
            ['Name', share.name],
            ['One-liner', share.oneLiner],
            ['Description', share.description],
            ['Website', share.website],
            ['Founded', share.foundedOn, (v: string) => formatDate(v)],
            ['Company type', companyTypeLabel(share.companyType)],
            ...identifierFacts(share),
            ['Deep tech', share.deepTech ? 'Declared deep-tech startup' : null],
            ['Headquarters', [share.city, share.headquarters].filter(Boolean).join(', ')],
            ['Sectors', share.sectors],
            ['Development stage', share.developmentStage],
            ['Team size', share.teamSize, whole],
            ['Planned raise', share.plannedRaise, rupees],
            ['Logo', share.logo?.name],
          ])}
        />
        <div className="flex items-center gap-2 rounded-lg bg-surface px-3 py-2 text-sm text-ink">
          <FileText className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
          {share.deck ? (
            <span className="min-w-0 break-all">
              Pitch deck: <span className="font-medium">{share.deck.name}</span>
            </span>
          ) : (
            <span>
              No pitch deck.{' '}
              <Link
                to="/startups/startup-profile"
                className="font-medium text-brand-600 hover:underline"
              >
                Upload one
              </Link>{' '}
              to share it with your application.
            </span>
          )}
        </div>
        <div className="border-t border-line pt-4">
          <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="text-sm font-semibold text-ink">Founders</h3>
            <Link
              to="/startups/founder-profile"
              className="text-sm font-medium text-brand-600 hover:underline"
            >
              Edit
            </Link>
          </div>
          {share.founders.length === 0 ? (
            <p className="text-sm text-muted">No founders added yet.</p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {share.founders.map((f, i) => (
                <li key={`${f.name}-${i}`} className="min-w-0 rounded-xl bg-surface p-4 text-sm">
                  <p className="font-medium text-ink">{f.name}</p>
                  {f.title && <p className="text-muted">{f.title}</p>}
                  {[f.email, f.linkedin].filter(Boolean).map((v) => (
                    <p key={v} className="mt-1 break-all text-muted">
                      {v}
                    </p>
                  ))}
                  {f.bio && <p className="mt-2 text-ink">{f.bio}</p>}
                  {f.education && <p className="mt-1 text-muted">Education: {f.education}</p>}
                  {f.experience && <p className="mt-1 text-muted">Experience: {f.experience}</p>}
                  {f.equityShare != null && (
                    <p className="mt-1 text-muted">Equity: {f.equityShare}%</p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
        <Group
          title="Market & Positioning"
          edit="/startups/full-profile"
          hash="market-positioning"
          rows={filled([
            ['Problem', m.problem],
            ['Solution', m.solution],
            ['Target market approaches', m.targetMarketApproaches],
            ['Total addressable market (TAM)', m.tam, rupees],
            ['Serviceable market (SAM)', m.sam, rupees],
            ['Obtainable market (SOM)', m.som, rupees],
            ['Competitor types', m.competitorTypes],
            ['Named competitors', m.competitors],
            ['Competitive advantages', m.advantageSources],
            ['Defensibility', m.defensibility],
            ['Pricing strategy', m.pricingStrategy],
            ['Marketing channels', m.marketingChannels],
            ['Mission', m.mission, (v: Mission) => missionLabels[v] ?? v],
            ['Vision', m.vision, (v: Vision) => visionLabels[v] ?? v],
          ])}
        />
        <Group
          title="Business & Team"
          edit="/startups/full-profile"
          hash="business-team"
          rows={filled([
            ['Business types', share.businessTypes],
            ['Customer interactions', share.customerInteractions],
            ['Product types', share.productTypes],
            ['Revenue stage', share.revenueStage],
            ['Funding sources so far', b.fundingSources],
            ['Amount raised so far', b.amountRaised, rupees],
            ['Use of funds', b.useOfFunds],
            ['Monthly burn', b.monthlyBurn, rupees],
            ['Runway', b.runwayMonths, (v: number) => plural(v, 'month')],
            ['Hiring plan', b.hiringPlan],
            ['Highest annual turnover', b.annualTurnover, rupees],
          ])}
        />
        <Group
          title="Traction & IP"
          edit="/startups/full-profile"
          hash="traction-ip"
          rows={filled([
            ['Validation evidence', t.validationEvidence],
            ['Customers', t.customers, whole],
            ['Users', t.users, whole],
            ['Monthly revenue', t.monthlyRevenue, rupees],
            ['Monthly growth', t.monthlyGrowthPercent, (v: number) => `${v}%`],
            ['Milestones', t.milestones],
            ['IP status', t.ipStatuses],
            ['Regulatory barriers', t.regulatoryBarriers],
          ])}
        />
      </div>
    </Panel>
  )
}
