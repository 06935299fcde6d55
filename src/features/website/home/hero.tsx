import { Link } from '@tanstack/react-router'
import { ArrowRight, Check, Clock, PlayCircle, Send, X } from 'lucide-react'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

import { Button } from '@/components/ui/button'
import { Badge, Card } from '@/components/ui/card'
import type { MessageId } from '@/lib/i18n/catalog'

export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white"
    >
      <ConfluenceBackdrop />
      <div className="relative mx-auto grid grid-cols-1 max-w-6xl items-center gap-12 px-4 pt-16 pb-20 sm:px-6 sm:pt-24 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,0.9fr)] lg:pb-28">
        <div>
          <Badge className="gap-1.5 border border-brand-100 bg-white/80 px-3 py-1 text-brand-700">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-saffron-500" />
            <FormattedMessage id="home.hero.badge" />
          </Badge>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-semibold tracking-tight text-balance text-ink sm:text-5xl lg:text-6xl"
          >
            <FormattedMessage
              id="home.hero.title"
              values={{
                accent: (chunks: ReactNode[]) => <span className="text-brand-600">{chunks}</span>,
              }}
            />
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-muted">
            <FormattedMessage id="home.hero.lead" />
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button asChild size="lg">
              <Link to="/sign-up">
                <FormattedMessage id="home.actions.signUp" />
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to="/request-access">
                <FormattedMessage id="home.actions.requestAccess" />
              </Link>
            </Button>
          </div>
          <div className="mt-4">
            <Button asChild variant="link" className="px-0">
              <Link to="/demo">
                <PlayCircle aria-hidden="true" />
                <FormattedMessage id="home.hero.tour" />
              </Link>
            </Button>
          </div>
          <p className="mt-6 text-sm text-muted">
            <FormattedMessage id="home.hero.note" />
          </p>
        </div>
        <HeroIllustration />
      </div>
    </section>
  )
}

/** Two soft streams meeting behind the hero: the confluence the name stands for. */
function ConfluenceBackdrop() {
  return (
    <svg
      aria-hidden="true"
      className="pointer-events-none absolute inset-x-0 top-0 h-full w-full"
      viewBox="0 0 1440 640"
      preserveAspectRatio="xMidYMid slice"
      fill="none"
    >
      <path
        d="M-40 120 C 320 120, 520 260, 760 330 S 1180 420, 1480 420"
        className="stroke-brand-200"
        strokeWidth="56"
        strokeLinecap="round"
        opacity="0.25"
      />
      <path
        d="M-40 560 C 300 560, 520 430, 760 360 S 1180 420, 1480 420"
        className="stroke-saffron-400"
        strokeWidth="40"
        strokeLinecap="round"
        opacity="0.12"
      />
    </svg>
  )
}

function HeroIllustration() {
  return (
    <figure className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div aria-hidden="true" className="relative">
        <div className="absolute -inset-4 rounded-3xl bg-gradient-to-br from-brand-100 via-white to-saffron-100 blur-2xl" />
        <Card className="relative p-5 sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-xs font-medium tracking-wide text-muted uppercase">
                <FormattedMessage id="home.hero.sample.channel" />
              </p>
              <p className="mt-1 font-semibold text-ink">
                <FormattedMessage id="home.hero.sample.channelName" />
              </p>
            </div>
            <span className="shrink-0 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-medium text-emerald-700">
              <FormattedMessage id="home.hero.sample.open" />
            </span>
          </div>
          <div className="mt-4 rounded-xl border border-line bg-surface p-4">
            <p className="text-sm font-medium text-ink">
              <FormattedMessage id="home.hero.sample.whyFits" />
            </p>
            <ul className="mt-3 space-y-2 text-sm">
              <FitRow ok message="home.hero.sample.fit.sector" />
              <FitRow ok message="home.hero.sample.fit.stage" />
              <FitRow ok message="home.hero.sample.fit.headquarters" />
              <FitRow ok message="home.hero.sample.fit.raise" />
              <FitRow ok={false} message="home.hero.sample.fit.businessType" />
            </ul>
          </div>
          <div className="mt-4 flex items-center justify-between gap-3 text-sm">
            <span className="flex items-center gap-1.5 text-muted">
              <Clock className="size-4" />
              <FormattedMessage id="home.hero.sample.answerWithin" />
            </span>
            <span className="rounded-lg bg-brand-600 px-3 py-1.5 font-medium text-white">
              <FormattedMessage id="home.hero.sample.apply" />
            </span>
          </div>
        </Card>
        <Card className="relative mt-4 ml-auto w-[85%] p-4 sm:-mt-6 sm:mr-[-1rem]">
          <div className="flex items-center gap-3">
            <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
              <Send className="size-4" />
            </span>
            <div className="min-w-0 text-sm">
              <p className="font-medium text-ink">
                <FormattedMessage id="home.hero.sample.shortlisted" />
              </p>
              <p className="text-muted">
                <FormattedMessage id="home.hero.sample.message" />
              </p>
            </div>
          </div>
        </Card>
      </div>
      <figcaption className="sr-only">
        <FormattedMessage id="home.hero.illustration" />
      </figcaption>
    </figure>
  )
}

/** A criterion and the startup's value, as one message: `<label>Sector:</label> <value>…</value>`. */
function FitRow({ ok, message }: { ok: boolean; message: MessageId }) {
  return (
    <li className="flex items-start gap-2">
      {ok ? (
        <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" />
      ) : (
        <X className="mt-0.5 size-4 shrink-0 text-amber-600" />
      )}
      <span className="min-w-0">
        <FormattedMessage
          id={message}
          values={{
            label: (chunks: ReactNode[]) => <span className="text-muted">{chunks}</span>,
            value: (chunks: ReactNode[]) => <span className="text-ink">{chunks}</span>,
          }}
        />
      </span>
    </li>
  )
}
