import { createFileRoute, Link } from '@tanstack/react-router'
import {
  ArrowRight,
  BadgeIndianRupee,
  Check,
  FolderLock,
  Handshake,
  Languages,
  Newspaper,
  Users,
} from 'lucide-react'
import type { ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'

export const Route = createFileRoute('/_marketing/coming-soon')({ component: ComingSoonPage })

type Stage = 'Next up' | 'Designing' | 'Exploring'

const roadmap: { icon: ReactNode; title: string; stage: Stage; body: string; points: string[] }[] =
  [
    {
      icon: <Handshake />,
      title: 'Warm introductions',
      stage: 'Next up',
      body: 'A founder can ask an investor they already know on Sangam to introduce them to another — with consent on both sides before any details are shared.',
      points: [
        'Double opt-in: the recipient accepts before a conversation opens',
        'The introducer adds a short note on why the match makes sense',
        'Declined requests stay private',
      ],
    },
    {
      icon: <FolderLock />,
      title: 'Data room',
      stage: 'Next up',
      body: 'Share the documents diligence needs — financials, cap table, incorporation papers, contracts — with a specific investor once they shortlist you, not with everyone.',
      points: [
        'Access granted per investor and per application',
        'View-only documents with an access log',
        'Access ends when you revoke it or the application closes',
      ],
    },
    {
      icon: <Newspaper />,
      title: 'Investor updates',
      stage: 'Designing',
      body: 'Send a regular update to your investors and to the teams that shortlisted you, built from the metrics already in your profile.',
      points: [
        'Monthly or quarterly templates: highlights, metrics, asks',
        'Revenue, customers and runway pulled from your Traction & IP section',
        'Investors read every update in one place',
      ],
    },
    {
      icon: <Users />,
      title: 'Syndicates',
      stage: 'Exploring',
      body: 'Let a lead investor bring co-investors they trust into an application they are evaluating, so diligence is shared instead of repeated.',
      points: [
        'Lead investors invite co-investors to a shared review',
        'Each team keeps its own private notes and ratings',
        'Sangam will not pool, hold or move anyone’s money',
      ],
    },
    {
      icon: <Languages />,
      title: 'Regional languages',
      stage: 'Exploring',
      body: 'Use Sangam in the language you think in. The interface first, then profiles written in one language and readable in another.',
      points: [
        'Starting with Hindi, then languages such as Tamil, Kannada, Marathi and Bengali',
        'Amounts and dates formatted for each language',
        'Investors choose the languages their team reads',
      ],
    },
    {
      icon: <BadgeIndianRupee />,
      title: 'Grant and scheme channels',
      stage: 'Exploring',
      body: 'Incubators and programmes that give grants or run government schemes can open channels with eligibility checks tailored to them.',
      points: [
        'Eligibility questions such as DPIIT recognition and date of incorporation',
        'Milestone-based tracking after selection',
        'The same promise: every applicant gets an answer',
      ],
    },
  ]

const shipped = [
  'Startup, founder and full profiles with a completeness score',
  'Investor channels with criteria and custom questions',
  'Fit explained criterion by criterion',
  'Filterable applications pipeline with CSV export',
  'Blind team ratings and private notes',
  'Shared lists and the investor dashboard',
]

const stageTone: Record<Stage, string> = {
  'Next up': 'bg-brand-600 text-white',
  Designing: 'bg-brand-50 text-brand-700',
  Exploring: 'bg-saffron-100 text-ink',
}

function ComingSoonPage() {
  return (
    <>
      <section
        aria-labelledby="next-title"
        className="bg-gradient-to-b from-brand-50 via-white to-white"
      >
        <div className="mx-auto max-w-6xl px-4 pt-16 pb-12 sm:px-6 sm:pt-24">
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">
            What’s next
          </p>
          <h1
            id="next-title"
            className="mt-3 max-w-3xl text-4xl font-semibold tracking-tight text-balance text-ink sm:text-5xl"
          >
            Coming soon to Sangam
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-muted">
            Sangam is in early access. Here is what we’re working on next, shaped by the founders
            and investors already using it. We share stages, not dates — we’d rather ship something
            right than something on time and wrong.
          </p>
          <ul className="mt-6 flex flex-wrap gap-2 text-xs" aria-label="Roadmap stages">
            {(Object.keys(stageTone) as Stage[]).map((stage) => (
              <li
                key={stage}
                className={`rounded-full px-2.5 py-1 font-medium ${stageTone[stage]}`}
              >
                {stage}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="roadmap-title" className="bg-white">
        <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 lg:pb-20">
          <h2 id="roadmap-title" className="sr-only">
            Roadmap
          </h2>
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {roadmap.map((item) => (
              <li key={item.title}>
                <Card className="flex h-full flex-col p-6">
                  <div className="flex items-start justify-between gap-3">
                    <span
                      aria-hidden="true"
                      className="grid size-10 place-items-center rounded-xl bg-gradient-to-br from-brand-500 to-brand-700 text-white [&_svg]:size-5"
                    >
                      {item.icon}
                    </span>
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${stageTone[item.stage]}`}
                    >
                      {item.stage}
                    </span>
                  </div>
                  <h3 className="mt-5 text-lg font-semibold text-ink">{item.title}</h3>
                  <p className="mt-2 text-sm text-muted">{item.body}</p>
                  <ul className="mt-4 space-y-2 border-t border-line pt-4 text-sm">
                    {item.points.map((point) => (
                      <li key={point} className="flex gap-2 text-ink">
                        <span
                          aria-hidden="true"
                          className="mt-2 size-1.5 shrink-0 rounded-full bg-saffron-500"
                        />
                        {point}
                      </li>
                    ))}
                  </ul>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="shipped-title" className="bg-surface">
        <div className="mx-auto grid grid-cols-1 max-w-6xl gap-8 px-4 py-16 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] lg:py-20">
          <div>
            <h2
              id="shipped-title"
              className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl"
            >
              Already on Sangam
            </h2>
            <p className="mt-4 text-muted">
              Everything the roadmap builds on is live today for early-access members.
            </p>
            <Button asChild variant="link" className="mt-2 px-0">
              <Link to="/demo">
                Take the product tour
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {shipped.map((item) => (
              <li
                key={item}
                className="flex items-start gap-3 rounded-2xl border border-line bg-white p-4 text-sm text-ink"
              >
                <span
                  aria-hidden="true"
                  className="grid size-6 shrink-0 place-items-center rounded-full bg-emerald-50 text-emerald-700"
                >
                  <Check className="size-3.5" />
                </span>
                {item}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="invite-title" className="bg-white px-4 py-16 sm:px-6 lg:py-20">
        <div className="relative mx-auto max-w-6xl overflow-hidden rounded-3xl bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 px-6 py-12 text-center sm:px-12 sm:py-16">
          <h2
            id="invite-title"
            className="mx-auto max-w-2xl text-3xl font-semibold tracking-tight text-balance text-white"
          >
            Help us decide what comes first
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-brand-100">
            Request access and tell us, in the message, which of these would change how you raise or
            invest. Early-access members try new features before anyone else.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg" variant="accent">
              <Link to="/request-access">
                Request access
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="secondary"
              className="border-white/30 bg-white/10 text-white hover:bg-white/20"
            >
              <Link to="/sign-up">Create a startup account</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  )
}
