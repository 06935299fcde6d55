import { Link } from '@tanstack/react-router'
import { ArrowRight, BarChart3, Bookmark, Filter, ListChecks, Megaphone, Star } from 'lucide-react'

import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'

import { FeatureCard, SectionEyebrow } from './building-blocks'

export function ForInvestors() {
  return (
    <section aria-labelledby="investors-title" className="bg-surface">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 lg:py-28">
        <div className="max-w-2xl">
          <SectionEyebrow>For investors</SectionEyebrow>
          <h2
            id="investors-title"
            className="mt-3 text-3xl font-semibold tracking-tight text-ink sm:text-4xl"
          >
            Less noise. Better deal flow, reviewed together.
          </h2>
          <p className="mt-4 text-lg text-muted">
            Replace the shared inbox and the spreadsheet of forwarded decks with open calls that
            bring you structured, comparable applications — and a pipeline your whole team works in.
          </p>
        </div>

        <InvestorIllustration />

        <ul className="mt-12 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          <FeatureCard icon={<Megaphone />} title="Run channels">
            Open calls with your criteria — sectors, stages, states, business types and a raise
            range — plus your own questions. Listed for every startup, or unlisted and shared by
            link.
          </FeatureCard>
          <FeatureCard icon={<Filter />} title="A fast, filterable pipeline">
            Filter applications by sector, development stage, state, business type and planned
            raise, move them from submitted to decided, and export the filtered set as CSV.
          </FeatureCard>
          <FeatureCard icon={<ListChecks />} title="Fit, explained">
            Every application shows how the startup meets each of the channel’s criteria, one by one
            — no opaque match score to second-guess.
          </FeatureCard>
          <FeatureCard icon={<Star />} title="Rate and discuss as a team">
            Private notes and 1–5 ratings per teammate. Ratings stay blind until you have rated, so
            the first opinion doesn’t anchor the rest. Founders never see notes or ratings.
          </FeatureCard>
          <FeatureCard icon={<Bookmark />} title="Lists">
            Keep shared lists — a shortlist for Monday’s partner meeting, companies to revisit next
            quarter — with a note on every entry.
          </FeatureCard>
          <FeatureCard icon={<BarChart3 />} title="Dashboard">
            Applications by stage, the funnel of each channel through your own stages, sectors and
            states you attract, and your median time to a decision.
          </FeatureCard>
        </ul>

        <div className="mt-12 flex flex-col gap-3 sm:flex-row">
          <Button asChild>
            <Link to="/request-access">
              Request investor access
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/demo">See the review pipeline</Link>
          </Button>
        </div>
      </div>
    </section>
  )
}

function InvestorIllustration() {
  const chips = [
    'Climate Technology',
    'Prototype, Launched',
    'Karnataka, Tamil Nadu',
    'B2B',
    '₹50 L – ₹2 Cr',
  ]
  const rows = [
    {
      name: 'Hasiru Grid · Bengaluru',
      sector: 'Climate Technology',
      raise: '₹1.2 Cr',
      status: 'Shortlisted',
      tone: 'bg-brand-50 text-brand-700',
      rating: 4,
    },
    {
      name: 'Surya Cold Chain · Chennai',
      sector: 'Energy',
      raise: '₹80 L',
      status: 'In review',
      tone: 'bg-saffron-100 text-ink',
      rating: 3,
    },
    {
      name: 'Neer Sense · Mysuru',
      sector: 'Sustainability',
      raise: '₹1.75 Cr',
      status: 'Submitted',
      tone: 'bg-surface text-muted',
      rating: 0,
    },
  ]
  return (
    <figure className="mt-12">
      <Card aria-hidden="true" className="overflow-hidden">
        <div className="flex flex-wrap items-center gap-2 border-b border-line bg-white p-4">
          <span className="flex items-center gap-1.5 text-sm font-medium text-ink">
            <Filter className="size-4 text-muted" />
            Filters
          </span>
          {chips.map((chip) => (
            <span
              key={chip}
              className="rounded-full border border-brand-100 bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-700"
            >
              {chip}
            </span>
          ))}
          <span className="ml-auto hidden text-xs text-muted sm:inline">Sample data</span>
        </div>
        <div className="divide-y divide-line">
          {rows.map((row) => (
            <div
              key={row.name}
              className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 px-4 py-3 sm:grid-cols-[2fr_1fr_auto_auto]"
            >
              <div className="min-w-0">
                <p className="truncate text-sm font-medium text-ink">{row.name}</p>
                <p className="truncate text-xs text-muted">{row.sector}</p>
              </div>
              <p className="hidden text-sm text-ink tabular-nums sm:block">{row.raise}</p>
              <div className="hidden items-center gap-0.5 sm:flex">
                {[1, 2, 3, 4, 5].map((n) => (
                  <Star
                    key={n}
                    className={`size-3.5 ${n <= row.rating ? 'fill-saffron-400 text-saffron-500' : 'text-line'}`}
                  />
                ))}
              </div>
              <span
                className={`justify-self-end rounded-full px-2.5 py-0.5 text-xs font-medium ${row.tone}`}
              >
                {row.status}
              </span>
            </div>
          ))}
        </div>
      </Card>
      <figcaption className="sr-only">
        Illustration: the applications pipeline filtered by Climate Technology, stage, Karnataka and
        Tamil Nadu, B2B and a raise of ₹50 L to ₹2 Cr, listing sample applications with team ratings
        and statuses.
      </figcaption>
    </figure>
  )
}
