import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import {
  ArrowRight,
  BarChart3,
  Bookmark,
  Check,
  Clock,
  Eye,
  FileText,
  Filter,
  ListChecks,
  MessageSquare,
  Megaphone,
  PlayCircle,
  Send,
  Star,
  UserRound,
  X,
} from 'lucide-react'
import type { ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import { Badge, Card, Skeleton } from '@/components/ui/card'
import { useTRPC } from '@/lib/trpc'

export const Route = createFileRoute('/_marketing/')({
  // Prefetched on the server so the live counts are in the first HTML. A failing count query
  // must not take the whole home page down: the section shows dashes instead.
  loader: ({ context }) =>
    context.queryClient
      .ensureQueryData(context.trpc.website.counts.queryOptions())
      .catch(() => undefined),
  component: HomePage,
})

function HomePage() {
  return (
    <>
      <Hero />
      <LiveCounts />
      <ForFounders />
      <ForInvestors />
      <HowItWorks />
      <ClosingCta />
    </>
  )
}

// -------------------------------------------------------------------------------------------
// Hero
// -------------------------------------------------------------------------------------------

function Hero() {
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

// -------------------------------------------------------------------------------------------
// Live counts
// -------------------------------------------------------------------------------------------

function LiveCounts() {
  const trpc = useTRPC()
  const counts = useQuery(trpc.website.counts.queryOptions())

  const items = [
    { key: 'startups', label: 'Startups on Sangam' },
    { key: 'investors', label: 'Investor organisations' },
    { key: 'openChannels', label: 'Channels open for applications' },
    { key: 'applications', label: 'Applications sent' },
  ] as const

  return (
    <section aria-labelledby="counts-title" className="border-y border-line bg-white">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <h2 id="counts-title" className="flex items-center gap-2 text-sm font-medium text-muted">
          <span aria-hidden="true" className="relative flex size-2">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-60 motion-reduce:hidden" />
            <span className="relative inline-flex size-2 rounded-full bg-emerald-500" />
          </span>
          Live on Sangam right now
        </h2>
        <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-8 lg:grid-cols-4">
          {items.map((item) => (
            <div key={item.key} className="flex flex-col-reverse justify-end gap-1">
              <dt className="text-sm text-muted">{item.label}</dt>
              <dd className="text-3xl font-semibold tracking-tight text-ink tabular-nums sm:text-4xl">
                {counts.isPending ? (
                  <>
                    <Skeleton className="h-9 w-24" />
                    <span className="sr-only">Loading</span>
                  </>
                ) : counts.data ? (
                  counts.data[item.key].toLocaleString('en-IN')
                ) : (
                  <span aria-label="Not available">—</span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}

// -------------------------------------------------------------------------------------------
// For founders
// -------------------------------------------------------------------------------------------

function ForFounders() {
  return (
    <section aria-labelledby="founders-title" className="overflow-hidden bg-white">
      <div className="mx-auto grid grid-cols-1 max-w-6xl items-center gap-12 px-4 py-20 sm:px-6 lg:grid-cols-2 lg:py-28">
        <div>
          <SectionEyebrow>For founders</SectionEyebrow>
          <h2
            id="founders-title"
            className="mt-3 text-3xl font-semibold tracking-tight text-ink sm:text-4xl"
          >
            Tell your story once. Hear back every time.
          </h2>
          <p className="mt-4 text-lg text-muted">
            Stop rewriting the same deck summary for every fund’s form. Build one profile, apply to
            the channels that fit, and know where each application stands.
          </p>
          <ul className="mt-8 space-y-6">
            <Feature icon={<UserRound />} title="One profile, three layers">
              A startup profile (what you do, stage, state, planned raise), a founder profile for
              each co-founder, and a full profile in three sections —{' '}
              <strong className="font-medium text-ink">Market &amp; Positioning</strong>,{' '}
              <strong className="font-medium text-ink">Business &amp; Team</strong> and{' '}
              <strong className="font-medium text-ink">Traction &amp; IP</strong>. A completeness
              score shows what is still missing.
            </Feature>
            <Feature icon={<ListChecks />} title="Apply to channels that fit">
              Browse investor channels that are open now, see criterion by criterion how your
              startup matches, answer the investor’s own questions and review exactly what will be
              shared before you submit.
            </Feature>
            <Feature icon={<Clock />} title="Every application gets an answer">
              Each channel carries a response-time promise — 14 days unless the investor sets
              another — and overdue applications are flagged to the investor. You see every status
              change, and a decision always comes with a message; a no comes with a reason.
            </Feature>
            <Feature icon={<Eye />} title="Your data, your choice">
              Turn your public company page on or off, and decide whether investors can discover
              your profile or only see it when you apply.
            </Feature>
          </ul>
          <div className="mt-10">
            <Button asChild>
              <Link to="/sign-up">
                Create a startup account
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
  const sections = [
    { name: 'Market & Positioning', pct: 100 },
    { name: 'Business & Team', pct: 85 },
    { name: 'Traction & IP', pct: 60 },
  ]
  const statuses = [
    {
      channel: 'Pre-seed for deep tech',
      status: 'Shortlisted',
      tone: 'bg-brand-50 text-brand-700',
    },
    {
      channel: 'Agritech angels, South India',
      status: 'In review',
      tone: 'bg-saffron-100 text-ink',
    },
    { channel: 'Women-led startups fund', status: 'Submitted', tone: 'bg-surface text-muted' },
  ]
  return (
    <figure className="relative">
      <div aria-hidden="true" className="relative">
        <div className="absolute -inset-3 sm:-inset-6 rounded-[2rem] bg-gradient-to-br from-brand-50 to-saffron-100/60" />
        <div className="relative space-y-4 p-2 sm:p-4">
          <Card className="p-5">
            <div className="flex items-center justify-between">
              <p className="text-sm font-semibold text-ink">Full profile</p>
              <p className="text-sm font-medium text-brand-700">82% complete</p>
            </div>
            <ul className="mt-4 space-y-3">
              {sections.map((s) => (
                <li key={s.name}>
                  <div className="flex justify-between text-xs">
                    <span className="text-ink">{s.name}</span>
                    <span className="text-muted">{s.pct}%</span>
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
            <p className="text-sm font-semibold text-ink">Your applications</p>
            <ul className="mt-3 divide-y divide-line">
              {statuses.map((s) => (
                <li key={s.channel} className="flex items-center justify-between gap-3 py-2.5">
                  <span className="min-w-0 truncate text-sm text-ink">{s.channel}</span>
                  <span
                    className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium ${s.tone}`}
                  >
                    {s.status}
                  </span>
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </div>
      <figcaption className="sr-only">
        Illustration: a full profile at 82% completeness across Market &amp; Positioning, Business
        &amp; Team and Traction &amp; IP, and a list of applications with their statuses.
      </figcaption>
    </figure>
  )
}

// -------------------------------------------------------------------------------------------
// For investors
// -------------------------------------------------------------------------------------------

function ForInvestors() {
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
            Applications by status, the funnel of each channel, sectors and states you attract, and
            your median time to a decision.
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

// -------------------------------------------------------------------------------------------
// How it works
// -------------------------------------------------------------------------------------------

function HowItWorks() {
  const steps = [
    {
      icon: <FileText />,
      title: 'Founders build one profile',
      body: 'Startup, founders and the full profile — market, business, traction — filled in once and kept up to date.',
    },
    {
      icon: <Megaphone />,
      title: 'Investors open channels',
      body: 'An open call with criteria, custom questions, a closing date and a promise of when applicants will hear back.',
    },
    {
      icon: <Send />,
      title: 'Founders apply with answers',
      body: 'Fit is checked criterion by criterion; the founder answers the channel’s questions and submits the profile as it stands.',
    },
    {
      icon: <MessageSquare />,
      title: 'Every application gets a decision',
      body: 'The team reviews, rates and discusses, then sends a decision with a message — and, for a no, a reason.',
    },
  ]
  return (
    <section aria-labelledby="how-title" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 lg:py-28">
        <div className="mx-auto max-w-2xl text-center">
          <SectionEyebrow>How it works</SectionEyebrow>
          <h2
            id="how-title"
            className="mt-3 text-3xl font-semibold tracking-tight text-ink sm:text-4xl"
          >
            From first profile to a clear answer in four steps
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
                  <span className="text-sm font-semibold text-brand-700">Step {i + 1}</span>
                </div>
                <h3 className="mt-5 font-semibold text-ink">{step.title}</h3>
                <p className="mt-2 text-sm text-muted">{step.body}</p>
              </Card>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}

// -------------------------------------------------------------------------------------------
// Closing call to action
// -------------------------------------------------------------------------------------------

function ClosingCta() {
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
            Your next conversation starts at the confluence.
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-brand-100">
            Founders can start today. Investors, tell us a little about your fund or network and
            we’ll get you set up.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg" variant="accent">
              <Link to="/sign-up">Create a startup account</Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="secondary"
              className="border-white/30 bg-white/10 text-white hover:bg-white/20"
            >
              <Link to="/request-access">Request investor access</Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  )
}

// -------------------------------------------------------------------------------------------
// Small building blocks
// -------------------------------------------------------------------------------------------

function SectionEyebrow({ children }: { children: ReactNode }) {
  return <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{children}</p>
}

function Feature({
  icon,
  title,
  children,
}: {
  icon: ReactNode
  title: string
  children: ReactNode
}) {
  return (
    <li className="flex gap-4">
      <span
        aria-hidden="true"
        className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 [&_svg]:size-5"
      >
        {icon}
      </span>
      <div>
        <h3 className="font-semibold text-ink">{title}</h3>
        <p className="mt-1 text-muted">{children}</p>
      </div>
    </li>
  )
}

function FeatureCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode
  title: string
  children: ReactNode
}) {
  return (
    <li>
      <Card className="h-full p-6 transition-shadow hover:shadow-md">
        <span
          aria-hidden="true"
          className="grid size-10 place-items-center rounded-xl bg-gradient-to-br from-brand-500 to-brand-700 text-white [&_svg]:size-5"
        >
          {icon}
        </span>
        <h3 className="mt-5 font-semibold text-ink">{title}</h3>
        <p className="mt-2 text-sm text-muted">{children}</p>
      </Card>
    </li>
  )
}
