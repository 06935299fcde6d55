import { Link } from '@tanstack/react-router'
import { FileText, MessageSquare, Megaphone, Send } from 'lucide-react'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import type { MessageId } from '@/lib/i18n/catalog'

import { SectionEyebrow } from './building-blocks'

export function HowItWorks() {
  const steps: { icon: ReactNode; title: MessageId; body: MessageId }[] = [
    { icon: <FileText />, title: 'home.how.profile.title', body: 'home.how.profile.body' },
    { icon: <Megaphone />, title: 'home.how.channels.title', body: 'home.how.channels.body' },
    { icon: <Send />, title: 'home.how.apply.title', body: 'home.how.apply.body' },
    {
      icon: <MessageSquare />,
      title: 'home.how.decision.title',
      body: 'home.how.decision.body',
    },
  ]
  return (
    <section aria-labelledby="how-title" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 lg:py-28">
        <div className="mx-auto max-w-2xl text-center">
          <SectionEyebrow>
            <FormattedMessage id="home.how.eyebrow" />
          </SectionEyebrow>
          <h2
            id="how-title"
            className="mt-3 text-3xl font-semibold tracking-tight text-ink sm:text-4xl"
          >
            <FormattedMessage id="home.how.title" />
          </h2>
        </div>
        <ol className="mt-14 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, i) => (
            <li key={step.title} className="relative">
              <Card className="h-full p-6">
                <div className="flex items-center gap-3">
                  <span className="grid size-10 place-items-center rounded-xl bg-brand-600 text-white [&_svg]:size-5">
                    {step.icon}
                  </span>
                  <span className="text-sm font-semibold text-brand-700">
                    <FormattedMessage id="home.how.step" values={{ number: i + 1 }} />
                  </span>
                </div>
                <h3 className="mt-5 font-semibold text-ink">
                  <FormattedMessage id={step.title} />
                </h3>
                <p className="mt-2 text-sm text-muted">
                  <FormattedMessage id={step.body} />
                </p>
              </Card>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}

export function ClosingCta() {
  return (
    <section aria-labelledby="cta-title" className="bg-white px-4 pb-20 sm:px-6 lg:pb-28">
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-3xl bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 px-6 py-14 text-center sm:px-12 sm:py-16">
        <svg
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 h-full w-full"
          viewBox="0 0 800 300"
          preserveAspectRatio="none"
          fill="none"
        >
          <path
            d="M0 60 C 250 60, 330 150, 400 160 S 600 200, 800 200"
            stroke="white"
            strokeWidth="18"
            opacity="0.2"
          />
          <path
            d="M0 260 C 250 260, 330 180, 400 165 S 600 200, 800 200"
            className="stroke-saffron-400"
            strokeWidth="14"
            opacity="0.2"
          />
        </svg>
        <div className="relative">
          <h2
            id="cta-title"
            className="mx-auto max-w-2xl text-3xl font-semibold tracking-tight text-balance text-white sm:text-4xl"
          >
            <FormattedMessage id="home.cta.title" />
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-brand-100">
            <FormattedMessage id="home.cta.body" />
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg" variant="accent">
              <Link to="/sign-up">
                <FormattedMessage id="home.actions.signUp" />
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="secondary"
              className="border-white/30 bg-white/10 text-white hover:bg-white/20"
            >
              <Link to="/request-access">
                <FormattedMessage id="home.actions.requestAccess" />
              </Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  )
}
