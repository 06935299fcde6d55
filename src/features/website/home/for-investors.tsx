import { Link } from '@tanstack/react-router'
import { ArrowRight, BarChart3, Bookmark, Filter, ListChecks, Megaphone, Star } from 'lucide-react'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import type { MessageId } from '@/lib/i18n/catalog'

import { FeatureCard, SectionEyebrow } from './building-blocks'

/** The feature cards: an icon, and the ids of a title and a body. */
const features: { icon: ReactNode; title: MessageId; body: MessageId }[] = [
  {
    icon: <Megaphone />,
    title: 'home.investors.channels.title',
    body: 'home.investors.channels.body',
  },
  {
    icon: <Filter />,
    title: 'home.investors.pipeline.title',
    body: 'home.investors.pipeline.body',
  },
  { icon: <ListChecks />, title: 'home.investors.fit.title', body: 'home.investors.fit.body' },
  {
    icon: <Star />,
    title: 'home.investors.ratings.title',
    body: 'home.investors.ratings.body',
  },
  { icon: <Bookmark />, title: 'home.investors.lists.title', body: 'home.investors.lists.body' },
  {
    icon: <BarChart3 />,
    title: 'home.investors.dashboard.title',
    body: 'home.investors.dashboard.body',
  },
]

export function ForInvestors() {
  const intl = useIntl()
  return (
    <section aria-labelledby="investors-title" className="bg-surface">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 lg:py-28">
        <div className="max-w-2xl">
          <SectionEyebrow>
            <FormattedMessage id="home.investors.eyebrow" />
          </SectionEyebrow>
          <h2
            id="investors-title"
            className="mt-3 text-3xl font-semibold tracking-tight text-ink sm:text-4xl"
          >
            <FormattedMessage id="home.investors.title" />
          </h2>
          <p className="mt-4 text-lg text-muted">
            <FormattedMessage id="home.investors.lead" />
          </p>
        </div>

        <InvestorIllustration />

        <ul className="mt-12 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => (
            <FeatureCard
              key={feature.title}
              icon={feature.icon}
              title={intl.formatMessage({ id: feature.title })}
            >
              <FormattedMessage id={feature.body} />
            </FeatureCard>
          ))}
        </ul>

        <div className="mt-12 flex flex-col gap-3 sm:flex-row">
          <Button asChild>
            <Link to="/request-access">
              <FormattedMessage id="home.actions.requestAccess" />
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/demo">
              <FormattedMessage id="home.investors.demo" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  )
}

function InvestorIllustration() {
  const intl = useIntl()
  // "B2B" reads the same in every language, so it is not a message.
  const chips = [
    intl.formatMessage({ id: 'home.investors.sample.sector' }),
    intl.formatMessage({ id: 'home.investors.sample.stages' }),
    intl.formatMessage({ id: 'home.investors.sample.states' }),
    'B2B',
    intl.formatMessage({ id: 'home.investors.sample.raiseRange' }),
  ]
  const rows: {
    name: MessageId
    sector: MessageId
    raise: MessageId
    status: MessageId
    tone: string
    rating: number
  }[] = [
    {
      name: 'home.investors.sample.hasiru.name',
      sector: 'home.investors.sample.hasiru.sector',
      raise: 'home.investors.sample.hasiru.raise',
      status: 'home.sample.status.shortlisted',
      tone: 'bg-brand-50 text-brand-700',
      rating: 4,
    },
    {
      name: 'home.investors.sample.surya.name',
      sector: 'home.investors.sample.surya.sector',
      raise: 'home.investors.sample.surya.raise',
      status: 'home.sample.status.inReview',
      tone: 'bg-saffron-100 text-ink',
      rating: 3,
    },
    {
      name: 'home.investors.sample.neer.name',
      sector: 'home.investors.sample.neer.sector',
      raise: 'home.investors.sample.neer.raise',
      status: 'home.sample.status.submitted',
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
            <FormattedMessage id="home.investors.sample.filters" />
          </span>
          {chips.map((chip) => (
            <span
              key={chip}
              className="rounded-full border border-brand-100 bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-700"
            >
              {chip}
            </span>
          ))}
          <span className="ml-auto hidden text-xs text-muted sm:inline">
            <FormattedMessage id="home.investors.sample.data" />
          </span>
        </div>
        <div className="divide-y divide-line">
          {rows.map((row) => (
            <div
              key={row.name}
              className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 px-4 py-3 sm:grid-cols-[2fr_1fr_auto_auto]"
            >
              <div className="min-w-0">
                <p className="truncate text-sm font-medium text-ink">
                  <FormattedMessage id={row.name} />
                </p>
                <p className="truncate text-xs text-muted">
                  <FormattedMessage id={row.sector} />
                </p>
              </div>
              <p className="hidden text-sm text-ink tabular-nums sm:block">
                <FormattedMessage id={row.raise} />
              </p>
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
                <FormattedMessage id={row.status} />
              </span>
            </div>
          ))}
        </div>
      </Card>
      <figcaption className="sr-only">
        <FormattedMessage id="home.investors.illustration" />
      </figcaption>
    </figure>
  )
}
