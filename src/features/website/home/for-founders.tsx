import { Link } from '@tanstack/react-router'
import { ArrowRight, Clock, Eye, ListChecks, UserRound } from 'lucide-react'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import type { MessageId } from '@/lib/i18n/catalog'

import { Feature, SectionEyebrow } from './building-blocks'

export function ForFounders() {
  const intl = useIntl()
  return (
    <section aria-labelledby="founders-title" className="overflow-hidden bg-white">
      <div className="mx-auto grid grid-cols-1 max-w-6xl items-center gap-12 px-4 py-20 sm:px-6 lg:grid-cols-2 lg:py-28">
        <div>
          <SectionEyebrow>
            <FormattedMessage id="home.founders.eyebrow" />
          </SectionEyebrow>
          <h2
            id="founders-title"
            className="mt-3 text-3xl font-semibold tracking-tight text-ink sm:text-4xl"
          >
            <FormattedMessage id="home.founders.title" />
          </h2>
          <p className="mt-4 text-lg text-muted">
            <FormattedMessage id="home.founders.lead" />
          </p>
          <ul className="mt-8 space-y-6">
            <Feature
              icon={<UserRound />}
              title={intl.formatMessage({ id: 'home.founders.profile.title' })}
            >
              <FormattedMessage
                id="home.founders.profile.body"
                values={{
                  b: (chunks: ReactNode[]) => (
                    <strong className="font-medium text-ink">{chunks}</strong>
                  ),
                }}
              />
            </Feature>
            <Feature
              icon={<ListChecks />}
              title={intl.formatMessage({ id: 'home.founders.apply.title' })}
            >
              <FormattedMessage id="home.founders.apply.body" />
            </Feature>
            <Feature
              icon={<Clock />}
              title={intl.formatMessage({ id: 'home.founders.answer.title' })}
            >
              <FormattedMessage id="home.founders.answer.body" />
            </Feature>
            <Feature icon={<Eye />} title={intl.formatMessage({ id: 'home.founders.data.title' })}>
              <FormattedMessage id="home.founders.data.body" />
            </Feature>
          </ul>
          <div className="mt-10">
            <Button asChild>
              <Link to="/sign-up">
                <FormattedMessage id="home.actions.signUp" />
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>
        <FounderIllustration />
      </div>
    </section>
  )
}

function FounderIllustration() {
  const intl = useIntl()
  const sections: { name: MessageId; pct: number }[] = [
    { name: 'home.founders.sample.market', pct: 100 },
    { name: 'home.founders.sample.business', pct: 85 },
    { name: 'home.founders.sample.traction', pct: 60 },
  ]
  const statuses: { channel: MessageId; status: MessageId; tone: string }[] = [
    {
      channel: 'home.founders.sample.deepTech',
      status: 'home.sample.status.shortlisted',
      tone: 'bg-brand-50 text-brand-700',
    },
    {
      channel: 'home.founders.sample.agritech',
      status: 'home.sample.status.inReview',
      tone: 'bg-saffron-100 text-ink',
    },
    {
      channel: 'home.founders.sample.womenLed',
      status: 'home.sample.status.submitted',
      tone: 'bg-surface text-muted',
    },
  ]
  return (
    <figure className="relative">
      <div aria-hidden="true" className="relative">
        <div className="absolute -inset-3 sm:-inset-6 rounded-[2rem] bg-gradient-to-br from-brand-50 to-saffron-100/60" />
        <div className="relative space-y-4 p-2 sm:p-4">
          <Card className="p-5">
            <div className="flex items-center justify-between">
              <p className="text-sm font-semibold text-ink">
                <FormattedMessage id="home.founders.sample.fullProfile" />
              </p>
              <p className="text-sm font-medium text-brand-700">
                <FormattedMessage id="home.founders.sample.complete" />
              </p>
            </div>
            <ul className="mt-4 space-y-3">
              {sections.map((s) => (
                <li key={s.name}>
                  <div className="flex justify-between text-xs">
                    <span className="text-ink">
                      <FormattedMessage id={s.name} />
                    </span>
                    <span className="text-muted">
                      {intl.formatNumber(s.pct / 100, { style: 'percent' })}
                    </span>
                  </div>
                  <div className="mt-1 h-1.5 rounded-full bg-brand-50">
                    <div
                      className="h-full rounded-full bg-gradient-to-r from-brand-500 to-brand-600"
                      style={{ width: `${s.pct}%` }}
                    />
                  </div>
                </li>
              ))}
            </ul>
          </Card>
          <Card className="p-5">
            <p className="text-sm font-semibold text-ink">
              <FormattedMessage id="home.founders.sample.applications" />
            </p>
            <ul className="mt-3 divide-y divide-line">
              {statuses.map((s) => (
                <li key={s.channel} className="flex items-center justify-between gap-3 py-2.5">
                  <span className="min-w-0 truncate text-sm text-ink">
                    <FormattedMessage id={s.channel} />
                  </span>
                  <span
                    className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium ${s.tone}`}
                  >
                    <FormattedMessage id={s.status} />
                  </span>
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </div>
      <figcaption className="sr-only">
        <FormattedMessage id="home.founders.illustration" />
      </figcaption>
    </figure>
  )
}
