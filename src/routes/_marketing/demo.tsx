import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import {
  ArrowRight,
  Check,
  Clock,
  Copy,
  Filter,
  KeyRound,
  Lock,
  LogIn,
  MessageSquare,
  Send,
  Star,
  X,
} from 'lucide-react'
import { useState, type ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import { Badge, Card, Skeleton } from '@/components/ui/card'
import { useTRPC } from '@/lib/trpc'

export const Route = createFileRoute('/_marketing/demo')({
  // Prefetched on the server so the demo accounts (or the request-access invitation) are in the
  // first HTML. A failure must not break the tour: the page then falls back to the invitation.
  loader: ({ context }) =>
    context.queryClient
      .ensureQueryData(context.trpc.website.demoAccounts.queryOptions())
      .catch(() => undefined),
  component: DemoPage,
})

type Step = {
  id: string
  who: 'Founder' | 'Investor'
  title: string
  body: ReactNode
  points: string[]
  illustration: ReactNode
  caption: string
}

const steps: Step[] = [
  {
    id: 'profile',
    who: 'Founder',
    title: 'Build your profile once',
    body: 'A founder signs up, creates the startup and fills in three layers: the startup profile, a founder profile for each co-founder, and the full profile investors read.',
    points: [
      'Full profile in three sections: Market & Positioning, Business & Team, Traction & IP',
      'A completeness score per section shows exactly what is missing',
      'Choose a public company page and whether investors can discover you',
    ],
    illustration: <ProfileMock />,
    caption:
      'Illustration: a startup profile editor with sectors Climate Technology and Energy, stage Prototype, headquarters Karnataka and a planned raise of ₹1.2 Cr, with section completeness bars.',
  },
  {
    id: 'channels',
    who: 'Founder',
    title: 'Find channels that fit — and see why',
    body: 'Open investor channels are listed with their criteria. Sangam checks your profile against each criterion and tells you, line by line, where you fit and where you don’t.',
    points: [
      'Sector, stage, state, business type and raise range checked one by one',
      'A mismatch is a warning, not a wall — you can still apply',
      'Each channel shows when it closes and how fast it promises to answer',
    ],
    illustration: <FitMock />,
    caption:
      'Illustration: a channel called Seed for climate hardware with a fit checklist — four criteria met, business type not met.',
  },
  {
    id: 'apply',
    who: 'Founder',
    title: 'Apply with your answers',
    body: 'Every channel can ask its own questions. Answer them, review exactly what will be shared with the investor, and submit. Your profile goes as it stands at that moment.',
    points: [
      'Short and long answers, numbers, links and multiple choice',
      'One application per channel — no accidental duplicates',
      'Withdraw any time before a decision',
    ],
    illustration: <ApplyMock />,
    caption:
      'Illustration: an application form with two answered custom questions, a summary of what will be shared, and a submit button.',
  },
  {
    id: 'pipeline',
    who: 'Investor',
    title: 'Review a fast, filterable pipeline',
    body: 'Applications land in the investor’s pipeline, already structured and comparable. Filters narrow thousands to the handful worth a closer look — and live in the URL, so a teammate can open the same view.',
    points: [
      'Filter by sector, stage, state, business type, customer interaction and raise range',
      'Move applications through Submitted, In review, Shortlisted, Due diligence',
      'Overdue applications are flagged against the channel’s promise',
    ],
    illustration: <PipelineMock />,
    caption:
      'Illustration: the applications pipeline filtered by Climate Technology, Karnataka and ₹50 L to ₹2 Cr, with counts per status.',
  },
  {
    id: 'team',
    who: 'Investor',
    title: 'Rate and discuss as a team',
    body: 'Each teammate rates the application from 1 to 5 and adds notes. Ratings stay hidden until you have given your own, so nobody anchors the discussion.',
    points: [
      'Blind ratings, revealed once you rate',
      'Private notes and a full timeline of every status change',
      'Add promising startups to shared lists',
    ],
    illustration: <TeamMock />,
    caption:
      'Illustration: a ratings panel where one teammate’s 4-star rating is visible, another’s is hidden until you rate, with two private notes.',
  },
  {
    id: 'decision',
    who: 'Investor',
    title: 'A decision reaches the founder',
    body: 'The investor decides and writes a message. A rejection carries a reason from a short list, so the founder learns something either way. Notes and ratings never leave the investor’s team.',
    points: [
      'Accepted or rejected, always with a message',
      'Reasons: not our sector or stage, too early, team, market size, traction, other',
      'The founder is notified in the app and by email',
    ],
    illustration: <DecisionMock />,
    caption:
      'Illustration: the founder’s view of a decision — rejected, reason Too early, with a message from the investor inviting them to reapply after their pilot.',
  },
]

function DemoPage() {
  return (
    <>
      <section
        aria-labelledby="demo-title"
        className="bg-gradient-to-b from-brand-50 via-white to-white"
      >
        <div className="mx-auto grid grid-cols-1 max-w-6xl items-start gap-10 px-4 pt-16 pb-12 sm:px-6 sm:pt-24 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,0.85fr)]">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">
              Product tour
            </p>
            <h1
              id="demo-title"
              className="mt-3 text-4xl font-semibold tracking-tight text-balance text-ink sm:text-5xl"
            >
              See Sangam from both sides of the table
            </h1>
            <p className="mt-6 max-w-xl text-lg text-muted">
              Follow one application from a founder’s first profile to an investor’s decision — six
              steps, about three minutes.
            </p>
            <nav aria-label="Tour steps" className="mt-8">
              <ol className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                {steps.map((step, i) => (
                  <li key={step.id}>
                    <a
                      href={`#${step.id}`}
                      className="flex items-center gap-3 rounded-xl border border-line bg-white px-3 py-2 text-sm text-ink transition-colors hover:border-brand-200 hover:bg-brand-50"
                    >
                      <span className="grid size-6 shrink-0 place-items-center rounded-full bg-brand-600 text-xs font-semibold text-white">
                        {i + 1}
                      </span>
                      <span className="min-w-0">{step.title}</span>
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          </div>
          <DemoAccess />
        </div>
      </section>

      <div className="bg-white">
        {steps.map((step, i) => (
          <TourStep key={step.id} step={step} index={i} />
        ))}
      </div>

      <section aria-labelledby="demo-cta-title" className="bg-white px-4 pb-20 sm:px-6 lg:pb-28">
        <div className="mx-auto max-w-6xl rounded-3xl bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 px-6 py-12 text-center sm:px-12 sm:py-16">
          <h2
            id="demo-cta-title"
            className="mx-auto max-w-2xl text-3xl font-semibold tracking-tight text-balance text-white"
          >
            Ready to try it for real?
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-brand-100">
            Founders can create a startup account today. Investors get access once we’ve approved
            their request.
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
      </section>
    </>
  )
}

// -------------------------------------------------------------------------------------------
// Demo accounts
// -------------------------------------------------------------------------------------------

function DemoAccess() {
  const trpc = useTRPC()
  const accounts = useQuery(trpc.website.demoAccounts.queryOptions())

  if (accounts.isPending) {
    return (
      <Card className="p-6" aria-busy="true">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="mt-4 h-16 w-full" />
        <Skeleton className="mt-3 h-16 w-full" />
        <span className="sr-only">Loading demo accounts</span>
      </Card>
    )
  }

  const list = accounts.data ?? []
  if (list.length === 0) {
    return (
      <Card className="bg-gradient-to-br from-white to-brand-50 p-6 sm:p-8">
        <span
          aria-hidden="true"
          className="grid size-11 place-items-center rounded-xl bg-brand-600 text-white [&_svg]:size-5"
        >
          <KeyRound />
        </span>
        <h2 className="mt-5 text-xl font-semibold text-ink">Want to see it with your own data?</h2>
        <p className="mt-2 text-muted">
          Request access and we’ll set you up. Founders can also create a startup account straight
          away and start on their profile.
        </p>
        <div className="mt-6 flex flex-col gap-3">
          <Button asChild>
            <Link to="/request-access">
              Request access
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/sign-up">Create a startup account</Link>
          </Button>
        </div>
      </Card>
    )
  }

  return (
    <Card className="p-6 sm:p-8">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid size-11 shrink-0 place-items-center rounded-xl bg-saffron-500 text-ink [&_svg]:size-5"
        >
          <KeyRound />
        </span>
        <div>
          <h2 className="text-xl font-semibold text-ink">Try it with the demo accounts</h2>
          <p className="text-sm text-muted">Sample data — explore freely.</p>
        </div>
      </div>
      <ul data-testid="demo-accounts" className="mt-6 space-y-3">
        {list.map((account) => (
          <li key={account.email} className="rounded-xl border border-line bg-surface p-4">
            <p className="text-sm font-semibold text-ink">{account.role}</p>
            <dl className="mt-2 space-y-1.5 text-sm">
              <div className="flex flex-col gap-x-2 sm:flex-row sm:items-center">
                <dt className="shrink-0 text-xs text-muted sm:w-20 sm:text-sm">Email</dt>
                <dd className="flex min-w-0 flex-1 items-center gap-1">
                  <code className="min-w-0 font-mono break-all text-ink">{account.email}</code>
                  <CopyButton value={account.email} label={`Copy ${account.role} email`} />
                </dd>
              </div>
              <div className="flex flex-col gap-x-2 sm:flex-row sm:items-center">
                <dt className="shrink-0 text-xs text-muted sm:w-20 sm:text-sm">Password</dt>
                <dd className="flex min-w-0 flex-1 items-center gap-1">
                  <code className="min-w-0 font-mono break-all text-ink">{account.password}</code>
                  <CopyButton value={account.password} label={`Copy ${account.role} password`} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <Button asChild className="mt-6 w-full">
        <Link to="/sign-in">
          <LogIn aria-hidden="true" />
          Sign in
        </Link>
      </Button>
    </Card>
  )
}

function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false)
  return (
    <button
      type="button"
      aria-label={copied ? 'Copied' : label}
      title={copied ? 'Copied' : label}
      className="shrink-0 rounded-md p-1 text-muted hover:bg-brand-50 hover:text-ink"
      onClick={() => {
        void navigator.clipboard
          ?.writeText(value)
          .then(() => {
            setCopied(true)
            setTimeout(() => setCopied(false), 1500)
          })
          .catch(() => undefined)
      }}
    >
      {copied ? (
        <Check aria-hidden="true" className="size-3.5 text-emerald-600" />
      ) : (
        <Copy aria-hidden="true" className="size-3.5" />
      )}
    </button>
  )
}

// -------------------------------------------------------------------------------------------
// Tour steps
// -------------------------------------------------------------------------------------------

function TourStep({ step, index }: { step: Step; index: number }) {
  const flipped = index % 2 === 1
  return (
    <section
      id={step.id}
      aria-labelledby={`${step.id}-title`}
      className={`scroll-mt-20 ${flipped ? 'bg-surface' : 'bg-white'}`}
    >
      <div className="mx-auto grid grid-cols-1 max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:py-20">
        <div className={flipped ? 'lg:order-2' : undefined}>
          <div className="flex items-center gap-3">
            <span className="grid size-9 place-items-center rounded-full bg-brand-600 text-sm font-semibold text-white">
              {index + 1}
            </span>
            <Badge
              className={
                step.who === 'Founder' ? 'bg-saffron-100 text-ink' : 'bg-brand-50 text-brand-700'
              }
            >
              {step.who}
            </Badge>
          </div>
          <h2
            id={`${step.id}-title`}
            className="mt-4 text-2xl font-semibold tracking-tight text-ink sm:text-3xl"
          >
            {step.title}
          </h2>
          <p className="mt-4 text-muted">{step.body}</p>
          <ul className="mt-6 space-y-2.5">
            {step.points.map((point) => (
              <li key={point} className="flex gap-3 text-sm text-ink">
                <span
                  aria-hidden="true"
                  className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700"
                >
                  <Check className="size-3" />
                </span>
                {point}
              </li>
            ))}
          </ul>
        </div>
        <figure className={`min-w-0 ${flipped ? 'lg:order-1' : ''}`}>
          <div aria-hidden="true" className="relative">
            <div className="absolute -inset-4 rounded-[2rem] bg-gradient-to-br from-brand-100/70 via-white to-saffron-100/70 blur-xl" />
            <div className="relative">{step.illustration}</div>
          </div>
          <figcaption className="sr-only">{step.caption}</figcaption>
        </figure>
      </div>
    </section>
  )
}

// -------------------------------------------------------------------------------------------
// Mock interfaces (decorative; each figure carries a text caption for screen readers)
// -------------------------------------------------------------------------------------------

function MockWindow({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="overflow-hidden">
      <div className="flex items-center gap-2 border-b border-line bg-surface px-4 py-2.5">
        <span className="size-2.5 rounded-full bg-line" />
        <span className="size-2.5 rounded-full bg-line" />
        <span className="size-2.5 rounded-full bg-line" />
        <span className="ml-2 min-w-0 truncate text-xs text-muted">{title}</span>
      </div>
      <div className="p-4 sm:p-5">{children}</div>
    </Card>
  )
}

function Chip({ children, tone = 'brand' }: { children: ReactNode; tone?: 'brand' | 'plain' }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-medium ${
        tone === 'brand'
          ? 'border border-brand-100 bg-brand-50 text-brand-700'
          : 'border border-line bg-white text-ink'
      }`}
    >
      {children}
    </span>
  )
}

function MockField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <p className="text-xs font-medium text-muted">{label}</p>
      <div className="mt-1">{children}</div>
    </div>
  )
}

function ProfileMock() {
  const tabs = [
    { name: 'Startup', pct: 100 },
    { name: 'Founders', pct: 100 },
    { name: 'Full profile', pct: 74 },
  ]
  return (
    <MockWindow title="Startup profile · Hasiru Grid">
      <div className="flex flex-wrap gap-2">
        {tabs.map((tab, i) => (
          <span
            key={tab.name}
            className={`rounded-lg px-3 py-1.5 text-xs font-medium ${
              i === 0 ? 'bg-brand-600 text-white' : 'bg-surface text-ink'
            }`}
          >
            {tab.name} · {tab.pct}%
          </span>
        ))}
      </div>
      <div className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <MockField label="One-liner">
          <p className="rounded-lg border border-line px-3 py-2 text-sm text-ink">
            Battery health monitoring for rural solar mini-grids
          </p>
        </MockField>
        <MockField label="Sectors">
          <div className="flex flex-wrap gap-1.5">
            <Chip>Climate Technology</Chip>
            <Chip>Energy</Chip>
          </div>
        </MockField>
        <MockField label="Development stage">
          <p className="rounded-lg border border-line px-3 py-2 text-sm text-ink">Prototype</p>
        </MockField>
        <MockField label="Headquarters">
          <p className="rounded-lg border border-line px-3 py-2 text-sm text-ink">
            Karnataka · Bengaluru
          </p>
        </MockField>
        <MockField label="Planned raise">
          <p className="rounded-lg border border-line px-3 py-2 text-sm text-ink tabular-nums">
            ₹1.2 Cr
          </p>
        </MockField>
        <MockField label="DPIIT recognition">
          <p className="flex items-center gap-1.5 rounded-lg border border-line px-3 py-2 text-sm text-ink">
            <Check className="size-3.5 text-emerald-600" />
            Recognised
          </p>
        </MockField>
      </div>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4 text-xs">
        <span className="flex items-center gap-2 text-ink">
          <span className="inline-flex h-4 w-7 items-center rounded-full bg-brand-600 p-0.5">
            <span className="ml-auto size-3 rounded-full bg-white" />
          </span>
          Discoverable by investors
        </span>
        <span className="text-muted">Saved just now</span>
      </div>
    </MockWindow>
  )
}

function FitLine({ ok, label, detail }: { ok: boolean; label: string; detail: string }) {
  return (
    <li className="flex items-start gap-2.5 py-2">
      <span
        className={`mt-0.5 grid size-5 shrink-0 place-items-center rounded-full ${
          ok ? 'bg-emerald-50 text-emerald-700' : 'bg-amber-50 text-amber-700'
        }`}
      >
        {ok ? <Check className="size-3" /> : <X className="size-3" />}
      </span>
      <span className="min-w-0 text-sm">
        <span className="font-medium text-ink">{label}</span>
        <span className="block text-xs text-muted">{detail}</span>
      </span>
    </li>
  )
}

function FitMock() {
  return (
    <MockWindow title="Open channels">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-ink">Seed for climate hardware</p>
          <p className="text-xs text-muted">Closes Jan 15, 2027 · answers within 14 days</p>
        </div>
        <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-medium text-emerald-700">
          4 of 5 criteria
        </span>
      </div>
      <ul className="mt-3 divide-y divide-line">
        <FitLine ok label="Sector: Climate Technology" detail="Yours: Climate Technology, Energy" />
        <FitLine ok label="Stage: Prototype or Early Access" detail="Yours: Prototype" />
        <FitLine ok label="Headquarters: Karnataka, Tamil Nadu, Kerala" detail="Yours: Karnataka" />
        <FitLine ok label="Planned raise: ₹50 L – ₹2 Cr" detail="Yours: ₹1.2 Cr" />
        <FitLine ok={false} label="Business type: B2B" detail="Yours: B2C — you can still apply" />
      </ul>
      <div className="mt-4 flex justify-end">
        <span className="inline-flex items-center gap-1.5 rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-medium text-white">
          Apply
          <ArrowRight className="size-3.5" />
        </span>
      </div>
    </MockWindow>
  )
}

function ApplyMock() {
  return (
    <MockWindow title="Apply · Seed for climate hardware">
      <div className="space-y-4">
        <MockField label="1. How many mini-grids run your monitor today? *">
          <p className="rounded-lg border border-line px-3 py-2 text-sm text-ink tabular-nums">
            38
          </p>
        </MockField>
        <MockField label="2. What would this round let you prove? *">
          <p className="rounded-lg border border-line px-3 py-2 text-sm leading-6 text-ink">
            That a paid pilot with two state renewable energy agencies converts into a district-wide
            contract within 12 months.
          </p>
        </MockField>
        <div className="rounded-xl bg-surface p-3">
          <p className="flex items-center gap-1.5 text-xs font-medium text-ink">
            <Lock className="size-3.5 text-muted" />
            Shared with this investor only
          </p>
          <div className="mt-2 flex flex-wrap gap-1.5">
            <Chip tone="plain">Startup profile</Chip>
            <Chip tone="plain">2 founders</Chip>
            <Chip tone="plain">Full profile</Chip>
            <Chip tone="plain">Pitch deck (PDF)</Chip>
            <Chip tone="plain">Your answers</Chip>
          </div>
        </div>
      </div>
      <div className="mt-4 flex justify-end gap-2">
        <span className="rounded-lg border border-line px-3 py-1.5 text-sm text-ink">Back</span>
        <span className="inline-flex items-center gap-1.5 rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-medium text-white">
          <Send className="size-3.5" />
          Submit application
        </span>
      </div>
    </MockWindow>
  )
}

function PipelineMock() {
  const columns = [
    { status: 'Submitted', count: 24, tone: 'bg-surface text-ink' },
    { status: 'In review', count: 11, tone: 'bg-saffron-100 text-ink' },
    { status: 'Shortlisted', count: 6, tone: 'bg-brand-50 text-brand-700' },
    { status: 'Due diligence', count: 2, tone: 'bg-brand-600 text-white' },
  ]
  const rows = [
    {
      name: 'Hasiru Grid',
      place: 'Bengaluru',
      raise: '₹1.2 Cr',
      status: 'Shortlisted',
      overdue: false,
    },
    {
      name: 'Kaveri Coldstore',
      place: 'Mysuru',
      raise: '₹75 L',
      status: 'In review',
      overdue: false,
    },
    {
      name: 'Vayu Retrofit',
      place: 'Hubballi',
      raise: '₹1.8 Cr',
      status: 'Submitted',
      overdue: true,
    },
  ]
  return (
    <MockWindow title="Applications">
      <div className="flex flex-wrap items-center gap-2">
        <span className="flex items-center gap-1 text-xs font-medium text-muted">
          <Filter className="size-3.5" />
          Filters
        </span>
        <Chip>
          Climate Technology <X className="size-3" />
        </Chip>
        <Chip>
          Karnataka <X className="size-3" />
        </Chip>
        <Chip>
          ₹50 L – ₹2 Cr <X className="size-3" />
        </Chip>
      </div>
      <div className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {columns.map((col) => (
          <div key={col.status} className={`rounded-xl px-3 py-2 ${col.tone}`}>
            <p className="text-lg font-semibold tabular-nums">{col.count}</p>
            <p className="text-xs">{col.status}</p>
          </div>
        ))}
      </div>
      <div className="mt-4 divide-y divide-line rounded-xl border border-line">
        {rows.map((row) => (
          <div key={row.name} className="flex items-center justify-between gap-3 px-3 py-2.5">
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-ink">{row.name}</p>
              <p className="truncate text-xs text-muted">
                {row.place} · {row.raise}
              </p>
            </div>
            <div className="flex shrink-0 items-center gap-2">
              {row.overdue && (
                <span className="hidden items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-700 sm:inline-flex">
                  <Clock className="size-3" />
                  Overdue
                </span>
              )}
              <span className="rounded-full bg-surface px-2.5 py-0.5 text-xs font-medium text-ink">
                {row.status}
              </span>
            </div>
          </div>
        ))}
      </div>
    </MockWindow>
  )
}

function Stars({ value }: { value: number }) {
  return (
    <span className="flex items-center gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={`size-3.5 ${n <= value ? 'fill-saffron-400 text-saffron-500' : 'text-line'}`}
        />
      ))}
    </span>
  )
}

function TeamMock() {
  return (
    <MockWindow title="Hasiru Grid · Team review">
      <p className="text-xs font-medium tracking-wide text-muted uppercase">Ratings</p>
      <ul className="mt-2 space-y-2">
        <li className="flex items-center justify-between gap-3 rounded-lg bg-surface px-3 py-2">
          <span className="text-sm text-ink">You</span>
          <Stars value={4} />
        </li>
        <li className="flex items-center justify-between gap-3 rounded-lg bg-surface px-3 py-2">
          <span className="text-sm text-ink">Meera</span>
          <Stars value={4} />
        </li>
        <li className="flex items-center justify-between gap-3 rounded-lg bg-surface px-3 py-2">
          <span className="text-sm text-ink">Arjun</span>
          <span className="flex items-center gap-1 text-xs text-muted">
            <Lock className="size-3" />
            Not rated yet
          </span>
        </li>
      </ul>
      <p className="mt-5 flex items-center gap-1.5 text-xs font-medium tracking-wide text-muted uppercase">
        <MessageSquare className="size-3.5" />
        Private notes
      </p>
      <ul className="mt-2 space-y-3">
        <li className="rounded-xl border border-line p-3">
          <p className="text-xs text-muted">Meera · Nov 5, 2026</p>
          <p className="mt-1 text-sm text-ink">
            Strong hardware team. Unit economics depend on the agency pilot — worth a call.
          </p>
        </li>
        <li className="rounded-xl border border-line p-3">
          <p className="text-xs text-muted">You · Nov 6, 2026</p>
          <p className="mt-1 text-sm text-ink">
            Agreed. Moving to shortlist; I’ll set up the call.
          </p>
        </li>
      </ul>
      <p className="mt-4 flex items-center gap-1.5 text-xs text-muted">
        <Lock className="size-3" />
        Notes and ratings are never shown to the founder.
      </p>
    </MockWindow>
  )
}

function DecisionMock() {
  return (
    <MockWindow title="Your applications · Decision">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-ink">Seed for climate hardware</p>
          <p className="text-xs text-muted">Decided Nov 12, 2026 · 9 days after you applied</p>
        </div>
        <span className="rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-medium text-red-700">
          Rejected
        </span>
      </div>
      <div className="mt-4 rounded-xl bg-surface p-4">
        <p className="text-xs font-medium text-muted">Reason</p>
        <p className="mt-0.5 text-sm font-medium text-ink">Too early</p>
        <p className="mt-3 text-xs font-medium text-muted">Message from the investor</p>
        <p className="mt-1 text-sm leading-6 text-ink">
          We liked the team and the problem a lot. We’d like to see the state agency pilot convert
          first — please apply again when it does; we’ll open our next climate channel in the
          spring.
        </p>
      </div>
      <ol className="mt-4 space-y-2 border-l-2 border-line pl-4 text-xs text-muted">
        <li>
          <span className="font-medium text-ink">Submitted</span> · Nov 3, 2026
        </li>
        <li>
          <span className="font-medium text-ink">In review</span> · Nov 4, 2026
        </li>
        <li>
          <span className="font-medium text-ink">Shortlisted</span> · Nov 6, 2026
        </li>
        <li>
          <span className="font-medium text-ink">Rejected</span> · Nov 12, 2026
        </li>
      </ol>
    </MockWindow>
  )
}
