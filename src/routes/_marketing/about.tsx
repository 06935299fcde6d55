import { createFileRoute, Link } from '@tanstack/react-router'
import {
  ArrowRight,
  EyeOff,
  IndianRupee,
  ListChecks,
  MailQuestion,
  MapPin,
  MessageSquareReply,
  ShieldCheck,
  ToggleRight,
} from 'lucide-react'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { useContactDetails } from '@/lib/contact'
import type { MessageId } from '@/lib/i18n/catalog'

export const Route = createFileRoute('/_marketing/about')({ component: AboutPage })

function AboutPage() {
  return (
    <>
      <AboutHero />
      <TheName />
      <TheProblem />
      <Principles />
      <BuiltInIndia />
      <Contact />
    </>
  )
}

function AboutHero() {
  return (
    <section
      aria-labelledby="about-title"
      className="bg-gradient-to-b from-brand-50 via-white to-white"
    >
      <div className="mx-auto max-w-6xl px-4 pt-16 pb-12 sm:px-6 sm:pt-24">
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">
          <FormattedMessage id="about.hero.eyebrow" />
        </p>
        <h1
          id="about-title"
          className="mt-3 max-w-3xl text-4xl font-semibold tracking-tight text-balance text-ink sm:text-5xl"
        >
          <FormattedMessage id="about.hero.title" />
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-muted">
          <FormattedMessage id="about.hero.body" />
        </p>
      </div>
    </section>
  )
}

function TheName() {
  return (
    <section aria-labelledby="name-title" className="bg-white">
      <div className="mx-auto grid grid-cols-1 max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:py-20">
        <div>
          <h2
            id="name-title"
            className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl"
          >
            <FormattedMessage id="about.name.title" />
          </h2>
          <div className="mt-4 space-y-4 text-muted">
            <p>
              <FormattedMessage
                id="about.name.meaning"
                values={{
                  word: (chunks) => (
                    <span lang="sa" className="font-medium text-ink">
                      {chunks}
                    </span>
                  ),
                  em: (chunks) => <em>{chunks}</em>,
                  strong: (chunks) => <strong className="font-medium text-ink">{chunks}</strong>,
                }}
              />
            </p>
            <p>
              <FormattedMessage id="about.name.streams" />
            </p>
          </div>
        </div>
        <ConfluenceArt />
      </div>
    </section>
  )
}

function ConfluenceArt() {
  const intl = useIntl()
  return (
    <figure className="relative overflow-hidden rounded-2xl border border-line bg-gradient-to-br from-brand-50 via-white to-saffron-100/70 p-6">
      <svg
        viewBox="0 0 480 260"
        className="h-auto w-full"
        role="img"
        aria-labelledby="confluence-art-title"
      >
        <title id="confluence-art-title">{intl.formatMessage({ id: 'about.art.title' })}</title>
        <path
          d="M10 40 C 140 40, 190 110, 250 128 S 380 140, 470 140"
          className="stroke-brand-500"
          strokeWidth="22"
          strokeLinecap="round"
          fill="none"
          opacity="0.85"
        />
        <path
          d="M10 220 C 140 220, 190 150, 250 134 S 380 140, 470 140"
          className="stroke-saffron-500"
          strokeWidth="22"
          strokeLinecap="round"
          fill="none"
          opacity="0.85"
        />
        <circle cx="250" cy="131" r="7" fill="white" />
        <text x="14" y="22" fontSize="13" className="fill-brand-700" fontWeight="600">
          {intl.formatMessage({ id: 'about.side.founders' })}
        </text>
        <text x="14" y="252" fontSize="13" className="fill-ink" fontWeight="600">
          {intl.formatMessage({ id: 'about.side.investors' })}
        </text>
      </svg>
      <figcaption className="mt-3 text-center text-sm text-muted">
        <FormattedMessage id="about.art.caption" />
      </figcaption>
    </figure>
  )
}

function TheProblem() {
  return (
    <section aria-labelledby="problem-title" className="bg-surface">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-20">
        <div className="max-w-2xl">
          <h2
            id="problem-title"
            className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl"
          >
            <FormattedMessage id="about.problem.title" />
          </h2>
          <p className="mt-4 text-muted">
            <FormattedMessage id="about.problem.intro" />
          </p>
        </div>
        <div className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-2">
          <Card className="p-6 sm:p-8">
            <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">
              <FormattedMessage id="about.side.founders" />
            </p>
            <h3 className="mt-2 text-xl font-semibold text-ink">
              <FormattedMessage id="about.problem.silence" />
            </h3>
            <ul className="mt-4 space-y-3 text-muted">
              <ProblemItem id="about.problem.silence.unanswered" />
              <ProblemItem id="about.problem.silence.forms" />
              <ProblemItem id="about.problem.silence.guessing" />
            </ul>
          </Card>
          <Card className="p-6 sm:p-8">
            <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">
              <FormattedMessage id="about.side.investors" />
            </p>
            <h3 className="mt-2 text-xl font-semibold text-ink">
              <FormattedMessage id="about.problem.noise" />
            </h3>
            <ul className="mt-4 space-y-3 text-muted">
              <ProblemItem id="about.problem.noise.formats" />
              <ProblemItem id="about.problem.noise.sorting" />
              <ProblemItem id="about.problem.noise.opinions" />
            </ul>
          </Card>
        </div>
      </div>
    </section>
  )
}

function ProblemItem({ id }: { id: MessageId }) {
  return (
    <li className="flex gap-3">
      <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-saffron-500" />
      <span>
        <FormattedMessage id={id} />
      </span>
    </li>
  )
}

function Principles() {
  const principles: { icon: ReactNode; title: MessageId; body: MessageId }[] = [
    {
      icon: <MessageSquareReply />,
      title: 'about.principles.answer.title',
      body: 'about.principles.answer.body',
    },
    {
      icon: <ToggleRight />,
      title: 'about.principles.data.title',
      body: 'about.principles.data.body',
    },
    {
      icon: <ListChecks />,
      title: 'about.principles.fit.title',
      body: 'about.principles.fit.body',
    },
    {
      icon: <EyeOff />,
      title: 'about.principles.private.title',
      body: 'about.principles.private.body',
    },
  ]
  return (
    <section aria-labelledby="principles-title" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-20">
        <div className="max-w-2xl">
          <h2
            id="principles-title"
            className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl"
          >
            <FormattedMessage id="about.principles.title" />
          </h2>
          <p className="mt-4 text-muted">
            <FormattedMessage id="about.principles.intro" />
          </p>
        </div>
        <ul className="mt-10 grid grid-cols-1 gap-6 sm:grid-cols-2">
          {principles.map((p) => (
            <li key={p.title}>
              <Card className="h-full p-6">
                <span
                  aria-hidden="true"
                  className="grid size-10 place-items-center rounded-xl bg-gradient-to-br from-brand-500 to-brand-700 text-white [&_svg]:size-5"
                >
                  {p.icon}
                </span>
                <h3 className="mt-5 font-semibold text-ink">
                  <FormattedMessage id={p.title} />
                </h3>
                <p className="mt-2 text-sm text-muted">
                  <FormattedMessage id={p.body} />
                </p>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

function BuiltInIndia() {
  const points: { icon: ReactNode; title: MessageId; body: MessageId }[] = [
    {
      icon: <IndianRupee />,
      title: 'about.india.rupees.title',
      body: 'about.india.rupees.body',
    },
    {
      icon: <MapPin />,
      title: 'about.india.states.title',
      body: 'about.india.states.body',
    },
    {
      icon: <ShieldCheck />,
      title: 'about.india.company.title',
      body: 'about.india.company.body',
    },
  ]
  return (
    <section aria-labelledby="india-title" className="bg-surface">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-20">
        <div className="max-w-2xl">
          <h2
            id="india-title"
            className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl"
          >
            <FormattedMessage id="about.india.title" />
          </h2>
          <p className="mt-4 text-muted">
            <FormattedMessage id="about.india.intro" />
          </p>
        </div>
        <ul className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-3">
          {points.map((p) => (
            <li key={p.title} className="flex gap-4 md:flex-col">
              <span
                aria-hidden="true"
                className="grid size-10 shrink-0 place-items-center rounded-xl bg-saffron-100 text-ink [&_svg]:size-5"
              >
                {p.icon}
              </span>
              <div>
                <h3 className="font-semibold text-ink">
                  <FormattedMessage id={p.title} />
                </h3>
                <p className="mt-1 text-sm text-muted">
                  <FormattedMessage id={p.body} />
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

function Contact() {
  const { contactEmail } = useContactDetails()
  return (
    <section aria-labelledby="contact-title" className="bg-white py-16 lg:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <Card className="flex flex-col gap-6 bg-gradient-to-br from-brand-50 to-white p-6 sm:p-10 md:flex-row md:items-center md:justify-between">
          <div className="flex gap-4">
            <span
              aria-hidden="true"
              className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-600 text-white [&_svg]:size-6"
            >
              <MailQuestion />
            </span>
            <div>
              <h2 id="contact-title" className="text-xl font-semibold text-ink sm:text-2xl">
                <FormattedMessage id="about.contact.title" />
              </h2>
              <p className="mt-2 max-w-xl text-muted">
                <FormattedMessage
                  id="about.contact.body"
                  values={{
                    email: (
                      <a
                        href={`mailto:${contactEmail}`}
                        translate="no"
                        className="font-medium wrap-break-word text-brand-700 underline underline-offset-2 hover:text-brand-900"
                      >
                        {contactEmail}
                      </a>
                    ),
                    link: (chunks) => (
                      <Link
                        to="/request-access"
                        className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
                      >
                        {chunks}
                      </Link>
                    ),
                  }}
                />
              </p>
            </div>
          </div>
          <Button asChild size="lg" className="shrink-0">
            <a href={`mailto:${contactEmail}`}>
              <FormattedMessage id="about.contact.emailUs" />
              <ArrowRight aria-hidden="true" />
            </a>
          </Button>
        </Card>
      </div>
    </section>
  )
}
