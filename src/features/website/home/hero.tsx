import { Link } from '@tanstack/react-router'
import { ArrowRight, Check, Clock, PlayCircle, Send, X } from 'lucide-react'

import { Button } from '@/components/ui/button'
import { Badge, Card } from '@/components/ui/card'

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
            Built in India, for Indian startups
          </Badge>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-semibold tracking-tight text-balance text-ink sm:text-5xl lg:text-6xl"
          >
            Where Indian startups and investors <span className="text-brand-600">meet</span>.
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-muted">
            Founders tell their story once and apply to investor channels that fit — and every
            application gets an answer. Investors open channels with their own criteria and
            questions, then review a clean, filterable pipeline together with their team.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button asChild size="lg">
              <Link to="/sign-up">
                Create a startup account
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to="/request-access">Request investor access</Link>
            </Button>
          </div>
          <div className="mt-4">
            <Button asChild variant="link" className="px-0">
              <Link to="/demo">
                <PlayCircle aria-hidden="true" />
                Take the product tour
              </Link>
            </Button>
          </div>
          <p className="mt-6 text-sm text-muted">
            Free during early access. Investor accounts are approved by our team.
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
              <p className="text-xs font-medium tracking-wide text-muted uppercase">Channel</p>
              <p className="mt-1 font-semibold text-ink">Seed for climate hardware</p>
            </div>
            <span className="shrink-0 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-medium text-emerald-700">
              Open
            </span>
          </div>
          <div className="mt-4 rounded-xl border border-line bg-surface p-4">
            <p className="text-sm font-medium text-ink">Why this channel fits you</p>
            <ul className="mt-3 space-y-2 text-sm">
              <FitRow ok label="Sector" value="Climate Technology" />
              <FitRow ok label="Stage" value="Prototype" />
              <FitRow ok label="Headquarters" value="Karnataka" />
              <FitRow ok label="Planned raise" value="₹1.2 Cr of ₹50 L – ₹2 Cr" />
              <FitRow ok={false} label="Business type" value="Looking for B2B, you are D2C" />
            </ul>
          </div>
          <div className="mt-4 flex items-center justify-between gap-3 text-sm">
            <span className="flex items-center gap-1.5 text-muted">
              <Clock className="size-4" />
              Answer within 14 days
            </span>
            <span className="rounded-lg bg-brand-600 px-3 py-1.5 font-medium text-white">
              Apply
            </span>
          </div>
        </Card>
        <Card className="relative mt-4 ml-auto w-[85%] p-4 sm:-mt-6 sm:mr-[-1rem]">
          <div className="flex items-center gap-3">
            <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
              <Send className="size-4" />
            </span>
            <div className="min-w-0 text-sm">
              <p className="font-medium text-ink">Application shortlisted</p>
              <p className="text-muted">“We’d like to meet the founding team.”</p>
            </div>
          </div>
        </Card>
      </div>
      <figcaption className="sr-only">
        Illustration: an open investor channel showing, criterion by criterion, why it fits a
        startup, with a promise to answer within 14 days, and a notification that the startup’s
        application was shortlisted.
      </figcaption>
    </figure>
  )
}

function FitRow({ ok, label, value }: { ok: boolean; label: string; value: string }) {
  return (
    <li className="flex items-start gap-2">
      {ok ? (
        <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" />
      ) : (
        <X className="mt-0.5 size-4 shrink-0 text-amber-600" />
      )}
      <span className="min-w-0">
        <span className="text-muted">{label}: </span>
        <span className="text-ink">{value}</span>
      </span>
    </li>
  )
}
